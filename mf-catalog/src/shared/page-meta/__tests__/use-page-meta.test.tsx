import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { render, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { fakeGraphQL } from '@dukkan/build/testing/graphql';
import { storeConfigAnswer } from '@dukkan/build/testing/fixtures';
import { useQuery } from '@apollo/client/react';
import { StoreConfigDocument } from '@dukkan/contracts/graphql/store-config';
import { usePageMeta } from '../use-page-meta';

/**
 * The shell's route: it titles the route in its own effect, after its page's effects; the shell
 * asks StoreConfig for every page (the page reads it from the cache).
 */
function ShellRoute({ children }: { children: ReactNode }) {
  useQuery(StoreConfigDocument);
  useEffect(() => {
    document.title = 'Category or product | Dukkan';
  }, []);
  return children;
}

function CategoryPage() {
  usePageMeta({ title: 'Fresh Fruits | Dukkan' });
  return null;
}

describe('usePageMeta', () => {
  beforeAll(() => i18next.init({ lng: 'en', resources: {} }));

  it("keeps the page's title when the page is drawn in the same commit as the shell's route", async () => {
    // Going back to a category whose data is cached: the page's title is known at its mount.
    const graphql = fakeGraphQL({ StoreConfig: () => storeConfigAnswer({ title_suffix: '' }) });
    const view = render(
      graphql.wrap(
        <ShellRoute>
          <CategoryPage />
        </ShellRoute>,
      ),
    );
    await waitFor(() => expect(document.title).toBe('Fresh Fruits | Dukkan'));
    view.unmount();
  });

  it("adds the store's title prefix and suffix unless the page's title carries them", async () => {
    const graphql = fakeGraphQL({ StoreConfig: () => storeConfigAnswer({ title_prefix: 'Buy ' }) });
    const view = render(
      graphql.wrap(
        <ShellRoute>
          <CategoryPage />
        </ShellRoute>,
      ),
    );
    await waitFor(() => expect(document.title).toBe('Buy Fresh Fruits | Dukkan'));
    view.unmount();
  });
});
