// Remote versions from a static origin (REMOTES_ORIGIN: object storage behind a CDN; nginx in
// the tests). Browsers get a version's files through `/remotes/*` (proxied there). The files
// the gateway reads itself (the manifest and `first-screen/`, its page renderer among them) are
// fetched once per version into a local folder, each checked against the sha256 its version's
// SERVER_INDEX lists, the index itself against the registry line's `server`; only a version
// fetched whole and checked goes live on this gateway.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyHttpProxy from '@fastify/http-proxy';
import { SERVER_INDEX } from '../../scripts/lib/registry-store.mjs';
import type { Registry } from './registry';
import { remoteVersionOf } from './registry';

/** How long one file of the origin may take. */
const FETCH_TIMEOUT_MS = 10_000;
/** A path listed in an index: relative, `/`-separated, no dot segments. */
const SAFE_PATH = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[\w.@-]+(?:\/[\w.@-]+)*$/;

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function download(url: string): Promise<Uint8Array> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The files an index lists, refused when it is not `{ files: { path: sha256 } }` of safe paths. */
function filesOf(index: Uint8Array, where: string): [string, string][] {
  const parsed = JSON.parse(Buffer.from(index).toString('utf8')) as { files?: unknown };
  const files = parsed.files;
  if (typeof files !== 'object' || files === null) throw new Error(`${where} lists no files`);
  return Object.entries(files).map(([file, hash]) => {
    if (!SAFE_PATH.test(file) || typeof hash !== 'string' || !/^[0-9a-f]{64}$/.test(hash)) {
      throw new Error(`${where} lists an unsafe path or hash: ${file}`);
    }
    return [file, hash];
  });
}

export interface RemoteOrigin {
  /** Fetches and checks every version `registry` names; true when all are ready here. */
  prepare(registry: Registry): Promise<boolean>;
  /** The local folder the checked versions are kept in (`<name>/<version>/`). */
  cacheDir: string;
}

/**
 * The versions of `origin` (`http://cdn.example`, holding `/remotes/<name>/<version>/...`),
 * kept under `cacheDir`.
 */
export function remoteOrigin(
  origin: string,
  cacheDir: string,
  warn: (message: string) => void,
): RemoteOrigin {
  const base = origin.replace(/\/+$/, '');
  const fetchVersion = async (remote: string, version: string, server: string) => {
    const folder = path.join(cacheDir, remote, version);
    // The index is written last, into a folder renamed into place: present means checked.
    if (await exists(path.join(folder, SERVER_INDEX))) return;
    const url = `${base}/remotes/${remote}/${version}`;
    const index = await download(`${url}/${SERVER_INDEX}`);
    if (sha256(index) !== server) {
      throw new Error(`${url}/${SERVER_INDEX} does not match its registry line's sha256`);
    }
    const staging = `${folder}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      for (const [file, hash] of filesOf(index, `${url}/${SERVER_INDEX}`)) {
        const bytes = await download(`${url}/${file}`);
        if (sha256(bytes) !== hash) throw new Error(`${url}/${file} does not match its sha256`);
        await mkdir(path.dirname(path.join(staging, file)), { recursive: true });
        await writeFile(path.join(staging, file), bytes);
      }
      await writeFile(path.join(staging, SERVER_INDEX), index);
      await mkdir(path.dirname(folder), { recursive: true });
      await rename(staging, folder).catch(async (error: unknown) => {
        // Another request of this gateway got there first: its copy is the same bytes.
        if (!(await exists(path.join(folder, SERVER_INDEX)))) throw error;
      });
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  };
  return {
    cacheDir,
    async prepare(registry) {
      const results = await Promise.all(
        Object.keys(registry).map(async (remote) => {
          const version = remoteVersionOf(registry, remote);
          if (!version) return true;
          const server = (registry[remote] as { server?: unknown }).server;
          if (typeof server !== 'string') {
            warn(`registry: ${remote} ${version} has no server sha256: not taken from the origin`);
            return false;
          }
          try {
            await fetchVersion(remote, version, server);
            return true;
          } catch (error) {
            warn(`registry: ${remote} ${version} not taken: ${(error as Error).message}`);
            return false;
          }
        }),
      );
      return results.every(Boolean);
    },
  };
}

/** `/remotes/*` answered by the origin (its own Cache-Control and CORS headers pass through). */
export async function registerOriginFiles(app: FastifyInstance, origin: string): Promise<void> {
  await app.register(fastifyHttpProxy, {
    upstream: origin.replace(/\/+$/, ''),
    prefix: '/remotes',
    rewritePrefix: '/remotes',
    httpMethods: ['GET', 'HEAD'],
  });
}
