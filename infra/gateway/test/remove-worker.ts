// Jest's globalTeardown for the gateway: removes the worker build of test/build-worker.ts.
import { rmSync } from 'node:fs';
import path from 'node:path';

export default function removeWorker(): void {
  const file = process.env.RENDER_WORKER_FILE;
  if (file && path.basename(path.dirname(file)).startsWith('gateway-render-worker-')) {
    rmSync(path.dirname(file), { recursive: true, force: true });
  }
}
