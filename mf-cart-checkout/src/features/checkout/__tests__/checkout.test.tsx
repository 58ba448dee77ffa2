import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@dukkan/build/harness/testing';
import { fakeGraphQL, graphqlError } from '@dukkan/build/testing/graphql';
import type { GraphQLHandler } from '@dukkan/build/testing/graphql';
import type { Locale } from '@dukkan/contracts';
import CheckoutPage from '../../../exposes/checkout-page';
import {
  readCartCookie,
  removeCartCookie,
  writeCartCookie,
} from '../../../shared/cart/cart-cookie';
import { resetCartStoreForTests } from '../../../shared/cart/cart-store';
import { guestCartOfOrder } from '../../../shared/cart/guest-orders';
import { cartAnswer } from '../../../test/cart-fixtures';
import { availableMethod, checkoutAnswer, checkoutCart } from '../../../test/checkout-fixtures';

const CART = 'guest-1';

async function setup(
  routeId: string,
  path: string,
  handlers: Record<string, GraphQLHandler | GraphQLHandler[]>,
  locale: Locale = 'en',
) {
  writeCartCookie(CART);
  const network = fakeGraphQL({
    GuestCart: () => cartAnswer.guestCart(checkoutCart(CART)),
    ...handlers,
  });
  const view = await renderWithShell(network.wrap(<CheckoutPage routeId={routeId} params={{}} />), {
    locale,
    path: `/${locale}${path}`,
    modules: { 'account/AddressForm': () => import('./address-form-stand-in') },
  });
  return { ...view, network, user: userEvent.setup() };
}

const events = (name: string) =>
  (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === name);

const shippingHandlers = (withAddress: boolean) => ({
  GuestShippingCart: () => checkoutAnswer.shippingCart(CART, withAddress),
  SetGuestEmail: () => checkoutAnswer.setEmail(CART),
  SetShippingAddress: () => checkoutAnswer.setAddress(CART),
  SetBillingAddress: () => checkoutAnswer.setBilling(CART),
  DeliveryDays: () => checkoutAnswer.days(),
});

beforeEach(() => {
  resetCartStoreForTests();
  removeCartCookie();
  window.sessionStorage.clear();
  window.localStorage.removeItem('orderSource');
  window.dataLayer = [];
});

describe('checkout as a guest', () => {
  it('offers logging in or continuing as a guest on /checkout', async () => {
    await setup('checkout', '/checkout', {});
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');
    expect(screen.getByRole('link', { name: 'Continue as guest' })).toHaveAttribute(
      'href',
      '/en/checkout/guest-shipping',
    );
  });

  it.each([
    [
      'en' as const,
      ['Delivery in 0 to 6 days', 'Free over EGP 500.00'],
      ['Delivery today', 'Order by 6:00 PM'],
    ],
    [
      'ar' as const,
      ['التوصيل خلال ٠ إلى ٦ أيام', 'مجانًا للطلبات فوق ‏٥٠٠ ج.م.‏'],
      ['التوصيل اليوم', /اطلب قبل \S/],
    ],
  ])(
    'shows each method’s delivery days, cut-off and free-shipping minimum (%s)',
    async (locale, scheduled, express) => {
      const methods = [
        availableMethod('flatrate', 'Scheduled', 30, {
          min_days: 0,
          max_days: 6,
          min_subtotal_for_free_shipping: 500,
        }),
        availableMethod('express', 'Express', 45, { max_days: 0, cutoff_time: '18:00' }),
      ];
      await setup(
        'checkout-guest-shipping',
        '/checkout/guest-shipping',
        {
          ...shippingHandlers(true),
          GuestShippingCart: () =>
            checkoutAnswer.shippingCart(CART, true, { available_shipping_methods: methods }),
        },
        locale,
      );
      const scheduledRadio = await screen.findByRole('radio', { name: /Scheduled/ });
      const expressRadio = screen.getByRole('radio', { name: /Express/ });
      for (const text of scheduled) {
        expect(scheduledRadio.closest('label')).toHaveTextContent(text);
      }
      for (const text of express) {
        expect(expressRadio.closest('label')).toHaveTextContent(text);
      }
    },
  );

  it('refuses a bad e-mail without a request and keeps what was typed', async () => {
    const { user, network } = await setup(
      'checkout-guest-shipping',
      '/checkout/guest-shipping',
      shippingHandlers(false),
    );
    const email = await screen.findByRole('textbox', { name: /E-mail/ });
    await user.type(email, 'not-an-email');
    await user.click(await screen.findByRole('button', { name: 'Deliver to this address' }));
    expect(await screen.findAllByText('This field must be a valid email.')).not.toHaveLength(0);
    expect(email).toHaveValue('not-an-email');
    expect(network.callsOf('SetGuestEmail')).toHaveLength(0);
  });

  it('sets the e-mail and address, offers the methods (storepickup hidden, first chosen) and the times, then goes to payment', async () => {
    const { user, network, currentPath } = await setup(
      'checkout-guest-shipping',
      '/checkout/guest-shipping',
      {
        ...shippingHandlers(false),
        SetDeliverySchedule: () => checkoutAnswer.setSchedule(CART),
        SetShippingMethod: () => checkoutAnswer.setMethod(CART),
      },
    );
    await user.type(await screen.findByRole('textbox', { name: /E-mail/ }), 'guest@example.com');
    await user.click(await screen.findByRole('button', { name: 'Deliver to this address' }));
    const methods = await screen.findByRole('group', { name: 'Shipping method' });
    const radios = within(methods).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(within(methods).getByRole('radio', { name: /Express delivery/ })).toBeChecked();
    expect(within(methods).queryByRole('radio', { name: /Store pickup/ })).toBeNull();
    expect(network.callsOf('SetGuestEmail')[0]?.variables).toEqual({
      input: { cart_id: CART, email: 'guest@example.com' },
    });
    const interval = await screen.findByRole('combobox', { name: 'Delivery interval' });
    expect(
      within(interval)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Tuesday 9:00 AM - 12:00 PM', 'Tuesday 12:00 PM - 3:00 PM']);
    await user.selectOptions(interval, '12');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(currentPath()).toBe('/en/checkout/pay'));
    expect(network.callsOf('SetDeliverySchedule')[0]?.variables).toEqual({
      input: {
        cart_id: CART,
        delivery_day: '2026-11-24',
        delivery_interval_id: 12,
        district_id: 7,
      },
    });
    expect(network.callsOf('SetShippingMethod')[0]?.variables).toEqual({
      input: {
        cart_id: CART,
        shipping_methods: [{ carrier_code: 'express', method_code: 'express' }],
      },
    });
    expect(events('checkout_step')).toContainEqual({
      event: 'checkout_step',
      step: 1,
      step_name: 'shipping',
    });
    expect(events('add_shipping_info')).toHaveLength(1);
  });

  it('says so in Arabic when the chosen interval is full and asks for the times again', async () => {
    const { user, network, store } = await setup(
      'checkout-shipping',
      '/checkout/shipping',
      {
        ...shippingHandlers(true),
        SetDeliverySchedule: () =>
          graphqlError('No more orders can be accepted for this interval', {
            category: 'graphql-input',
          }),
      },
      'ar',
    );
    await screen.findByRole('combobox', { name: 'فترة التوصيل' });
    await user.click(screen.getByRole('button', { name: 'المتابعة إلى الدفع' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('موعد التوصيل هذا لم يعد متاحًا');
    expect(store.get().alerts.map((a) => a.message)).toContain(
      'موعد التوصيل هذا لم يعد متاحًا، يرجى اختيار موعد آخر.',
    );
    await waitFor(() => expect(network.callsOf('DeliveryDays')).toHaveLength(2));
    expect(network.callsOf('SetShippingMethod')).toHaveLength(0);
  });
});

describe('payment and place order', () => {
  const METHODS: [string, string][] = [
    ['cashondelivery', 'Cash On Delivery'],
    ['cardondelivery', 'Card On Delivery'],
  ];
  const payHandlers = {
    GuestPaymentCart: () => checkoutAnswer.paymentCart(CART, METHODS),
    SetPaymentMethod: () => checkoutAnswer.setPayment(CART, METHODS),
    SetOrderSource: () => checkoutAnswer.setSource(CART),
  };

  it('places one order for two quick presses, resets the cart and opens the guest success page', async () => {
    const { user, network, currentPath } = await setup('checkout-pay', '/checkout/pay', {
      ...payHandlers,
      PlaceOrder: () => checkoutAnswer.placeOrder('100000021'),
    });
    const methods = await screen.findByRole('group', { name: 'Payment method' });
    expect(within(methods).getByRole('radio', { name: 'Cash On Delivery' })).toBeChecked();
    const place = screen.getByRole('button', { name: 'Place order' });
    await user.dblClick(place);
    await waitFor(() => expect(currentPath()).toBe('/en/guest-order/success?id=100000021'));
    expect(network.callsOf('PlaceOrder')).toHaveLength(1);
    expect(network.callsOf('SetPaymentMethod')).toHaveLength(1);
    // The order source: set on the cart and stored locally as orderSource (spec section 3).
    expect(network.callsOf('SetOrderSource')[0]?.variables).toEqual({
      input: { cart_id: CART, order_source: 'Web' },
    });
    expect(window.localStorage.getItem('orderSource')).toBe('Web');
    expect(readCartCookie()).toBeNull();
    expect(guestCartOfOrder('100000021')).toBe(CART);
    expect(events('add_payment_info')).toContainEqual(
      expect.objectContaining({
        ecommerce: expect.objectContaining({ payment_type: 'cashondelivery' }),
      }),
    );
  });

  it('shows the minimum order amount refusal in Arabic and keeps the cart', async () => {
    const { user } = await setup(
      'checkout-pay',
      '/checkout/pay',
      {
        ...payHandlers,
        PlaceOrder: () => graphqlError('Unable to place order: Minimum order amount is 150', {}),
      },
      'ar',
    );
    await user.click(await screen.findByRole('button', { name: 'تأكيد الطلب' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'الحد الأدنى لقيمة الطلب هو 150 جنيه',
    );
    expect(readCartCookie()).toBe(CART);
    expect(screen.getByRole('button', { name: 'تأكيد الطلب' })).toBeEnabled();
  });

  it('goes back to idle when another method is chosen after an error', async () => {
    const { user } = await setup('checkout-pay', '/checkout/pay', {
      ...payHandlers,
      PlaceOrder: () => graphqlError('No selected shipping method', {}),
    });
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No selected shipping method');
    await user.click(screen.getByRole('radio', { name: 'Card On Delivery' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(events('checkout_option')).toContainEqual({
      event: 'checkout_option',
      step: 2,
      option: 'cardondelivery',
    });
  });
});
