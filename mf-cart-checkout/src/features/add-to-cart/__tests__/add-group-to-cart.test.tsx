import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@dukkan/build/harness/testing';
import { fakeGraphQL } from '@dukkan/build/testing/graphql';
import type { GraphQLHandler } from '@dukkan/build/testing/graphql';
import type { GroupAddItem, GroupAddResult, Locale, ProductSummary } from '@dukkan/contracts';
import AddGroupToCart from '../../../exposes/add-group-to-cart';
import { removeCartCookie } from '../../../shared/cart/cart-cookie';
import { resetCartStoreForTests } from '../../../shared/cart/cart-store';
import { cartAnswer, makeCart } from '../../../test/cart-fixtures';

const member = (id: string, name: string): ProductSummary => ({
  id,
  sku: `DK-${id}`,
  name,
  urlKey: `${name.toLowerCase()}-${id}`,
  type: 'simple',
  imageUrl: null,
  price: 20,
  priceBefore: null,
  stock: 30,
  isNew: false,
  categoryIds: [],
  cartControl: { incrementStep: 1, minAmount: 1, maxAmount: 10, unit: null },
});
const rice = member('11', 'Rice');
const oil = member('12', 'Oil');
const tea = member('13', 'Tea');

async function setup(
  items: GroupAddItem[],
  handlers: Record<string, GraphQLHandler | GraphQLHandler[]>,
  locale: Locale = 'en',
) {
  const network = fakeGraphQL(handlers);
  const results: GroupAddResult[][] = [];
  const view = await renderWithShell(
    network.wrap(
      <AddGroupToCart name="Breakfast pack" items={items} onResult={(r) => results.push(r)} />,
    ),
    { locale },
  );
  const events: { name: string; payload: unknown }[] = [];
  view.bus.on('*', (name, payload) => events.push({ name: String(name), payload }));
  return { ...view, network, results, events, user: userEvent.setup() };
}

beforeEach(() => {
  resetCartStoreForTests();
  removeCartCookie();
  window.dataLayer = [];
});

describe('AddGroupToCart', () => {
  it('adds every member with a quantity in one call, skipping those at 0', async () => {
    const { user, network, results, events } = await setup(
      [
        { product: rice, quantity: 2 },
        { product: oil, quantity: 0 },
        { product: tea, quantity: 1 },
      ],
      {
        CreateCart: () => cartAnswer.createCart('guest-1'),
        AddProductsToCart: () =>
          cartAnswer.addProducts(
            makeCart('guest-1', [
              { sku: 'DK-11', name: 'Rice', quantity: 2 },
              { sku: 'DK-13', name: 'Tea', quantity: 1 },
            ]),
          ),
      },
    );
    await user.click(
      screen.getByRole('button', { name: 'Add the chosen items of Breakfast pack to cart' }),
    );
    await waitFor(() => expect(results).toHaveLength(1));
    expect(network.callsOf('AddProductsToCart')).toHaveLength(1);
    expect(network.callsOf('AddProductsToCart')[0]!.variables).toEqual({
      cartId: 'guest-1',
      cartItems: [
        { sku: 'DK-11', quantity: 2 },
        { sku: 'DK-13', quantity: 1 },
      ],
    });
    expect(results[0]).toEqual([
      { sku: 'DK-11', added: true, message: null },
      { sku: 'DK-13', added: true, message: null },
    ]);
    expect(events.filter((e) => e.name === 'item-added').map((e) => e.payload)).toEqual([
      { name: 'Rice', sku: 'DK-11', qty: 2 },
      { name: 'Tea', sku: 'DK-13', qty: 1 },
    ]);
  });

  it('reports a refused member with its reason in Arabic while the others are added', async () => {
    const { user, results, events } = await setup(
      [
        { product: rice, quantity: 1 },
        { product: oil, quantity: 3 },
      ],
      {
        CreateCart: () => cartAnswer.createCart('guest-1'),
        AddProductsToCart: () =>
          cartAnswer.addProducts(
            makeCart('guest-1', [{ sku: 'DK-11', name: 'Rice', quantity: 1 }]),
            [{ code: 'INSUFFICIENT_STOCK', message: 'الكمية المطلوبة غير متاحة' }],
          ),
      },
      'ar',
    );
    await user.click(
      screen.getByRole('button', { name: 'أضف المنتجات المختارة من Breakfast pack إلى السلة' }),
    );
    await waitFor(() => expect(results).toHaveLength(1));
    expect(results[0]).toEqual([
      { sku: 'DK-11', added: true, message: null },
      { sku: 'DK-12', added: false, message: 'الكمية المطلوبة غير متوفرة.' },
    ]);
    expect(events.filter((e) => e.name === 'item-added')).toHaveLength(1);
  });

  it('refuses every member with the message when the call fails as a whole', async () => {
    const { user, results, store } = await setup([{ product: rice, quantity: 1 }], {
      CreateCart: () => cartAnswer.createCart('guest-1'),
      AddProductsToCart: () => {
        throw new Error('socket hang up');
      },
    });
    await user.click(
      screen.getByRole('button', { name: 'Add the chosen items of Breakfast pack to cart' }),
    );
    await waitFor(() => expect(results).toHaveLength(1));
    expect(results[0]).toEqual([{ sku: 'DK-11', added: false, message: 'Cart error' }]);
    expect(store.get().alerts.map((a) => a.message)).toContain('Cart error');
  });

  it('says to choose a quantity, without a call, when every member is at 0', async () => {
    const { user, network, results } = await setup([{ product: rice, quantity: 0 }], {});
    await user.click(
      screen.getByRole('button', { name: 'Add the chosen items of Breakfast pack to cart' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a quantity for at least one item.',
    );
    expect(network.callsOf('AddProductsToCart')).toHaveLength(0);
    expect(results).toHaveLength(0);
  });
});
