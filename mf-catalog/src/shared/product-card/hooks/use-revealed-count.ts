import { startTransition, useEffect, useState } from 'react';

/** Cards a list mounts at once: a phone's first three rows, a wide screen's first two. */
export const FIRST_CARDS = 6;

/** Cards each later step adds, until the list is whole. */
export const MORE_CARDS = 6;

/** How many ids at the start of both lists are the same. */
function samePrefix(before: readonly string[], after: readonly string[]): number {
  const length = Math.min(before.length, after.length);
  let index = 0;
  while (index < length && before[index] === after[index]) index += 1;
  return index;
}

/**
 * How many of a list's cards to mount now. A card is about a hundred components (its price,
 * badges and three other teams' controls), so a list of 20 or 24 mounted in one commit was one
 * long task on a phone, however the render before it was sliced. The first {@link FIRST_CARDS}
 * mount at once; then each commit schedules the next {@link MORE_CARDS} as a transition, which
 * React renders in slices, until every card is there (a few frames later). Cards already shown
 * stay when the list grows behind them ("Load more"); a list that starts differently (another
 * filter, page or language) starts again from its first cards.
 */
export function useRevealedCount(ids: readonly string[]): number {
  const [state, setState] = useState(() => ({ ids, count: FIRST_CARDS }));
  let count = state.count;
  if (state.ids !== ids) {
    count = Math.max(FIRST_CARDS, Math.min(count, samePrefix(state.ids, ids)));
    setState({ ids, count });
  }
  const shown = Math.min(count, ids.length);
  useEffect(() => {
    if (shown >= ids.length) return;
    startTransition(() => {
      setState((current) =>
        current.ids === ids ? { ids, count: current.count + MORE_CARDS } : current,
      );
    });
  }, [ids, shown]);
  return shown;
}
