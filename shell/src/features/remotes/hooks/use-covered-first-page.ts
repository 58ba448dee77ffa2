import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import type { ApolloClient, ObservableQuery } from '@apollo/client';
import type { ModuleId } from '@dukkan/contracts';
import { whenIdle } from '@dukkan/contracts';
import { nextTask } from '../../../shared/next-task';
import { useShellServices } from '../../../shared/services/shell-services';
import { firstScreenCopy } from '../first-screen-page';
import { preloadModule } from '../module-loader';

/**
 * Where the first page stands while the dialog the boot opened covers it (on a first visit, the
 * select-area dialog):
 * - `covered`: the dialog is open; the page is its first screen's copy, and its module is not
 *   rendered (its code loads once the thread is idle);
 * - `revealing`: the dialog has closed; the page renders and is laid out unseen under the copy,
 *   which stays in view until the page has its answers and shows no loading state
 *   (whenPageReady);
 * - `shown`: the page is in view, as every page that was never covered is from the start.
 */
export type CoverPhase = 'covered' | 'revealing' | 'shown';

export interface CoveredFirstPage {
  phase: CoverPhase;
  /** The copy the page was covered with, or null for a page that never was (the usual case). */
  copy: string | null;
  /** The page has its answers (or has failed): it takes the copy's place. */
  reveal: () => void;
}

/** Fallback delay of the idle load where requestIdleCallback is missing (Safari). */
const IDLE_FALLBACK_MS = 1_000;

/**
 * Subscribes to `queries` until each has its result (data or error), then calls `onAnswered`
 * once. Returns a function that stops waiting.
 */
function whenAnswered(queries: ObservableQuery[], onAnswered: () => void): () => void {
  let pending = queries.length;
  const subscriptions = queries.map((query) => {
    let done = false;
    const settle = () => {
      if (done) return;
      done = true;
      pending -= 1;
      if (pending === 0) onAnswered();
    };
    return query.subscribe({
      next: (result) => {
        if (!result.loading) settle();
      },
      error: settle,
      complete: settle,
    });
  });
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
}

/**
 * Calls `onSettled` once none of the client's active queries is waiting for an answer. A page
 * asks in steps (a category resolves its URL, then renders the part that asks for its list),
 * so after each round of answers it looks again a task later, when what the answers rendered
 * has mounted its own queries. Returns a function that stops waiting.
 */
function whenQueriesSettle(client: ApolloClient, onSettled: () => void): () => void {
  let stopped = false;
  let stopWaiting: () => void = () => undefined;
  const check = () => {
    if (stopped) return;
    const waiting = [...client.getObservableQueries('active')].filter(
      (query) => query.getCurrentResult().loading,
    );
    if (waiting.length === 0) {
      onSettled();
      return;
    }
    stopWaiting = whenAnswered(waiting, () => {
      void nextTask().then(check);
    });
  };
  check();
  return () => {
    stopped = true;
    stopWaiting();
  };
}

/**
 * How long after the dialog closed the page takes the copy's place at the latest, answered or
 * not: a slow network shows the page's own loading states then, as any other page would.
 */
export const REVEAL_DEADLINE_MS = 3_000;

/**
 * Whether the page laid out (unseen) in `container` shows a loading state in the first screen:
 * an element with the progressbar role, which the pages' skeletons have (a list still mounting
 * its first cards shows one), within the viewport's height. Parts further down may wait until
 * they are scrolled to, and do not count.
 */
function loadingInView(container: HTMLElement): boolean {
  const height = window.innerHeight;
  return [...container.querySelectorAll('[role="progressbar"]')].some((element) => {
    const box = element.getBoundingClientRect();
    return box.height > 0 && box.top < height && box.bottom > 0;
  });
}

/**
 * Calls `onReady` once the page rendered unseen in `container` is ready to be seen: its queries
 * have their answers (whenQueriesSettle) and its first screen shows no loading state
 * (loadingInView), or `deadlineMs` has passed. Returns a function that stops waiting.
 */
export function whenPageReady(
  client: ApolloClient,
  container: HTMLElement,
  onReady: () => void,
  deadlineMs: number = REVEAL_DEADLINE_MS,
): () => void {
  let settled = false;
  let done = false;
  let stopQueries: () => void = () => undefined;
  const observer = new MutationObserver(() => check());
  const deadline = setTimeout(() => ready(), deadlineMs);
  function stop() {
    clearTimeout(deadline);
    observer.disconnect();
    stopQueries();
  }
  function ready() {
    if (done) return;
    done = true;
    stop();
    onReady();
  }
  function check() {
    if (settled && !loadingInView(container)) ready();
  }
  observer.observe(container, { childList: true, subtree: true, attributes: true });
  stopQueries = whenQueriesSettle(client, () => {
    settled = true;
    check();
  });
  return stop;
}

/**
 * The first page, kept as its copy while the dialog the boot opened covers it. A shopper in that
 * dialog sees none of the page (it is inert behind the modal), and what the page would show is
 * the default store's stock, asked again once an area is saved: rendering it live there was a
 * third to nearly half of a first visit's main-thread work on a phone (docs/performance.md).
 * Only a page that has its first screen's copy and is covered from its first render is held;
 * once in view it stays so, whatever opens later.
 */
export function useCoveredFirstPage(moduleId: ModuleId): CoveredFirstPage {
  const { dialogs } = useShellServices();
  const { pathname } = useLocation();
  // What the page was covered with, and on which path: fixed at its first render.
  const [covered] = useState(() => {
    const html = dialogs.store.getState().openId === null ? null : firstScreenCopy(pathname);
    return html === null ? null : { html, pathname };
  });
  const [phase, setPhase] = useState<CoverPhase>(covered === null ? 'shown' : 'covered');
  // Only a covered page follows the dialogs: any other (nearly every page) is not rendered again
  // when the mini cart or the menu opens.
  const dialogOpen = useStore(
    dialogs.store,
    (state) => phase === 'covered' && state.openId !== null,
  );
  if (phase === 'covered' && (!dialogOpen || pathname !== covered?.pathname)) {
    setPhase('revealing');
  }

  useEffect(() => {
    if (phase !== 'covered') return undefined;
    return whenIdle(() => preloadModule(moduleId), IDLE_FALLBACK_MS);
  }, [phase, moduleId]);

  const reveal = useCallback(() => setPhase('shown'), []);
  return { phase, copy: covered?.html ?? null, reveal };
}
