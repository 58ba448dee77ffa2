import { screen, within } from '@testing-library/react';
import { renderWithShell } from '@dukkan/build/harness/testing';
import DealsPage from '../../../exposes/deals-page';
import { fakeGraphQL, prices, serviceProduct } from '../../../test/fake-graphql';

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
          serviceProduct({
            id: 6,
            name: 'Mangoes',
            special_price: 50,
            price_range: prices(50, 68.95),
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
    expect(fake.calls.ListProducts?.[0]).toMatchObject({
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
