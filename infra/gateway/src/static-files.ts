// The shell's build and the deployed remote versions, as files.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { remoteCacheControl, shellCacheControl } from './cache-policy';

/**
 * Scripts and styles come with their `.br` and `.gz` siblings from the build
 * (infra/build/precompress-plugin.cjs): `preCompressed` sends the one the browser accepts, so
 * they are not compressed again per request (older builds without them still are,
 * compression.ts). Every static answer may differ by Accept-Encoding, hence Vary on all of them.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  { shellDir, remotesDir }: { shellDir: string; remotesDir: string | null },
): Promise<void> {
  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', shellCacheControl(filePath));
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  // With a static origin (REMOTES_ORIGIN) the version folders are answered there (remote-origin.ts).
  if (remotesDir === null) return;
  await app.register(fastifyStatic, {
    root: remotesDir,
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', remoteCacheControl(path.relative(remotesDir, filePath)));
      res.setHeader('Vary', 'Accept-Encoding');
      // Public static files: a shell served from another origin may fetch the manifest.
      res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
}
