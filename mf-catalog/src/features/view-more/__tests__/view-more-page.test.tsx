import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from '@dukkan/contracts';
import { renderWithShell } from '@dukkan/build/harness/testing';
import { fakeGraphQL } from '@dukkan/build/testing/graphql';
import { productCard } from '@dukkan/build/testing/fixtures';
import ViewMorePage from '../../../exposes/view-more-page';
import { en } from '../../../locales/en';
import { ar } from '../../../locales/ar';
import { dataLayerEvents } from '../../../test/analytics';

function page(currentPage: number, totalPages: number, ids: number[]) {
  return {
    products: {
      __typename: 'Products' as const,
      total_count: 30,
      page_info: {
        __typename: 'SearchResultPageInfo' as const,
        current_page: currentPage,
        page_size: 24,
        total_pages: totalPages,
      },
      aggregations: [],
      sort_fields: { __typename: 'SortFields' as const, default: 'position', options: [] },
      items: ids.map((id) => ({
        ...productCard({ id, name: `Product ${id}` }),
        rating_summary: null,
        review_count: null,
      })),
    },
  };
}

/** The lists the service defines, titled in the request's language. */
function lists(locale: 'en' | 'ar' = 'en') {
  const titles =
    locale === 'ar'
      ? ['وصل حديثًا', 'العروض', 'الأكثر مبيعًا', 'عروض الصيف']
      : ['New arrivals', 'Deals', 'Bestsellers', 'Summer picks'];
  return {
    productLists: ['new', 'deals', 'bestsellers', 'summer'].map((code, index) => ({
      __typename: 'ProductList' as const,
      code,
      title: titles[index],
    })),
  };
}

function network(locale: 'en' | 'ar' = 'en') {
  return fakeGraphQL({
    ProductLists: () => lists(locale),
    ListProducts: ({ currentPage }) => (currentPage === 1 ? page(1, 2, [1, 2]) : page(2, 2, [3])),
  });
}

describe('view-more page', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('lists the new arrivals (products in their new window), and loads the next page', async () => {
    const fake = network();
    await renderWithShell(fake.wrap(<ViewMorePage routeId="view-more" params={{ code: 'new' }} />));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New arrivals' }),
    ).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'New arrivals' });
    expect(within(grid).getAllByRole('link', { name: /Product \d/ })).toHaveLength(2);
    expect(fake.callsOf('ListProducts')[0]?.variables).toMatchObject({
      filter: { list: { eq: 'new' } },
      pageSize: 24,
      currentPage: 1,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(grid).findByRole('link', { name: 'Product 3' })).toBeInTheDocument();
    expect(fake.callsOf('ListProducts')[1]?.variables).toMatchObject({ currentPage: 2 });
    await waitFor(() =>
      expect(dataLayerEvents('view_item_list')[0]).toMatchObject({
        item_list_id: 'view-more-new',
        item_list_name: 'New arrivals',
      }),
    );
  });

  it('lists the deals by their code in Arabic', async () => {
    const fake = network('ar');
    await renderWithShell(
      fake.wrap(<ViewMorePage routeId="view-more" params={{ code: 'deals' }} />),
      { locale: 'ar' },
    );
    expect(await screen.findByRole('list', { name: 'العروض' })).toBeInTheDocument();
    expect(fake.callsOf('ListProducts')[0]?.variables).toMatchObject({
      filter: { list: { eq: 'deals' } },
    });
  });

  it('lists any code the service defines, titled as the service names it', async () => {
    const fake = network();
    await renderWithShell(
      fake.wrap(<ViewMorePage routeId="view-more" params={{ code: 'summer' }} />),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Summer picks' }),
    ).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Summer picks' });
    expect(fake.callsOf('ListProducts')[0]?.variables).toMatchObject({
      filter: { list: { eq: 'summer' } },
    });
    await waitFor(() =>
      expect(dataLayerEvents('view_item_list')[0]).toMatchObject({
        item_list_id: 'view-more-summer',
        item_list_name: 'summer',
      }),
    );
  });

  it('says the page could not be found for a code the service does not define, without asking for products', async () => {
    const fake = network();
    await renderWithShell(
      fake.wrap(<ViewMorePage routeId="view-more" params={{ code: 'winter' }} />),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be found.' }),
    ).toBeInTheDocument();
    expect(fake.callsOf('ListProducts')).toHaveLength(0);
  });

  it('links every list the service defines when no code is given', async () => {
    await renderWithShell(network().wrap(<ViewMorePage routeId="view-more" params={{}} />));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'More products' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bestsellers' })).toHaveAttribute(
      'href',
      '/en/view-more/bestsellers',
    );
    expect(screen.getByRole('link', { name: 'New arrivals' })).toHaveAttribute(
      'href',
      '/en/view-more/new',
    );
    expect(screen.getByRole('link', { name: 'Deals' })).toHaveAttribute(
      'href',
      '/en/view-more/deals',
    );
  });
});

describe('catalog route titles', () => {
  it('has an English and an Arabic title for every route the catalog owns', () => {
    const owned = ROUTES.filter((route) => route.module.startsWith('catalog/'));
    expect(owned.length).toBeGreaterThan(0);
    for (const route of owned) {
      const titles = [en.routes, ar.routes].map((r) => (r as Record<string, string>)[route.id]);
      expect(titles).toEqual([expect.any(String), expect.any(String)]);
    }
  });
});
