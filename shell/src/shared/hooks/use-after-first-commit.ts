import { startTransition, useEffect, useState } from 'react';

/**
 * False on a component's first render, then true from a transition scheduled once that render
 * has committed. A layout draws what lies below the fold (the footer) behind it, so the app's
 * first commit, which replaces the whole first screen in one task, does not build it too: React
 * renders it afterwards in slices and commits it in a task of its own. With `wait` false it is
 * true from the start and schedules nothing (read once, on the first render).
 */
export function useAfterFirstCommit(wait = true): boolean {
  const [after, setAfter] = useState(!wait);
  useEffect(() => {
    if (!after) startTransition(() => setAfter(true));
    // Only the first commit matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return after;
}
