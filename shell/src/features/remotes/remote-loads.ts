import { loadRemote } from '@module-federation/enhanced/runtime';
import { MODULES } from '@dukkan/contracts';
import type { ModuleId, RemoteName } from '@dukkan/contracts';
import { reRegisterRemote } from './registry';

/** Loads of each remote still in flight. */
const inFlight = new Map<RemoteName, Set<Promise<unknown>>>();
/** The re-registration of each remote under way, shared by everyone who needs it. */
const reRegistering = new Map<RemoteName, Promise<boolean>>();
/** A re-registration waits this long at most for the remote's other loads to settle. */
const SETTLE_LIMIT_MS = 10_000;

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * `loadRemote(moduleId)`, kept apart from a re-registration of the same remote: it waits for
 * one under way before it starts, and is counted while in flight (see reRegisterWhenIdle).
 */
export async function loadModuleCode(moduleId: ModuleId): Promise<unknown> {
  const remote = MODULES[moduleId].remote;
  await reRegistering.get(remote);
  const promise = loadRemote<unknown>(moduleId);
  let loads = inFlight.get(remote);
  if (!loads) {
    loads = new Set();
    inFlight.set(remote, loads);
  }
  loads.add(promise);
  const settled = () => loads.delete(promise);
  promise.then(settled, settled);
  return promise;
}

/**
 * Registers a remote again (reRegisterRemote: a fresh registry line, `force`) once its other
 * loads have settled, one re-registration for all callers at the same time. Replacing a
 * remote's entry in the federation runtime while a load of it was in flight left that load
 * pending for ever in the browser: with the cart remote down, the catalogue's add-to-cart slots
 * stayed on their loading state instead of showing the compact message.
 */
export function reRegisterWhenIdle(remote: RemoteName): Promise<boolean> {
  let pending = reRegistering.get(remote);
  if (!pending) {
    const loads = [...(inFlight.get(remote) ?? [])];
    pending = Promise.race([Promise.allSettled(loads), sleep(SETTLE_LIMIT_MS)])
      .then(() => reRegisterRemote(remote))
      .finally(() => reRegistering.delete(remote));
    reRegistering.set(remote, pending);
  }
  return pending;
}
