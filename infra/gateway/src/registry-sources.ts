// Where this gateway reads the remote registry from (docs/architecture.md section 4): the deploy
// root's `remotes.json`, read on every request (one machine), or PostgreSQL (DATABASE_URL), held
// in memory and read again on each NOTIFY and every REGISTRY_POLL_MS, so every gateway serves a
// deploy within that time. Either way a new registry is taken only once `accept` says its
// versions are ready here (renderers fetched from the origin and checked, or loading).
import { listenForChanges, postgresStore } from '../../scripts/lib/registry-store.mjs';
import { registryElement, registryReader } from './registry';
import type { ReadRegistry, Registry, RegistryAnswer } from './registry';
import { messageOf } from './first-screen/warn';

/** Makes a new registry's versions ready on this gateway; false keeps the previous registry. */
export type Accept = (registry: Registry) => Promise<boolean>;

export interface RegistrySource {
  /** The registry as this gateway serves it now, read once per page. */
  read: () => Promise<RegistryAnswer>;
  /** For messages: the file, or the database without its password. */
  where: string;
  /** Whether a usable registry is being served: readiness (`/readyz`). */
  loaded: () => boolean;
  close: () => Promise<void>;
}

/** How often a gateway reads a PostgreSQL registry besides NOTIFY (REGISTRY_POLL_MS). */
export const REGISTRY_POLL_MS = 5_000;

/** The deploy root's `remotes.json`, read on every request (registry.ts). */
export function fileSource(file: string, accept: Accept): RegistrySource {
  let usable = false;
  const reader = registryReader(file, accept);
  const read = async () => {
    const answer = await reader();
    usable = 'text' in answer;
    return answer;
  };
  return { where: file, read, loaded: () => usable, close: () => Promise.resolve() };
}

function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) frozen(inner);
  }
  return value;
}

interface PostgresSourceOptions {
  databaseUrl: string;
  pollMs?: number;
  accept: Accept;
  warn: (message: string) => void;
}

/**
 * The PostgreSQL registry: held in memory, read again on NOTIFY and on an interval; the
 * interval also listens again after a lost connection. Resolves after the first read (a failed
 * one is logged: the gateway starts, not ready, and keeps trying).
 */
export async function postgresSource(options: PostgresSourceOptions): Promise<RegistrySource> {
  const { databaseUrl, accept, warn } = options;
  const store = postgresStore(databaseUrl);
  let current: RegistryAnswer | null = null;
  let listener: { close(): Promise<void> } | null = null;
  let closed = false;

  const refresh = async (): Promise<void> => {
    const text = await store.readText();
    if (text === null) {
      current = { missing: true };
      return;
    }
    if (current && 'text' in current && current.text === text) return;
    const parsed = frozen(JSON.parse(text) as Registry);
    if (!(await accept(parsed))) return;
    const next: ReadRegistry = { text, parsed, element: registryElement(text) };
    current = next;
  };
  // One read at a time; a NOTIFY during a read asks for one more, not one per message.
  let chain: Promise<void> = Promise.resolve();
  let queued = false;
  const schedule = (): Promise<void> => {
    if (queued || closed) return chain;
    queued = true;
    chain = chain
      .then(() => {
        queued = false;
        return refresh();
      })
      .catch((error: unknown) => {
        warn(`registry: could not read ${store.where}: ${messageOf(error)}`);
      });
    return chain;
  };
  const listen = async (): Promise<void> => {
    if (listener || closed) return;
    try {
      listener = await listenForChanges(databaseUrl, {
        onChange: () => void schedule(),
        onLost: (error) => {
          warn(`registry: LISTEN lost (${error.message}); reading every poll until it is back`);
          const lost = listener;
          listener = null;
          void lost?.close();
        },
      });
    } catch (error) {
      warn(`registry: cannot LISTEN on ${store.where}: ${messageOf(error)}`);
    }
  };
  const timer = setInterval(() => {
    void listen();
    void schedule();
  }, options.pollMs ?? REGISTRY_POLL_MS);
  timer.unref();
  await listen();
  await schedule();
  return {
    where: store.where,
    read: () => Promise.resolve(current ?? { missing: true }),
    loaded: () => current !== null && 'text' in current,
    close: async () => {
      closed = true;
      clearInterval(timer);
      await listener?.close();
      await chain;
      await store.close();
    },
  };
}
