import { screen, waitFor, within } from '@testing-library/react';
import { renderWithShell } from '@dukkan/build/harness/testing';
import DealsPage from '../../../exposes/deals-page';
import { fakeGraphQL } from '@dukkan/build/testing/graphql';
import { priceRange, productCard } from '@dukkan/build/testing/fixtures';
import { dataLayerEvents } from '../../../test/analytics';

function network(title: string | null) {
  return fakeGraphQL({
    DealsTitle: () => ({ storeConfig: { __typename: 'StoreConfig', deals_title: title } }),
    ListProducts: () => ({
      products: {
        __typename: 'Products',
        total_count: 1,
        page_info: {
          __typename: 'SearchResultPageInfo',
          current_page: 1,
          page_size: 24,
          total_pages: 1,
        },
        aggregations: [],
        sort_fields: { __typename: 'SortFields', default: 'position', options: [] },
        items: [
          productCard({
            id: 6,
            name: 'Mangoes',
            special_price: 50,
            price_range: priceRange(50, 68.95),
          }),
        ],
      },
    }),
  });
}

describe('deals page', () => {
  it("lists products on sale under the store's deals title, 24 a page", async () => {
    const fake = network('Weekly offers');
    await renderWithShell(fake.wrap(<DealsPage routeId="deals" params={{}} />));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Weekly offers' }),
    ).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Weekly offers' });
    expect(within(grid).getByRole('link', { name: 'Mangoes' })).toBeInTheDocument();
    expect(fake.callsOf('ListProducts')[0]?.variables).toMatchObject({
      filter: { on_sale: { eq: '1' } },
      pageSize: 24,
      currentPage: 1,
    });
  });

  it('is titled Deals (العروض in Arabic) when the store gives no title', async () => {
    await renderWithShell(network(null).wrap(<DealsPage routeId="deals" params={{}} />), {
      locale: 'ar',
    });
    await screen.findByRole('list', { name: 'العروض' });
    expect(screen.getByRole('heading', { level: 1, name: 'العروض' })).toBeInTheDocument();
  });
});

describe('deals page analytics', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('reports its products as the list deals, whatever title the store gives the page', async () => {
    await renderWithShell(network('Weekly offers').wrap(<DealsPage routeId="deals" params={{}} />));
    await screen.findByRole('list', { name: 'Weekly offers' });
    await waitFor(() =>
      expect(dataLayerEvents('view_item_list')).toMatchObject([
        { item_list_id: 'deals', item_list_name: 'Deals', items: [{ item_id: 'DK-6', price: 50 }] },
      ]),
    );
  });
});
