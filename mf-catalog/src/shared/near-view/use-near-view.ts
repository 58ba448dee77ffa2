import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * How far below (and above) the screen a part counts as near: one screen, so a shopper who
 * scrolls finds it loaded, while a first screen does not pay for what is three screens down.
 */
export const NEAR_VIEW_MARGIN = '100% 0px';

/**
 * Whether an element has come within a screen of the viewport, once and for good, for a part
 * below the fold that loads on intent (issue 14): its query and its cards wait until the shopper
 * scrolls towards it. Attach the returned ref to the part's outer element. Where the browser
 * has no IntersectionObserver, the part counts as near at once, as everything used to load.
 */
export function useNearView<T extends Element>(): [(element: T | null) => void, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);

  const ref = useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || near) return;
      const watcher = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            watcher.disconnect();
            setNear(true);
          }
        },
        { rootMargin: NEAR_VIEW_MARGIN },
      );
      watcher.observe(element);
      observer.current = watcher;
    },
    [near],
  );

  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, near];
}
