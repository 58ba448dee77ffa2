#!/usr/bin/env node
// @ts-check
// The servers of the end-to-end suite (Playwright starts this as its webServer): the commerce
// service on a fresh temporary database (port 4100) and the gateway (port 8180) serving the
// production builds published into the throw-away deploy root. Stops both on SIGTERM/SIGINT.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStack, stopTogether } from './lib/stack.mjs';
import { E2E_COMMERCE_PORT, E2E_DEPLOY_DIR, E2E_GATEWAY_PORT } from './lib/e2e-paths.mjs';
import { run } from './lib/cli.mjs';

run(async () => {
  // One log line per request of a suite of hundreds of page loads is noise Playwright pipes
  // through on every run; warnings and errors still show.
  process.env.LOG_LEVEL ??= 'warn';
  // The suite runs two browsers beside the servers on two cores: a category page drawn per
  // request can take more than the gateway's 400 ms there. The specs check the drawn page and
  // its takeover; the fallback past the deadline is the gateway's unit tests'.
  process.env.PAGE_RENDER_DEADLINE_MS ??= '5000';
  // Every spec's browser comes from one address: the edge limit per client (gateway, 600 a
  // minute) would count the whole suite as one shopper. Its own tests are the gateway's.
  process.env.API_RATE_LIMIT ??= '100000';
  // Every spec places its orders from this one machine (one client address) with the same few
  // guest e-mails and phones: the placement limits that stop a flood would stop the suite.
  process.env.DUKKAN_ORDERS_PER_CLIENT_HOUR ??= '100000';
  process.env.DUKKAN_ORDERS_PER_IDENTITY_HOUR ??= '100000';
  process.env.DUKKAN_GUEST_COD_OPEN_MAX ??= '100000';
  // The provider starts beside the service and the gateway, not before them: its address is
  // known beforehand, and the service asks it for its configuration only at the first social
  // sign-in (its start-up, about a second of CPU, was the e2e step's first wait).
  const provider = startLocalOpenIdProvider();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dukkan-e2e-data-'));
  const stack = await startStack({
    gatewayPort: E2E_GATEWAY_PORT,
    commercePort: E2E_COMMERCE_PORT,
    deployDir: E2E_DEPLOY_DIR,
    dataDir,
    quiet: false,
  });
  try {
    await provider.ready;
  } catch (error) {
    await stack.stop();
    throw error;
  }
  // Playwright stops its web server with a signal: that is a clean end, exit 0.
  stopTogether(stack, {
    signalExit: 0,
    afterStop: () => {
      provider.child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
  console.log(
    `e2e servers ready: ${stack.gatewayUrl} (commerce service ${stack.commerce ? 'running' : 'NOT running'})`,
  );
});

/**
 * The local OpenID provider of the social sign-in spec (oidc-provider, the commerce service's
 * test support), on E2E_OIDC_PORT (the commerce port + 1 unless set), and the service configured
 * for it as GOOGLE. Its redirect URI is the service's own address (the browser returns there
 * straight from the provider); the buttons, start route and ticket steps go through the gateway.
 * The environment is set at once (the issuer is the provider's address); `ready` settles when the
 * provider listens, and fails when it exits first or announces another issuer.
 */
function startLocalOpenIdProvider() {
  const port = Number(process.env.E2E_OIDC_PORT ?? E2E_COMMERCE_PORT + 1);
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'dukkan-e2e';
  const clientSecret = 'e2e-secret-e2e-secret-e2e-secret-0123456';
  const script = path.resolve(
    import.meta.dirname,
    '../commerce-service/test/support/local-openid-provider.mjs',
  );
  const child = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      OIDC_PORT: String(port),
      OIDC_CLIENT_ID: clientId,
      OIDC_CLIENT_SECRET: clientSecret,
      OIDC_REDIRECT_URIS: `http://127.0.0.1:${E2E_COMMERCE_PORT}/auth/social/google/callback`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  /** @type {Promise<void>} */
  const ready = new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += String(chunk);
      const announced = /ready (\S+)/.exec(out)?.[1];
      if (announced === issuer) resolve();
      else if (announced)
        reject(new Error(`the local OpenID provider is ${announced}, not ${issuer}`));
    });
    child.once('exit', (code) => reject(new Error(`the local OpenID provider exited (${code})`)));
  });
  // Awaited once the stack is up; a failure before that must not end this process unhandled.
  ready.catch(() => {});
  // However this process ends, the provider ends with it.
  process.once('exit', () => child.kill('SIGTERM'));
  process.env.SOCIAL_GOOGLE_ISSUER = issuer;
  process.env.SOCIAL_GOOGLE_CLIENT_ID = clientId;
  process.env.SOCIAL_GOOGLE_CLIENT_SECRET = clientSecret;
  return { child, ready };
}
