import { screen, waitFor, within } from '@testing-library/react';
import { renderWithShell } from '@dukkan/build/harness/testing';
import FeaturedPage from '../../../exposes/featured-page';
import { fakeGraphQL } from '@dukkan/build/testing/graphql';
import { productCard } from '@dukkan/build/testing/fixtures';
import { dataLayerEvents } from '../../../test/analytics';

const FRUITS_AND_VEGETABLES = {
  __typename: 'CategoryTree',
  type: 'CATEGORY',
  relative_url: 'fruits-and-vegetables',
  id: 1,
  uid: 'MQ==',
  name: 'Fruits & Vegetables',
  url_key: 'fruits-and-vegetables',
  url_path: 'fruits-and-vegetables',
  path: '1',
  level: 1,
  description: null,
  meta_title: null,
  meta_description: null,
  meta_keywords: null,
  children_count: '2',
  children: [
    {
      __typename: 'CategoryTree',
      id: 6,
      name: 'Fresh Vegetables',
      url_key: 'fresh-vegetables',
      image: null,
      position: 2,
    },
    {
      __typename: 'CategoryTree',
      id: 2,
      name: 'Fresh Fruits',
      url_key: 'fresh-fruits',
      image: null,
      position: 1,
    },
  ],
  breadcrumbs: [],
};

function network() {
  return fakeGraphQL({
    ResolveUrl: (variables) => ({
      route: variables.url === 'fruits-and-vegetables' ? FRUITS_AND_VEGETABLES : null,
    }),
    ListProducts: () => ({
      products: {
        __typename: 'Products',
        total_count: 2,
        page_info: {
          __typename: 'SearchResultPageInfo',
          current_page: 1,
          page_size: 24,
          total_pages: 1,
        },
        aggregations: [],
        sort_fields: { __typename: 'SortFields', default: 'position', options: [] },
        items: [
          productCard({ id: 6, name: 'Mangoes' }),
          productCard({ id: 9, name: 'Tomatoes', url_key: 'tomatoes-9' }),
        ],
      },
    }),
    HomeCategories: () => ({
      categoryList: [
        {
          __typename: 'CategoryTree',
          id: 1,
          uid: 'MQ==',
          name: 'Fruits & Vegetables',
          url_key: 'fruits-and-vegetables',
          image: null,
          includeInHomePage: true,
          featuredOrder: 1,
          children_count: '2',
        },
      ],
    }),
  });
}

describe('featured page', () => {
  it("shows a top category's subcategories in position order and its products in the grid", async () => {
    const fake = network();
    await renderWithShell(
      fake.wrap(
        <FeaturedPage routeId="featured" params={{ categorySlug: 'fruits-and-vegetables' }} />,
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fruits & Vegetables' }),
    ).toBeInTheDocument();
    const subcategories = screen.getByRole('navigation', { name: 'Subcategories' });
    const links = within(subcategories).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Fresh Fruits', '/en/fresh-fruits'],
      ['Fresh Vegetables', '/en/fresh-vegetables'],
    ]);
    const grid = await screen.findByRole('list', { name: 'Fruits & Vegetables' });
    expect(within(grid).getAllByRole('article')).toHaveLength(2);
    expect(fake.callsOf('ListProducts')[0]?.variables).toMatchObject({
      filter: { category_id: { eq: '1' } },
    });
  });

  it('says the category could not be found for an unknown slug, in Arabic', async () => {
    await renderWithShell(
      network().wrap(<FeaturedPage routeId="featured" params={{ categorySlug: 'nothing' }} />),
      {
        locale: 'ar',
      },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'تعذر العثور على هذا القسم.' }),
    ).toBeInTheDocument();
  });

  it('lists the featured categories when no category is given', async () => {
    await renderWithShell(
      network().wrap(<FeaturedPage routeId="featured" params={{ categorySlug: undefined }} />),
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Featured category' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Fruits & Vegetables' })).toHaveAttribute(
      'href',
      '/en/featured/fruits-and-vegetables',
    );
  });
});

describe('featured page analytics', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('reports its products as the list featured-<id> named by the category', async () => {
    await renderWithShell(
      network().wrap(
        <FeaturedPage routeId="featured" params={{ categorySlug: 'fruits-and-vegetables' }} />,
      ),
    );
    await screen.findByRole('list', { name: 'Fruits & Vegetables' });
    await waitFor(() =>
      expect(dataLayerEvents('view_item_list')).toMatchObject([
        {
          item_list_id: 'featured-1',
          item_list_name: 'Fruits & Vegetables',
          items: [{ item_id: 'DK-6' }, { item_id: 'DK-9' }],
        },
      ]),
    );
  });
});
