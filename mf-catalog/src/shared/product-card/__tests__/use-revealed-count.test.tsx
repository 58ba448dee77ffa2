import { act, renderHook, waitFor } from '@testing-library/react';
import { FIRST_CARDS, MORE_CARDS, useRevealedCount } from '../hooks/use-revealed-count';

const idsOf = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, index) => `p${from + index}`);

describe('useRevealedCount', () => {
  it('shows a short list whole at once', () => {
    const { result } = renderHook(() => useRevealedCount(idsOf(0, 4)));
    expect(result.current).toBe(4);
  });

  it('mounts the first cards, then more a step at a time, until the list is whole', async () => {
    const seen: number[] = [];
    const ids = idsOf(0, 20);
    const { result } = renderHook(() => {
      const count = useRevealedCount(ids);
      seen.push(count);
      return count;
    });
    expect(seen[0]).toBe(FIRST_CARDS);
    await waitFor(() => expect(result.current).toBe(20));
    // Each step adds at most MORE_CARDS: never the whole rest in one commit.
    const distinct = [...new Set(seen)];
    expect(distinct).toEqual([6, 12, 18, 20]);
    expect(
      distinct.every((count, index) => index === 0 || count - distinct[index - 1]! <= MORE_CARDS),
    ).toBe(true);
  });

  /**
   * Renders the hook on `first` until the whole list is shown; `next(ids)` then gives it another
   * list and returns the counts of the renders that follow.
   */
  async function shownWhole(first: string[]) {
    const seen: number[] = [];
    const hook = renderHook(
      ({ ids }) => {
        const count = useRevealedCount(ids);
        seen.push(count);
        return count;
      },
      { initialProps: { ids: first } },
    );
    await waitFor(() => expect(hook.result.current).toBe(first.length));
    const next = (ids: string[]) => {
      seen.length = 0;
      act(() => hook.rerender({ ids }));
      return seen;
    };
    return { result: hook.result, next };
  }

  it('keeps the cards shown when the list grows behind them (Load more)', async () => {
    const { result, next } = await shownWhole(idsOf(0, 24));
    const seen = next(idsOf(0, 30));
    await waitFor(() => expect(result.current).toBe(30));
    // Never fewer than the 24 already shown: the list does not shrink and grow again.
    expect(Math.min(...seen)).toBe(24);
  });

  it('starts again from the first cards when the list starts differently', async () => {
    const { result, next } = await shownWhole(idsOf(0, 24));
    const seen = next(idsOf(100, 124));
    await waitFor(() => expect(result.current).toBe(24));
    expect(seen[0]).toBe(FIRST_CARDS);
  });

  it('keeps its count when the same products come in a new array', async () => {
    const { next } = await shownWhole(idsOf(0, 24));
    expect(Math.min(...next(idsOf(0, 24)))).toBe(24);
  });
});
