// @ts-check
// The store as the benchmarks measure it: the current dist/ builds published into a throw-away
// deploy root and served in production mode by a gateway and a commerce service on a throw-away
// database. Builds nothing; a remote without a build is named and left out (its slots show the
// fallback).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { publishRemotes } from './publish.mjs';
import { REMOTE_NAMES, remoteDir } from './remotes.mjs';
import { freePort } from './proc.mjs';
import { banner, startStack } from './stack.mjs';

/**
 * @param {{ gatewayPort?: number, commercePort?: number, notBuiltHint: string }} options
 *   ports (0 or absent: a free one); the advice printed when a remote has no build
 * @returns {Promise<{ stack: Awaited<ReturnType<typeof startStack>>, origin: string, stop: () => Promise<void> }>}
 */
export async function startBuiltStore({ gatewayPort, commercePort, notBuiltHint }) {
  const deployDir = mkdtempSync(path.join(tmpdir(), 'dukkan-bench-deploy-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dukkan-bench-data-'));
  const cleanUp = () => {
    rmSync(deployDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const built = REMOTE_NAMES.filter((name) =>
      existsSync(path.join(remoteDir(name), 'dist', 'mf-manifest.json')),
    );
    const missing = REMOTE_NAMES.filter((name) => !built.includes(name));
    if (missing.length) {
      banner([`Not built, so not measured: ${missing.join(', ')}.`, notBuiltHint]);
    }
    await publishRemotes(built, { deployDir });
    const stack = await startStack({
      gatewayPort: gatewayPort || (await freePort()),
      commercePort: commercePort || (await freePort()),
      deployDir,
      dataDir,
      production: true,
      demoData: true,
      throwawaySecrets: true,
      quiet: true,
    });
    return {
      stack,
      origin: stack.gatewayUrl.replace(/\/$/, ''),
      stop: async () => {
        await stack.stop();
        cleanUp();
      },
    };
  } catch (error) {
    cleanUp();
    throw error;
  }
}

/**
 * Asks the gateway for each page twice before anything is measured, as a running store has
 * been asked before: the first request of a category page after a start loads the catalogue's
 * per-request renderer and meets a cold service cache, and misses the gateway's deadline for
 * drawing the page (the page then goes out without it, infra/gateway/src/first-screen/compose.ts).
 * @param {string} origin
 * @param {string[]} paths
 */
export async function warmPages(origin, paths) {
  for (let round = 0; round < 2; round += 1) {
    for (const pagePath of paths) {
      const answer = await fetch(`${origin}${pagePath}`, { headers: { accept: 'text/html' } });
      await answer.arrayBuffer();
    }
  }
}
