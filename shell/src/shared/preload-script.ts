/**
 * Asks for a script of the page's origin ahead of its use, as a `<link rel="preload"
 * as="script">` in the head; the script element that runs it later takes the fetched copy.
 * Adding the link starts the fetch. `low` gives it low priority, for scripts that should not
 * compete with what is on screen.
 */
export function preloadScript(
  href: string,
  { low = false, doc = document }: { low?: boolean; doc?: Document } = {},
): void {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  if (low) link.setAttribute('fetchpriority', 'low');
  link.href = href;
  doc.head.append(link);
}
