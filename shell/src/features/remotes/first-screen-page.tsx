import { useEffect } from 'react';
import type { CSSProperties } from 'react';
import { useLocation } from 'react-router-dom';
import { Skeleton } from '../../shared/components/skeleton';
import { FIRST_FRAGMENT_ATTRIBUTE, FIRST_SCREEN_PAGE_ID } from '@dukkan/contracts/first-screen';

let captured: { pathname: string; html: string } | null = null;
let fragments = new Map<string, string>();

/**
 * Keeps a copy of the page's first screen before the app's first commit empties #root, so the
 * page's loading state can show it: what the shopper already sees stays until the page's module
 * draws the same in its place. The modules of other teams drawn into it are kept apart too, by
 * id, for the page's Fragments to show while their code loads (firstScreenFragment).
 */
export function captureFirstScreenPage(pathname: string): void {
  const element = document.getElementById(FIRST_SCREEN_PAGE_ID);
  captured = element?.firstChild ? { pathname, html: element.innerHTML } : null;
  fragments = new Map();
  if (!captured || !element) return;
  for (const drawn of element.querySelectorAll(`[${FIRST_FRAGMENT_ATTRIBUTE}]`)) {
    const id = drawn.getAttribute(FIRST_FRAGMENT_ATTRIBUTE) ?? '';
    if (!fragments.has(id)) fragments.set(id, drawn.innerHTML);
  }
}

/**
 * The first screen's copy of module `id` as the gateway drew it into the first page, while that
 * page has not rendered yet (its module's first render is when the page takes the copy's place):
 * null once it has, or when the first screen drew no such module.
 */
export function firstScreenFragment(id: string): string | null {
  return (captured && fragments.get(id)) ?? null;
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
  fragments = new Map();
  for (const listener of [...pageShownListeners]) listener();
}

/**
 * The first screen's copy of the page at `pathname` while that page has not rendered yet: null
 * once it has, on any other page, or when the HTML had none.
 */
export function firstScreenCopy(pathname: string): string | null {
  return captured?.pathname === pathname ? captured.html : null;
}

/** The gateway's own markup of a page, rendered by the remote's build from its components. */
export function FirstScreenCopy({ html, style }: { html: string; style?: CSSProperties }) {
  return <div style={style} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * A remote page's loading state: the first screen's copy while the first page loads, otherwise
 * the page skeleton.
 */
export function PageFallback() {
  const { pathname } = useLocation();
  const copy = firstScreenCopy(pathname);
  return copy === null ? <Skeleton block /> : <FirstScreenCopy html={copy} />;
}

/** Rendered beside the page: once the page has committed, its first screen copy is done with. */
export function PageShown() {
  useEffect(releaseFirstScreenPage, []);
  return null;
}
