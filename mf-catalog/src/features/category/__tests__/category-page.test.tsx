import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSessionUser, renderWithShell } from '@dukkan/build/harness/testing';
import UrlResolverPage from '../../../exposes/url-resolver-page';
import { fakeGraphQL } from '@dukkan/build/testing/graphql';
import { productCard, storeConfigAnswer } from '@dukkan/build/testing/fixtures';
import { FRESH_FRUITS, OFFERS, productsPage } from './category-fixtures';
import { dataLayerEvents, fakeViewport } from '../../../test/analytics';

function network(extra: Parameters<typeof fakeGraphQL>[0] = {}) {
  return fakeGraphQL({
    ResolveUrl: (variables) => ({ route: variables.url === 'fresh-fruits' ? FRESH_FRUITS : null }),
    ListProducts: (variables) =>
      productsPage(Number(variables.currentPage), Boolean(variables.withAggregations)),
    CategoryPageOffer: (variables) => ({
      categoryPageOffer: variables.categoryId === 2 ? OFFERS : [],
    }),
    StoreConfig: () => storeConfigAnswer(),
    ...extra,
  });
}

function renderCategory(path = '/en/fresh-fruits') {
  const fake = network();
  const urlKey = path.split('?')[0]!.split('/').pop()!;
  return renderWithShell(
    fake.wrap(<UrlResolverPage routeId="url-resolver" params={{ urlKey }} />),
    { path },
  ).then((view) => ({ ...view, callsOf: fake.callsOf }));
}

describe('/{url_key} resolver', () => {
  it('says the page could not be found for an unknown url key, in English and Arabic, with a Shop Now link', async () => {
    const first = await renderWithShell(
      network().wrap(
        <UrlResolverPage routeId="url-resolver" params={{ urlKey: 'no-such-thing' }} />,
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be found.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/en');
    first.unmount();
    await renderWithShell(
      network().wrap(
        <UrlResolverPage routeId="url-resolver" params={{ urlKey: 'no-such-thing' }} />,
      ),
      {
        locale: 'ar',
      },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'تعذر العثور على هذه الصفحة.' }),
    ).toBeInTheDocument();
  });
});

/** Phones (jsdom has no media queries) show the facets behind the Filters button. */
async function openFilters() {
  const toggle = await screen.findByRole('button', { name: 'Filters' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

describe('category page', () => {
  it('shows the breadcrumb, the title, the count and the first 24 products, and takes its title from meta_title', async () => {
    await renderCategory();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fresh Fruits' }),
    ).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Fruits & Vegetables' })).toHaveAttribute(
      'href',
      '/en/fruits-and-vegetables',
    );
    const grid = await screen.findByRole('list', { name: 'Fresh Fruits' });
    // The cards mount a few at a time; the list is busy until all 24 are there.
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(24));
    expect(grid).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('Showing 24 of 30 products')).toBeInTheDocument();
    expect(document.title).toBe('Fresh Fruits | Dukkan');
  });

  it('appends page 2 on "Load more" (asking without facets) and offers no more after the last page', async () => {
    const { callsOf } = await renderCategory();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Fresh Fruits' })).getAllByRole('article'),
      ).toHaveLength(30),
    );
    expect(screen.getByRole('link', { name: 'Fruit 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fruit 30' })).toBeInTheDocument();
    expect(callsOf('ListProducts')[1]?.variables).toMatchObject({
      currentPage: 2,
      pageSize: 24,
      withAggregations: false,
    });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('offers subcategories (not the page or its parents), brands and prices as labelled facets', async () => {
    await renderCategory();
    await openFilters();
    const facets = await screen.findByRole('complementary', { name: 'Filters' });
    const category = await within(facets).findByRole('group', { name: 'Category' });
    expect(
      within(category)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Citrus (22)']);
    expect(within(facets).getByRole('checkbox', { name: 'Juhayna (4)' })).not.toBeChecked();
    const price = within(facets).getByRole('combobox', { name: 'Price' });
    expect(
      within(price)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any price', 'EGP 0 to 25 (10)', 'EGP 25 to 50 (20)']);
  });

  it('keeps a chosen subcategory in the URL and asks for products of that category, page 1 again', async () => {
    const view = await renderCategory();
    await openFilters();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Citrus (22)' }));
    await waitFor(() => expect(view.currentPath()).toBe('/en/fresh-fruits?category=3'));
    await waitFor(() =>
      expect(view.callsOf('ListProducts').at(-1)?.variables).toMatchObject({
        filter: { category_id: { in: ['3'] } },
        currentPage: 1,
      }),
    );
    expect(screen.getByRole('checkbox', { name: 'Citrus (22)' })).toBeChecked();
  });

  it('sorts by the labelled sort select and keeps the sort in the URL', async () => {
    const view = await renderCategory();
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Sort by' }),
      'Price: high to low',
    );
    await waitFor(() => expect(view.currentPath()).toBe('/en/fresh-fruits?sort=price_DESC'));
    await waitFor(() =>
      expect(view.callsOf('ListProducts').at(-1)?.variables).toMatchObject({
        sort: { price: 'DESC' },
      }),
    );
  });

  it('restores brand, price and sort from a shared URL', async () => {
    const view = await renderCategory('/en/fresh-fruits?brand=juhayna&price=25_50&sort=name_ASC');
    await screen.findByRole('list', { name: 'Fresh Fruits' });
    await openFilters();
    expect(view.callsOf('ListProducts')[0]?.variables).toMatchObject({
      filter: {
        category_id: { eq: '2' },
        brand: { in: ['juhayna'] },
        price: { from: '25', to: '50' },
      },
      sort: { name: 'ASC' },
    });
    expect(screen.getByRole('checkbox', { name: 'Juhayna (4)' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Price' })).toHaveValue('25_50');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name_ASC');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(view.currentPath()).toBe('/en/fresh-fruits?sort=name_ASC'));
  });
});

describe('category page analytics', () => {
  let viewport: ReturnType<typeof fakeViewport>;
  beforeEach(() => {
    window.dataLayer = [];
    viewport = fakeViewport();
  });
  afterEach(() => viewport.restore());

  it('reports the products seen as list category-<id> named by the category, positions running on after "Load more"', async () => {
    await renderCategory();
    const grid = await screen.findByRole('list', { name: 'Fresh Fruits' });
    viewport.show(...within(grid).getAllByRole('listitem').slice(0, 3));
    await waitFor(() => expect(dataLayerEvents('view_item_list')).toHaveLength(1));
    expect(dataLayerEvents('view_item_list')[0]).toMatchObject({
      item_list_id: 'category-2',
      item_list_name: 'Fresh Fruits',
      items: [
        { item_id: 'DK-1', item_name: 'Fruit 1', index: 0, item_list_id: 'category-2' },
        { item_id: 'DK-2', index: 1 },
        { item_id: 'DK-3', index: 2 },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(30));
    viewport.show(within(grid).getAllByRole('listitem')[24]!);
    await waitFor(() => expect(dataLayerEvents('view_item_list')).toHaveLength(2));
    expect(dataLayerEvents('view_item_list')[1]).toMatchObject({
      item_list_id: 'category-2',
      items: [{ item_id: 'DK-25', index: 24 }],
    });
  });

  it('sends select_item for the product whose card is followed', async () => {
    await renderCategory();
    const grid = await screen.findByRole('list', { name: 'Fresh Fruits' });
    await userEvent.click(within(grid).getByRole('link', { name: 'Fruit 2' }));
    expect(dataLayerEvents('select_item')).toMatchObject([
      {
        item_list_id: 'category-2',
        item_list_name: 'Fresh Fruits',
        items: [{ item_id: 'DK-2', item_name: 'Fruit 2', index: 1 }],
      },
    ]);
  });
});

describe('category page offers and previously purchased products', () => {
  async function render(
    options: { locale?: 'en' | 'ar'; user?: ReturnType<typeof makeSessionUser> } = {},
  ) {
    const locale = options.locale ?? 'en';
    const fake = network({
      PreviouslyPurchasedProducts: () => ({
        previouslyPurchasedProducts: {
          __typename: 'PreviouslyPurchasedProducts',
          total_count: 2,
          items: [
            {
              ...productCard({ id: 90, name: 'Oranges', url_key: 'oranges-90' }),
              rating_summary: 70,
              review_count: 2,
            },
            {
              ...productCard({ id: 91, name: 'Lemons', url_key: 'lemons-91' }),
              rating_summary: null,
              review_count: null,
            },
          ],
        },
      }),
    });
    await renderWithShell(
      fake.wrap(<UrlResolverPage routeId="url-resolver" params={{ urlKey: 'fresh-fruits' }} />),
      { path: `/${locale}/fresh-fruits`, locale, ...(options.user ? { user: options.user } : {}) },
    );
    return fake;
  }

  it('shows the category’s offers by their sort, with the promo code and a link in the page language', async () => {
    const fake = await render();
    const offers = await screen.findByRole('region', { name: 'Offers' });
    const cards = within(offers).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Fruit week',
      'Free delivery on fruit',
    ]);
    expect(within(cards[0]!).getByText('FRUIT10')).toBeInTheDocument();
    expect(within(cards[1]!).queryByText(/Use the code/)).not.toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'Shop now: Fruit week' })).toHaveAttribute(
      'href',
      '/en/deals',
    );
    expect(fake.callsOf('CategoryPageOffer')[0]?.variables).toEqual({ categoryId: 2 });
    // A guest has no purchases: the list is not asked for.
    expect(fake.callsOf('PreviouslyPurchasedProducts')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Previously purchased' })).not.toBeInTheDocument();
  });

  it('shows a signed-in customer’s previously purchased products of the category in Arabic, with their reviews', async () => {
    const fake = await render({ locale: 'ar', user: makeSessionUser() });
    const strip = await screen.findByRole('region', { name: 'اشتريتها من قبل' });
    expect(within(strip).getAllByRole('article')).toHaveLength(2);
    expect(within(strip).getByRole('link', { name: 'Oranges' })).toHaveAttribute(
      'href',
      '/ar/oranges-90',
    );
    expect(within(strip).getByRole('img', { name: 'التقييم ٣٫٥ من ٥' })).toBeInTheDocument();
    expect(fake.callsOf('PreviouslyPurchasedProducts')[0]?.variables).toEqual({
      categoryId: 2,
      pageSize: 12,
    });
    expect(screen.getByRole('region', { name: 'العروض' })).toBeInTheDocument();
  });

  it('shows the review summary on the category’s product cards that have reviews', async () => {
    await render();
    const grid = await screen.findByRole('list', { name: 'Fresh Fruits' });
    const cards = within(grid).getAllByRole('article');
    expect(within(cards[0]!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('(5 reviews)')).toBeInTheDocument();
    expect(within(cards[1]!).queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
  });
});
