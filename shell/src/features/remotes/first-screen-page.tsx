import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Skeleton } from '../../shared/components/skeleton';

/**
 * Id of the element in the HTML first screen's <main> that holds the page's own first screen,
 * which its remote's build rendered (infra/gateway/src/first-screen.js).
 */
export const FIRST_SCREEN_PAGE_ID = 'first-screen-page';

let captured: { pathname: string; html: string } | null = null;

/**
 * Keeps a copy of the page's first screen before the app's first commit empties #root, so the
 * page's loading state can show it: what the shopper already sees stays until the page's module
 * draws the same in its place.
 */
export function captureFirstScreenPage(pathname: string): void {
  const element = document.getElementById(FIRST_SCREEN_PAGE_ID);
  captured = element?.firstChild ? { pathname, html: element.innerHTML } : null;
}

const pageShownListeners = new Set<() => void>();

/**
 * Calls `listener` each time a remote page has committed (its first render on its path, beside
 * {@link PageShown}) until the returned function unsubscribes it. The restored first data
 * (features/data/first-data.ts) ends its cache priority there.
 */
export function onPageShown(listener: () => void): () => void {
  pageShownListeners.add(listener);
  return () => {
    pageShownListeners.delete(listener);
  };
}

/** Forgets the copy (the page it belongs to has rendered) and tells the listeners. */
function releaseFirstScreenPage(): void {
  captured = null;
  for (const listener of [...pageShownListeners]) listener();
}

/**
 * A remote page's loading state: the first screen's copy while the first page loads, otherwise
 * the page skeleton.
 */
export function PageFallback() {
  const { pathname } = useLocation();
  if (captured?.pathname === pathname) {
    // The gateway's own markup, rendered by the remote's build from its components.
    return <div dangerouslySetInnerHTML={{ __html: captured.html }} />;
  }
  return <Skeleton block />;
}

/** Rendered beside the page: once the page has committed, its first screen copy is done with. */
export function PageShown() {
  useEffect(releaseFirstScreenPage, []);
  return null;
}
