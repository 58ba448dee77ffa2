// The remote registry: the one mutable thing of a deploy. Its file form (`<deployDir>/remotes.json`)
// is read on every request and parsed again only when its text has changed; where else it may
// live is registry-sources.ts.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { REGISTRY_ELEMENT_ID } from '@dukkan/contracts/first-screen';
import { NO_CACHE } from './cache-policy';
import { dataElement } from './pages/html';

/** The registry as parsed: any JSON (checked where it is used). Frozen: requests share it. */
export type Registry = Readonly<Record<string, unknown>>;

export interface ReadRegistry {
  text: string;
  parsed: unknown;
  /** The page's data block of it. */
  element: string;
}

export type RegistryAnswer = ReadRegistry | { missing: true } | { invalid: true };

/** `/remotes/<name>/<version>/mf-manifest.json`, capturing the version folder. */
const MANIFEST_URL = /^\/remotes\/[a-z]+\/([\w.-]+)\/mf-manifest\.json$/;

/**
 * The version folder of a remote's registry line, when the line points at the gateway's own
 * `/remotes/<name>/<version>/`; null otherwise (a line pointing elsewhere is left to the runtime).
 */
export function remoteVersionOf(registry: Registry, remote: string): string | null {
  const line = registry[remote] as { manifest?: unknown } | undefined;
  const manifestUrl = typeof line?.manifest === 'string' ? line.manifest : '';
  const version = manifestUrl.match(MANIFEST_URL)?.[1] ?? '';
  if (!manifestUrl.startsWith(`/remotes/${remote}/`) || !version || version.startsWith('.')) {
    return null;
  }
  return version;
}

/** The registry as a JSON data block; `registryText` is already checked to be JSON. */
export function registryElement(registryText: string): string {
  return dataElement(REGISTRY_ELEMENT_ID, JSON.parse(registryText));
}

/** The registry when it is an object of remote lines, else null. */
export function usableRegistry(answer: RegistryAnswer): Registry | null {
  const parsed = 'parsed' in answer ? answer.parsed : null;
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Registry)
    : null;
}

/** How long a registry text whose versions could not be made ready is not tried again. */
const RETRY_REFUSED_MS = 5_000;

/**
 * A reader of `file` that keeps the last text and what was made of it. A newly parsed registry
 * is served only once `accept` says its versions are ready on this gateway (their renderers
 * fetched and checked, or loading); until then the previous one stays.
 */
export function registryReader(
  file: string,
  accept: (parsed: Registry) => Promise<boolean>,
): () => Promise<RegistryAnswer> {
  let last: ReadRegistry = { text: '', parsed: undefined, element: '' };
  let refused = { text: '', at: 0 };
  const previous = (): RegistryAnswer => (last.text === '' ? { missing: true } : last);
  return async () => {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if (isMissing(error)) return { missing: true };
      throw error;
    }
    if (text === last.text) return last;
    if (text === refused.text && Date.now() - refused.at < RETRY_REFUSED_MS) return previous();
    let parsed: unknown;
    try {
      parsed = deepFreeze(JSON.parse(text));
    } catch {
      return { invalid: true };
    }
    const next = { text, parsed, element: registryElement(text) };
    const registry = usableRegistry(next);
    if (registry && !(await accept(registry))) {
      refused = { text, at: Date.now() };
      return previous();
    }
    last = next;
    return last;
  };
}

/**
 * `GET /remotes.json`: the registry as read now, with an ETag; a JSON error when unusable.
 * @param where the registry's place, for the error messages (a file, or the database)
 */
export function registerRegistryRoute(
  app: FastifyInstance,
  where: string,
  read: () => Promise<RegistryAnswer>,
): void {
  app.get('/remotes.json', async (request, reply) => {
    const registry = await read();
    if ('missing' in registry) {
      return reply
        .code(404)
        .header('Cache-Control', NO_CACHE)
        .send({
          statusCode: 404,
          error: 'Not Found',
          message: `No remote registry at ${where}: publish the remotes (node infra/scripts/publish-remotes.mjs).`,
        });
    }
    if ('invalid' in registry) {
      return reply
        .code(500)
        .header('Cache-Control', NO_CACHE)
        .send({
          statusCode: 500,
          error: 'Internal Server Error',
          message: `The remote registry ${where} is not valid JSON.`,
        });
    }
    const etag = `"${createHash('sha256').update(registry.text).digest('hex').slice(0, 16)}"`;
    reply.header('Cache-Control', NO_CACHE).header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(registry.text);
  });
}

/** `value` and everything in it made read-only, for a parsed file that requests share. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
