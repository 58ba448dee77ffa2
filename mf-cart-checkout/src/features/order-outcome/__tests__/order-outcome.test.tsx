import { screen, waitFor } from '@testing-library/react';
import { renderWithShell } from '@dukkan/build/harness/testing';
import { fakeGraphQL } from '@dukkan/build/testing/graphql';
import type { GraphQLHandler } from '@dukkan/build/testing/graphql';
import type { Locale } from '@dukkan/contracts';
import type { ReactElement } from 'react';
import GuestOrderSuccessPage from '../../../exposes/guest-order-success-page';
import OrderErrorPage from '../../../exposes/order-error-page';
import {
  readCartCookie,
  removeCartCookie,
  writeCartCookie,
} from '../../../shared/cart/cart-cookie';
import { readCart } from '../../../shared/cart/cart-cache';
import { resetCartStoreForTests, useCartStore } from '../../../shared/cart/cart-store';
import { rememberGuestOrder } from '../../../shared/cart/guest-orders';
import { rememberPaymentCart, takePaymentCart } from '../../../shared/cart/payment-cart-memory';
import { cartAnswer, inputError, makeCart } from '../../../test/cart-fixtures';
import { ordersAnswer, placedOrder } from '../../../test/checkout-fixtures';

async function setup(
  ui: ReactElement,
  path: string,
  handlers: Record<string, GraphQLHandler> = {},
  locale: Locale = 'en',
) {
  const network = fakeGraphQL(handlers);
  const view = await renderWithShell(network.wrap(ui), { locale, path: `/${locale}${path}` });
  return { ...view, network };
}

const purchases = () =>
  (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'purchase');

beforeEach(() => {
  resetCartStoreForTests();
  removeCartCookie();
  window.sessionStorage.clear();
  window.dataLayer = [];
});

describe('guest order success', () => {
  it('shows the order the guest placed: number, items, totals, time, payment, points; purchase once', async () => {
    rememberGuestOrder('100000021', 'guest-1');
    const { network } = await setup(
      <GuestOrderSuccessPage routeId="guest-orders-success" params={{}} />,
      '/guest-order/success?id=100000021',
      { OrdersByNumber: () => ordersAnswer([placedOrder('100000021')]) },
    );
    expect(
      await screen.findByRole('heading', { name: 'Order number 100000021' }),
    ).toBeInTheDocument();
    expect(network.callsOf('OrdersByNumber')[0]?.variables).toEqual({
      numbers: ['100000021'],
      cartId: 'guest-1',
    });
    expect(screen.getByText('Mangoes')).toBeInTheDocument();
    expect(screen.getByText('EGP 70.00')).toBeInTheDocument();
    expect(screen.getByText('Cash on delivery')).toBeInTheDocument();
    expect(screen.getByText('Tuesday 9:00 AM - 12:00 PM')).toBeInTheDocument();
    expect(screen.getByText(/You earn 40 points/)).toBeInTheDocument();
    await waitFor(() => expect(purchases()).toHaveLength(1));
    expect(purchases()[0]).toEqual(
      expect.objectContaining({
        ecommerce: expect.objectContaining({
          transaction_id: '100000021',
          value: 70,
          shipping: 30,
          currency: 'EGP',
        }),
      }),
    );
  });

  it('shows nothing of an order this guest did not place, and asks nothing', async () => {
    const { network } = await setup(
      <GuestOrderSuccessPage routeId="guest-orders-success" params={{}} />,
      '/guest-order/success?id=100000099',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This order could not be found.');
    expect(network.calls).toHaveLength(0);
  });
});

describe('order error page', () => {
  it.each([
    [
      'en',
      'An error occurred while processing your payment, you can attempt re-ordering from your orders history.',
    ],
    ['ar', 'حدث خطأ أثناء معالجة الدفع، يمكنك إعادة الطلب من سجل طلباتك.'],
  ] as const)(
    'shows the PAYMENT_ERROR message in %s with Shop Now and My Orders',
    async (locale, text) => {
      await setup(
        <OrderErrorPage routeId="orders-error" params={{}} />,
        '/orders/error?msg=PAYMENT_ERROR',
        {},
        locale,
      );
      expect(screen.getByRole('alert')).toHaveTextContent(text);
      expect(screen.getAllByRole('link')).toHaveLength(2);
    },
  );

  it('words an order error code through the catalogue', async () => {
    await setup(
      <OrderErrorPage routeId="orders-error" params={{}} />,
      '/orders/error?msg=No%20selected%20payment%20method',
      {},
      'ar',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('لم يتم اختيار طريقة الدفع');
  });
  describe('a declined payment gives the guest its cart back', () => {
    const declined = '/orders/error?msg=PAYMENT_ERROR&merchantRef=0A1B2C3D4E5F60718293A4B5';
    const mangoes = { sku: 'MANGO', name: 'Mangoes', quantity: 2, price: 35 };

    it('takes back the cart this tab paid from at once, and loads it', async () => {
      rememberPaymentCart('guest-7');
      const { network } = await setup(
        <OrderErrorPage routeId="orders-error" params={{}} />,
        declined,
        { GuestCart: () => cartAnswer.guestCart(makeCart('guest-7', [mangoes])) },
      );
      expect(readCartCookie()).toBe('guest-7');
      await waitFor(() => expect(useCartStore.getState().cartId).toBe('guest-7'));
      expect(readCart(network.client, 'guest-7')?.itemCount).toBe(2);
      expect(network.callsOf('GuestCart')[0]?.variables).toEqual({ cartId: 'guest-7' });
      expect(screen.getByRole('alert')).toHaveTextContent(/error occurred while processing/);
      // Read once: a reload of the page changes nothing.
      expect(takePaymentCart()).toBeNull();
    });

    it('drops a cart the service did not give back', async () => {
      rememberPaymentCart('guest-7');
      const { network } = await setup(
        <OrderErrorPage routeId="orders-error" params={{}} />,
        declined,
        { GuestCart: () => inputError("The cart isn't active.") },
      );
      await waitFor(() => expect(network.callsOf('GuestCart')).toHaveLength(1));
      await waitFor(() => expect(readCartCookie()).toBeNull());
      expect(useCartStore.getState().cartId).toBeNull();
    });

    it('keeps a cart the guest started meanwhile; other error codes take nothing back', async () => {
      writeCartCookie('guest-new');
      rememberPaymentCart('guest-7');
      const first = await setup(<OrderErrorPage routeId="orders-error" params={{}} />, declined, {
        GuestCart: () => cartAnswer.guestCart(makeCart('guest-new', [mangoes])),
      });
      expect(readCartCookie()).toBe('guest-new');
      first.unmount();
      removeCartCookie();
      rememberPaymentCart('guest-7');
      const other = await setup(
        <OrderErrorPage routeId="orders-error" params={{}} />,
        '/orders/error?msg=No%20selected%20payment%20method',
      );
      expect(other.network.callsOf('GuestCart')).toHaveLength(0);
      expect(readCartCookie()).toBeNull();
    });
  });
});
