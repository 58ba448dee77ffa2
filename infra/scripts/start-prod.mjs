#!/usr/bin/env node
// @ts-check
// `npm run start:prod`: the store in production mode. Builds everything (unless --skip-build),
// publishes the remotes, runs the database migrations once (`npm run migrate`), then starts the commerce service and the gateway with
// NODE_ENV=production: no /dev routes, no demo data, masked errors, no introspection.
// Refuses to start, before building anything, without what production needs:
//   DATABASE_URL            PostgreSQL (the embedded database serves one process on one machine)
//   PAYMENT_SIGNING_SECRET  the card payment form's HMAC key (32+ characters)
//   DUKKAN_CODE_SECRET      the key of the one-time-code hashes (32+ characters)
//   SMTP_URL (or SMTP_HOST...) and MAIL_FROM          the e-mail sender
//   SMS_PROVIDER=twilio|http and its variables         the SMS sender (docs/operations.md)
// A Paymob method switched on (PAYMOB_INTEGRATION_CARD, _WALLET, _VALU, _PREMIUM) needs all of
// PAYMOB_API_KEY, PAYMOB_SECRET_KEY, PAYMOB_PUBLIC_KEY and PAYMOB_HMAC_SECRET; without any, the
// store offers no online payment (docs/operations.md, "Payments"). Amazon Payment Services takes
// all four of APS_MERCHANT_IDENTIFIER, APS_ACCESS_CODE, APS_SHA_REQUEST_PHRASE and
// APS_SHA_RESPONSE_PHRASE, or none.
// Optional: HOST (gateway address, 0.0.0.0 to serve the network; default localhost), PORT (8080),
// COMMERCE_PORT (4000, the service listens on 127.0.0.1 only), TRUSTED_PROXIES (the load
// balancers in front of the gateway), REDIS_URL (shared edge limits and catalogue cache),
// API_RATE_LIMIT, DB_POOL_MAX, DB_STATEMENT_TIMEOUT_MS, REQUEST_TIMEOUT_MS. See docs/security.md.
import path from 'node:path';
import { publishRemotes } from './lib/publish.mjs';
import { REMOTE_NAMES, REPO_ROOT } from './lib/remotes.mjs';
import { runCommand } from './lib/proc.mjs';
import { startStack, stopTogether } from './lib/stack.mjs';
import { deployDirFrom, parseArgs, run } from './lib/cli.mjs';

/** `npm run migrate`: the service's migrations, once, under its advisory lock. */
const MIGRATE_CLI = path.join(REPO_ROOT, 'infra/commerce-service/dist/db/cli.js');

/** Shortest secret accepted (the commerce service checks the same: src/config.ts). */
const MIN_SECRET_LENGTH = 32;

const PAYMOB_INTEGRATIONS = [
  'PAYMOB_INTEGRATION_CARD',
  'PAYMOB_INTEGRATION_WALLET',
  'PAYMOB_INTEGRATION_VALU',
  'PAYMOB_INTEGRATION_PREMIUM',
];
const APS_KEYS = [
  'APS_MERCHANT_IDENTIFIER',
  'APS_ACCESS_CODE',
  'APS_SHA_REQUEST_PHRASE',
  'APS_SHA_RESPONSE_PHRASE',
];
const PAYMOB_KEYS = [
  'PAYMOB_API_KEY',
  'PAYMOB_SECRET_KEY',
  'PAYMOB_PUBLIC_KEY',
  'PAYMOB_HMAC_SECRET',
];

/**
 * What the environment lacks for a production start, one sentence each.
 * @param {NodeJS.ProcessEnv} env
 */
export function missingForProduction(env) {
  const problems = [];
  if (!env.DATABASE_URL)
    problems.push('DATABASE_URL: the PostgreSQL connection string of the store database.');
  if ((env.PAYMENT_SIGNING_SECRET ?? '').length < MIN_SECRET_LENGTH)
    problems.push(
      `PAYMENT_SIGNING_SECRET: a random secret of at least ${MIN_SECRET_LENGTH} characters (the payment form's HMAC key).`,
    );
  if ((env.DUKKAN_CODE_SECRET ?? '').length < MIN_SECRET_LENGTH)
    problems.push(
      `DUKKAN_CODE_SECRET: a random secret of at least ${MIN_SECRET_LENGTH} characters (the key of the one-time-code hashes).`,
    );
  // The service checks each sender's own variables as well (src/messages/settings.ts).
  if (!env.SMTP_URL && !env.SMTP_HOST)
    problems.push(
      'SMTP_URL (or SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_SECURE) and MAIL_FROM: the e-mail sender (docs/operations.md).',
    );
  if (env.SMS_PROVIDER !== 'twilio' && env.SMS_PROVIDER !== 'http')
    problems.push(
      'SMS_PROVIDER=twilio (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM) or SMS_PROVIDER=http (SMS_HTTP_URL): the SMS sender (docs/operations.md).',
    );
  // The service checks the same, and the ids (src/domains/order/providers/settings.ts).
  const paymobOn = PAYMOB_INTEGRATIONS.filter((name) => env[name]);
  const paymobMissing = PAYMOB_KEYS.filter((name) => !env[name]);
  if (paymobOn.length > 0 && paymobMissing.length > 0)
    problems.push(
      `${paymobMissing.join(', ')}: Paymob is switched on by ${paymobOn.join(', ')} and needs its four keys (docs/operations.md, "Payments").`,
    );
  const apsSet = APS_KEYS.filter((name) => env[name]);
  if (apsSet.length > 0 && apsSet.length < APS_KEYS.length)
    problems.push(
      `${APS_KEYS.filter((name) => !env[name]).join(', ')}: Amazon Payment Services is partly configured (${apsSet.join(', ')}) and needs its four keys (docs/operations.md, "Payments").`,
    );
  if (env.DUKKAN_DEV_ROUTES) problems.push('DUKKAN_DEV_ROUTES must not be set in production.');
  if (env.DUKKAN_SEED_DEMO) problems.push('DUKKAN_SEED_DEMO must not be set in production.');
  return problems;
}

run(async () => {
  const problems = missingForProduction(process.env);
  if (problems.length > 0) {
    console.error(
      `npm run start:prod refused to start; set:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee docs/security.md.`,
    );
    process.exit(1);
  }
  const { options } = parseArgs(process.argv.slice(2), ['deploy-dir']);
  const gatewayPort = Number(process.env.PORT ?? 8080);
  const commercePort = Number(process.env.COMMERCE_PORT ?? 4000);
  const deployDir = deployDirFrom(options);

  if (!options['skip-build']) {
    console.log('\n== building ==');
    const code = await runCommand('npx', ['lerna', 'run', 'build'], { cwd: REPO_ROOT });
    if (code !== 0) throw new Error('The build failed (see above); nothing was started.');
  }
  console.log('\n== publishing the remotes ==');
  // Into the store database's registry, which the gateway reads (and any other gateway could).
  const databaseUrl = process.env.DATABASE_URL || null;
  const { staged } = await publishRemotes(REMOTE_NAMES, { deployDir, databaseUrl });
  for (const entry of staged) console.log(`${entry.name} ${entry.version}`);

  // The production service does not migrate on start (it refuses a schema that is not current):
  // the migrations run here once, before the instances (docs/deploy.md).
  console.log('\n== migrating the database ==');
  const migrated = await runCommand(process.execPath, [MIGRATE_CLI, 'migrate'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (migrated !== 0) throw new Error('The migrations failed (see above); nothing was started.');

  console.log('\n== starting the servers (production) ==');
  const stack = await startStack({
    gatewayPort,
    commercePort,
    deployDir,
    gatewayHost: process.env.HOST ?? 'localhost',
    registryDatabaseUrl: databaseUrl,
    production: true,
    requireCommerce: true,
  });
  stopTogether(stack);
  console.log(`\nDukkan (production) is running: ${stack.gatewayUrl}\nPress Ctrl+C to stop.\n`);
});
