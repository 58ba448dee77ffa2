import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { ProductSummary } from '@dukkan/contracts';
import { renderWithShell } from '@dukkan/build/harness/testing';
import SearchPage from '../../../exposes/search-page';
import { fakeGraphQL, settle } from '../../../test/fake-network';

/** Stand-in for the catalogue's grid (another team's fragment): lists what it receives. */
function GridDouble({ products }: { products: ProductSummary[] }) {
  return (
    <ul aria-label="grid">
      {products.map((product) => (
        <li
          key={product.sku}
        >{`${product.name} | ${product.price} | ${product.priceBefore} | ${product.categoryIds.join(',')}`}</li>
      ))}
    </ul>
  );
}

const TOTAL = 50;

function item(index: number) {
  return {
    __typename: 'SimpleProduct',
    id: index,
    sku: `DK-${index}`,
    name: `Milk ${index}`,
    url_key: `milk-${index}`,
    small_image: { __typename: 'ProductImage', url: `/media/${index}.svg`, label: `Milk ${index}` },
    categories: [{ __typename: 'CategoryTree', id: 11 }],
    attributes: [],
    special_price: index === 1 ? 9 : null,
    special_from_date: null,
    // A special price with only an end date applies until the end of that day (contracts rule).
    special_to_date: index === 1 ? '2099-12-31 00:00:00' : null,
    new_from_date: null,
    new_to_date: null,
    only_x_left_in_stock: 5,
    price_range: {
      __typename: 'PriceRange',
      maximum_price: {
        __typename: 'ProductPrice',
        final_price: { __typename: 'Money', value: 10 },
        regular_price: { __typename: 'Money', value: 12 },
      },
    },
    cart_control: null,
  };
}

function answer(variables: Record<string, unknown>) {
  const search = String(variables.search);
  const pageSize = Number(variables.pageSize);
  const page = Number(variables.currentPage);
  const total = search === 'milk' ? TOTAL : 0;
  const from = (page - 1) * pageSize;
  const count = Math.max(0, Math.min(pageSize, total - from));
  return {
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
      <Routes>
        <Route
          path="/:locale/search/:name?"
          element={<SearchPage routeId="search" params={{}} />}
        />
      </Routes>,
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
    expect(graphql.calls.SearchResults).toEqual([{ search: 'milk', pageSize: 24, currentPage: 1 }]);
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
    expect(graphql.calls.SearchResults?.at(-1)).toEqual({
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
    expect(graphql.calls.SearchResults?.[0]).toEqual({
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
    expect(graphql.calls.SearchResults).toBeUndefined();
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
