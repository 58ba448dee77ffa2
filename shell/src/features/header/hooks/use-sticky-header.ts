import { useEffect, useState } from 'react';
import { LAYOUT } from '@dukkan/contracts';

/** The windows on which the header may stick: wider than LAYOUT.stickyHeaderMinWidth. */
export const STICKY_HEADER_MEDIA = `(min-width: ${LAYOUT.stickyHeaderMinWidth + 1}px)`;

/**
 * Follows scroll and the window's width and says whether the header sticks: scrolled above 0 on
 * a window wider than 767 px.
 *
 * Reading `scrollY` or `innerWidth` lays the page out at once when it has changed (under a
 * phone's viewport both do), and the first check runs right after the app's first commit has
 * replaced the whole page: on `/ar/search?q=milk` that layout was 115 to 144 ms of a 413 to
 * 452 ms task at 4x. So the width comes from a media query, which needs no layout, `scrollY` is
 * read only on a wide window, and the first check waits for the next frame, whose own layout the
 * read then reuses. Without `matchMedia` (jsdom) the width is read from `innerWidth`.
 */
export function useStickyHeader(): boolean {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    const wide =
      typeof window.matchMedia === 'function' ? window.matchMedia(STICKY_HEADER_MEDIA) : null;
    const isWide = () => (wide ? wide.matches : window.innerWidth > LAYOUT.stickyHeaderMinWidth);
    const update = () => setSticky(isWide() && window.scrollY > 0);
    window.addEventListener('scroll', update, { passive: true });
    if (wide) wide.addEventListener('change', update);
    else window.addEventListener('resize', update, { passive: true });
    const frame = requestAnimationFrame(update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      if (wide) wide.removeEventListener('change', update);
      else window.removeEventListener('resize', update);
    };
  }, []);
  return sticky;
}
