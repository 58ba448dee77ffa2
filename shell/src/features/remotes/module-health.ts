import { MODULES } from '@dukkan/contracts';
import type { ModuleId, RemoteName } from '@dukkan/contracts';

/**
 * Which modules could not be loaded, where, and which optional fragments are missing from the
 * page (issue 16). A failed module is tried again on the next navigation: its generation goes
 * up, so every place that shows it renders a fresh lazy component (no full reload needed).
 */
interface Failure {
  /** Page address (path and query) when it failed: recovery waits for the next navigation. */
  at: string;
}

const failures = new Map<ModuleId, Failure>();
const generations = new Map<ModuleId, number>();
/** Optional fragments that failed, with how many mounted slots of each are left empty. */
const missingOptional = new Map<ModuleId, number>();
const listeners = new Set<() => void>();
let missingSnapshot: readonly ModuleId[] = [];

function notify(): void {
  missingSnapshot = [...missingOptional.keys()].sort();
  for (const listener of listeners) listener();
}

/**
 * The page the shopper is on (router path and query), noted by every slot on navigation; a
 * failure remembers it, so recovery waits for the next navigation instead of looping.
 */
let currentPage =
  typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;

/** Notes the page the router shows now. */
export function notePage(address: string): void {
  currentPage = address;
}

/** Records that a module's download failed on the current page. */
export function recordLoadFailure(moduleId: ModuleId): void {
  failures.set(moduleId, { at: currentPage });
}

/** True when the module's last download failed (as opposed to its render). */
export function hasLoadFailure(moduleId: ModuleId): boolean {
  return failures.has(moduleId);
}

/** Forgets a failure (the module is being loaded again). */
export function clearLoadFailure(moduleId: ModuleId): void {
  failures.delete(moduleId);
}

/** Changes each time the module should be loaded afresh (a recovery after navigation). */
export function generationOf(moduleId: ModuleId): number {
  return generations.get(moduleId) ?? 0;
}

/**
 * An optional fragment failed in one slot and renders nothing there: the page's one quiet
 * notice says so while at least one such slot is mounted.
 */
export function reportMissingOptional(moduleId: ModuleId): void {
  const slots = missingOptional.get(moduleId) ?? 0;
  missingOptional.set(moduleId, slots + 1);
  if (slots === 0) notify();
}

/** The empty slot went away (unmounted, or re-keyed for another attempt). */
export function withdrawMissingOptional(moduleId: ModuleId): void {
  const slots = missingOptional.get(moduleId) ?? 0;
  if (slots <= 1) {
    if (missingOptional.delete(moduleId)) notify();
  } else missingOptional.set(moduleId, slots - 1);
}

/** The optional fragments currently missing from the page (a stable array between changes). */
export function missingOptionalModules(): readonly ModuleId[] {
  return missingSnapshot;
}

/** Subscribes to generation and missing-fragment changes (for useSyncExternalStore). */
export function subscribeModuleHealth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The modules that failed on another page than `address`: what a navigation may bring back.
 */
export function failedElsewhere(address: string): ModuleId[] {
  return [...failures].filter(([, failure]) => failure.at !== address).map(([id]) => id);
}

/**
 * Tries failed modules again after a navigation: registers their remotes again (reading the
 * registry, so a fixed version deployed meanwhile is picked up), then bumps their generation
 * so every slot showing them loads them afresh (each slot's boundary is re-keyed, so an empty
 * optional slot withdraws from the quiet notice and reports again only if it fails again).
 */
export async function recoverModules(
  moduleIds: readonly ModuleId[],
  forget: (moduleId: ModuleId) => void,
  reRegister: (remote: RemoteName) => Promise<unknown>,
): Promise<void> {
  if (moduleIds.length === 0) return;
  for (const id of moduleIds) failures.delete(id);
  const remotes = [...new Set(moduleIds.map((id) => MODULES[id].remote))];
  await Promise.all(remotes.map((remote) => reRegister(remote).catch(() => undefined)));
  for (const id of moduleIds) {
    forget(id);
    generations.set(id, generationOf(id) + 1);
  }
  notify();
}

/** Test helper: forgets every failure, generation and missing fragment. */
export function resetModuleHealth(): void {
  failures.clear();
  generations.clear();
  missingOptional.clear();
  notify();
}
