// @ts-check
// Publishing through the deploy gate (issue 16): the builds are staged (copied, not live), the
// gate compares them with what is live, and only a compatible set goes live. `--force` deploys
// an incompatible set anyway and the registry's history records it with the broken pairs.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DESCRIPTOR_FILE,
  checkCompatibility,
  formatReport,
  gateDeploy,
  readLive,
  readLiveSchema,
} from './contract-gate.mjs';
import { HISTORY_FILE, goLive, rollbackRemote, stageRemotes } from './publish.mjs';

/** The gate said no: the message is the report naming each broken pair. */
export class GateRefusal extends Error {
  /** @param {string} message @param {Awaited<ReturnType<typeof gateDeploy>>} verdict */
  constructor(message, verdict) {
    super(message);
    this.name = 'GateRefusal';
    this.verdict = verdict;
  }
}

/**
 * @param {import('./remotes.mjs').RemoteName[]} names
 * @param {{ deployDir: string, repoRoot?: string, suffix?: string, force?: boolean,
 *   reason?: string, shellDir?: string, liveSchema?: string, commerceUrl?: string,
 *   databaseUrl?: string | null }} options the registry is PostgreSQL's with `databaseUrl`
 */
export async function gatedPublish(names, options) {
  const { deployDir, force = false, databaseUrl = null } = options;
  const staged = await stageRemotes(names, options);
  const versions = Object.fromEntries(staged.map((entry) => [entry.name, entry.version]));
  const verdict = await gateDeploy(names, { ...options, versions });
  if (!verdict.ok && !force) {
    throw new GateRefusal(
      `${verdict.report}\n\n` +
        `Refused: nothing went live (${names.join(', ')} staged under ${path.join(deployDir, 'remotes')}, ` +
        `registry unchanged). Fix the pairs above, or ship the change in two steps (docs/architecture.md, ` +
        `"Version skew"); --force deploys anyway and is recorded in ${path.join(deployDir, HISTORY_FILE)}.`,
      verdict,
    );
  }
  const registry = await goLive(staged, {
    deployDir,
    databaseUrl,
    note: force
      ? {
          action: 'publish',
          forced: true,
          ...(options.reason ? { reason: options.reason } : {}),
          problems: verdict.problems.map((problem) =>
            [problem.message, ...problem.details].join(' / '),
          ),
        }
      : { action: 'publish' },
  });
  return { staged, registry, verdict };
}

/**
 * A rollback through the gate: the old version's descriptor (kept in its version folder) is
 * checked against what is live now, since the others may have moved on since it was live (a
 * rollback across a removal would break a pair). `--force` rolls back anyway, recorded.
 * @param {import('./remotes.mjs').RemoteName} name
 * @param {string} version
 * @param {{ deployDir: string, force?: boolean, reason?: string, shellDir?: string,
 *   liveSchema?: string, commerceUrl?: string, databaseUrl?: string | null }} options
 */
export async function gatedRollback(name, version, options) {
  const { deployDir, force = false, databaseUrl = null } = options;
  const where = path.join(deployDir, 'remotes', name, version, DESCRIPTOR_FILE);
  const [live, schema, descriptor] = await Promise.all([
    readLive({ against: deployDir, shellDir: options.shellDir, databaseUrl }),
    readLiveSchema({
      against: deployDir,
      liveSchema: options.liveSchema,
      commerceUrl: options.commerceUrl ?? process.env.COMMERCE_URL,
    }),
    readFile(where, 'utf8').then(
      (text) => JSON.parse(text),
      () => null,
    ),
  ]);
  const candidate = /** @type {const} */ ({ name, version, side: 'candidate', descriptor, where });
  const result = checkCompatibility({ live, candidates: [candidate], schema });
  if (!descriptor) {
    result.warnings.push(
      `${name} ${version} has no contract descriptor (${where}): deployed before the gate, its rollback is not checked.`,
    );
  }
  if (schema.warning) result.warnings.push(schema.warning);
  const report = formatReport(result, { against: deployDir, schema: schema.source });
  if (!result.ok && !force) {
    throw new GateRefusal(
      `${report}\n\nRefused: ${name} still points at its current version. --force rolls back anyway ` +
        `and is recorded in ${path.join(deployDir, HISTORY_FILE)}.`,
      { ...result, report },
    );
  }
  const registry = await rollbackRemote(name, version, {
    deployDir,
    databaseUrl,
    note: force
      ? {
          action: 'rollback',
          forced: true,
          ...(options.reason ? { reason: options.reason } : {}),
          problems: result.problems.map((problem) =>
            [problem.message, ...problem.details].join(' / '),
          ),
        }
      : { action: 'rollback' },
  });
  return { registry, verdict: { ...result, report } };
}
