import { Suspense, useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useShell } from '@dukkan/contracts';
import { renderShell } from '../../../../test/render-shell';
import { captureFirstScreenPage } from '../first-screen-page';
import { FIRST_FRAGMENT_ATTRIBUTE, FIRST_SCREEN_PAGE_ID } from '@dukkan/contracts/first-screen';
import { forgetModule, lazyModule } from '../module-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

/** The page's part of the gateway's first screen, as it stands in #root before the app runs. */
function drawFirstScreen(html: string) {
  const slot = document.createElement('div');
  slot.id = FIRST_SCREEN_PAGE_ID;
  slot.innerHTML = html;
  document.body.append(slot);
  return slot;
}

describe("a page's first screen while its module loads", () => {
  let resolveDeals: (module: { default: () => ReactNode }) => void = () => undefined;

  beforeEach(() => {
    forgetModule('catalog/DealsPage');
    loadRemoteMock.mockImplementation((id: string) =>
      id === 'catalog/DealsPage'
        ? new Promise((resolve) => {
            resolveDeals = resolve;
          })
        : Promise.resolve({ default: () => null }),
    );
  });

  it('shows the copy of the first screen on its own page until the page renders, then never again', async () => {
    const slot = drawFirstScreen('<h1>Deals of the week</h1>');
    captureFirstScreenPage('/en/deals');
    slot.remove();
    const { router } = await renderShell('/en/deals');
    expect(await screen.findByRole('heading', { name: 'Deals of the week' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading…' })).toBeNull();

    await act(() => Promise.resolve(resolveDeals({ default: () => <p>The deals page</p> })));
    expect(await screen.findByText('The deals page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Deals of the week' })).toBeNull();

    // Back on the page after it was forgotten: the skeleton, never the old copy.
    forgetModule('catalog/DealsPage');
    await act(() => router.navigate('/en/brands'));
    await act(() => router.navigate('/en/deals'));
    expect(screen.queryByRole('heading', { name: 'Deals of the week' })).toBeNull();
  });

  it('shows the skeleton on any other page, and when the HTML had no copy', async () => {
    const slot = drawFirstScreen('<h1>Home banner</h1>');
    captureFirstScreenPage('/en');
    slot.remove();
    const { unmount } = await renderShell('/en/deals');
    expect(await screen.findAllByRole('progressbar')).not.toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Home banner' })).toBeNull();
    unmount();

    captureFirstScreenPage('/en/deals');
    await renderShell('/en/deals');
    expect(await screen.findAllByRole('progressbar')).not.toHaveLength(0);
  });
});

describe("another team's module drawn into the first page", () => {
  let resolveGrid: (module: { default: () => ReactNode }) => void = () => undefined;

  /** The search page as its remote draws it: the catalogue's grid through the Fragment. */
  function SearchPageDouble() {
    const { Fragment } = useShell();
    return (
      <section>
        <h1>Results for milk</h1>
        <Fragment
          module="catalog/ProductGrid"
          props={{ products: [], leading: true }}
          loading={<div role="progressbar" aria-label="Loading the grid" />}
        />
      </section>
    );
  }

  beforeEach(() => {
    forgetModule('search/SearchPage');
    forgetModule('catalog/ProductGrid');
    loadRemoteMock.mockImplementation((id: string) => {
      if (id === 'search/SearchPage') return Promise.resolve({ default: SearchPageDouble });
      if (id === 'catalog/ProductGrid') {
        return new Promise((resolve) => {
          resolveGrid = resolve;
        });
      }
      return Promise.resolve({ default: () => null });
    });
  });

  it("shows the gateway's copy of the module while its code loads, on the first page only", async () => {
    const slot = drawFirstScreen(
      `<section><h1>Results for milk</h1><div ${FIRST_FRAGMENT_ATTRIBUTE}="catalog/ProductGrid">` +
        '<ul aria-label="Products"><li>Juhayna Milk</li></ul></div></section>',
    );
    captureFirstScreenPage('/en/search');
    slot.remove();
    const { router } = await renderShell('/en/search?q=milk');
    expect(await screen.findByRole('heading', { name: 'Results for milk' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Products' })).toHaveTextContent('Juhayna Milk');
    expect(screen.queryByRole('progressbar', { name: 'Loading the grid' })).toBeNull();

    await act(() =>
      Promise.resolve(resolveGrid({ default: () => <ul aria-label="The grid">Cards</ul> })),
    );
    expect(await screen.findByRole('list', { name: 'The grid' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Products' })).toBeNull();

    // A later page with the module still loading shows its own loading state, never the copy.
    forgetModule('catalog/ProductGrid');
    await act(() => router.navigate('/en/brands'));
    await act(() => router.navigate('/en/search?q=rice'));
    expect(
      await screen.findByRole('progressbar', { name: 'Loading the grid' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Products' })).toBeNull();
  });

  it("keeps the copy in the page's first commit even when the code is there, and draws the module in a later one", async () => {
    /** Per commit of the page: which of the two grids was in the document. */
    const commits: string[] = [];
    function SearchPageWithProbe() {
      const { Fragment } = useShell();
      useLayoutEffect(() => {
        const copy = document.querySelector('[aria-label="Products"]') !== null;
        const live = document.querySelector('[aria-label="The grid"]') !== null;
        commits.push(copy && live ? 'both' : copy ? 'copy' : live ? 'live' : 'none');
      });
      return (
        <section>
          <h1>Results for milk</h1>
          <Fragment module="catalog/ProductGrid" props={{ products: [], leading: true }} />
        </section>
      );
    }
    const grid = { default: () => <ul aria-label="The grid">Cards</ul> };
    loadRemoteMock.mockImplementation((id: string) => {
      if (id === 'search/SearchPage') return Promise.resolve({ default: SearchPageWithProbe });
      if (id === 'catalog/ProductGrid') return Promise.resolve(grid);
      return Promise.resolve({ default: () => null });
    });
    // The grid's code has arrived before the page renders (its chunks were hinted).
    const LoadedGrid = lazyModule('catalog/ProductGrid');
    const warm = render(
      <Suspense fallback={null}>
        <LoadedGrid />
      </Suspense>,
    );
    expect(await screen.findByRole('list', { name: 'The grid' })).toBeInTheDocument();
    warm.unmount();

    const slot = drawFirstScreen(
      `<section><h1>Results for milk</h1><div ${FIRST_FRAGMENT_ATTRIBUTE}="catalog/ProductGrid">` +
        '<ul aria-label="Products"><li>Juhayna Milk</li></ul></div></section>',
    );
    captureFirstScreenPage('/en/search');
    slot.remove();
    await renderShell('/en/search?q=milk');
    expect(await screen.findByRole('list', { name: 'The grid' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Products' })).toBeNull();
    expect(commits[0]).toBe('copy');
    expect(commits).not.toContain('both');
  });
});
