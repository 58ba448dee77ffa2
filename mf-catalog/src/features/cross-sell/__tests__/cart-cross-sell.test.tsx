import { screen, within } from '@testing-library/react';
import { renderWithShell } from '@dukkan/build/harness/testing';
import { fakeGraphQL, settle } from '@dukkan/build/testing/graphql';
import { productCard } from '@dukkan/build/testing/fixtures';
import type { Locale } from '@dukkan/contracts';
import CrossSellProducts from '../../../exposes/cross-sell-products';

const card = (id: number, name: string) => ({
  ...productCard({ id, sku: `DK-${id}`, name, url_key: `${name.toLowerCase()}-${id}` }),
  rating_summary: null,
  review_count: null,
});

function network() {
  return fakeGraphQL({
    CrossSellProducts: () => ({
      products: {
        __typename: 'Products',
        items: [
          {
            __typename: 'SimpleProduct',
            id: 2,
            url_key: 'tea-2',
            crosssell_products: [card(5, 'Sugar'), card(1, 'Rice')],
          },
          {
            __typename: 'SimpleProduct',
            id: 1,
            url_key: 'rice-1',
            crosssell_products: [card(6, 'Oil'), card(5, 'Sugar')],
          },
        ],
      },
    }),
  });
}

async function render(urlKeys: string[], excludeSkus: string[], locale: Locale = 'en') {
  const fake = network();
  await renderWithShell(
    fake.wrap(<CrossSellProducts urlKeys={urlKeys} excludeSkus={excludeSkus} />),
    { locale },
  );
  return fake;
}

describe('cart cross-sell', () => {
  it('lists the cart products’ cross-sells once each, in the cart’s order, without those in the cart', async () => {
    const fake = await render(['rice-1', 'tea-2'], ['DK-1', 'DK-2']);
    const strip = await screen.findByRole('list', { name: 'Frequently bought together' });
    expect(
      within(strip)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Oil', 'Sugar']);
    // One request for every product of the cart, the keys in a stable order.
    expect(fake.callsOf('CrossSellProducts')).toHaveLength(1);
    expect(fake.callsOf('CrossSellProducts')[0]?.variables).toEqual({
      urlKeys: ['rice-1', 'tea-2'],
      pageSize: 2,
    });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Frequently bought together' }),
    ).toBeVisible();
  });

  it('is titled in Arabic', async () => {
    await render(['tea-2'], ['DK-2'], 'ar');
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('يُشترى معه عادةً');
  });

  it('shows nothing when every cross-sell is already in the cart', async () => {
    const fake = await render(['tea-2'], ['DK-1', 'DK-2', 'DK-5']);
    await settle();
    expect(fake.callsOf('CrossSellProducts')).toHaveLength(1);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
