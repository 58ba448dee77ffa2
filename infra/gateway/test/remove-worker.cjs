// Jest's globalTeardown for the gateway: removes the worker build of test/build-worker.cjs.
const { rmSync } = require('node:fs');
const path = require('node:path');

module.exports = function removeWorker() {
  const file = process.env.RENDER_WORKER_FILE;
  if (file && path.basename(path.dirname(file)).startsWith('gateway-render-worker-')) {
    rmSync(path.dirname(file), { recursive: true, force: true });
  }
};
