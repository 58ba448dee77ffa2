import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSessionUser, renderWithShell } from '@dukkan/build/harness/testing';
import { fakeGraphQL } from '@dukkan/build/testing/graphql';
import type { GraphQLHandler } from '@dukkan/build/testing/graphql';
import type { Locale, ProductSummary, SessionUser } from '@dukkan/contracts';
import AddToCart from '../../../exposes/add-to-cart';
import { readCartCookie, removeCartCookie } from '../../../shared/cart/cart-cookie';
import { resetCartStoreForTests } from '../../../shared/cart/cart-store';
import { cartAnswer, inputError, makeCart } from '../../../test/cart-fixtures';

const mangoes: ProductSummary = {
  id: '6',
  sku: 'DK-6',
  name: 'Mangoes',
  urlKey: 'mangoes-6',
  type: 'simple',
  imageUrl: null,
  price: 40,
  priceBefore: null,
  stock: 30,
  isNew: false,
  categoryIds: [],
  cartControl: { incrementStep: 0.25, minAmount: 0.25, maxAmount: 10, unit: 'kg' },
};
const eggs: ProductSummary = {
  ...mangoes,
  id: '5',
  sku: 'DK-5',
  name: 'Eggs',
  cartControl: { incrementStep: 1, minAmount: 1, maxAmount: 20, unit: null },
};

async function setup(
  product: ProductSummary,
  handlers: Record<string, GraphQLHandler | GraphQLHandler[]>,
  options: { locale?: Locale; user?: SessionUser } = {},
) {
  const network = fakeGraphQL(handlers);
  const view = await renderWithShell(network.wrap(<AddToCart product={product} />), options);
  const events: { name: string; payload: unknown }[] = [];
  view.bus.on('*', (name, payload) => events.push({ name: String(name), payload }));
  return { ...view, network, events, user: userEvent.setup() };
}

beforeEach(() => {
  resetCartStoreForTests();
  removeCartCookie();
  window.dataLayer = [];
});

/** The analytics events pushed to the data layer, without GA4's `{ ecommerce: null }` resets. */
const analyticsEvents = () =>
  (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event !== undefined);

describe('AddToCart', () => {
  it('steps a weighed product by 0.25 kg before adding: 0.25, 0.5, 0.75', async () => {
    const { user } = await setup(mangoes, {});
    const group = screen.getByRole('group', { name: 'Quantity of Mangoes' });
    expect(group).toHaveTextContent('0.25 kg');
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Mangoes' }));
    expect(group).toHaveTextContent('0.5 kg');
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Mangoes' }));
    expect(group).toHaveTextContent('0.75 kg');
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Mangoes' }));
    expect(group).toHaveTextContent('0.5 kg');
  });

  it('shows the quantity in Arabic digits in Arabic', async () => {
    await setup(mangoes, {}, { locale: 'ar' });
    expect(screen.getByRole('group', { name: 'كمية Mangoes' })).toHaveTextContent('٠٫٢٥ كجم');
    expect(screen.getByRole('button', { name: 'أضف Mangoes إلى السلة' })).toBeEnabled();
  });

  it('cannot go above max_amount', async () => {
    const { user } = await setup(
      { ...eggs, cartControl: { ...eggs.cartControl, maxAmount: 2 } },
      {},
    );
    const increase = screen.getByRole('button', { name: 'Increase quantity of Eggs' });
    await user.click(increase);
    expect(screen.getByRole('group', { name: 'Quantity of Eggs' })).toHaveTextContent('2');
    expect(increase).toBeDisabled();
  });

  it('shows the cart quantity of a product already in the guest cart after a reload', async () => {
    document.cookie = 'cart=guest-1; path=/';
    await setup(mangoes, {
      GuestCart: () =>
        cartAnswer.guestCart(
          makeCart('guest-1', [
            { sku: 'DK-6', name: 'Mangoes', quantity: 1.25, step: 0.25, unit: 'kg' },
          ]),
        ),
    });
    await screen.findByRole('button', { name: 'Decrease quantity of Mangoes' });
    expect(screen.getByRole('group', { name: 'Quantity of Mangoes' })).toHaveTextContent('1.25 kg');
    expect(screen.queryByRole('button', { name: 'Add Mangoes to cart' })).not.toBeInTheDocument();
  });

  it('is disabled with a clear label when out of stock', async () => {
    await setup({ ...eggs, stock: 0 }, {});
    expect(screen.getByRole('button', { name: 'Eggs is out of stock' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Eggs is out of stock' })).toHaveTextContent(
      'Out of stock',
    );
  });

  it('creates the guest cart on first add, saves the cookie and announces the item', async () => {
    const { user, network, events } = await setup(mangoes, {
      CreateCart: () => cartAnswer.createCart('guest-1'),
      AddProductsToCart: () =>
        cartAnswer.addProducts(
          makeCart('guest-1', [
            { sku: 'DK-6', name: 'Mangoes', quantity: 0.5, step: 0.25, min: 0.25, unit: 'kg' },
          ]),
        ),
    });
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Mangoes' }));
    await user.click(screen.getByRole('button', { name: 'Add Mangoes to cart' }));
    await waitFor(() => expect(readCartCookie()).toBe('guest-1'));
    expect(network.callsOf('AddProductsToCart')[0]!.variables).toEqual({
      cartId: 'guest-1',
      cartItems: [{ sku: 'DK-6', quantity: 0.5 }],
    });
    expect(events).toContainEqual({
      name: 'item-added',
      payload: { name: 'Mangoes', sku: 'DK-6', qty: 0.5 },
    });
    expect(events).toContainEqual({ name: 'cart:updated', payload: { itemCount: 0.5 } });
    // Now in the cart: the stepper changes the cart quantity and the add button is gone.
    expect(screen.queryByRole('button', { name: 'Add Mangoes to cart' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Quantity of Mangoes' })).toHaveTextContent('0.5 kg');
    // The add button is gone; keyboard focus stays in the stepper.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Decrease quantity of Mangoes' })).toHaveFocus(),
    );
  });

  it('changes the cart quantity once in the cart, and removes the item below the minimum', async () => {
    const inCart = (q: number) =>
      makeCart('guest-1', q > 0 ? [{ sku: 'DK-5', name: 'Eggs', quantity: q }] : []);
    const { user, network } = await setup(eggs, {
      CreateCart: () => cartAnswer.createCart('guest-1'),
      AddProductsToCart: () => cartAnswer.addProducts(inCart(1)),
      UpdateCartItems: (v) => {
        const { cart_items } = v.input as { cart_items: { quantity: number }[] };
        return cartAnswer.updateItems(inCart(cart_items[0]!.quantity));
      },
      RemoveCartItem: () => cartAnswer.removeItem(inCart(0)),
    });
    await user.click(screen.getByRole('button', { name: 'Add Eggs to cart' }));
    await user.click(await screen.findByRole('button', { name: 'Increase quantity of Eggs' }));
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Quantity of Eggs' })).toHaveTextContent('2'),
    );
    expect(network.callsOf('UpdateCartItems')[0]!.variables).toMatchObject({
      input: { cart_id: 'guest-1', cart_items: [{ quantity: 2 }] },
    });
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Eggs' }));
    await user.click(await screen.findByRole('button', { name: 'Remove Eggs from cart' }));
    await screen.findByRole('button', { name: 'Add Eggs to cart' });
    expect(network.callsOf('RemoveCartItem')).toHaveLength(1);
  });

  it('tells analytics add_to_cart in EGP with the quantity added (commerce spec section 4)', async () => {
    const { user } = await setup(mangoes, {
      CreateCart: () => cartAnswer.createCart('guest-1'),
      AddProductsToCart: () =>
        cartAnswer.addProducts(
          makeCart('guest-1', [
            { sku: 'DK-6', name: 'Mangoes', quantity: 0.5, step: 0.25, min: 0.25, unit: 'kg' },
          ]),
        ),
    });
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Mangoes' }));
    await user.click(screen.getByRole('button', { name: 'Add Mangoes to cart' }));
    await screen.findByRole('button', { name: 'Decrease quantity of Mangoes' });
    expect(analyticsEvents()).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EGP',
          value: 20,
          items: [{ item_id: 'DK-6', item_name: 'Mangoes', price: 40, quantity: 0.5 }],
        },
      },
    ]);
    // GA4: the previous ecommerce object is cleared before each e-commerce event.
    expect(window.dataLayer?.[0]).toEqual({ ecommerce: null });
  });

  it('tells analytics what the stepper adds to and takes from a product in the cart', async () => {
    const inCart = (q: number) =>
      makeCart('guest-1', q > 0 ? [{ sku: 'DK-5', name: 'Eggs', quantity: q, price: 40 }] : []);
    const { user } = await setup(eggs, {
      CreateCart: () => cartAnswer.createCart('guest-1'),
      AddProductsToCart: () => cartAnswer.addProducts(inCart(1)),
      UpdateCartItems: (v) => {
        const { cart_items } = v.input as { cart_items: { quantity: number }[] };
        return cartAnswer.updateItems(inCart(cart_items[0]!.quantity));
      },
      RemoveCartItem: () => cartAnswer.removeItem(inCart(0)),
    });
    const group = () => screen.getByRole('group', { name: 'Quantity of Eggs' });
    await user.click(screen.getByRole('button', { name: 'Add Eggs to cart' }));
    await user.click(await screen.findByRole('button', { name: 'Increase quantity of Eggs' }));
    await waitFor(() => expect(group()).toHaveTextContent('2'));
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Eggs' }));
    await waitFor(() => expect(group()).toHaveTextContent('1'));
    await user.click(await screen.findByRole('button', { name: 'Remove Eggs from cart' }));
    await screen.findByRole('button', { name: 'Add Eggs to cart' });
    const eggsItem = { item_id: 'DK-5', item_name: 'Eggs', price: 40, quantity: 1 };
    expect(analyticsEvents()).toEqual(
      ['add_to_cart', 'add_to_cart', 'remove_from_cart', 'remove_from_cart'].map((event) => ({
        event,
        ecommerce: { currency: 'EGP', value: 40, items: [eggsItem] },
      })),
    );
  });

  it('resets and retries once with a new cart when the cart is not active', async () => {
    document.cookie = 'cart=old-cart; path=/';
    const { user, network } = await setup(eggs, {
      GuestCart: () => cartAnswer.guestCart(makeCart('old-cart')),
      CreateCart: () => cartAnswer.createCart('new-cart'),
      AddProductsToCart: [
        () => inputError("The cart isn't active."),
        () =>
          cartAnswer.addProducts(
            makeCart('new-cart', [{ sku: 'DK-5', name: 'Eggs', quantity: 1 }]),
          ),
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Add Eggs to cart' }));
    await waitFor(() => expect(readCartCookie()).toBe('new-cart'));
    expect(network.callsOf('AddProductsToCart').map((c) => c.variables.cartId)).toEqual([
      'old-cart',
      'new-cart',
    ]);
    expect(screen.getByRole('group', { name: 'Quantity of Eggs' })).toHaveTextContent('1');
  });

  it('shows the stock error of user_errors translated, next to the control and as an alert', async () => {
    const { user, store } = await setup(
      eggs,
      {
        CreateCart: () => cartAnswer.createCart('g'),
        AddProductsToCart: () =>
          cartAnswer.addProducts(makeCart('g'), [
            { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' },
          ]),
      },
      { locale: 'ar' },
    );
    await user.click(screen.getByRole('button', { name: 'أضف Eggs إلى السلة' }));
    expect(await screen.findByText('الكمية المطلوبة غير متوفرة.')).toBeInTheDocument();
    expect(store.get().alerts).toContainEqual(
      expect.objectContaining({ type: 'warning', message: 'الكمية المطلوبة غير متوفرة.' }),
    );
  });

  it('maps NOT_SALABLE to its message', async () => {
    const { user, store } = await setup(eggs, {
      CreateCart: () => cartAnswer.createCart('g'),
      AddProductsToCart: () =>
        cartAnswer.addProducts(makeCart('g'), [
          {
            code: 'NOT_SALABLE',
            message: 'Product that you are trying to add is not available.',
          },
        ]),
    });
    await user.click(screen.getByRole('button', { name: 'Add Eggs to cart' }));
    expect(await screen.findByText('This product is not available for sale.')).toBeInTheDocument();
    expect(store.get().alerts[0]).toMatchObject({ type: 'danger' });
  });

  it('treats a returned quantity other than the one requested as a cart error', async () => {
    const { user, events } = await setup(eggs, {
      CreateCart: () => cartAnswer.createCart('g'),
      AddProductsToCart: () =>
        cartAnswer.addProducts(makeCart('g', [{ sku: 'DK-5', name: 'Eggs', quantity: 3 }])),
    });
    await user.click(screen.getByRole('button', { name: 'Add Eggs to cart' }));
    expect(await screen.findByText('Cart error')).toBeInTheDocument();
    expect(events.map((e) => e.name)).not.toContain('item-added');
    expect(analyticsEvents()).toEqual([]);
  });

  it('adds a chosen variant with addConfigurableProductsToCart and its parent sku', async () => {
    const variant = {
      ...eggs,
      sku: 'MAC-BLUE',
      name: 'MacBook Blue',
      parentSku: 'MAC',
      type: 'configurable' as const,
    };
    const { user, network } = await setup(variant, {
      CreateCart: () => cartAnswer.createCart('g'),
      AddConfigurableProductsToCart: () =>
        cartAnswer.addConfigurable(
          makeCart('g', [
            {
              sku: 'MAC',
              name: 'MacBook',
              quantity: 1,
              variant: {
                sku: 'MAC-BLUE',
                name: 'MacBook Blue',
                stock: 9,
                options: [['Colour', 'Blue']],
              },
            },
          ]),
        ),
    });
    await user.click(screen.getByRole('button', { name: 'Add MacBook Blue to cart' }));
    await screen.findByRole('button', { name: 'Remove MacBook Blue from cart' });
    // Analytics names the parent product and the chosen variant.
    expect(analyticsEvents()).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EGP',
          value: 40,
          items: [
            {
              item_id: 'MAC',
              item_name: 'MacBook Blue',
              item_variant: 'MAC-BLUE',
              price: 40,
              quantity: 1,
            },
          ],
        },
      },
    ]);
    expect(network.callsOf('AddConfigurableProductsToCart')[0]!.variables).toEqual({
      input: {
        cart_id: 'g',
        cart_items: [{ parent_sku: 'MAC', data: { sku: 'MAC-BLUE', quantity: 1 } }],
      },
    });
  });

  it("adds to the logged-in customer's cart without a cookie", async () => {
    const { user, network } = await setup(
      eggs,
      {
        CustomerCart: () => cartAnswer.customerCart(makeCart('cust-1')),
        AddProductsToCart: () =>
          cartAnswer.addProducts(makeCart('cust-1', [{ sku: 'DK-5', name: 'Eggs', quantity: 1 }])),
      },
      { user: makeSessionUser() },
    );
    await user.click(screen.getByRole('button', { name: 'Add Eggs to cart' }));
    await screen.findByRole('button', { name: 'Remove Eggs from cart' });
    expect(network.callsOf('CreateCart')).toHaveLength(0);
    expect(network.callsOf('AddProductsToCart')[0]!.variables.cartId).toBe('cust-1');
    expect(readCartCookie()).toBeNull();
  });
});
