import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@dukkan/build/harness/testing';
import BrandsPage from '../../../exposes/brands-page';
import BrandPage from '../../../exposes/brand-page';
import { fakeGraphQL } from '@dukkan/build/testing/graphql';
import { productCard } from '@dukkan/build/testing/fixtures';
import { dataLayerEvents } from '../../../test/analytics';

const brand = (id: number, name: string, count: number) => ({
  __typename: 'Brand',
  id,
  name,
  url_key: name.toLowerCase(),
  image_url: `/media/brand/${name.toLowerCase()}.svg`,
  product_count: count,
});

function network() {
  return fakeGraphQL({
    Brands: () => ({
      brands: [brand(3, 'Almarai', 35), brand(4, 'Empty', 0), brand(66, 'Anker', 12)],
    }),
    Brand: (variables) => ({
      brand:
        variables.urlKey === 'almarai'
          ? { __typename: 'Brand', id: 3, name: 'Almarai', url_key: 'almarai', image_url: null }
          : null,
    }),
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
        aggregations: [
          {
            __typename: 'Aggregation',
            attribute_code: 'brand',
            label: 'Brand',
            count: 1,
            position: 1,
            options: [
              { __typename: 'AggregationOption', label: 'Almarai', count: 1, value: 'almarai' },
            ],
          },
        ],
        sort_fields: { __typename: 'SortFields', default: 'position', options: [] },
        items: [productCard({ id: 3, name: 'Almarai Milk 1 l', url_key: 'almarai-milk-3' })],
      },
    }),
  });
}

describe('brands', () => {
  it('lists the brands that have products, each linking to its page', async () => {
    await renderWithShell(network().wrap(<BrandsPage routeId="brands" params={{}} />));
    const list = await screen.findByRole('list', { name: 'Brands' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/brands/almarai',
      '/en/brands/anker',
    ]);
    expect(within(list).getByRole('link', { name: /Almarai/ })).toHaveTextContent('Products: 35');
  });

  it("shows one brand's products, filtered by the brand, without a brand facet", async () => {
    const fake = network();
    await renderWithShell(fake.wrap(<BrandPage routeId="brand" params={{ slug: 'almarai' }} />));
    expect(await screen.findByRole('heading', { level: 1, name: 'Almarai' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Almarai Milk 1 l' })).toBeInTheDocument();
    expect(fake.callsOf('ListProducts')[0]?.variables).toMatchObject({
      filter: { brand: { eq: 'almarai' } },
    });
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'Home/Brands/Almarai',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.queryByRole('group', { name: 'Brand' })).not.toBeInTheDocument();
  });

  it('says the brand could not be found for an unknown slug, in Arabic', async () => {
    await renderWithShell(
      network().wrap(<BrandPage routeId="brand" params={{ slug: 'nobody' }} />),
      { locale: 'ar' },
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'تعذر العثور على هذه العلامة التجارية.',
      }),
    ).toBeInTheDocument();
  });
});

describe('brand page analytics', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('reports its products as the list brand-<url_key> named by the brand', async () => {
    await renderWithShell(
      network().wrap(<BrandPage routeId="brand" params={{ slug: 'almarai' }} />),
    );
    await screen.findByRole('link', { name: 'Almarai Milk 1 l' });
    await waitFor(() =>
      expect(dataLayerEvents('view_item_list')).toMatchObject([
        {
          item_list_id: 'brand-almarai',
          item_list_name: 'Almarai',
          items: [{ item_id: 'DK-3', item_name: 'Almarai Milk 1 l', index: 0 }],
        },
      ]),
    );
  });
});
