import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@dukkan/build/harness/testing';
import type { Locale } from '@dukkan/contracts';
import CartPage from '../../../exposes/cart-page';
import { removeCartCookie } from '../../cart/cart-cookie';
import { resetCartStoreForTests } from '../../cart/cart-store';
import { createNetwork, makeCart } from '../../cart/__tests__/test-network';
import type { Handler } from '../../cart/__tests__/test-network';

async function setup(handlers: Record<string, Handler | Handler[]> = {}, locale: Locale = 'en') {
  const network = createNetwork(handlers);
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
      selected_shipping_method: {
        carrier_code: 'flatrate',
        method_code: 'flatrate',
        amount: { value: 45 },
        electronics_amount: { value: 30 },
        non_electronics_amount: { value: 15 },
      },
    },
  );

beforeEach(() => {
  resetCartStoreForTests();
  removeCartCookie();
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
    await setup({ GuestCart: () => ({ data: { cart: twoItems() } }) });
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

  it('shows the options of a configurable item and marks it invalid above the stock left', async () => {
    document.cookie = 'cart=guest-1; path=/';
    await setup({ GuestCart: () => ({ data: { cart: twoItems() } }) });
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
    await setup({ GuestCart: () => ({ data: { cart: twoItems() } }) });
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
        GuestCart: () => ({
          data: { cart: makeCart('guest-1', [{ sku: 'A', name: 'أرز', quantity: 1, price: 25 }]) },
        }),
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
      GuestCart: () => ({ data: { cart: twoItems() } }),
      UpdateCartItems: () => ({ data: { updateCartItems: { cart: twoItems(), errors: [] } } }),
      RemoveCartItem: () => ({ data: { removeItemFromCart: { cart: makeCart('guest-1') } } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Increase quantity of Mangoes' }));
    await waitFor(() => expect(network.named('UpdateCartItems')).toHaveLength(1));
    expect(network.named('UpdateCartItems')[0]!.variables).toMatchObject({
      input: { cart_id: 'guest-1', cart_items: [{ quantity: 1 }] },
    });
    await user.click(screen.getByRole('button', { name: 'Remove MacBook Air Blue from cart' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    // The removed line took its button away: focus goes back to the page heading.
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping cart' })).toHaveFocus();
  });

  it('shows an update error next to the item, translated', async () => {
    document.cookie = 'cart=guest-1; path=/';
    const { user } = await setup({
      GuestCart: () => ({ data: { cart: twoItems() } }),
      UpdateCartItems: () => ({
        data: {
          updateCartItems: {
            cart: twoItems(),
            errors: [{ code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' }],
          },
        },
      }),
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
        () => ({ errors: [{ message: 'Internal server error' }] }),
        () => ({ data: { cart: twoItems() } }),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your cart could not be loaded. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Mangoes' })).toBeInTheDocument();
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
      GuestCart: () => ({
        data: { cart: makeCart('guest-1', [{ sku: 'A', name: 'Rice', quantity: 1 }]) },
      }),
      SetCartItemNote: () => ({ data: { setCartItemNote: { cart: withNote() } } }),
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
    expect(network.named('SetCartItemNote')[0]!.variables).toEqual({
      input: { cart_id: 'guest-1', cart_item_id: expect.any(String), note: 'Ripe ones please' },
    });
  });

  it('refuses a note over 255 characters with a translated error and keeps the text', async () => {
    document.cookie = 'cart=guest-1; path=/';
    const { user, network } = await setup(
      {
        GuestCart: () => ({
          data: { cart: makeCart('guest-1', [{ sku: 'A', name: 'Rice', quantity: 1 }]) },
        }),
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
    expect(network.named('SetCartItemNote')).toHaveLength(0);
  });
});
