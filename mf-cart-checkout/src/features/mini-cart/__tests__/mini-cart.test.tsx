import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSessionUser, renderWithShell } from '@dukkan/build/harness/testing';
import { fakeGraphQL, graphqlError } from '@dukkan/build/testing/graphql';
import type { GraphQLHandler } from '@dukkan/build/testing/graphql';
import type { Locale } from '@dukkan/contracts';
import MiniCart from '../../../exposes/mini-cart';
import { removeCartCookie } from '../../../shared/cart/cart-cookie';
import { resetCartStoreForTests, useCartStore } from '../../../shared/cart/cart-store';
import { cartAnswer, makeCart } from '../../../test/cart-fixtures';

async function setup(
  handlers: Record<string, GraphQLHandler | GraphQLHandler[]> = {},
  locale: Locale = 'en',
) {
  const network = fakeGraphQL(handlers);
  const view = await renderWithShell(network.wrap(<MiniCart />), { locale });
  return { ...view, network };
}

beforeEach(() => {
  resetCartStoreForTests();
  removeCartCookie();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('mini cart', () => {
  it('is a link named Cart to /en/cart', async () => {
    await setup();
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/en/cart');
  });

  it('is a link named السلة to /ar/cart in Arabic', async () => {
    await setup({}, 'ar');
    expect(screen.getByRole('link', { name: 'السلة' })).toHaveAttribute('href', '/ar/cart');
  });

  it('shows the item count the cart announces on the bus', async () => {
    const view = await setup();
    act(() => view.bus.emit('cart:updated', { itemCount: 3 }));
    expect(screen.getByRole('link', { name: 'Cart, items: 3' })).toBeInTheDocument();
    act(() => view.bus.emit('cart:updated', { itemCount: 0 }));
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
  });

  it('loads the guest cart of the cookie at page start, so the count is right after a reload', async () => {
    document.cookie = 'cart=guest-1; path=/';
    const { network } = await setup({
      GuestCart: () =>
        cartAnswer.guestCart(
          makeCart('guest-1', [
            { sku: 'A', name: 'A', quantity: 2 },
            { sku: 'B', name: 'B', quantity: 1.5, step: 0.5 },
          ]),
        ),
    });
    expect(await screen.findByRole('link', { name: 'Cart, items: 3.5' })).toBeInTheDocument();
    expect(network.callsOf('GuestCart')[0]!.variables).toEqual({ cartId: 'guest-1' });
  });

  it('forgets a guest cart the service no longer has', async () => {
    document.cookie = 'cart=gone; path=/';
    const { network } = await setup({
      GuestCart: () => graphqlError('Could not find a cart with ID "gone"'),
    });
    await waitFor(() => expect(network.callsOf('GuestCart')).toHaveLength(1));
    await waitFor(() => expect(document.cookie).not.toContain('cart=gone'));
  });
});

describe('add-to-cart confirmation', () => {
  it('opens on item-added with the product name and a View Cart link, and closes after 5 seconds', async () => {
    const view = await setup();
    jest.useFakeTimers();
    act(() => view.bus.emit('item-added', { name: 'Mangoes', sku: 'DK-6', qty: 0.5 }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Mangoes has been added to your cart');
    expect(screen.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/en/cart');
    act(() => jest.advanceTimersByTime(4999));
    expect(status).toHaveTextContent('Mangoes');
    act(() => jest.advanceTimersByTime(1));
    expect(status).toBeEmptyDOMElement();
  });

  it('closes at once with its close button', async () => {
    const view = await setup();
    act(() => view.bus.emit('item-added', { name: 'Eggs', sku: 'DK-5', qty: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Close the cart message' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('speaks Arabic in Arabic', async () => {
    const view = await setup({}, 'ar');
    act(() => view.bus.emit('item-added', { name: 'مانجو', sku: 'DK-6', qty: 1 }));
    expect(screen.getByRole('status')).toHaveTextContent('تمت إضافة مانجو إلى سلة التسوق');
    expect(screen.getByRole('link', { name: 'عرض السلة' })).toHaveAttribute('href', '/ar/cart');
  });
});

describe('cart across the session', () => {
  const user = makeSessionUser();
  const tokens = { token: 't', refreshToken: 'r', tokenExpiresAt: '', refreshTokenExpiresAt: '' };

  it('merges a different guest cart into the customer cart at login', async () => {
    document.cookie = 'cart=guest-1; path=/';
    const view = await setup({
      GuestCart: () =>
        cartAnswer.guestCart(makeCart('guest-1', [{ sku: 'A', name: 'A', quantity: 1 }])),
      CustomerCart: () =>
        cartAnswer.customerCart(makeCart('cust-1', [{ sku: 'B', name: 'B', quantity: 2 }])),
      MergeCarts: () =>
        cartAnswer.mergeCarts(
          makeCart('cust-1', [
            { sku: 'A', name: 'A', quantity: 1 },
            { sku: 'B', name: 'B', quantity: 2 },
          ]),
        ),
    });
    await screen.findByRole('link', { name: 'Cart, items: 1' });
    const merged: unknown[] = [];
    view.bus.on('cart-merged', (e) => merged.push(e));
    act(() => view.bus.emit('session:login', { user, tokens }));
    expect(await screen.findByRole('link', { name: 'Cart, items: 3' })).toBeInTheDocument();
    expect(view.network.callsOf('MergeCarts')[0]!.variables).toEqual({
      sourceCartId: 'guest-1',
      destinationCartId: 'cust-1',
    });
    expect(merged).toEqual([{ cartId: 'cust-1' }]);
    expect(document.cookie).not.toContain('cart=guest-1');
    expect(view.store.get().alerts).toContainEqual(
      expect.objectContaining({ type: 'success', message: 'Cart items merged successfully' }),
    );
  });

  it('merges at page start a guest cart whose login merge never finished (page reloaded at once)', async () => {
    document.cookie = 'cart=guest-1; path=/';
    const network = fakeGraphQL({
      CustomerCart: () =>
        cartAnswer.customerCart(makeCart('cust-1', [{ sku: 'B', name: 'B', quantity: 2 }])),
      MergeCarts: () =>
        cartAnswer.mergeCarts(
          makeCart('cust-1', [
            { sku: 'A', name: 'A', quantity: 1 },
            { sku: 'B', name: 'B', quantity: 2 },
          ]),
        ),
    });
    await renderWithShell(network.wrap(<MiniCart />), { locale: 'en', user });
    expect(await screen.findByRole('link', { name: 'Cart, items: 3' })).toBeInTheDocument();
    expect(network.callsOf('MergeCarts')).toHaveLength(1);
    expect(network.callsOf('GuestCart')).toHaveLength(0);
    expect(document.cookie).not.toContain('cart=guest-1');
  });

  it('shows an empty cart, not a failure, when the session ends while the page-start load runs', async () => {
    // The token was revoked as the request went (signing out in this page): the shell signs the
    // customer out on that answer, and the cart is a guest's empty one.
    const error = jest.spyOn(console, 'error');
    const network = fakeGraphQL({
      CustomerCart: () => graphqlError("The current customer isn't authorized."),
    });
    await renderWithShell(network.wrap(<MiniCart />), { locale: 'en', user });
    await waitFor(() => expect(network.callsOf('CustomerCart')).toHaveLength(1));
    await waitFor(() => expect(useCartStore.getState().loaded).toBe(true));
    expect(useCartStore.getState().loadFailed).toBe(false);
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(useCartStore.getState().cartId).toBeNull();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('skips the merge when the guest cart is the customer cart', async () => {
    document.cookie = 'cart=same; path=/';
    const view = await setup({
      GuestCart: () => cartAnswer.guestCart(makeCart('same')),
      CustomerCart: () =>
        cartAnswer.customerCart(makeCart('same', [{ sku: 'B', name: 'B', quantity: 2 }])),
    });
    await waitFor(() => expect(view.network.callsOf('GuestCart')).toHaveLength(1));
    act(() => view.bus.emit('session:login', { user, tokens }));
    expect(await screen.findByRole('link', { name: 'Cart, items: 2' })).toBeInTheDocument();
    expect(view.network.callsOf('MergeCarts')).toHaveLength(0);
  });

  it('refuses a second merge while one is running (cartIsMerging)', async () => {
    document.cookie = 'cart=guest-1; path=/';
    const view = await setup({
      GuestCart: () =>
        cartAnswer.guestCart(makeCart('guest-1', [{ sku: 'A', name: 'A', quantity: 1 }])),
      CustomerCart: () => cartAnswer.customerCart(makeCart('cust-1')),
      MergeCarts: () =>
        cartAnswer.mergeCarts(makeCart('cust-1', [{ sku: 'A', name: 'A', quantity: 1 }])),
    });
    await screen.findByRole('link', { name: 'Cart, items: 1' });
    act(() => {
      view.bus.emit('session:login', { user, tokens });
      view.bus.emit('session:login', { user, tokens });
    });
    await waitFor(() => expect(view.network.callsOf('MergeCarts')).toHaveLength(1));
    expect(view.store.get().alerts).toContainEqual(
      expect.objectContaining({
        type: 'warning',
        message: 'Your carts are being merged, please wait.',
      }),
    );
  });

  it('shows cartIsNotActive when the guest cart is no longer active, and drops its cookie', async () => {
    document.cookie = 'cart=old; path=/';
    const view = await setup({
      GuestCart: () => cartAnswer.guestCart(makeCart('old')),
      CustomerCart: () =>
        cartAnswer.customerCart(makeCart('cust-1', [{ sku: 'B', name: 'B', quantity: 2 }])),
      MergeCarts: () => graphqlError("The cart isn't active."),
    });
    await waitFor(() => expect(view.network.callsOf('GuestCart')).toHaveLength(1));
    act(() => view.bus.emit('session:login', { user, tokens }));
    expect(await screen.findByRole('link', { name: 'Cart, items: 2' })).toBeInTheDocument();
    expect(view.store.get().alerts).toContainEqual(
      expect.objectContaining({ message: 'Your cart is no longer active.' }),
    );
    expect(document.cookie).not.toContain('cart=old');
  });

  it('just drops the cookie of a guest cart the service cannot find', async () => {
    document.cookie = 'cart=ghost; path=/';
    const view = await setup({
      GuestCart: () => cartAnswer.guestCart(makeCart('ghost')),
      CustomerCart: () => cartAnswer.customerCart(makeCart('cust-1')),
      MergeCarts: () => graphqlError('Could not find a cart with ID "ghost"'),
    });
    await waitFor(() => expect(view.network.callsOf('GuestCart')).toHaveLength(1));
    act(() => view.bus.emit('session:login', { user, tokens }));
    await waitFor(() => expect(document.cookie).not.toContain('cart=ghost'));
    expect(view.store.get().alerts).toEqual([]);
  });

  it('clears the cart at logout and announces a count of 0', async () => {
    document.cookie = 'cart=guest-1; path=/';
    const view = await setup({
      GuestCart: () =>
        cartAnswer.guestCart(makeCart('guest-1', [{ sku: 'A', name: 'A', quantity: 4 }])),
    });
    await screen.findByRole('link', { name: 'Cart, items: 4' });
    const counts: number[] = [];
    view.bus.on('cart:updated', ({ itemCount }) => counts.push(itemCount));
    act(() => view.bus.emit('session:logout', { reason: 'user' }));
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(counts).toEqual([0]);
  });

  it("loads the customer's cart at page start when signed in", async () => {
    const network = fakeGraphQL({
      CustomerCart: () =>
        cartAnswer.customerCart(makeCart('cust-1', [{ sku: 'B', name: 'B', quantity: 2 }])),
    });
    await renderWithShell(network.wrap(<MiniCart />), { user });
    expect(await screen.findByRole('link', { name: 'Cart, items: 2' })).toBeInTheDocument();
    expect(network.callsOf('GuestCart')).toHaveLength(0);
  });
});
