// Jest's globalSetup for the gateway: builds the page-rendering worker (src/first-screen/
// render-worker.ts) exactly as the gateway's build does (infra/build/node-bundle.cjs), but alone
// and into a folder of this run, and points RENDER_WORKER_FILE at it; the test workers inherit
// the variable, so render-pool.ts starts the real, compiled worker. About a second.
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Loaded by a computed path: the bundler is not this package's to type-check (tsc follows
// literal requires into it).
const BUNDLER = path.resolve(__dirname, '../../build/node-bundle.cjs');

type BundleNode = (options: {
  context: string;
  entries: Record<string, string>;
  outDir: string;
}) => Promise<unknown>;

export default async function buildWorker(): Promise<void> {
  const { bundleNode } = createRequire(__filename)(BUNDLER) as { bundleNode: BundleNode };
  const outDir = mkdtempSync(path.join(tmpdir(), 'gateway-render-worker-'));
  await bundleNode({
    context: path.resolve(__dirname, '..'),
    entries: { 'render-worker': './src/first-screen/render-worker.ts' },
    outDir,
  });
  process.env.RENDER_WORKER_FILE = path.join(outDir, 'render-worker.cjs');
}
