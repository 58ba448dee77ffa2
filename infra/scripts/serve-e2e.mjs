#!/usr/bin/env node
// @ts-check
// The servers of the end-to-end suite (Playwright starts this as its webServer): the commerce
// service on a fresh temporary database (port 4100) and the gateway (port 8180) serving the
// production builds published into the throw-away deploy root. Stops both on SIGTERM/SIGINT.
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
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dukkan-e2e-data-'));
  const stack = await startStack({
    gatewayPort: E2E_GATEWAY_PORT,
    commercePort: E2E_COMMERCE_PORT,
    deployDir: E2E_DEPLOY_DIR,
    dataDir,
    quiet: false,
  });
  // Playwright stops its web server with a signal: that is a clean end, exit 0.
  stopTogether(stack, {
    signalExit: 0,
    afterStop: () => rmSync(dataDir, { recursive: true, force: true }),
  });
  console.log(
    `e2e servers ready: ${stack.gatewayUrl} (commerce service ${stack.commerce ? 'running' : 'NOT running'})`,
  );
});
