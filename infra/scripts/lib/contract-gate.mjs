// @ts-check
// The deploy gate (issue 16): compares candidate builds (and a candidate schema) with what is
// live (the registry's remotes, the shell and the schema the commerce service serves), using
// the contract descriptor every build writes beside its manifest (`mf-contract.json`, written by
// infra/build/contract-descriptor.cjs). Every broken pair is named: who needs what, and who no
// longer provides it. Used by `deploy:remote`, `publish-remotes.mjs` and `contract:check`.
import { existsSync } from 'node:fs';
import { readFile, readdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  buildClientSchema,
  buildASTSchema,
  concatAST,
  getIntrospectionQuery,
  parse,
  validate,
} from 'graphql';
import { readRegistry } from './publish.mjs';
import { REMOTE_NAMES, REPO_ROOT, remoteDir } from './remotes.mjs';

const require = createRequire(import.meta.url);
const {
  DESCRIPTOR_FILE,
  DESCRIPTOR_FORMAT,
  versionMeetsRange,
} = require('../../build/contract-descriptor.cjs');

export { DESCRIPTOR_FILE };

/**
 * @typedef {Record<string, any>} Shape
 * @typedef {{ format: number, name: string, version?: string,
 *   contracts?: { version: string, uses?: string[], provides?: string[] },
 *   shares?: { provides: Record<string, string>, needs: Record<string, string> },
 *   facades?: { uses: Record<string, string[]>, provides: Record<string, string[]> },
 *   exposes: Record<string, { file: string, props: Shape }>,
 *   mounts: { module: string, from: string, props: Shape }[],
 *   events: { emits: Record<string, { payload: Shape, from: string[] }>,
 *             listens: Record<string, { payload: Shape, from: string[] }> },
 *   operations: { name: string, type: string, file: string, document: string }[] }} Descriptor
 * @typedef {{ name: string, version: string, side: 'live' | 'candidate', descriptor: Descriptor | null,
 *   where: string }} Participant
 * @typedef {{ kind: 'module' | 'props' | 'event' | 'operation' | 'contracts' | 'shares' |
 *   'facades', needs: string, provides: string, message: string, details: string[] }} Problem
 * @typedef {{ source: string, schema: import('graphql').GraphQLSchema }} SchemaSource
 */

// ---------------------------------------------------------------------------------------------
// Shapes: is what one side passes acceptable to the other?
// ---------------------------------------------------------------------------------------------

/**
 * A shape as short TypeScript-like text, for reports.
 * @param {Shape} shape
 * @returns {string}
 */
export function describeShape(shape, depth = 0) {
  if (!shape) return 'unknown';
  if (shape.type) return shape.type;
  if ('literal' in shape) return JSON.stringify(shape.literal);
  if (shape.named) return shape.named;
  if (shape.ref) return shape.ref;
  if (shape.union)
    return shape.union.map((/** @type {Shape} */ m) => describeShape(m, depth)).join(' | ');
  if (shape.array) {
    /** @type {string} */
    const inner = describeShape(shape.array, depth);
    return shape.array.union ? `(${inner})[]` : `${inner}[]`;
  }
  if (shape.object) {
    if (depth > 0 && shape.name) return shape.name;
    /** @type {string[]} */
    const entries = Object.entries(shape.object).map(
      ([key, prop]) => `${key}${prop.optional ? '?' : ''}: ${describeShape(prop.shape, depth + 1)}`,
    );
    if (shape.index) entries.push(`[key: string]: ${describeShape(shape.index, depth + 1)}`);
    return entries.length ? `{ ${entries.join('; ')} }` : '{}';
  }
  return 'unknown';
}

const isAny = (/** @type {Shape} */ shape) =>
  !shape || shape.type === 'unknown' || Boolean(shape.ref);

/**
 * Why a value of shape `given` is not acceptable where `accepted` is expected; [] when it is.
 * Structural like TypeScript, but extra object properties are allowed (at run time a component
 * or a listener ignores what it does not read).
 * @param {Shape} given @param {Shape} accepted @param {string} at path for messages
 * @returns {string[]}
 */
export function shapeProblems(given, accepted, at) {
  if (isAny(given) || isAny(accepted)) return [];
  if (given.union) {
    for (const member of given.union) {
      if (shapeProblems(member, accepted, at).length > 0) {
        return [
          `${at} can be ${describeShape(given)} but only ${describeShape(accepted)} is accepted`,
        ];
      }
    }
    return [];
  }
  if (accepted.union) {
    if (
      accepted.union.some(
        (/** @type {Shape} */ member) => shapeProblems(given, member, at).length === 0,
      )
    )
      return [];
    return [`${at} is ${describeShape(given)} but ${describeShape(accepted)} is accepted`];
  }
  const mismatch = [`${at} is ${describeShape(given)} but ${describeShape(accepted)} is accepted`];
  if (accepted.type) {
    if (accepted.type === given.type) return [];
    const literalType = 'literal' in given ? typeof given.literal : undefined;
    if (literalType && literalType === accepted.type) return [];
    return mismatch;
  }
  if ('literal' in accepted) return given.literal === accepted.literal ? [] : mismatch;
  if (accepted.named) return given.named === accepted.named ? [] : mismatch;
  if (accepted.array) {
    if (!given.array) return mismatch;
    return shapeProblems(given.array, accepted.array, `${at}[]`);
  }
  if (accepted.object) {
    if (!given.object) return mismatch;
    /** @type {string[]} */
    const problems = [];
    for (const [key, prop] of Object.entries(accepted.object)) {
      const passed = given.object[key];
      if (!passed) {
        if (!prop.optional)
          problems.push(`${at}.${key} (${describeShape(prop.shape, 1)}) is required but not given`);
        continue;
      }
      if (passed.optional && !prop.optional) {
        problems.push(`${at}.${key} may be left out but is required`);
      }
      problems.push(...shapeProblems(passed.shape, prop.shape, `${at}.${key}`));
    }
    if (accepted.index) {
      for (const [key, prop] of Object.entries(given.object)) {
        if (key in accepted.object) continue;
        problems.push(...shapeProblems(prop.shape, accepted.index, `${at}.${key}`));
      }
    }
    return problems;
  }
  return [];
}

// ---------------------------------------------------------------------------------------------
// Reading descriptors, registries and schemas
// ---------------------------------------------------------------------------------------------

/** @param {string} against */
export function isUrl(against) {
  return /^https?:\/\//i.test(against);
}

/**
 * @param {string} text @param {string} where
 * @returns {Descriptor}
 */
function parseDescriptor(text, where) {
  /** @type {Descriptor} */
  let descriptor;
  try {
    descriptor = JSON.parse(text);
  } catch (error) {
    throw new Error(`${where} is not valid JSON (${/** @type {Error} */ (error).message}).`, {
      cause: error,
    });
  }
  if (descriptor.format !== DESCRIPTOR_FORMAT) {
    throw new Error(
      `${where} has descriptor format ${descriptor.format}; this checker reads format ${DESCRIPTOR_FORMAT}.`,
    );
  }
  return descriptor;
}

/** @param {string} file @returns {Promise<Descriptor | null>} null when the file is absent */
async function readDescriptorFile(file) {
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (/** @type {{ code?: string }} */ (error).code === 'ENOENT') return null;
    throw error;
  }
  return parseDescriptor(text, file);
}

/**
 * @param {string} url @param {typeof fetch} fetchImpl
 * @returns {Promise<Descriptor | null>} null on 404
 */
async function fetchDescriptor(url, fetchImpl) {
  const response = await fetchImpl(url, { headers: { accept: 'application/json' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}.`);
  return parseDescriptor(await response.text(), url);
}

/**
 * The live set: the shell and every remote of the registry, each with its descriptor (null for
 * a build made before descriptors existed: reported as unchecked, never silently passed).
 * A deploy root's registry is its `remotes.json`, or PostgreSQL's with `databaseUrl`.
 * @param {{ against: string, shellDir?: string, fetchImpl?: typeof fetch,
 *   databaseUrl?: string | null }} options
 * @returns {Promise<Participant[]>}
 */
export async function readLive({ against, shellDir, fetchImpl = fetch, databaseUrl = null }) {
  /** @type {Participant[]} */
  const live = [];
  if (isUrl(against)) {
    const base = against.replace(/\/+$/, '');
    const response = await fetchImpl(`${base}/remotes.json`, {
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`${base}/remotes.json answered HTTP ${response.status}.`);
    /** @type {Record<string, { manifest: string, version: string }>} */
    const registry = await response.json();
    const shellUrl = `${base}/${DESCRIPTOR_FILE}`;
    live.push({
      name: 'shell',
      version: 'build',
      side: 'live',
      descriptor: await fetchDescriptor(shellUrl, fetchImpl),
      where: shellUrl,
    });
    for (const name of Object.keys(registry).sort()) {
      const entry = registry[name];
      if (!entry) continue;
      const url = new URL(DESCRIPTOR_FILE, new URL(entry.manifest, `${base}/`)).href;
      live.push({
        name,
        version: entry.version,
        side: 'live',
        descriptor: await fetchDescriptor(url, fetchImpl),
        where: url,
      });
    }
    return live;
  }
  const deployDir = path.resolve(against);
  if (!existsSync(deployDir)) throw new Error(`The deploy root ${deployDir} does not exist.`);
  const shellFile = path.join(shellDirFrom(shellDir), DESCRIPTOR_FILE);
  const shellDescriptor = await readDescriptorFile(shellFile);
  live.push({
    name: 'shell',
    version: shellDescriptor?.version ?? 'build',
    side: 'live',
    descriptor: shellDescriptor,
    where: shellFile,
  });
  const registry = await readRegistry(deployDir, databaseUrl);
  for (const name of /** @type {(keyof typeof registry)[]} */ (Object.keys(registry).sort())) {
    const entry = registry[name];
    if (!entry) continue;
    const file = path.join(deployDir, 'remotes', name, entry.version, DESCRIPTOR_FILE);
    live.push({
      name,
      version: entry.version,
      side: 'live',
      descriptor: await readDescriptorFile(file),
      where: file,
    });
  }
  return live;
}

/** The shell build the gateway serves: `--shell-dir`, else SHELL_DIR, else `<repo>/shell/dist`. */
export function shellDirFrom(/** @type {string | undefined} */ shellDir) {
  return path.resolve(shellDir ?? process.env.SHELL_DIR ?? path.join(REPO_ROOT, 'shell', 'dist'));
}

/**
 * Candidate builds: each package's `dist/mf-contract.json`.
 * @param {string[]} names remote names or `shell`
 * @param {{ repoRoot?: string, versions?: Record<string, string> }} [options]
 * @returns {Promise<Participant[]>}
 */
export async function readCandidates(names, { repoRoot = REPO_ROOT, versions = {} } = {}) {
  /** @type {Participant[]} */
  const candidates = [];
  for (const name of names) {
    const dir =
      name === 'shell'
        ? path.join(repoRoot, 'shell')
        : remoteDir(/** @type {import('./remotes.mjs').RemoteName} */ (name), repoRoot);
    const file = path.join(dir, 'dist', DESCRIPTOR_FILE);
    const descriptor = await readDescriptorFile(file);
    if (!descriptor) {
      throw new Error(
        `${file} is missing: the build of ${name} has no contract descriptor, so it cannot be ` +
          `checked against what is live. Build it again (npm run build -w ${path.basename(dir)}).`,
      );
    }
    candidates.push({
      name,
      version: versions[name] ?? descriptor.version ?? 'candidate',
      side: 'candidate',
      descriptor,
      where: file,
    });
  }
  return candidates;
}

/** Every build with a descriptor in the checkout (for `contract:check` without names). */
export function builtPackages(repoRoot = REPO_ROOT) {
  return ['shell', ...REMOTE_NAMES].filter((name) =>
    existsSync(
      path.join(
        name === 'shell'
          ? path.join(repoRoot, 'shell')
          : remoteDir(/** @type {import('./remotes.mjs').RemoteName} */ (name), repoRoot),
        'dist',
        DESCRIPTOR_FILE,
      ),
    ),
  );
}

/**
 * A schema from SDL: a `.graphql` file, or a folder of them (the contracts layout).
 * @param {string} location
 * @returns {Promise<SchemaSource>}
 */
export async function schemaFromFiles(location) {
  const info = await stat(location);
  const files = info.isDirectory()
    ? (await readdir(location))
        .filter((name) => name.endsWith('.graphql'))
        .sort()
        .map((name) => path.join(location, name))
    : [location];
  if (files.length === 0) throw new Error(`${location} holds no *.graphql files.`);
  const documents = await Promise.all(
    files.map(async (file) => parse(await readFile(file, 'utf8'))),
  );
  return { source: location, schema: buildASTSchema(concatAST(documents)) };
}

/**
 * The schema a running commerce service serves, by introspection of `<url>/graphql`.
 * @param {string} baseUrl @param {typeof fetch} [fetchImpl]
 * @returns {Promise<SchemaSource>}
 */
export async function schemaFromService(baseUrl, fetchImpl = fetch) {
  const url = `${baseUrl.replace(/\/+$/, '')}/graphql`;
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: getIntrospectionQuery() }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status} to introspection.`);
  const body = /** @type {{ data?: any, errors?: { message: string }[] }} */ (
    await response.json()
  );
  if (!body.data) {
    throw new Error(
      `${url} refused introspection: ${(body.errors ?? []).map((e) => e.message).join('; ')}`,
    );
  }
  return { source: `${url} (introspection)`, schema: buildClientSchema(body.data) };
}

/** The schema of this checkout (what the commerce service built from it serves). */
export function contractsSchemaDir(repoRoot = REPO_ROOT) {
  return path.join(repoRoot, 'shared-contracts', 'graphql', 'schema');
}

/**
 * The live schema: `liveSchema` (a .graphql file, folder or service URL) when given; for a base
 * URL the service behind it; for a deploy root the service at `commerceUrl` when given, else the
 * deploy root's `schema.graphql` snapshot, else this checkout's contracts schema (said in the
 * report, since it only stands in for the live one).
 * @param {{ against: string, liveSchema?: string, commerceUrl?: string, repoRoot?: string,
 *   fetchImpl?: typeof fetch }} options
 * @returns {Promise<SchemaSource & { warning?: string }>}
 */
export async function readLiveSchema({ against, liveSchema, commerceUrl, repoRoot, fetchImpl }) {
  if (liveSchema) {
    return isUrl(liveSchema)
      ? schemaFromService(liveSchema, fetchImpl)
      : schemaFromFiles(path.resolve(liveSchema));
  }
  if (isUrl(against)) return schemaFromService(against, fetchImpl);
  if (commerceUrl) return schemaFromService(commerceUrl, fetchImpl);
  const snapshot = path.join(path.resolve(against), 'schema.graphql');
  if (existsSync(snapshot)) return schemaFromFiles(snapshot);
  const fallback = await schemaFromFiles(contractsSchemaDir(repoRoot));
  return {
    ...fallback,
    warning:
      `No live schema was given (--live-schema, COMMERCE_URL or ${snapshot}); the operations ` +
      `were checked against this checkout's contracts schema (${fallback.source}).`,
  };
}

// ---------------------------------------------------------------------------------------------
// The check
// ---------------------------------------------------------------------------------------------

/** @param {Participant} p */
const label = (p) => `${p.name} ${p.version} (${p.side})`;

/**
 * What one check collects: the problems this deploy would cause, those between live builds
 * already, and warnings. `file` lists a problem as this deploy's when a candidate is one of its
 * sides.
 * @typedef {{ problems: Problem[], preexisting: Problem[], warnings: string[],
 *   file: (problem: Problem, ...sides: Participant[]) => void }} Findings
 */

/** @returns {Findings} */
function newFindings() {
  /** @type {Problem[]} */
  const problems = [];
  /** @type {Problem[]} */
  const preexisting = [];
  return {
    problems,
    preexisting,
    warnings: [],
    file: (problem, ...sides) =>
      (sides.some((s) => s.side === 'candidate') ? problems : preexisting).push(problem),
  };
}

/**
 * Checks candidates against the live set: the live set with each candidate in place of its live
 * version, every pair with at least one candidate in it. Pairs broken between two live builds
 * already are listed apart (they are not this deploy's doing).
 * @param {{ live: Participant[], candidates: Participant[], schema?: SchemaSource,
 *   candidateSchema?: SchemaSource }} input
 */
export function checkCompatibility({ live, candidates, schema, candidateSchema }) {
  const replaced = new Set(candidates.map((c) => c.name));
  const set = [...live.filter((p) => !replaced.has(p.name)), ...candidates];
  const findings = newFindings();
  warnUndescribed(set, findings);
  const described = set.filter((p) => p.descriptor);
  checkMounts(described, new Map(set.map((p) => [p.name, p])), findings);
  checkEvents(described, findings);
  checkOperations(live, described, { schema, candidateSchema }, findings);
  const shell = described.find((p) => p.name === 'shell');
  checkContractsExports(described, shell, findings);
  checkFacades(described, shell, findings);
  checkShares(described, shell, findings);
  const { problems, preexisting, warnings } = findings;
  return { ok: problems.length === 0, problems, preexisting, warnings };
}

/** @param {Participant[]} set @param {Findings} findings */
function warnUndescribed(set, { warnings }) {
  for (const p of set) {
    if (!p.descriptor) {
      warnings.push(
        `${label(p)} has no contract descriptor (${p.where}): a build from before the deploy gate; its needs and offers are not checked.`,
      );
    }
  }
}

/**
 * Mounted modules: the owner must still expose them, with props the mount site passes.
 * @param {Participant[]} described @param {Map<string, Participant>} byRemote
 * @param {Findings} findings
 */
function checkMounts(described, byRemote, { warnings, file }) {
  for (const consumer of described) {
    for (const mount of consumer.descriptor?.mounts ?? []) {
      const ownerName = mount.module.split('/')[0] ?? '';
      const owner = byRemote.get(ownerName);
      if (!owner) {
        // Not deployed at all (a first deploy in any order): the slot shows its fallback until
        // the owner is published. Worth saying, not worth refusing.
        warnings.push(
          `${label(consumer)} mounts ${mount.module} (${mount.from}), but no ${ownerName} remote is in the registry yet.`,
        );
        continue;
      }
      if (!owner.descriptor || owner === consumer) continue;
      const problem = mountProblem(consumer, owner, mount);
      if (problem) file(problem, consumer, owner);
    }
  }
}

/**
 * What is wrong with one mount of a module of a described owner, if anything.
 * @param {Participant} consumer @param {Participant} owner
 * @param {{ module: string, from: string, props: Shape }} mount
 * @returns {Problem | null}
 */
function mountProblem(consumer, owner, mount) {
  const exposed = owner.descriptor?.exposes[mount.module];
  if (!exposed) {
    return {
      kind: 'module',
      needs: `${label(consumer)} mounts ${mount.module} (${mount.from})`,
      provides: `${label(owner)} no longer exposes ${mount.module}`,
      message: `${label(consumer)} mounts ${mount.module} at ${mount.from}; ${label(owner)} does not expose it.`,
      details: [],
    };
  }
  const details = shapeProblems(mount.props, exposed.props, 'props');
  if (details.length === 0) return null;
  return {
    kind: 'props',
    needs: `${label(owner)} ${mount.module} accepts ${describeShape(exposed.props)}`,
    provides: `${label(consumer)} passes ${describeShape(mount.props)} (${mount.from})`,
    message: `${label(consumer)} mounts ${mount.module} at ${mount.from} with props ${label(owner)} does not accept.`,
    details,
  };
}

/**
 * Events: every emitter's payload must be acceptable to every listener of another build.
 * @param {Participant[]} described @param {Findings} findings
 */
function checkEvents(described, { file }) {
  for (const emitter of described) {
    for (const [event, emitted] of Object.entries(emitter.descriptor?.events.emits ?? {})) {
      for (const listener of described) {
        if (listener === emitter) continue;
        const listened = listener.descriptor?.events.listens[event];
        if (!listened) continue;
        const details = shapeProblems(emitted.payload, listened.payload, 'payload');
        if (details.length === 0) continue;
        file(
          {
            kind: 'event',
            needs: `${label(listener)} listens to ${event} expecting ${describeShape(listened.payload)} (${listened.from.join(', ')})`,
            provides: `${label(emitter)} emits ${event} with ${describeShape(emitted.payload)} (${emitted.from.join(', ')})`,
            message: `${label(emitter)} emits ${event} with a payload ${label(listener)} does not accept.`,
            details,
          },
          emitter,
          listener,
        );
      }
    }
  }
}

/**
 * GraphQL: every operation of the set against the live schema (a remote goes live against the
 * live service), and every operation of the live builds against the candidate schema when one
 * is given (a service deploy must not break a live remote's queries).
 * @param {Participant[]} live @param {Participant[]} described
 * @param {{ schema?: SchemaSource, candidateSchema?: SchemaSource }} schemas
 * @param {Findings} findings
 */
function checkOperations(live, described, { schema, candidateSchema }, findings) {
  for (const target of [schema, candidateSchema]) {
    if (!target) continue;
    const schemaSide = target === candidateSchema ? 'candidate' : 'live';
    const senders = schemaSide === 'candidate' ? live.filter((p) => p.descriptor) : described;
    for (const p of senders) {
      for (const operation of p.descriptor?.operations ?? []) {
        const errors = operationErrors(target, operation.document);
        if (errors.length === 0) continue;
        const problem = {
          kind: /** @type {const} */ ('operation'),
          needs: `${label(p)} sends ${operation.type} ${operation.name} (${operation.file})`,
          provides: `the ${schemaSide} schema ${target.source}`,
          message: `${label(p)} sends ${operation.type} ${operation.name}, which the ${schemaSide} schema does not answer.`,
          details: errors,
        };
        if (schemaSide === 'candidate' || p.side === 'candidate') findings.problems.push(problem);
        else findings.preexisting.push(problem);
      }
    }
  }
}

/** @param {SchemaSource} target @param {string} document @returns {string[]} */
function operationErrors(target, document) {
  try {
    return validate(target.schema, parse(document)).map((e) => e.message);
  } catch (error) {
    return [`does not parse: ${/** @type {Error} */ (error).message}`];
  }
}

/**
 * Contracts exports: the contracts are shared at run time from the shell's build, so a remote
 * runs against the live shell's copy whatever it was built with, and an export its code reads
 * that the shell's contracts lack breaks its modules as they load. Descriptors from before these
 * fields existed are said, not refused: there is nothing to compare them by.
 * @param {Participant[]} described @param {Participant | undefined} shell
 * @param {Findings} findings
 */
function checkContractsExports(described, shell, { warnings, file }) {
  const shellContracts = shell?.descriptor?.contracts?.version ?? 'of unknown version';
  const provided = shell?.descriptor?.contracts?.provides;
  compareNamesFromShell(described, shell, {
    provided: provided && { [CONTRACTS]: provided },
    usesOf: (remote) => {
      const uses = remote.descriptor?.contracts?.uses;
      return uses && { [CONTRACTS]: uses };
    },
    shellWithout: `contracts.provides (${shell?.where}): written before the gate compared contracts exports; what remotes read from its contracts is not checked.`,
    remoteWithout: (remote) =>
      `contracts.uses (${remote.where}): written before the gate compared contracts exports; the contracts exports it reads are not checked.`,
    problem: (remote, _key, missing) => {
      const names = missing.join(', ');
      const remoteContracts = remote.descriptor?.contracts?.version ?? 'of unknown version';
      const shellSide = /** @type {Participant} */ (shell);
      return {
        kind: 'contracts',
        needs: `${label(remote)} calls ${names} from @dukkan/contracts`,
        provides: `${label(shellSide)} provides contracts ${shellContracts} without them`,
        message:
          shellSide.side === 'candidate' && remote.side === 'live'
            ? `${label(shellSide)} shares contracts (${shellContracts}) without ${names}, which ${label(remote)} calls: the remote's modules would fail to load. Keep those exports until no live remote calls them.`
            : `${label(remote)} calls ${names} from @dukkan/contracts, which ${label(shellSide)} does not share (contracts ${shellContracts}). It was built with newer contracts (${remoteContracts}), and its modules would fail to load: deploy the shell built with them first, or rebuild ${remote.name} against ${shellSide.side === 'live' ? 'the live' : "the shell's"} contracts.`,
        details: [],
      };
    },
    warnings,
    file,
  });
}

/**
 * Facades: the shell shares some libraries through a module re-exporting part of them
 * (infra/build/facades), with the package's own version, so the federation runtime cannot tell
 * an older shell's facade from a newer one, and a name a remote imports that the live facade
 * lacks is `undefined` in the remote at run time. A key the shell's descriptor lists no facade
 * for is shared whole (or not at all, which the shares check refuses): nothing to compare.
 * @param {Participant[]} described @param {Participant | undefined} shell
 * @param {Findings} findings
 */
function checkFacades(described, shell, { warnings, file }) {
  compareNamesFromShell(described, shell, {
    provided: shell?.descriptor?.facades?.provides,
    usesOf: (remote) => remote.descriptor?.facades?.uses,
    shellWithout: `facades (${shell?.where}): written before the gate compared facade exports; the names remotes import from its facades are not checked.`,
    remoteWithout: (remote) =>
      `facades (${remote.where}): written before the gate compared facade exports; the names it imports from the shell's facades are not checked.`,
    problem: (remote, key, missing) =>
      facadeProblem(remote, /** @type {Participant} */ (shell), key, missing),
    warnings,
    file,
  });
}

/**
 * Shared libraries: a remote's production build consumes the libraries the shell shares with
 * no fallback of its own (infra/build/index.cjs, PROVIDED_BY_REMOTES), so a key it needs that
 * the shell's build does not provide leaves its modules unable to load, and one the shell
 * provides at a version outside the remote's range runs the remote on code it was not built
 * for. A remote descriptor without `shares` is from a build that still bundled every fallback:
 * nothing to check.
 * @param {Participant[]} described @param {Participant | undefined} shell
 * @param {Findings} findings
 */
function checkShares(described, shell, findings) {
  const shellShares = shell?.descriptor?.shares?.provides;
  for (const remote of described) {
    if (!shell || remote === shell) continue;
    const needs = remote.descriptor?.shares?.needs ?? {};
    if (Object.keys(needs).length === 0) continue;
    if (!shellShares) {
      findings.warnings.push(
        `${label(shell)} has a contract descriptor without shares (${shell.where}): written before the gate compared shared libraries; the ones ${label(remote)} consumes from the shell are not checked.`,
      );
      continue;
    }
    const outside = sharesOutsideRange(remote, shell, needs, shellShares);
    if (outside) findings.file(outside, remote, shell);
    const missing = sharesMissing(remote, shell, needs, shellShares);
    if (missing) findings.file(missing, remote, shell);
  }
}

/**
 * The federation runtime (core and bundler glue) is handed to the remotes by the shell's runtime
 * plugin, outside the share scope (infra/build/federation): no remote can carry its own, so its
 * remedies differ from a library's.
 * @param {string} key
 */
const isRuntime = (key) => key.startsWith('@module-federation/');

/**
 * A key the shell shares at a version outside the remote's range: the runtime only warns and
 * gives the remote the shell's copy, which its code was not built against (a major upgrade of a
 * library in the shell alone, or a remote built for a newer minor than the shell has).
 * @param {Participant} remote @param {Participant} shell
 * @param {Record<string, string>} needs @param {Record<string, string>} shellShares
 * @returns {Problem | null}
 */
function sharesOutsideRange(remote, shell, needs, shellShares) {
  const outside = Object.keys(needs).filter(
    (key) =>
      key in shellShares &&
      !versionMeetsRange(
        /** @type {string} */ (shellShares[key]),
        /** @type {string} */ (needs[key]),
      ),
  );
  if (outside.length === 0) return null;
  const wanted = outside.map((key) => `${key} ${needs[key]}`).join(', ');
  const given = outside.map((key) => `${key} ${shellShares[key]}`).join(', ');
  return {
    kind: 'shares',
    needs: `${label(remote)} consumes ${wanted} from the shell, with no copy of its own`,
    provides: `${label(shell)} shares ${given}`,
    message: outside.some(isRuntime)
      ? `${label(remote)} was built with the federation runtime ${wanted}, but ${label(shell)} hands out ${given}: the code in its entry would call glue of another release. A patch release rolls out shell first, then the remotes; a new minor release needs the shell and every remote built with it deployed together.`
      : shell.side === 'candidate' && remote.side === 'live'
        ? `${label(shell)} shares ${given}, outside the range ${label(remote)} was built for: the remote would run on a version its code was not built against. Widen the remote's range (and deploy it) once it works with both versions, then deploy this shell.`
        : `${label(remote)} was built for ${wanted}, but ${label(shell)} shares ${given}: its code would run on a version it was not built against. Deploy a shell that shares a version in the range first, or build the remote with a range that accepts the shell's version.`,
    details: [],
  };
}

/**
 * Keys the remote consumes that the shell's build does not share at all.
 * @param {Participant} remote @param {Participant} shell
 * @param {Record<string, string>} needs @param {Record<string, string>} shellShares
 * @returns {Problem | null}
 */
function sharesMissing(remote, shell, needs, shellShares) {
  const missing = Object.keys(needs).filter((key) => !(key in shellShares));
  if (missing.length === 0) return null;
  const wanted = missing.map((key) => `${key} ${needs[key]}`).join(', ');
  const names = missing.join(', ');
  const liveRemoteLosesIt = shell.side === 'candidate' && remote.side === 'live';
  return {
    kind: 'shares',
    needs: `${label(remote)} consumes ${wanted} from the shell, with no copy of its own`,
    provides: `${label(shell)} does not share ${names}`,
    message: missing.some(isRuntime)
      ? liveRemoteLosesIt
        ? `${label(shell)} no longer hands out the federation runtime (${names}) that ${label(remote)} takes from it: the remote's entry would fail to start. Keep the shell's runtime plugin (infra/build/federation) until no live remote takes it.`
        : `${label(remote)} takes the federation runtime (${names}) from the shell, which ${label(shell)} does not hand out: its entry would fail to start. Deploy a shell built with infra/build's runtime plugin first.`
      : liveRemoteLosesIt
        ? `${label(shell)} no longer shares ${names}, which ${label(remote)} consumes from it: the remote's modules would fail to load. Keep sharing them (import them in the shell) until no live remote consumes them.`
        : `${label(remote)} consumes ${names} from the shell, which ${label(shell)} does not share: its modules would fail to load. Deploy a shell that shares them first, or add the library to PROVIDED_BY_REMOTES (infra/build/index.cjs) so remotes bundle their own copy.`,
    details: [],
  };
}

/** The key under which the contracts' exports are compared (compareNamesFromShell). */
const CONTRACTS = '@dukkan/contracts';

/**
 * Names each remote reads at run time from what the shell shares (its contracts' exports, its
 * facades' names), per key, against those the shell provides under that key: a name missing
 * there is `undefined` in the remote, whatever the remote was built with. A key the shell lists
 * nothing for, or `*` for, is not compared. A descriptor without the lists is said in a warning
 * (`shellWithout`, `remoteWithout`, after "has a contract descriptor without "), not refused.
 * @param {Participant[]} described @param {Participant | undefined} shell
 * @param {{ provided: Record<string, string[]> | undefined,
 *   usesOf: (remote: Participant) => Record<string, string[]> | undefined,
 *   shellWithout: string, remoteWithout: (remote: Participant) => string,
 *   problem: (remote: Participant, key: string, missing: string[]) => Problem,
 *   warnings: string[], file: (problem: Problem, ...sides: Participant[]) => void }} check
 */
function compareNamesFromShell(described, shell, check) {
  const { provided, usesOf, problem, warnings, file } = check;
  const without = 'has a contract descriptor without';
  if (shell && !provided) warnings.push(`${label(shell)} ${without} ${check.shellWithout}`);
  for (const remote of described) {
    if (!shell || remote === shell) continue;
    const uses = usesOf(remote);
    if (!uses) {
      warnings.push(`${label(remote)} ${without} ${check.remoteWithout(remote)}`);
      continue;
    }
    if (!provided) continue;
    for (const [key, names] of Object.entries(uses)) {
      const exported = provided[key];
      if (!exported || exported.includes('*')) continue;
      const missing = names.filter((name) => !exported.includes(name));
      if (missing.length > 0) file(problem(remote, key, missing), remote, shell);
    }
  }
}

/**
 * A remote that imports from a facade key names the shell's facade does not export. The remedy
 * depends on which side is new: a new remote waits for a shell whose facade has the names; a
 * new shell keeps the names while a live remote imports them.
 * @param {Participant} remote @param {Participant} shell @param {string} key
 * @param {string[]} missing the names, `*` for the module read as a whole
 * @returns {Problem}
 */
function facadeProblem(remote, shell, key, missing) {
  const names = missing.join(', ');
  return {
    kind: 'facades',
    needs: `${label(remote)} imports ${names} from ${key}`,
    provides: `${label(shell)} shares ${key} through a facade without them`,
    message:
      shell.side === 'candidate' && remote.side === 'live'
        ? `${label(shell)} shares ${key} through a facade without ${names}, which ${label(remote)} imports: in the remote they would be undefined at run time and its modules would fail. Keep those names in the facade (infra/build/facades/*.mjs) until no live remote imports them.`
        : `${label(remote)} imports ${names} from ${key}, which the facade of ${label(shell)} does not export: they would be undefined at run time and its modules would fail. Deploy a shell whose facade exports them first (the facades are infra/build/facades/*.mjs).`,
    details: missing.includes('*')
      ? [
          `* is the module read as a whole (a namespace passed on, an import() not destructured): it needs every export of the package, which a facade never has; import the names instead.`,
        ]
      : [],
  };
}

/**
 * The refusal report: one block per broken pair.
 * @param {ReturnType<typeof checkCompatibility>} result
 * @param {{ against: string, schema?: string, candidateSchema?: string }} context
 */
export function formatReport(result, context) {
  const lines = [];
  lines.push(
    result.ok
      ? `Contract check against ${context.against}: compatible.`
      : `Contract check against ${context.against}: ${result.problems.length} broken pair${result.problems.length === 1 ? '' : 's'}.`,
  );
  if (context.schema) lines.push(`  live schema: ${context.schema}`);
  if (context.candidateSchema) lines.push(`  candidate schema: ${context.candidateSchema}`);
  result.problems.forEach((problem, index) => {
    lines.push('', `${index + 1}. [${problem.kind}] ${problem.message}`);
    lines.push(`   needs:    ${problem.needs}`);
    lines.push(`   provides: ${problem.provides}`);
    for (const detail of problem.details) lines.push(`   - ${detail}`);
  });
  if (result.preexisting.length > 0) {
    lines.push('', `Already broken between live builds (not caused by this change):`);
    for (const problem of result.preexisting) {
      lines.push(`  - [${problem.kind}] ${problem.message}`);
      for (const detail of problem.details) lines.push(`      ${detail}`);
    }
  }
  for (const warning of result.warnings) lines.push('', `warning: ${warning}`);
  return lines.join('\n');
}

/**
 * The gate as the deploy scripts run it: the named remotes' builds against the deploy root.
 * @param {import('./remotes.mjs').RemoteName[]} names
 * @param {{ deployDir: string, repoRoot?: string, shellDir?: string, liveSchema?: string,
 *   commerceUrl?: string, versions?: Record<string, string>, databaseUrl?: string | null }} options
 */
export async function gateDeploy(names, options) {
  const against = options.deployDir;
  const [live, candidates, schema] = await Promise.all([
    readLive({ against, shellDir: options.shellDir, databaseUrl: options.databaseUrl ?? null }),
    readCandidates(names, { repoRoot: options.repoRoot, versions: options.versions }),
    readLiveSchema({
      against,
      liveSchema: options.liveSchema,
      commerceUrl: options.commerceUrl ?? process.env.COMMERCE_URL,
      repoRoot: options.repoRoot,
    }),
  ]);
  const result = checkCompatibility({ live, candidates, schema });
  if (schema.warning) result.warnings.push(schema.warning);
  return { ...result, report: formatReport(result, { against, schema: schema.source }) };
}
