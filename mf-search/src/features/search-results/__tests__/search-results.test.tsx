import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { useShell } from '@dukkan/contracts';
import type { ProductSummary } from '@dukkan/contracts';
import { renderWithShell } from '@dukkan/build/harness/testing';
import SearchPage from '../../../exposes/search-page';
import { fakeGraphQL, settle } from '@dukkan/build/testing/graphql';
import type { FakeGraphQL } from '@dukkan/build/testing/graphql';
import { priceRange, productCard } from '@dukkan/build/testing/fixtures';
import type { SearchResultsQuery } from '../graphql/__generated__/search-results';

/**
 * Stand-in for the catalogue's grid (another team's fragment): lists what it receives, each
 * product linking to its page as the catalogue's cards do.
 */
function GridDouble({ products }: { products: ProductSummary[] }) {
  const { localePath } = useShell();
  return (
    <ul aria-label="grid">
      {products.map((product) => (
        <li key={product.sku}>
          <Link to={localePath(`/${product.urlKey}`)}>
            {`${product.name} | ${product.price} | ${product.priceBefore} | ${product.categoryIds.join(',')}`}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** What the page pushed to the data layer under one event name. */
function pushed(event: string) {
  return (window.dataLayer ?? []).filter(
    (entry) => (entry as { event?: string }).event === event,
  ) as Record<string, unknown>[];
}

beforeEach(() => {
  window.dataLayer = [];
});

const TOTAL = 50;

function item(index: number) {
  return productCard({
    id: index,
    name: `Milk ${index}`,
    url_key: `milk-${index}`,
    small_image: { __typename: 'ProductImage', url: `/media/${index}.svg`, label: `Milk ${index}` },
    categories: [{ __typename: 'CategoryTree', id: 11 }],
    special_price: index === 1 ? 9 : null,
    // A special price with only an end date applies until the end of that day (contracts rule).
    special_to_date: index === 1 ? '2099-12-31 00:00:00' : null,
    only_x_left_in_stock: 5,
    price_range: priceRange(10, 12),
    cart_control: null,
  });
}

const searchesOf = (graphql: FakeGraphQL) =>
  graphql.callsOf('SearchResults').map((call) => call.variables);

function answer(variables: Record<string, unknown>): SearchResultsQuery {
  const search = String(variables.search);
  const pageSize = Number(variables.pageSize);
  const page = Number(variables.currentPage);
  const total = search === 'milk' ? TOTAL : 0;
  const from = (page - 1) * pageSize;
  const count = Math.max(0, Math.min(pageSize, total - from));
  return {
    __typename: 'Query',
    products: {
      __typename: 'Products',
      total_count: total,
      page_info: {
        __typename: 'SearchResultPageInfo',
        current_page: page,
        total_pages: Math.ceil(total / pageSize),
        page_size: pageSize,
      },
      items: Array.from({ length: count }, (_, index) => item(from + index + 1)),
    },
  };
}

async function setup(path: string, locale: 'en' | 'ar' = 'en') {
  const graphql = fakeGraphQL({ SearchResults: answer });
  const view = await renderWithShell(
    graphql.wrap(
      <>
        {/* Another search, as the header's search field leads to it. */}
        <Link to={`/${locale}/search?q=rice`}>search rice</Link>
        <Routes>
          <Route
            path="/:locale/search/:name?"
            element={<SearchPage routeId="search" params={{}} />}
          />
          <Route path="/:locale/:urlKey" element={<h1>Another remote's product page</h1>} />
        </Routes>
      </>,
    ),
    {
      path,
      locale,
      modules: { 'catalog/ProductGrid': () => Promise.resolve({ default: GridDouble }) },
    },
  );
  await settle();
  return { graphql, view };
}

describe('search results page', () => {
  it('shows the first 24 products for q in the catalogue grid, as ProductSummary', async () => {
    const { graphql } = await setup('/en/search?q=milk');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Search results for “milk”' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('50 products')).toBeInTheDocument();
    const rows = within(await screen.findByRole('list', { name: 'grid' })).getAllByRole('listitem');
    expect(rows).toHaveLength(24);
    expect(rows[0]).toHaveTextContent('Milk 1 | 9 | 12 | 11');
    expect(rows[1]).toHaveTextContent('Milk 2 | 10 | 12 | 11');
    expect(searchesOf(graphql)).toEqual([{ search: 'milk', pageSize: 24, currentPage: 1 }]);
  });

  it('links the other pages and loads the one chosen', async () => {
    const user = userEvent.setup();
    const { graphql, view } = await setup('/en/search?q=milk');
    const pages = await screen.findByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    await user.click(within(pages).getByRole('link', { name: 'Page 3' }));
    await settle();
    expect(view.currentPath()).toBe('/en/search?q=milk&page=3');
    expect(searchesOf(graphql).at(-1)).toEqual({
      search: 'milk',
      pageSize: 24,
      currentPage: 3,
    });
    expect(
      within(screen.getByRole('list', { name: 'grid' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/en/search?q=milk&page=2',
    );
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('takes the term from the path name when there is no q', async () => {
    const { graphql } = await setup('/en/search/milk');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Search results for “milk”' }),
    ).toBeInTheDocument();
    expect(searchesOf(graphql)[0]).toEqual({
      search: 'milk',
      pageSize: 24,
      currentPage: 1,
    });
  });

  it('says there are no results, with the term and advice', async () => {
    await setup('/en/search?q=qwerty');
    expect(await screen.findByText('No results for “qwerty”')).toBeInTheDocument();
    expect(screen.getByText('Check the spelling or try more general terms.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('asks for a term when there is none, without querying', async () => {
    const { graphql } = await setup('/en/search');
    expect(screen.getByRole('heading', { level: 1, name: 'Search results' })).toBeInTheDocument();
    expect(
      screen.getByText('Type what you are looking for in the search box.'),
    ).toBeInTheDocument();
    expect(searchesOf(graphql)).toEqual([]);
  });

  it('speaks Arabic on /ar', async () => {
    await setup(`/ar/search?q=milk`, 'ar');
    expect(
      screen.getByRole('heading', { level: 1, name: 'نتائج البحث عن «milk»' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('٥٠ منتجاً')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'صفحات النتائج' })).toBeInTheDocument();
  });
});

describe('search results analytics', () => {
  it('tracks the search once per distinct term, not again for another page', async () => {
    const user = userEvent.setup();
    await setup('/en/search?q=milk');
    expect(pushed('search')).toEqual([{ event: 'search', search_term: 'milk' }]);
    const pages = await screen.findByRole('navigation', { name: 'Result pages' });
    await user.click(within(pages).getByRole('link', { name: 'Page 2' }));
    await settle();
    expect(pushed('search')).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: 'search rice' }));
    await settle();
    expect(pushed('search')).toEqual([
      { event: 'search', search_term: 'milk' },
      { event: 'search', search_term: 'rice' },
    ]);
  });

  it('tracks no search without a term', async () => {
    await setup('/en/search');
    expect(pushed('search')).toEqual([]);
  });

  it('sends the impressions of a page as one view_item_list of the search results', async () => {
    await setup('/en/search?q=milk');
    await waitFor(() => expect(pushed('view_item_list')).toHaveLength(1));
    const { ecommerce } = pushed('view_item_list')[0] as {
      ecommerce: { item_list_id: string; item_list_name: string; items: unknown[] };
    };
    expect(ecommerce.item_list_id).toBe('search-results');
    expect(ecommerce.item_list_name).toBe('Search results');
    expect(ecommerce.items).toHaveLength(24);
    expect(ecommerce.items[0]).toEqual({
      item_id: 'DK-1',
      item_name: 'Milk 1',
      price: 9,
      index: 0,
      item_list_id: 'search-results',
      item_list_name: 'Search results',
    });
    expect(ecommerce.items[23]).toMatchObject({ item_id: 'DK-24', index: 23 });
  });

  it('counts the products of a later page from their place in the whole result', async () => {
    const user = userEvent.setup();
    await setup('/en/search?q=milk');
    await waitFor(() => expect(pushed('view_item_list')).toHaveLength(1));
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    await user.click(within(pages).getByRole('link', { name: 'Page 3' }));
    await settle();
    await waitFor(() => expect(pushed('view_item_list')).toHaveLength(2));
    const { ecommerce } = pushed('view_item_list')[1] as { ecommerce: { items: unknown[] } };
    expect(ecommerce.items).toEqual([
      expect.objectContaining({ item_id: 'DK-49', index: 48 }),
      expect.objectContaining({ item_id: 'DK-50', index: 49 }),
    ]);
  });

  it('tracks select_item when a result is followed', async () => {
    const user = userEvent.setup();
    const { view } = await setup('/en/search?q=milk');
    await user.click(await screen.findByRole('link', { name: /^Milk 2 \|/ }));
    expect(view.currentPath()).toBe('/en/milk-2');
    expect(pushed('select_item')).toEqual([
      {
        event: 'select_item',
        ecommerce: {
          item_list_id: 'search-results',
          item_list_name: 'Search results',
          items: [
            {
              item_id: 'DK-2',
              item_name: 'Milk 2',
              price: 10,
              index: 1,
              item_list_id: 'search-results',
              item_list_name: 'Search results',
            },
          ],
        },
      },
    ]);
  });
});
