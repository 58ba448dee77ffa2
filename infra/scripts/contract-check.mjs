#!/usr/bin/env node
// @ts-check
// `npm run contract:check -- --against <deploy dir | base URL> [shell|catalog|cart|account|search ...]`
//
// The deploy gate for a pipeline (issue 16), without deploying anything:
// - each named build is checked against the live registry, the live shell and the live schema,
//   as deploy:remote would (no names: every package with a built dist/mf-contract.json, unless
//   --schema is given, which then checks the schema change alone);
// - the candidate schema (default: this checkout's contracts schema, what the commerce service
//   built from it would serve; --schema DIR|FILE, or --schema none to skip) is checked against
//   the operations of every live remote and the live shell.
// Options: --json (machine-readable result on stdout), --shell-dir DIR (the live shell's build
// for a deploy dir; else $SHELL_DIR, else shell/dist), --live-schema FILE|DIR|URL, --commerce-url
// URL (introspect the live service; else $COMMERCE_URL), --database-url URL (a deploy dir's
// registry in PostgreSQL; else $DATABASE_URL, else its remotes.json). Exit code: 0 compatible, 1 broken
// pairs, 2 the check could not run.
import path from 'node:path';
import {
  builtPackages,
  checkCompatibility,
  contractsSchemaDir,
  formatReport,
  readCandidates,
  readLive,
  readLiveSchema,
  schemaFromFiles,
} from './lib/contract-gate.mjs';
import { databaseUrlFrom, parseArgs } from './lib/cli.mjs';
import { resolveRemote } from './lib/remotes.mjs';

const USAGE =
  'Usage: npm run contract:check -- --against <deploy dir | base URL> [shell|<remote> ...] ' +
  '[--schema DIR|FILE|none] [--live-schema FILE|DIR|URL] [--commerce-url URL] [--shell-dir DIR] [--json]';

async function main() {
  const { positional, options } = parseArgs(process.argv.slice(2), [
    'against',
    'schema',
    'live-schema',
    'commerce-url',
    'shell-dir',
    'repo-root',
    'database-url',
  ]);
  const text = (/** @type {string} */ key) =>
    typeof options[key] === 'string' ? /** @type {string} */ (options[key]) : undefined;
  const against = text('against');
  // Where the candidate builds are (tests point it at a fixture checkout).
  const repoRoot = text('repo-root')
    ? path.resolve(/** @type {string} */ (text('repo-root')))
    : undefined;
  if (!against) throw new Error(`--against is required.\n${USAGE}`);
  const schemaOption = text('schema');
  // Names check those builds; none with --schema checks only the schema change; none at all
  // checks every built package and this checkout's schema.
  const names = positional.length
    ? [...new Set(positional.map((input) => (input === 'shell' ? 'shell' : resolveRemote(input))))]
    : schemaOption && schemaOption !== 'none'
      ? []
      : builtPackages(repoRoot);
  const [live, candidates, schema, candidateSchema] = await Promise.all([
    readLive({ against, shellDir: text('shell-dir'), databaseUrl: databaseUrlFrom(options) }),
    readCandidates(names, { repoRoot }),
    readLiveSchema({
      against,
      liveSchema: text('live-schema'),
      commerceUrl: text('commerce-url') ?? process.env.COMMERCE_URL,
      repoRoot,
    }),
    schemaOption === 'none'
      ? Promise.resolve(undefined)
      : schemaFromFiles(path.resolve(schemaOption ?? contractsSchemaDir(repoRoot))),
  ]);
  const result = checkCompatibility({ live, candidates, schema, candidateSchema });
  if (schema.warning) result.warnings.push(schema.warning);
  if (options.json) {
    const summary = (/** @type {import('./lib/contract-gate.mjs').Participant} */ p) => ({
      name: p.name,
      version: p.version,
      where: p.where,
      described: Boolean(p.descriptor),
    });
    console.log(
      JSON.stringify(
        {
          ok: result.ok,
          against,
          live: live.map(summary),
          candidates: candidates.map(summary),
          schema: { live: schema.source, candidate: candidateSchema?.source ?? null },
          problems: result.problems,
          preexisting: result.preexisting,
          warnings: result.warnings,
        },
        null,
        2,
      ),
    );
  } else {
    console.log(
      formatReport(result, {
        against,
        schema: schema.source,
        candidateSchema: candidateSchema?.source,
      }),
    );
  }
  return result.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
