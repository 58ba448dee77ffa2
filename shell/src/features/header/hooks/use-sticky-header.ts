import { useEffect, useState } from 'react';
import { LAYOUT } from '@dukkan/contracts';

/** True when the header should stick: scrolled above 0 and the window wider than 767 px. */
export function isHeaderSticky(scrollY: number, windowWidth: number): boolean {
  return scrollY > 0 && windowWidth > LAYOUT.stickyHeaderMinWidth;
}

/** Follows scroll and resize (passive listeners) and says whether the header sticks. */
export function useStickyHeader(): boolean {
  // No window when the build renders the header for the first screen: not sticky there.
  const [sticky, setSticky] = useState(
    () => typeof window !== 'undefined' && isHeaderSticky(window.scrollY, window.innerWidth),
  );
  useEffect(() => {
    const update = () => setSticky(isHeaderSticky(window.scrollY, window.innerWidth));
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    update();
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return sticky;
}
