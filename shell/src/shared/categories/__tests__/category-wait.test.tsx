import { act, renderHook, waitFor } from '@testing-library/react';
import { TIMINGS } from '@dukkan/contracts';
import { fakeGraphQL } from '@dukkan/build/testing/graphql';
import { useCategoryMenu } from '../use-category-menu';

const TREE = {
  categoryList: [
    {
      __typename: 'CategoryTree',
      uid: 'MQ==',
      name: 'Fresh Food',
      url_key: 'fresh-food',
      includeInMenu: true,
      featuredOrder: 1,
      megaMenuOffer: null,
      children: [],
    },
  ],
};

/** A service whose first CategoryList answer never comes; the next ones answer at once. */
function lostFirstAnswer() {
  let asked = 0;
  return fakeGraphQL({
    CategoryList: () => {
      asked += 1;
      return asked === 1 ? new Promise(() => undefined) : Promise.resolve(TREE);
    },
  });
}

describe('the category tree wait-and-reset rule (shell spec section 9)', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps waiting for 449 polls of 100 ms, then drops the request and asks again', async () => {
    jest.useFakeTimers();
    const fake = lostFirstAnswer();
    const { result } = renderHook(() => useCategoryMenu(), {
      wrapper: ({ children }) => fake.wrap(<>{children}</>),
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(
        TIMINGS.categoryWaitPollMs * (TIMINGS.categoryWaitTicks - 1),
      );
    });
    expect(fake.callsOf('CategoryList')).toHaveLength(1);
    expect(result.current.isLoading).toBe(true);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(TIMINGS.categoryWaitPollMs);
    });
    expect(fake.callsOf('CategoryList')).toHaveLength(2);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    await waitFor(() =>
      expect(result.current.categories.map((c) => c.name)).toEqual(['Fresh Food']),
    );
    expect(fake.callsOf('CategoryList')).toHaveLength(2);
  });

  it('does not poll while the menu is not wanted', async () => {
    jest.useFakeTimers();
    const fake = lostFirstAnswer();
    renderHook(() => useCategoryMenu(false), {
      wrapper: ({ children }) => fake.wrap(<>{children}</>),
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(
        TIMINGS.categoryWaitPollMs * TIMINGS.categoryWaitTicks * 2,
      );
    });
    expect(fake.callsOf('CategoryList')).toHaveLength(0);
  });
});
