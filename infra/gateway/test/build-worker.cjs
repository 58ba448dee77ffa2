// Jest's globalSetup for the gateway: builds the page-rendering worker (src/first-screen/
// render-worker.ts) exactly as the gateway's build does (infra/build/node-bundle.cjs), but alone
// and into a folder of this run, and points RENDER_WORKER_FILE at it; the test workers inherit
// the variable, so render-pool.ts starts the real, compiled worker. About a second.
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

// Required by a computed path: the bundler is not this package's to type-check (tsc follows
// literal requires into it).
const BUNDLER = path.resolve(__dirname, '../../build/node-bundle.cjs');

module.exports = async function buildWorker() {
  /** @type {{ bundleNode: (options: object) => Promise<unknown> }} */
  const { bundleNode } = require(BUNDLER);
  const outDir = mkdtempSync(path.join(tmpdir(), 'gateway-render-worker-'));
  await bundleNode({
    context: path.resolve(__dirname, '..'),
    entries: { 'render-worker': './src/first-screen/render-worker.ts' },
    outDir,
  });
  process.env.RENDER_WORKER_FILE = path.join(outDir, 'render-worker.cjs');
};
