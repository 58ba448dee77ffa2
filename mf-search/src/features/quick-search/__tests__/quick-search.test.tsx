import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@dukkan/build/harness/testing';
import QuickSearch from '../../../exposes/quick-search';
import { fakeGraphQL } from '@dukkan/build/testing/graphql';
import { fakeAiSearch } from '../../../test/fake-ai-search';
import type { SearchProductsQuery } from '../graphql/__generated__/search-products';

/** A product as the suggestions' small selection answers it. */
type SuggestedProductData = NonNullable<
  NonNullable<NonNullable<SearchProductsQuery['searchProducts']>['products']>['items']
>[number];

const product = (sku: string, name: string, price: number): SuggestedProductData => ({
  __typename: 'SimpleProduct',
  sku,
  name,
  url_key: `${name.toLowerCase().replace(/\s+/g, '-')}`,
  small_image: { __typename: 'ProductImage', url: `/media/${sku}.svg`, label: name },
  price_range: {
    __typename: 'PriceRange',
    maximum_price: {
      __typename: 'ProductPrice',
      regular_price: { __typename: 'Money', value: price },
    },
  },
});

function searchAnswer(search: string): SearchProductsQuery {
  const found = search.toLowerCase().startsWith('milk');
  return {
    __typename: 'Query',
    searchProducts: {
      __typename: 'SearchProductsResult',
      categories: {
        __typename: 'SearchCategoryGroup',
        items: found
          ? [
              {
                __typename: 'SearchCategoryItem',
                uid: 'MTE=',
                name: 'Milk',
                url_key: 'milk',
                image: null,
              },
            ]
          : [],
      },
      products: {
        __typename: 'SearchProductGroup',
        items: found
          ? [product('DK-1', 'Juhayna Milk', 57.95), product('DK-2', 'Almarai Milk', 38.5)]
          : [],
      },
    },
  };
}

function aiAnswer(params: URLSearchParams) {
  if (!params.get('customer_input')?.toLowerCase().startsWith('milk')) return { products: [] };
  return {
    products: [
      {
        sku: 'DK-2',
        name: 'Almarai Milk',
        url_key: 'almarai-milk',
        image: '/media/DK-2.svg',
        price: 38.5,
      },
      {
        sku: 'DK-9',
        name: 'Labanita Milk',
        url_key: 'labanita-milk',
        image: '/media/DK-9.svg',
        price: 75,
      },
    ],
  };
}

function setup(
  options: Parameters<typeof renderWithShell>[1] & { variant?: 'desktop' | 'mobile' } = {},
) {
  const graphql = fakeGraphQL({
    SearchProducts: (variables) => searchAnswer(String(variables.search)),
  });
  const ai = fakeAiSearch(aiAnswer);
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  return {
    graphql,
    ai,
    user,
    render: () =>
      renderWithShell(
        graphql.wrap(<QuickSearch variant={options.variant ?? 'desktop'} />),
        options,
      ),
  };
}

/** Lets the debounce elapse and the fake network answer. */
async function wait(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
    await Promise.resolve();
  });
  await act(async () => {
    await jest.runOnlyPendingTimersAsync();
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  window.dataLayer = [];
});
afterEach(() => jest.useRealTimers());

describe('quick search (desktop)', () => {
  it('is a search landmark with a labelled input and a submit button', async () => {
    const { render } = setup();
    await render();
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search for products' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });

  it('goes to /{locale}/search with the trimmed term as q', async () => {
    const { render, user } = setup({ path: '/en/cart' });
    const view = await render();
    await user.type(screen.getByRole('searchbox'), '  basmati rice & oil ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(view.currentPath()).toBe('/en/search?q=basmati+rice+%26+oil');
  });

  it('does nothing on submit when the term is empty or only spaces', async () => {
    const { render, user } = setup({ path: '/en/deals' });
    const view = await render();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox'), '   {Enter}');
    expect(view.currentPath()).toBe('/en/deals');
  });

  it('fetches suggestions 800 ms after the last keystroke, not before', async () => {
    const { render, user, graphql, ai } = setup();
    await render();
    await user.type(screen.getByRole('searchbox'), 'milk');
    await act(async () => {
      jest.advanceTimersByTime(799);
      await Promise.resolve();
    });
    expect(graphql.callsOf('SearchProducts')).toHaveLength(0);
    expect(ai.urls).toHaveLength(0);
    await wait(1);
    expect(graphql.callsOf('SearchProducts').map((call) => call.variables)).toEqual([
      { search: 'milk', pageSize: 8 },
    ]);
    expect(ai.urls).toEqual([
      '/ai-search?customer_input=milk&language=en&source_code=default&recommendations_count=5',
    ]);
  });

  it('lists categories and products from SearchProducts and the AI search without duplicates', async () => {
    const { render, user } = setup();
    await render();
    await user.type(screen.getByRole('searchbox'), 'milk');
    await wait(800);
    const products = screen.getByRole('region', { name: 'Products' });
    const links = within(products).getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace(/\s/g, ' '))).toEqual([
      'Juhayna MilkEGP 57.95',
      'Almarai MilkEGP 38.50',
      'Labanita MilkEGP 75.00',
    ]);
    expect(links[0]).toHaveAttribute('href', '/en/juhayna-milk');
    const categories = screen.getByRole('region', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: 'Milk' })).toHaveAttribute(
      'href',
      '/en/milk',
    );
  });

  it('ignores a change that leaves the trimmed lowercase term the same', async () => {
    const { render, user, graphql } = setup();
    await render();
    await user.type(screen.getByRole('searchbox'), 'milk');
    await wait(800);
    await user.type(screen.getByRole('searchbox'), '  ');
    await wait(800);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'MILK');
    await wait(800);
    expect(graphql.callsOf('SearchProducts')).toHaveLength(2);
    await user.type(screen.getByRole('searchbox'), 'x');
    await wait(800);
    expect(graphql.callsOf('SearchProducts')).toHaveLength(3);
  });

  it('clears the suggestions when the input is emptied', async () => {
    const { render, user } = setup();
    await render();
    await user.type(screen.getByRole('searchbox'), 'milk');
    await wait(800);
    expect(screen.getByRole('region', { name: 'Products' })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    expect(screen.queryByRole('region', { name: 'Products' })).not.toBeInTheDocument();
  });

  it('shows no-results with the term and advice only once the search is answered empty', async () => {
    const { render, user } = setup();
    await render();
    await user.type(screen.getByRole('searchbox'), 'qwerty');
    expect(screen.queryByText(/No results/)).not.toBeInTheDocument();
    await wait(800);
    expect(screen.getByText('No results for “qwerty”')).toBeInTheDocument();
    expect(screen.getByText('Check the spelling or try more general terms.')).toBeInTheDocument();
    // A new term hides it until that search is answered too.
    await user.type(screen.getByRole('searchbox'), 'z');
    expect(screen.queryByText(/No results/)).not.toBeInTheDocument();
    await wait(800);
    expect(screen.getByText('No results for “qwertyz”')).toBeInTheDocument();
  });

  it('only logs search errors', async () => {
    const graphql = fakeGraphQL({
      SearchProducts: () => {
        throw new Error('boom');
      },
    });
    fakeAiSearch(() => ({ status: 500 }));
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await renderWithShell(graphql.wrap(<QuickSearch variant="desktop" />));
    await user.type(screen.getByRole('searchbox'), 'milk');
    await wait(800);
    expect(log).toHaveBeenCalledWith('Search suggestions failed', expect.any(Error));
    expect(log).toHaveBeenCalledWith('AI search failed', expect.any(Error));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    log.mockRestore();
  });

  it('sends the Arabic language and the chosen stock source to the AI search', async () => {
    const { render, user, ai } = setup({
      locale: 'ar',
      path: '/ar',
      choice: {
        cityId: '1',
        regionId: '2',
        districtId: '3',
        defaultOrderSource: 'cairo_nasr_city',
      } as never,
    });
    await render();
    expect(screen.getByRole('searchbox', { name: 'ابحث عن المنتجات' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'لبن');
    await wait(800);
    const params = new URL(ai.urls[0]!, 'http://localhost').searchParams;
    expect(params.get('customer_input')).toBe('لبن');
    expect(params.get('language')).toBe('ar');
    expect(params.get('source_code')).toBe('cairo_nasr_city');
  });
});

describe('quick search dropdown closing', () => {
  it('opens (dims the page) when the input is focused, even before typing', async () => {
    const { render, user } = setup();
    await render();
    expect(screen.queryByTestId('search-backdrop')).not.toBeInTheDocument();
    await user.click(screen.getByRole('searchbox'));
    expect(screen.getByTestId('search-backdrop')).toBeInTheDocument();
  });

  it('dims the page while open; a click on the backdrop closes and clears it', async () => {
    const { render, user } = setup();
    await render();
    await user.type(screen.getByRole('searchbox'), 'milk');
    await wait(800);
    await user.click(screen.getByTestId('search-backdrop'));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.queryByTestId('search-backdrop')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Products' })).not.toBeInTheDocument();
  });

  it('closes on a click outside and on clear', async () => {
    const { graphql, user } = setup();
    await renderWithShell(
      graphql.wrap(
        <>
          <QuickSearch variant="desktop" />
          <p>elsewhere</p>
        </>,
      ),
    );
    await user.type(screen.getByRole('searchbox'), 'milk');
    await wait(800);
    expect(screen.getByRole('region', { name: 'Products' })).toBeInTheDocument();
    // A press outside the search (the backdrop is not under it in jsdom's hit testing).
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByText('elsewhere') });
    expect(screen.queryByRole('region', { name: 'Products' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('milk');
    await user.click(screen.getByRole('searchbox'));
    expect(screen.getByRole('region', { name: 'Products' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Products' })).not.toBeInTheDocument();
  });

  it('closes when Tab leaves the search, after running through the suggestions', async () => {
    const { graphql, user } = setup();
    await renderWithShell(
      graphql.wrap(
        <>
          <QuickSearch variant="desktop" />
          <button type="button">after</button>
        </>,
      ),
    );
    await user.type(screen.getByRole('searchbox'), 'milk');
    await wait(800);
    await user.tab(); // clear
    await user.tab(); // search
    await user.tab();
    expect(screen.getByRole('link', { name: 'Milk' })).toHaveFocus();
    for (let i = 0; i < 3; i += 1) await user.tab();
    expect(screen.getByRole('link', { name: /Labanita Milk/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Products' })).not.toBeInTheDocument();
  });

  it('closes on route change, e.g. after following a suggestion', async () => {
    const { render, user } = setup();
    const view = await render();
    await user.type(screen.getByRole('searchbox'), 'milk');
    await wait(800);
    await user.click(screen.getByRole('link', { name: /Labanita Milk/ }));
    expect(view.currentPath()).toBe('/en/labanita-milk');
    expect(screen.queryByRole('region', { name: 'Products' })).not.toBeInTheDocument();
  });

  it('moves through the suggestions with the arrow keys and closes on Escape', async () => {
    const { render, user } = setup();
    await render();
    await user.type(screen.getByRole('searchbox'), 'milk');
    await wait(800);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Milk' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /Juhayna Milk/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('searchbox')).toHaveFocus();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('region', { name: 'Products' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });
});

describe('quick search analytics', () => {
  const selections = () =>
    (window.dataLayer ?? []).filter(
      (entry) => (entry as { event?: string }).event === 'select_item',
    );

  it('tracks select_item of the search suggestions when a suggested product is followed', async () => {
    const { render, user } = setup();
    await render();
    await user.type(screen.getByRole('searchbox'), 'milk');
    await wait(800);
    await user.click(screen.getByRole('link', { name: /Labanita Milk/ }));
    expect(selections()).toEqual([
      {
        event: 'select_item',
        ecommerce: {
          item_list_id: 'search-suggestions',
          item_list_name: 'Search suggestions',
          items: [
            {
              item_id: 'DK-9',
              item_name: 'Labanita Milk',
              price: 75,
              index: 2,
              item_list_id: 'search-suggestions',
              item_list_name: 'Search suggestions',
            },
          ],
        },
      },
    ]);
  });

  it('tracks a suggestion followed with the keyboard, and nothing for a category', async () => {
    const { render, user } = setup();
    await render();
    await user.type(screen.getByRole('searchbox'), 'milk');
    await wait(800);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(selections()).toEqual([
      expect.objectContaining({
        ecommerce: expect.objectContaining({
          items: [expect.objectContaining({ item_id: 'DK-1', index: 0 })],
        }),
      }),
    ]);
    await user.type(screen.getByRole('searchbox'), ' fresh');
    await wait(800);
    await user.click(screen.getByRole('link', { name: 'Milk' }));
    expect(selections()).toHaveLength(1);
  });

  it('tracks no search while typing: the results page tracks the submitted term', async () => {
    const { render, user } = setup();
    await render();
    await user.type(screen.getByRole('searchbox'), 'milk{Enter}');
    await wait(800);
    expect(window.dataLayer).toEqual([]);
  });
});

describe('quick search (mobile)', () => {
  it('opens a labelled full-screen dialog with focus in its input; Escape closes it', async () => {
    const { render, user } = setup({ variant: 'mobile' });
    await render();
    await user.click(screen.getByRole('button', { name: 'Search for products' }));
    const dialog = screen.getByRole('dialog', { name: 'Search' });
    expect(within(dialog).getByRole('searchbox', { name: 'Search for products' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists suggested products, or quotes the searched string when there are none', async () => {
    const { render, user } = setup({ variant: 'mobile' });
    await render();
    await user.click(screen.getByRole('button', { name: 'Search for products' }));
    await user.keyboard('milk');
    await wait(800);
    const dialog = screen.getByRole('dialog', { name: 'Search' });
    expect(within(dialog).getByRole('link', { name: /Labanita Milk/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    await user.keyboard('xyz');
    await wait(800);
    expect(within(dialog).getByText('No results for “xyz”')).toBeInTheDocument();
  });

  it('keeps the Arabic prefix and submits with the Enter key', async () => {
    const { render, user } = setup({ variant: 'mobile', locale: 'ar', path: '/ar' });
    const view = await render();
    await user.click(screen.getByRole('button', { name: 'ابحث عن المنتجات' }));
    await user.keyboard('أرز{Enter}');
    expect(view.currentPath()).toBe(`/ar/search?q=${encodeURIComponent('أرز')}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
