import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@dukkan/build/harness/testing';
import HomePage from '../../../exposes/home-page';
import { fakeGraphQL } from '@dukkan/build/testing/graphql';
import { priceRange, productCard } from '@dukkan/build/testing/fixtures';
import { dataLayerEvents, fakeViewport } from '../../../test/analytics';
import { BestsellersDocument } from '../graphql/__generated__/bestsellers';
import { StockThresholdDocument } from '../../product/graphql/__generated__/stock-threshold';

function category(id: number, name: string, featuredOrder: number | null, children = '0') {
  return {
    __typename: 'CategoryTree',
    id,
    uid: btoa(String(id)),
    name,
    url_key: name.toLowerCase().replace(/\W+/g, '-'),
    image: `/media/c${id}.svg`,
    includeInHomePage: true,
    featuredOrder,
    children_count: children,
  };
}

const CATEGORIES = [
  category(10, 'Dairy', 2, '3'),
  category(1, 'Fruits', 1, '2'),
  category(50, 'Unordered', null),
  ...Array.from({ length: 8 }, (_, i) => category(100 + i, `Extra ${i}`, 10 + i)),
];

function network(options: { dealsFail?: boolean } = {}) {
  return fakeGraphQL({
    HomeCategories: () => ({ categoryList: CATEGORIES }),
    Bestsellers: () => ({
      storeConfig: {
        __typename: 'StoreConfig',
        bestsellers: [
          {
            ...productCard({ id: 7, name: 'USB-C Cable', url_key: 'usb-c-cable-7' }),
            rating_summary: 90,
            review_count: 3,
          },
        ],
      },
    }),
    HomeDeals: () => {
      if (options.dealsFail) throw new Error('offline');
      return {
        products: {
          __typename: 'Products',
          total_count: 40,
          items: [
            {
              ...productCard({
                id: 6,
                name: 'Mangoes',
                special_price: 50,
                price_range: priceRange(50, 68.95),
              }),
              rating_summary: null,
              review_count: null,
            },
          ],
        },
      };
    },
  });
}

describe('home page', () => {
  it("shows the spec's banner offer: 10% off and free delivery on online orders, in both languages", async () => {
    const first = await renderWithShell(network().wrap(<HomePage routeId="home" params={{}} />));
    expect(
      screen.getByRole('heading', { level: 1, name: '10% off and free delivery' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/On all online orders/)).toBeInTheDocument();
    first.unmount();
    await renderWithShell(network().wrap(<HomePage routeId="home" params={{}} />), {
      locale: 'ar',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'خصم ١٠٪ وتوصيل مجاني' }),
    ).toBeInTheDocument();
  });

  it('lists the first 9 home categories by featuredOrder, linking a category with children to its featured page', async () => {
    await renderWithShell(network().wrap(<HomePage routeId="home" params={{}} />));
    const section = await screen.findByRole('region', { name: 'Shop by category' });
    const links = await within(section).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Fruits',
      'Dairy',
      ...Array.from({ length: 7 }, (_, i) => `Extra ${i}`),
    ]);
    expect(within(section).getByRole('link', { name: 'Fruits' })).toHaveAttribute(
      'href',
      '/en/featured/fruits',
    );
    expect(within(section).getByRole('link', { name: 'Extra 0' })).toHaveAttribute(
      'href',
      '/en/extra-0',
    );
  });

  it('shows the bestsellers of the store configuration and a deals strip with a link to all deals', async () => {
    await renderWithShell(network().wrap(<HomePage routeId="home" params={{}} />));
    const bestsellers = await screen.findByRole('list', { name: 'Bestsellers' });
    expect(within(bestsellers).getByRole('link', { name: 'USB-C Cable' })).toHaveAttribute(
      'href',
      '/en/usb-c-cable-7',
    );
    const deals = await screen.findByRole('list', { name: 'Deals' });
    expect(within(deals).getByRole('link', { name: 'Mangoes' })).toBeInTheDocument();
    expect(deals.querySelector('s')).toHaveTextContent('EGP 68.95');
    expect(screen.getByRole('link', { name: 'See all deals' })).toHaveAttribute(
      'href',
      '/en/deals',
    );
  });

  it('asks for the bestsellers only when the shopper scrolls near them, holding their place till then', async () => {
    const viewport = fakeViewport();
    try {
      const home = network();
      await renderWithShell(home.wrap(<HomePage routeId="home" params={{}} />));
      await screen.findByRole('list', { name: 'Deals' });
      const heading = screen.getByRole('heading', { name: 'Bestsellers' });
      const section = heading.closest('section');
      expect(section).not.toBeNull();
      expect(home.callsOf('Bestsellers')).toHaveLength(0);
      expect(within(section as HTMLElement).queryByRole('link')).toBeNull();
      expect(viewport.watched()).toContain(section);
      viewport.show(section as HTMLElement);
      const bestsellers = await screen.findByRole('list', { name: 'Bestsellers' });
      expect(within(bestsellers).getByRole('link', { name: 'USB-C Cable' })).toBeInTheDocument();
      expect(home.callsOf('Bestsellers')).toHaveLength(1);
      // Once near, for good: nothing watches the section any more.
      expect(viewport.watched()).not.toContain(section);
    } finally {
      viewport.restore();
    }
  });

  it("reads the bestsellers from the shared cache without dropping other storeConfig fields (the shell's)", async () => {
    const shared = network();
    shared.client.cache.writeQuery({
      query: StockThresholdDocument,
      data: {
        __typename: 'Query',
        storeConfig: { __typename: 'StoreConfig', limited_qty_threshold: 5 },
      },
    });
    await renderWithShell(shared.wrap(<HomePage routeId="home" params={{}} />));
    await screen.findByRole('list', { name: 'Bestsellers' });
    expect(shared.client.cache.readQuery({ query: StockThresholdDocument })?.storeConfig).toEqual({
      __typename: 'StoreConfig',
      limited_qty_threshold: 5,
    });
    expect(
      shared.client.cache.readQuery({ query: BestsellersDocument })?.storeConfig?.bestsellers,
    ).toHaveLength(1);
  });

  it('says when the deals could not be loaded and loads them again on retry, the rest of the page still there', async () => {
    const failing = network({ dealsFail: true });
    await renderWithShell(failing.wrap(<HomePage routeId="home" params={{}} />));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This could not be loaded. Please try again.',
    );
    expect(await screen.findByRole('list', { name: 'Bestsellers' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failing.callsOf('HomeDeals')).toHaveLength(2);
  });
});

describe('home page analytics', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('reports the deals and bestsellers strips as the lists home-deals and home-bestsellers, in every language', async () => {
    await renderWithShell(network().wrap(<HomePage routeId="home" params={{}} />), {
      locale: 'ar',
    });
    await screen.findByRole('list', { name: 'الأكثر مبيعًا' });
    await waitFor(() => expect(dataLayerEvents('view_item_list')).toHaveLength(2));
    expect(dataLayerEvents('view_item_list')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          item_list_id: 'home-deals',
          item_list_name: 'Home deals',
          items: [expect.objectContaining({ item_id: 'DK-6', index: 0 })],
        }),
        expect.objectContaining({
          item_list_id: 'home-bestsellers',
          item_list_name: 'Home bestsellers',
          items: [expect.objectContaining({ item_id: 'DK-7', item_name: 'USB-C Cable' })],
        }),
      ]),
    );
  });
});
