#!/usr/bin/env node
// @ts-check
// `npm start`: build everything, publish every remote, start the commerce service on its
// embedded database and the gateway on http://localhost:8080.
//   --skip-build   reuse the existing builds (publishing still happens)
// Environment: PORT (8080), COMMERCE_PORT (4000), DEPLOY_DIR (<repo>/.deploy), DATA_DIR.
import { publishRemotes } from './lib/publish.mjs';
import { REMOTE_NAMES, REPO_ROOT } from './lib/remotes.mjs';
import { runCommand } from './lib/proc.mjs';
import { banner, startStack, stopTogether } from './lib/stack.mjs';
import { deployDirFrom, parseArgs, run } from './lib/cli.mjs';

const COMMERCE_PACKAGE = '@dukkan/commerce-service';

run(async () => {
  const { options } = parseArgs(process.argv.slice(2), ['deploy-dir']);
  const gatewayPort = Number(process.env.PORT ?? 8080);
  const commercePort = Number(process.env.COMMERCE_PORT ?? 4000);
  const deployDir = deployDirFrom(options);

  if (!options['skip-build']) {
    console.log('\n== building the shell, the remotes and the contracts ==');
    const code = await runCommand('npx', ['lerna', 'run', 'build', '--ignore', COMMERCE_PACKAGE], {
      cwd: REPO_ROOT,
    });
    if (code !== 0) throw new Error('The build failed (see above); nothing was started.');
    console.log('\n== building the commerce service ==');
    const service = await runCommand('npm', ['run', 'build', '-w', COMMERCE_PACKAGE], {
      cwd: REPO_ROOT,
    });
    if (service !== 0) {
      banner(['The commerce service did not build (see above).', 'The store starts without it.']);
    }
  }

  console.log('\n== publishing the remotes ==');
  // With DATABASE_URL the registry is PostgreSQL's, as `npm run deploy:remote` then writes it.
  const databaseUrl = process.env.DATABASE_URL || null;
  const { staged } = await publishRemotes(REMOTE_NAMES, { deployDir, databaseUrl });
  for (const entry of staged) console.log(`${entry.name} ${entry.version}`);

  console.log('\n== starting the servers ==');
  const stack = await startStack({
    gatewayPort,
    commercePort,
    deployDir,
    dataDir: process.env.DATA_DIR,
    registryDatabaseUrl: databaseUrl,
  });

  stopTogether(stack);

  console.log(`\nDukkan is running: http://localhost:${gatewayPort}`);
  console.log(
    stack.commerce
      ? `commerce service: ${stack.commerceUrl}`
      : 'commerce service: NOT running (see above)',
  );
  console.log('Press Ctrl+C to stop.\n');
});
