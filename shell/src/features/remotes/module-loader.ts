import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import i18next from 'i18next';
import { hasTexts, loadTexts, MODULES, REMOTES } from '@dukkan/contracts';
import type { Locale, ModuleId } from '@dukkan/contracts';
import { pageLoading } from '../../shared/page-loading';
import { loadWithRetry } from './load-retry';
import { clearLoadFailure, hasLoadFailure, recordLoadFailure } from './module-health';
import { loadModuleCode, reRegisterWhenIdle } from './remote-loads';
import { preloadModuleAssets } from './page-assets';

/** Any module's default export; props are checked at the call site through `ModuleProps`. */
export type AnyModuleComponent = ComponentType<object>;

const cache = new Map<string, LazyExoticComponent<AnyModuleComponent>>();

/** Thrown when a remote answers but the module has no component as its default export. */
export class RemoteModuleError extends Error {
  constructor(moduleId: string) {
    super(`Module "${moduleId}" has no component as its default export`);
    this.name = 'RemoteModuleError';
  }
}

function componentOf(moduleId: string, loaded: unknown): AnyModuleComponent {
  // A module namespace `{ default: Component }`; memo/forwardRef components are objects.
  const candidate: unknown =
    typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : loaded;
  if (
    typeof candidate === 'function' ||
    (typeof candidate === 'object' && candidate !== null && '$$typeof' in candidate)
  ) {
    return candidate as AnyModuleComponent;
  }
  throw new RemoteModuleError(moduleId);
}

/**
 * The module once its remote's texts are there in the page's language: the remote registers its
 * namespace's loaders when its code is evaluated, and the first render should not show keys. A
 * remote built before texts were read on use adds both languages itself and registers nothing.
 */
async function withTexts(moduleId: ModuleId, code: unknown): Promise<unknown> {
  const namespace = REMOTES[MODULES[moduleId].remote].i18nNamespace;
  if (hasTexts(namespace)) await loadTexts(i18next, namespace);
  return code;
}

type Loaded = { default: AnyModuleComponent };

/** A module's code and texts, downloaded with retries and checked for a component. */
async function fetchModule(moduleId: ModuleId): Promise<Loaded> {
  // Its chunks and its texts in the page's language at once, when its manifest is known.
  preloadModuleAssets(moduleId, i18next.language as Locale);
  let loaded: unknown;
  try {
    loaded = await loadWithRetry(
      () => loadModuleCode(moduleId).then((code) => withTexts(moduleId, code)),
      () => reRegisterWhenIdle(MODULES[moduleId].remote),
    );
  } catch (error) {
    recordLoadFailure(moduleId);
    throw error;
  }
  return { default: componentOf(moduleId, loaded) };
}

interface Load {
  promise: Promise<Loaded>;
  /** True once the promise has settled, either way. */
  settled: boolean;
}

/** Loads in flight or done, by id: a preload and the lazy component's first render share one. */
const loads = new Map<string, Load>();

function load(moduleId: ModuleId): Load {
  const known = loads.get(moduleId);
  if (known) return known;
  const entry: Load = { promise: fetchModule(moduleId), settled: false };
  const settle = () => {
    entry.settled = true;
  };
  entry.promise.then(settle, settle);
  loads.set(moduleId, entry);
  return entry;
}

/**
 * The load a render waits for. The page progress bar follows it while the code downloads: a
 * shopper is waiting then. A preload nobody waits for yet (the page under the first visit's
 * area dialog) shows no bar; if the page renders before it has settled, the bar shows from then.
 */
function awaitedLoad(moduleId: ModuleId): Promise<Loaded> {
  const { promise, settled } = load(moduleId);
  return settled ? promise : pageLoading.track(promise);
}

/**
 * The lazy component of a page or fragment, loaded with `loadRemote(moduleId)` and cached per
 * id, so pages and fragments share one loader and each module is fetched once, with its remote's
 * texts (withTexts), both asked for at once once the remote's manifest is known
 * (page-assets.ts). A failed download (of the code or the texts) is tried again with backoff
 * (load-retry.ts), registering its remote again in between, before the module counts as failed
 * (issue 16).
 */
export function lazyModule(moduleId: ModuleId): LazyExoticComponent<AnyModuleComponent> {
  let component = cache.get(moduleId);
  if (!component) {
    component = lazy(() => awaitedLoad(moduleId));
    cache.set(moduleId, component);
  }
  return component;
}

/**
 * Starts loading a module that is not rendered yet, so its first render finds it ready; the
 * lazy component shares the load (a failure shows when it renders, as it would have).
 */
export function preloadModule(moduleId: ModuleId): void {
  load(moduleId).promise.catch(() => undefined);
}

/** Drops a cached module so the next render tries to load it again (the retry button). */
export function forgetModule(moduleId: ModuleId): void {
  cache.delete(moduleId);
  loads.delete(moduleId);
  clearLoadFailure(moduleId);
}

/** True when the module's last download failed (as opposed to its render). */
export function loadFailed(moduleId: ModuleId): boolean {
  return hasLoadFailure(moduleId);
}
