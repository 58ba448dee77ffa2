// @ts-check
// Where the end-to-end run keeps its throw-away deploy root, and its ports. Shared by the test
// script (which publishes into it) and the Playwright config (whose servers serve it).
import path from 'node:path';
import { REPO_ROOT } from './remotes.mjs';

export const E2E_DEPLOY_DIR =
  process.env.E2E_DEPLOY_DIR ?? path.join(REPO_ROOT, 'infra/e2e/.deploy');
export const E2E_GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT ?? 8180);
export const E2E_COMMERCE_PORT = Number(process.env.E2E_COMMERCE_PORT ?? 4100);
