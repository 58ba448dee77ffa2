import type { ApolloClient } from '@apollo/client';
import type { NormalizedCacheObject } from '@apollo/client/cache';
import type { StoreApi } from 'zustand/vanilla';
import type { Locale } from '@dukkan/contracts';
import { isLocale } from '@dukkan/contracts';
import type { DialogsState } from '../../shared/services/dialogs-store';
import { FIRST_DATA_ID } from '@dukkan/contracts/first-screen';

/**
 * How long the restored cache answers network-only and cache-and-network queries at most. The
 * page's first commit normally ends it within a second or two; this is the backstop for a first
 * page that never commits (its module fails, a guard keeps waiting, a shell page without
 * PageShown), so later queries that ask the network (stock, prices) do not keep reading what the
 * HTML carried. Ten seconds covers a slow phone loading the page's code on a slow network.
 * If they run out while a dialog is open, they start again once it closes: a first page under
 * the first visit's area dialog is drawn then (docs/architecture.md section 5), however long the
 * shopper took.
 */
export const CACHE_PRIORITY_TIMEOUT_MS = 10_000;

/** What the gateway writes in the block (docs/architecture.md section 5). */
export interface FirstData {
  locale: Locale;
  /** The stock source the gateway asked with (the request's `store` cookie, else `default`). */
  source: string;
  /** The request path with its locale, e.g. `/en/fresh-fruits`. */
  path: string;
  /** `extract()` of an InMemoryCache with the contracts' APOLLO_CACHE_CONFIG. */
  cache: NormalizedCacheObject;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFirstData(value: unknown): value is FirstData {
  if (!isRecord(value)) return false;
  const { locale, source, path, cache } = value;
  return (
    isLocale(locale) &&
    typeof source === 'string' &&
    typeof path === 'string' &&
    isRecord(cache) &&
    Object.values(cache).every((entry) => entry === undefined || isRecord(entry))
  );
}

/**
 * Reads the first data block and removes it from the page (it is read once, and a cache of a
 * few dozen KB need not stay in the DOM). A missing block, bad JSON or another shape gives null.
 */
export function takeFirstData(doc: Document = document): FirstData | null {
  const element = doc.getElementById(FIRST_DATA_ID);
  if (!element) return null;
  element.remove();
  if (!(element instanceof HTMLScriptElement) || element.type !== 'application/json') return null;
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    return isFirstData(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export interface FirstDataDependencies {
  /** The page's one Apollo Client. */
  client: ApolloClient;
  /** The app's locale. */
  locale: Locale;
  /** The store choice's stock source. */
  source: string;
  /** The session's token: a signed-in customer may see other prices than the HTML's guest. */
  token: string | null;
  /** `location.pathname` at start. */
  pathname: string;
  /**
   * Subscribes to the moment a route's page has committed its first render (the remotes
   * feature's PageShown); returns the unsubscribe.
   */
  onPageShown(listener: () => void): () => void;
  /** The shell's dialogs: a safety timeout that runs out while one is open waits for it. */
  dialogs: StoreApi<DialogsState>;
}

/**
 * The part of a block made for another shopper (a signed-in customer, another area, another path)
 * that is everyone's in the locale: its store configuration, which the header drew from the HTML
 * (so it does not ask for it again and the banner stays). Null when the block has none.
 */
function storeConfigPart(cache: NormalizedCacheObject): NormalizedCacheObject | null {
  const storeConfig = (cache.ROOT_QUERY as Record<string, unknown> | undefined)?.storeConfig;
  if (typeof storeConfig !== 'object' || storeConfig === null) return null;
  return { ROOT_QUERY: { __typename: 'Query', storeConfig } };
}

/** The running cache priority: its path and how to end it. */
let priority: { path: string; end: () => void } | null = null;

/**
 * At start, before the first render: restores the HTML's first data into the client's cache when
 * it was made for this shopper (same locale, source and path, no session; else only its store
 * configuration, in the same locale), and makes the cache answer network-only and
 * cache-and-network queries (`prioritizeCacheValues`) until the page has committed, the shopper
 * went to another path, or {@link CACHE_PRIORITY_TIMEOUT_MS} passed (and a dialog open then has
 * closed). Returns whether it restored the whole block. The block is removed either way; nothing
 * here throws.
 */
export function restoreFirstData(deps: FirstDataDependencies, doc: Document = document): boolean {
  priority?.end();
  const data = takeFirstData(doc);
  if (!data || data.locale !== deps.locale) return false;
  const { client } = deps;
  const whole = data.source === deps.source && data.path === deps.pathname && deps.token === null;
  const restored = whole ? data.cache : storeConfigPart(data.cache);
  if (!restored) return false;
  try {
    client.cache.restore(restored);
  } catch (error) {
    console.warn('The first data could not be restored into the cache', error);
    return false;
  }
  if (!whole) return false;
  client.prioritizeCacheValues = true;
  let stopListening = () => {};
  let stopWaiting = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const end = () => {
    if (priority?.end !== end) return;
    priority = null;
    clearTimeout(timer);
    stopListening();
    stopWaiting();
    client.prioritizeCacheValues = false;
  };
  const startTimeout = () => {
    timer = setTimeout(timedOut, CACHE_PRIORITY_TIMEOUT_MS);
  };
  // Under an open dialog the page may be waiting for it to close: the timeout starts again then.
  const timedOut = () => {
    if (deps.dialogs.getState().openId === null) {
      end();
      return;
    }
    stopWaiting = deps.dialogs.subscribe((state) => {
      if (state.openId !== null) return;
      stopWaiting();
      stopWaiting = () => {};
      startTimeout();
    });
  };
  startTimeout();
  priority = { path: data.path, end };
  stopListening = deps.onPageShown(end);
  return true;
}

/**
 * Ends the cache priority when the router shows another path than the first data's. Called while
 * rendering, above the page: the next page's queries start in that same render, before any
 * effect could run, and must ask the network as their fetch policy says.
 */
export function endCachePriorityOffPath(pathname: string): void {
  if (priority && priority.path !== pathname) priority.end();
}
