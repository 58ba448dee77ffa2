// End-to-end tests against the production builds served by the gateway, in the system Chromium.
// The servers (commerce service on a fresh database + gateway) are started by serve-e2e.mjs;
// the remotes must already be published into the e2e deploy root (npm run test:e2e does it).
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const repoRoot = path.resolve(__dirname, '../..');
const gatewayPort = Number(process.env.E2E_GATEWAY_PORT ?? 8180);
// Inner loop: E2E_BASE_URL=http://localhost:8080 runs the specs against a store that is already
// running (npm start), without starting the suite's own servers; the deploy spec then publishes
// into that store's deploy root (.deploy, unless E2E_DEPLOY_DIR names another).
const externalUrl = process.env.E2E_BASE_URL;
process.env.E2E_DEPLOY_DIR ??= path.join(repoRoot, externalUrl ? '.deploy' : 'infra/e2e/.deploy');

// Debian's old headless shell (package chromium-headless-shell, which npm test installs), the
// build Playwright itself runs headless tests in: the full browser's new headless mode adds a GPU
// process and browser UI work that cost this suite about half its CPU time on two cores, for
// nothing the specs look at. The full browser remains the fallback for a direct run.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath:
      process.env.CHROMIUM_PATH ??
      (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
    // Quiet on a closed network: no update checks, sync or first-run pages.
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // One and a half workers per core (three on the 2-core CI host): a test spends part of its time
  // waiting on the store's answers and timers, and a third browser fills those gaps (the whole
  // suite 616 s with two, 524 s with three, on a quiet host on 2026-12-07, none flaky with three).
  workers: Math.max(2, Math.floor(availableParallelism() * 1.5)),
  // npm test (infra/scripts/test.mjs) passes --retries=1; a direct run does not retry.
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 20_000 },
  forbidOnly: true,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: externalUrl ?? `http://localhost:${gatewayPort}`,
    // Recording a trace takes screenshots all along every test: it doubled the suite's CPU time
    // on two cores. npm test retries a failed test once, and that retry records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The store registers a service worker (issue 14). A worker answers requests before
    // page.route sees them, and the specs that break or slow remotes with page.route must see
    // every request, so it is blocked here; deploy.spec and service-worker.spec allow it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...chromium, viewport: { width: 1280, height: 800 } },
    },
    {
      // The cases about layout and resilience, and the main journeys (a guest's and a customer's
      // checkout, the customer area, addresses, the catalogue), also run on a phone-sized screen.
      // In those files a test whose title carries @one-width (behaviour that draws nothing the
      // width changes) runs at 1280 px only. The other specs exercise the same screens at 1280 px.
      // E2E_PHONE=all runs every test at 375 px too (about ten minutes more on two cores).
      name: 'mobile',
      testMatch:
        process.env.E2E_PHONE === 'all'
          ? /(locale|remote-offline|journey|account-area|account-loyalty|account-social-error|account-temp-login|account-substitution|account-review|checkout-guest|checkout-customer|checkout-returning|checkout-pickup|checkout-slots|checkout-payments|addresses|address-map|catalogue|catalogue-bundles|catalogue-extras|wishlist|shell-[a-z0-9-]+)\.spec\.ts$/
          : /(locale|remote-offline|journey|account-area|checkout-guest|checkout-customer|checkout-returning|addresses|address-map|catalogue|shell-[a-z0-9-]+)\.spec\.ts$/,
      grepInvert: process.env.E2E_PHONE === 'all' ? undefined : /@one-width/,
      use: { ...chromium, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: externalUrl
    ? undefined
    : {
        command: `node ${JSON.stringify(path.join(repoRoot, 'infra/scripts/serve-e2e.mjs'))}`,
        cwd: repoRoot,
        url: `http://localhost:${gatewayPort}/remotes.json`,
        // The commerce service seeds its fresh database on start.
        timeout: 240_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
        env: { E2E_DEPLOY_DIR: process.env.E2E_DEPLOY_DIR },
      },
});
