#!/usr/bin/env node
// @ts-check
// Independent deploy of one remote: build it alone, then publish it alone.
//
//   npm run deploy:remote -- search        (name, folder or package name)
//
// Only that remote's dist/ is rebuilt and only its registry line changes; a running gateway
// serves the new version on the next page load, with no shell rebuild. Before it goes live the
// deploy gate checks the build against the live shell, remotes and schema and refuses an
// incompatible one (a report names each broken pair); --force [--reason TEXT] deploys anyway
// and is recorded in the registry's history. With DATABASE_URL (or --database-url) the registry
// is the gateways' PostgreSQL one: every gateway hears of the change (LISTEN/NOTIFY, and its
// REGISTRY_POLL_MS re-read); the version folder is written to the deploy root (DEPLOY_DIR), the
// folder the static origin (REMOTES_ORIGIN) serves.
import { spawnSync } from 'node:child_process';
import { gatedPublish } from './lib/gated-publish.mjs';
import { REMOTES, REPO_ROOT, resolveRemote } from './lib/remotes.mjs';
import { deployDirFrom, gateOptions, parseArgs, run } from './lib/cli.mjs';

run(async () => {
  const { positional, options } = parseArgs(process.argv.slice(2), [
    'deploy-dir',
    'reason',
    'shell-dir',
    'live-schema',
    'commerce-url',
    'database-url',
  ]);
  if (positional.length !== 1 || !positional[0]) {
    throw new Error('Usage: npm run deploy:remote -- <catalog|cart|account|search>');
  }
  const name = resolveRemote(positional[0]);
  const folder = REMOTES[name].folder;
  console.log(`building ${folder} ...`);
  const build = spawnSync('npm', ['run', 'build', '-w', folder], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`The build of ${folder} failed; nothing was published.`);
  const deployDir = deployDirFrom(options);
  const { staged, verdict } = await gatedPublish([name], {
    deployDir,
    suffix: process.env.DUKKAN_VERSION_SUFFIX,
    ...gateOptions(options),
  });
  if (!verdict.ok) console.warn(`${verdict.report}\n\n--force: deployed anyway (recorded).`);
  else for (const warning of verdict.warnings) console.warn(`warning: ${warning}`);
  const [entry] = staged;
  if (!entry) throw new Error(`Nothing was published for ${name}.`);
  console.log(
    entry.copied
      ? `deployed ${name} ${entry.version}: ${entry.entry}`
      : `${name} ${entry.version} was already deployed (same build); its registry line points at it.`,
  );
});
