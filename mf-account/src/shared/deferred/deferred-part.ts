import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/** A component whose code is a separate chunk, fetched when first rendered or preloaded. */
export interface DeferredPart<P extends object> {
  /** Render inside Suspense: the first render fetches the chunk. */
  Part: LazyExoticComponent<ComponentType<P>>;
  /** Fetches the chunk ahead (idle or intent); one request however often it is called. */
  preload: () => Promise<unknown>;
}

/** The texts a deferred part shows (src/i18n.ts `textsPart`). */
export interface PartTexts {
  load: () => Promise<void>;
}

/**
 * Splits a closed dialog's body from the light part that decides when it opens (issue 14: dialogs
 * load when first needed). Its texts, when given, are read in the page's language in parallel
 * with its code, and it renders only once both are there, so it never shows a key. A failed
 * fetch is forgotten, so the next render or preload asks again instead of keeping the error for
 * the page's life.
 */
export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  texts?: PartTexts,
): DeferredPart<P> {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const fetchPart = () => {
    pending ??= Promise.all([load(), texts?.load()]).then(
      ([component]) => ({ default: component }),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return { Part: lazy(fetchPart), preload: () => fetchPart() };
}
