// The production-mode end-to-end run (issue 62): the store started as `npm run start:prod` starts
// it (NODE_ENV=production, no /dev routes, secrets and provider settings from the environment),
// its messages and payments going to local providers over TLS that the spec runs in its own
// process: an SMTP server (smtp-server), Twilio's Messages API, Paymob Accept and Amazon Payment
// Services (the commerce service's test servers, infra/commerce-service/test/). One browser
// project (1280 px), one worker: the spec's steps share one shopper and one store.
// Ports: after the suite's OpenID provider (commerce port + 1): SMTP +2, SMS +3, Paymob +4,
// APS +5, this run's commerce service +6 and gateway +7.
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { PAYMOB_TEST_KEYS } from '../commerce-service/test/order/paymob-server';
import { APS_TEST_KEYS } from '../commerce-service/test/order/aps-server';
import { PROD_PROVIDERS } from './prod/providers-config';

const repoRoot = path.resolve(__dirname, '../..');
const commercePort = Number(process.env.E2E_COMMERCE_PORT ?? 4100);
const ports = {
  E2E_PROD_SMTP_PORT: commercePort + 2,
  E2E_PROD_SMS_PORT: commercePort + 3,
  E2E_PROD_PAYMOB_PORT: commercePort + 4,
  E2E_PROD_APS_PORT: commercePort + 5,
  E2E_PROD_COMMERCE_PORT: commercePort + 6,
  E2E_PROD_GATEWAY_PORT: commercePort + 7,
};
// The spec's worker reads the same values (workers inherit the runner's environment).
for (const [name, port] of Object.entries(ports)) process.env[name] = String(port);
process.env.E2E_PROD_STATE_DIR ??= path.join(tmpdir(), `dukkan-e2e-prod-${commercePort}`);

const local = (port: number) => `https://127.0.0.1:${port}`;
const gatewayUrl = `http://localhost:${ports.E2E_PROD_GATEWAY_PORT}`;
const { smtp, twilio } = PROD_PROVIDERS;

/** What an operator would put in the store's environment for these providers. */
const storeEnv: Record<string, string> = {
  E2E_PROD_STATE_DIR: process.env.E2E_PROD_STATE_DIR,
  E2E_PROD_COMMERCE_PORT: String(ports.E2E_PROD_COMMERCE_PORT),
  E2E_PROD_GATEWAY_PORT: String(ports.E2E_PROD_GATEWAY_PORT),
  E2E_DEPLOY_DIR: process.env.E2E_DEPLOY_DIR ?? path.join(repoRoot, 'infra/e2e/.deploy'),
  PUBLIC_URL: gatewayUrl,
  SMTP_URL: `smtp://${smtp.user}:${smtp.pass}@127.0.0.1:${ports.E2E_PROD_SMTP_PORT}`,
  MAIL_FROM: smtp.from,
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: twilio.sid,
  TWILIO_AUTH_TOKEN: twilio.token,
  TWILIO_FROM: twilio.from,
  TWILIO_API_BASE: local(ports.E2E_PROD_SMS_PORT),
  ...PAYMOB_TEST_KEYS,
  PAYMOB_BASE_URL: local(ports.E2E_PROD_PAYMOB_PORT),
  ...APS_TEST_KEYS,
  APS_CHECKOUT_URL: `${local(ports.E2E_PROD_APS_PORT)}/FortAPI/paymentPage`,
  APS_API_URL: `${local(ports.E2E_PROD_APS_PORT)}/FortAPI/paymentApi`,
};

export default defineConfig({
  ...base,
  testDir: './prod',
  fullyParallel: false,
  workers: 1,
  timeout: 240_000,
  use: {
    ...base.use,
    baseURL: gatewayUrl,
    // The browser visits the local providers' pages, served with this run's own certificate.
    ignoreHTTPSErrors: true,
  },
  projects: [{ name: 'desktop-production', use: base.projects![0]!.use }],
  webServer: {
    command: `node ${JSON.stringify(path.join(repoRoot, 'infra/scripts/serve-e2e-prod.mjs'))}`,
    cwd: repoRoot,
    url: `${gatewayUrl}/remotes.json`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: storeEnv,
  },
});
