#!/usr/bin/env node
// @ts-check
// The servers of the production-mode end-to-end run (infra/e2e/playwright.prod.config.ts starts
// this as its webServer): the commerce service and the gateway with NODE_ENV=production (no /dev
// routes, no demo seeding by the service), their secrets and provider settings from the
// environment the config gives. Before the start, as an operator would: a TLS certificate for the
// local providers (the service refuses plain-http provider addresses in production and trusts
// this one through NODE_EXTRA_CA_CERTS), the demo catalogue seeded outside production mode
// (`npm run seed:demo`), and the first operator created with the ops CLI (its otpauth URI kept
// in the state folder for the spec). The local providers themselves run in the spec's process.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './lib/remotes.mjs';
import { startStack, stopTogether } from './lib/stack.mjs';
import { E2E_DEPLOY_DIR } from './lib/e2e-paths.mjs';
import { run } from './lib/cli.mjs';

const OPS_CLI = path.join(REPO_ROOT, 'infra/commerce-service/dist/ops/cli.js');

/** @param {string} name */
function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (infra/e2e/playwright.prod.config.ts sets it).`);
  return value;
}

/** A self-signed certificate for 127.0.0.1 and localhost, valid for two days. */
function makeCertificate(/** @type {string} */ dir) {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=dukkan-e2e-local-providers',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return cert;
}

/**
 * The first operator, created with the ops CLI straight in the database (the way docs/
 * operations.md gives for the first admin); its password and otpauth URI go to the state folder.
 * @param {string} stateDir @param {NodeJS.ProcessEnv} env
 */
function createOperator(stateDir, env) {
  const email = 'fulfilment@dukkan.test';
  const password = randomBytes(18).toString('base64url');
  const result = spawnSync(
    process.execPath,
    [OPS_CLI, 'operators', 'create', '--email', email, '--role', 'fulfilment', '--role', 'support'],
    { env: { ...env, OPS_NEW_PASSWORD: password }, encoding: 'utf8' },
  );
  const uri = /otpauth:\/\/\S+/.exec(result.stdout ?? '')?.[0];
  if (result.status !== 0 || !uri)
    throw new Error(
      `ops operators create failed (${result.status}):\n${result.stdout}${result.stderr}`,
    );
  writeFileSync(path.join(stateDir, 'operator.json'), JSON.stringify({ email, password, uri }));
}

run(async () => {
  process.env.LOG_LEVEL ??= 'warn';
  process.env.PAGE_RENDER_DEADLINE_MS ??= '5000';
  const stateDir = required('E2E_PROD_STATE_DIR');
  const gatewayPort = Number(required('E2E_PROD_GATEWAY_PORT'));
  const commercePort = Number(required('E2E_PROD_COMMERCE_PORT'));
  rmSync(stateDir, { recursive: true, force: true });
  mkdirSync(stateDir, { recursive: true });
  process.env.NODE_EXTRA_CA_CERTS = makeCertificate(stateDir);
  // The secrets a production start requires, new for each run (never in the repository).
  process.env.PAYMENT_SIGNING_SECRET = randomBytes(32).toString('hex');
  process.env.DUKKAN_CODE_SECRET = randomBytes(32).toString('hex');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dukkan-e2e-prod-data-'));
  createOperator(stateDir, { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' });
  const stack = await startStack({
    gatewayPort,
    commercePort,
    deployDir: E2E_DEPLOY_DIR,
    dataDir,
    production: true,
    demoData: true,
    requireCommerce: true,
    quiet: false,
  });
  stopTogether(stack, {
    signalExit: 0,
    afterStop: () => {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(stateDir, { recursive: true, force: true });
    },
  });
  console.log(`e2e production servers ready: ${stack.gatewayUrl}`);
});
