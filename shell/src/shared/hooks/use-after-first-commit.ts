import { startTransition, useEffect, useState } from 'react';

/**
 * False on a component's first render, then true from a transition scheduled once that render
 * has committed. A layout draws what lies below the fold (the footer) behind it, so the app's
 * first commit, which replaces the whole first screen in one task, does not build it too: React
 * renders it afterwards in slices and commits it in a task of its own.
 */
export function useAfterFirstCommit(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    startTransition(() => setAfter(true));
  }, []);
  return after;
}
