import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@dukkan/build/harness/testing';
import { fakeGraphQL, graphqlError } from '@dukkan/build/testing/graphql';
import type { GraphQLHandler } from '@dukkan/build/testing/graphql';
import type { Locale } from '@dukkan/contracts';
import CartPage from '../../../exposes/cart-page';
import { removeCartCookie } from '../../../shared/cart/cart-cookie';
import { resetCartStoreForTests, useCartStore } from '../../../shared/cart/cart-store';
import { cartAnswer, makeCart, shippingMethod } from '../../../test/cart-fixtures';

async function setup(
  handlers: Record<string, GraphQLHandler | GraphQLHandler[]> = {},
  locale: Locale = 'en',
) {
  const network = fakeGraphQL(handlers);
  const view = await renderWithShell(network.wrap(<CartPage routeId="cart" params={{}} />), {
    locale,
    path: `/${locale}/cart`,
  });
  return { ...view, network, user: userEvent.setup() };
}

const twoItems = () =>
  makeCart(
    'guest-1',
    [
      {
        sku: 'DK-6',
        name: 'Mangoes',
        quantity: 0.75,
        price: 40,
        regular: 50,
        step: 0.25,
        min: 0.25,
        max: 10,
        unit: 'kg',
        urlKey: 'mangoes-6',
      },
      {
        sku: 'MAC',
        name: 'MacBook Air',
        quantity: 2,
        price: 50000,
        section: 'ELECTRONICS',
        variant: {
          sku: 'MAC-BLUE',
          name: 'MacBook Air Blue',
          stock: 1,
          options: [['Colour', 'Blue']],
        },
      },
    ],
    {
      selected_shipping_method: shippingMethod(45, 30, 15),
    },
  );

beforeEach(() => {
  resetCartStoreForTests();
  removeCartCookie();
  window.dataLayer = [];
});

describe('cart page', () => {
  it('shows the empty cart with a link to shop when there is no cart', async () => {
    await setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeInTheDocument();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/en');
  });

  it('shows a loading state until the cart of the cookie arrives, then its items', async () => {
    document.cookie = 'cart=guest-1; path=/';
    await setup({ GuestCart: () => cartAnswer.guestCart(twoItems()) });
    expect(screen.getByRole('progressbar', { name: 'Loading your cart' })).toBeInTheDocument();
    const mango = (await screen.findByRole('link', { name: 'Mangoes' })).closest('li')!;
    expect(screen.getByRole('link', { name: 'Mangoes' })).toHaveAttribute('href', '/en/mangoes-6');
    expect(within(mango).getByRole('group', { name: 'Quantity of Mangoes' })).toHaveTextContent(
      '0.75 kg',
    );
    expect(mango).toHaveTextContent('Unit price EGP 40.00');
    expect(mango).toHaveTextContent('Previous price EGP 50.00');
    expect(mango).toHaveTextContent('Total EGP 30.00');
  });

  it('reads the cart again after the cache is reset (another language), showing it meanwhile', async () => {
    document.cookie = 'cart=guest-1; path=/';
    const { network } = await setup({ GuestCart: () => cartAnswer.guestCart(twoItems()) });
    await screen.findByRole('link', { name: 'Mangoes' });
    // The page's other queries ask again too; the shell words their failures as a warning.
    await act(() => network.client.resetStore().catch(() => undefined));
    // The reset emptied the cache, the cart with it: never "empty" while it is read again.
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mangoes' })).toBeInTheDocument();
    await waitFor(() => expect(network.callsOf('GuestCart')).toHaveLength(2));
    await waitFor(() => expect(useCartStore.getState().loaded).toBe(true));
    expect(screen.getByRole('link', { name: 'Mangoes' })).toBeInTheDocument();
  });

  it('mounts the catalogue’s cross-sells with the cart’s url keys and skus', async () => {
    document.cookie = 'cart=guest-1; path=/';
    const network = fakeGraphQL({ GuestCart: () => cartAnswer.guestCart(twoItems()) });
    await renderWithShell(network.wrap(<CartPage routeId="cart" params={{}} />), {
      path: '/en/cart',
      modules: {
        'catalog/CrossSellProducts': () =>
          Promise.resolve({
            default: (props: { urlKeys: string[]; excludeSkus: string[] }) => (
              <output aria-label="CrossSellProducts props">{JSON.stringify(props)}</output>
            ),
          }),
      },
    });
    const props = await screen.findByRole('status', { name: 'CrossSellProducts props' });
    const { urlKeys, excludeSkus } = JSON.parse(props.textContent ?? '{}') as {
      urlKeys: string[];
      excludeSkus: string[];
    };
    expect(urlKeys).toContain('mangoes-6');
    expect(excludeSkus).toEqual(['DK-6', 'MAC-BLUE']);
  });

  it('shows the options of a configurable item and marks it invalid above the stock left', async () => {
    document.cookie = 'cart=guest-1; path=/';
    await setup({ GuestCart: () => cartAnswer.guestCart(twoItems()) });
    const mac = (await screen.findByRole('link', { name: 'MacBook Air Blue' })).closest('li')!;
    expect(mac).toHaveTextContent('Colour: Blue');
    expect(mac).toHaveTextContent('Only 1 left: lower the quantity to place your order');
    expect(screen.getByText(/Some items cannot be ordered as they are/)).toBeInTheDocument();
    // Above the stock it can only go down.
    expect(
      within(mac).getByRole('button', { name: 'Increase quantity of MacBook Air Blue' }),
    ).toBeDisabled();
  });

  it('shows the totals with the shipping fees split by section', async () => {
    document.cookie = 'cart=guest-1; path=/';
    await setup({ GuestCart: () => cartAnswer.guestCart(twoItems()) });
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Subtotal (incl. tax)EGP 100,030.00');
    expect(summary).toHaveTextContent('Groceries shippingEGP 15.00');
    expect(summary).toHaveTextContent('Electronics and clothing shippingEGP 30.00');
    expect(summary).toHaveTextContent('Grand total');
  });

  it('shows shipping as to be calculated before a method is chosen, in Arabic too', async () => {
    document.cookie = 'cart=guest-1; path=/';
    await setup(
      {
        GuestCart: () =>
          cartAnswer.guestCart(
            makeCart('guest-1', [{ sku: 'A', name: 'أرز', quantity: 1, price: 25 }]),
          ),
      },
      'ar',
    );
    const summary = await screen.findByRole('region', { name: 'ملخص الطلب' });
    expect(summary).toHaveTextContent('رسوم الشحن');
    expect(summary).toHaveTextContent('سيتم احتسابه');
  });

  it('changes a quantity by one step and removes an item', async () => {
    document.cookie = 'cart=guest-1; path=/';
    const { user, network } = await setup({
      GuestCart: () => cartAnswer.guestCart(twoItems()),
      UpdateCartItems: () => cartAnswer.updateItems(twoItems()),
      RemoveCartItem: () => cartAnswer.removeItem(makeCart('guest-1')),
    });
    await user.click(await screen.findByRole('button', { name: 'Increase quantity of Mangoes' }));
    await waitFor(() => expect(network.callsOf('UpdateCartItems')).toHaveLength(1));
    expect(network.callsOf('UpdateCartItems')[0]!.variables).toMatchObject({
      input: { cart_id: 'guest-1', cart_items: [{ quantity: 1 }] },
    });
    await user.click(screen.getByRole('button', { name: 'Remove MacBook Air Blue from cart' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    // The removed line took its button away: focus goes back to the page heading.
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping cart' })).toHaveFocus();
  });

  it('tells analytics remove_from_cart with the quantity taken off or removed', async () => {
    document.cookie = 'cart=guest-1; path=/';
    const lowered = twoItems();
    lowered.items![0]!.quantity = 0.5;
    const { user } = await setup({
      GuestCart: () => cartAnswer.guestCart(twoItems()),
      UpdateCartItems: () => cartAnswer.updateItems(lowered),
      RemoveCartItem: () => cartAnswer.removeItem({ ...lowered, items: [lowered.items![0]!] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Decrease quantity of Mangoes' }));
    const mango = screen.getByRole('link', { name: 'Mangoes' }).closest('li')!;
    await waitFor(() => expect(mango).toHaveTextContent('0.5 kg'));
    await user.click(screen.getByRole('button', { name: 'Remove MacBook Air Blue from cart' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'MacBook Air Blue' })).not.toBeInTheDocument(),
    );
    const events = (window.dataLayer ?? []).filter((entry) => 'event' in (entry as object));
    expect(events).toEqual([
      {
        event: 'remove_from_cart',
        ecommerce: {
          currency: 'EGP',
          value: 10,
          items: [{ item_id: 'DK-6', item_name: 'Mangoes', price: 40, quantity: 0.25 }],
        },
      },
      {
        event: 'remove_from_cart',
        ecommerce: {
          currency: 'EGP',
          value: 100000,
          items: [
            {
              item_id: 'MAC',
              item_name: 'MacBook Air Blue',
              item_variant: 'MAC-BLUE',
              price: 50000,
              quantity: 2,
            },
          ],
        },
      },
    ]);
  });

  it('shows an update error next to the item, translated', async () => {
    document.cookie = 'cart=guest-1; path=/';
    const { user } = await setup({
      GuestCart: () => cartAnswer.guestCart(twoItems()),
      UpdateCartItems: () =>
        cartAnswer.updateItems(twoItems(), [
          { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' },
        ]),
    });
    await user.click(await screen.findByRole('button', { name: 'Increase quantity of Mangoes' }));
    const mango = screen.getByRole('link', { name: 'Mangoes' }).closest('li')!;
    expect(
      await within(mango).findByText('The requested quantity is not available.'),
    ).toBeInTheDocument();
  });
});

describe('cart page when the cart cannot be loaded', () => {
  beforeEach(() => {
    resetCartStoreForTests();
    removeCartCookie();
  });

  it('says so and loads again on Try again', async () => {
    document.cookie = 'cart=guest-1; path=/';
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await setup({
      GuestCart: [
        () => graphqlError('Internal server error'),
        () => cartAnswer.guestCart(twoItems()),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your cart could not be loaded. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Mangoes' })).toBeInTheDocument();
    error.mockRestore();
  });

  it('loads it again, without an error, when a store reset cuts the load short', async () => {
    // Signing out and a change of language reset the store, which rejects the requests in flight.
    document.cookie = 'cart=guest-1; path=/';
    const error = jest.spyOn(console, 'error');
    const { network } = await setup({
      // The first answer never comes: the reset rejects its request.
      GuestCart: [() => new Promise(() => undefined), () => cartAnswer.guestCart(twoItems())],
    });
    await waitFor(() => expect(network.callsOf('GuestCart')).toHaveLength(1));
    await act(() => network.client.resetStore());
    expect(await screen.findByRole('link', { name: 'Mangoes' })).toBeInTheDocument();
    expect(network.callsOf('GuestCart')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('note for the picker', () => {
  beforeEach(() => {
    resetCartStoreForTests();
    removeCartCookie();
  });

  it('adds a note to an item', async () => {
    document.cookie = 'cart=guest-1; path=/';
    const withNote = () => {
      const cart = makeCart('guest-1', [{ sku: 'A', name: 'Rice', quantity: 1 }]);
      cart.items![0]!.note = 'Ripe ones please';
      return cart;
    };
    const { user, network } = await setup({
      GuestCart: () =>
        cartAnswer.guestCart(makeCart('guest-1', [{ sku: 'A', name: 'Rice', quantity: 1 }])),
      SetCartItemNote: () => cartAnswer.setNote(withNote()),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Add a note for the picker on Rice' }),
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Note for the picker' }),
      'Ripe ones please',
    );
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note: Ripe ones please')).toBeInTheDocument();
    expect(network.callsOf('SetCartItemNote')[0]!.variables).toEqual({
      input: { cart_id: 'guest-1', cart_item_id: expect.any(String), note: 'Ripe ones please' },
    });
  });

  it('refuses a note over 255 characters with a translated error and keeps the text', async () => {
    document.cookie = 'cart=guest-1; path=/';
    const { user, network } = await setup(
      {
        GuestCart: () =>
          cartAnswer.guestCart(makeCart('guest-1', [{ sku: 'A', name: 'Rice', quantity: 1 }])),
      },
      'ar',
    );
    await user.click(
      await screen.findByRole('button', { name: 'أضف ملاحظة لمجهز الطلب على Rice' }),
    );
    const field = screen.getByRole('textbox', { name: /ملاحظة لمجهز الطلب/ });
    await user.click(field);
    await user.paste('x'.repeat(256));
    await user.click(screen.getByRole('button', { name: 'حفظ الملاحظة' }));
    expect(await screen.findByText('يجب ألا تزيد الملاحظة عن ٢٥٥ حرفًا.')).toBeInTheDocument();
    expect(field).toHaveValue('x'.repeat(256));
    expect(network.callsOf('SetCartItemNote')).toHaveLength(0);
  });
});

describe('cart page checkout button', () => {
  it('leads to /checkout and reports begin_checkout', async () => {
    document.cookie = 'cart=guest-1; path=/';
    const mangoes = makeCart('guest-1', [{ sku: 'DK-6', name: 'Mangoes', quantity: 1, price: 40 }]);
    const { user } = await setup({ GuestCart: () => cartAnswer.guestCart(mangoes) });
    const link = await screen.findByRole('link', { name: 'Checkout' });
    expect(link).toHaveAttribute('href', '/en/checkout');
    await user.click(link);
    const begun = (window.dataLayer ?? []).filter(
      (e) => (e as { event?: string }).event === 'begin_checkout',
    );
    expect(begun).toHaveLength(1);
  });

  it('is disabled with the minimum order amount while the subtotal is below it (ar)', async () => {
    document.cookie = 'cart=guest-1; path=/';
    const below = makeCart('guest-1', [{ sku: 'DK-6', name: 'Mangoes', quantity: 1, price: 40 }], {
      minimum_order_amount: {
        __typename: 'MinimumOrderAmount',
        is_reached: false,
        amount: { __typename: 'Money', value: 150 },
      },
    });
    await setup({ GuestCart: () => cartAnswer.guestCart(below) }, 'ar');
    const button = await screen.findByRole('button', { name: 'إتمام الشراء' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('الحد الأدنى لقيمة الطلب هو ١٥٠ جنيه');
    expect(screen.queryByRole('link', { name: 'إتمام الشراء' })).toBeNull();
  });

  it('is disabled while an item is out of stock', async () => {
    document.cookie = 'cart=guest-1; path=/';
    const invalid = makeCart('guest-1', [
      { sku: 'DK-6', name: 'Mangoes', quantity: 3, price: 40, stock: 1 },
    ]);
    await setup({ GuestCart: () => cartAnswer.guestCart(invalid) });
    expect(await screen.findByRole('button', { name: 'Checkout' })).toHaveAccessibleDescription(
      'Remove the items that are out of stock or lower their quantity to check out.',
    );
  });
});

describe('cart page coupon', () => {
  const mangoes = () =>
    makeCart('guest-1', [{ sku: 'DK-6', name: 'Mangoes', quantity: 1, price: 40 }]);

  it('keeps a refused code with the catalogue message, applies a valid one and removes it', async () => {
    document.cookie = 'cart=guest-1; path=/';
    const withCoupon = {
      ...mangoes(),
      applied_coupons: [{ __typename: 'AppliedCoupon' as const, code: 'SAVE10' }],
    };
    const { user, network } = await setup({
      GuestCart: () => cartAnswer.guestCart(mangoes()),
      ApplyCoupon: [
        () =>
          graphqlError('The coupon code "NOPE" is not valid. Verify the code and try again.', {
            category: 'graphql-input',
          }),
        () => ({
          __typename: 'Mutation',
          applyCouponToCart: { __typename: 'ApplyCouponToCartOutput', cart: withCoupon },
        }),
      ],
      RemoveCoupon: () => ({
        __typename: 'Mutation',
        removeCouponFromCart: { __typename: 'RemoveCouponFromCartOutput', cart: mangoes() },
      }),
    });
    const field = await screen.findByRole('textbox', { name: 'Coupon code' });
    await user.type(field, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This coupon code is not valid.')).toBeInTheDocument();
    expect(field).toHaveValue('NOPE');
    await user.clear(field);
    await user.type(field, 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon SAVE10 is applied')).toBeInTheDocument();
    expect(network.callsOf('ApplyCoupon')[1]?.variables).toEqual({
      input: { cart_id: 'guest-1', coupon_code: 'SAVE10' },
    });
    await user.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(await screen.findByRole('textbox', { name: 'Coupon code' })).toHaveValue('');
    expect(screen.getByText('The coupon is removed.')).toBeInTheDocument();
  });
});
