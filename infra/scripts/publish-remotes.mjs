#!/usr/bin/env node
// @ts-check
// Publishes built remotes into the deploy root and points their registry lines at them.
//
//   node infra/scripts/publish-remotes.mjs                 every remote
//   node infra/scripts/publish-remotes.mjs search cart     only these (name or folder)
//   node infra/scripts/publish-remotes.mjs --rollback search 0.1.0-0a1b2c3d4e
//   node infra/scripts/publish-remotes.mjs --list
// Options: --deploy-dir DIR (else $DEPLOY_DIR, else <repo>/.deploy); --database-url URL (else
// $DATABASE_URL): the registry in PostgreSQL, shared by every gateway (else the deploy root's
// remotes.json). DUKKAN_VERSION_SUFFIX=x
// appends "-x" to the version, so the same build gets a new folder and registry line.
// The deploy gate (lib/contract-gate.mjs) checks the builds against what is live first and
// refuses an incompatible set; --force [--reason TEXT] publishes anyway and the registry's
// history (remotes-history.jsonl) records it. A rollback is checked the same way (the old
// version's descriptor against what is live now). --shell-dir, --live-schema FILE|URL and
// --commerce-url URL say where the live shell and schema are (see contract-check.mjs).
import { deployedVersions, readRegistry } from './lib/publish.mjs';
import { gatedPublish, gatedRollback } from './lib/gated-publish.mjs';
import { REMOTE_NAMES, resolveRemote } from './lib/remotes.mjs';
import { databaseUrlFrom, deployDirFrom, gateOptions, parseArgs, run } from './lib/cli.mjs';
import { withoutPassword } from './lib/registry-store.mjs';

run(async () => {
  const { positional, options } = parseArgs(process.argv.slice(2), [
    'deploy-dir',
    'reason',
    'shell-dir',
    'live-schema',
    'commerce-url',
    'database-url',
  ]);
  const deployDir = deployDirFrom(options);

  if (options.list) {
    const registry = await readRegistry(deployDir, databaseUrlFrom(options));
    for (const name of REMOTE_NAMES) {
      const current = registry[name]?.version;
      const versions = await deployedVersions(name, deployDir);
      console.log(
        `${name}: ${versions.map((v) => (v === current ? `${v} (live)` : v)).join(', ') || 'nothing deployed'}`,
      );
    }
    return;
  }

  if (options.rollback) {
    const [input, version] = positional;
    if (!input || !version || positional.length !== 2) {
      throw new Error('Usage: publish-remotes.mjs --rollback <remote> <version>');
    }
    const name = resolveRemote(input);
    const { verdict } = await gatedRollback(name, version, { deployDir, ...gateOptions(options) });
    if (!verdict.ok) console.warn(`${verdict.report}\n\n--force: rolled back anyway (recorded).`);
    else for (const warning of verdict.warnings) console.warn(`warning: ${warning}`);
    console.log(`${name} now points at ${version} (${registryPlace(options, deployDir)}).`);
    return;
  }

  const names = positional.length ? [...new Set(positional.map(resolveRemote))] : REMOTE_NAMES;
  const { staged, verdict } = await gatedPublish(names, {
    deployDir,
    suffix: process.env.DUKKAN_VERSION_SUFFIX,
    ...gateOptions(options),
  });
  if (!verdict.ok) console.warn(`${verdict.report}\n\n--force: published anyway (recorded).`);
  else for (const warning of verdict.warnings) console.warn(`warning: ${warning}`);
  for (const entry of staged) {
    const how = entry.copied ? `copied ${entry.files} files` : 'already deployed, reused';
    console.log(`published ${entry.name} ${entry.version} (${how}) -> ${entry.entry}`);
  }
  console.log(`registry: ${registryPlace(options, deployDir)}`);
});

/**
 * Where the registry was written, for the last line of output.
 * @param {Record<string, string | true>} options @param {string} deployDir
 */
function registryPlace(options, deployDir) {
  const databaseUrl = databaseUrlFrom(options);
  return databaseUrl ? `PostgreSQL ${withoutPassword(databaseUrl)}` : `${deployDir}/remotes.json`;
}
