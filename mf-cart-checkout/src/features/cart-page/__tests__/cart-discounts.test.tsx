import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSessionUser, renderWithShell } from '@dukkan/build/harness/testing';
import { money } from '@dukkan/build/testing/fixtures';
import { fakeGraphQL, graphqlError } from '@dukkan/build/testing/graphql';
import type { GraphQLHandler } from '@dukkan/build/testing/graphql';
import type { Locale } from '@dukkan/contracts';
import CartPage from '../../../exposes/cart-page';
import { removeCartCookie } from '../../../shared/cart/cart-cookie';
import { resetCartStoreForTests, useCartStore } from '../../../shared/cart/cart-store';
import type { CartFieldsFragment } from '../../../shared/cart/graphql/__generated__/cart-fields';
import { CustomerCartDocument } from '../../../shared/cart/graphql/__generated__/customer-cart';
import { cartAnswer, makeCart } from '../../../test/cart-fixtures';
import type { CartLoyaltyPointsQuery } from '../graphql/__generated__/cart-loyalty';

type Handlers = Record<string, GraphQLHandler | GraphQLHandler[]>;

async function setup(handlers: Handlers, options: { locale?: Locale; guest?: boolean } = {}) {
  const locale = options.locale ?? 'en';
  const network = fakeGraphQL({
    FreeShippingThreshold: () => threshold(500),
    ...handlers,
  });
  const view = await renderWithShell(network.wrap(<CartPage routeId="cart" params={{}} />), {
    locale,
    path: `/${locale}/cart`,
    user: options.guest ? null : makeSessionUser(),
  });
  return { ...view, network, user: userEvent.setup() };
}

const threshold = (value: number | null) => ({
  __typename: 'Query',
  storeConfig: { __typename: 'StoreConfig', free_shipping_threshold: value },
});

/** A customer's cart of 2 × 100 EGP; `paid` is what points and store credit take off. */
function customerCart(
  extra: Partial<CartFieldsFragment> = {},
  paid = 0,
  credit = { applied: 0, balance: 250 },
): CartFieldsFragment {
  const cart = makeCart('cust-1', [{ sku: 'DK-6', name: 'Mangoes', quantity: 2, price: 100 }], {
    applied_store_credit: {
      __typename: 'AppliedStoreCredit',
      applied_balance: money(credit.applied),
      current_balance: money(credit.balance),
    },
    ...extra,
  });
  return {
    ...cart,
    prices: { ...cart.prices!, grand_total: money(200 - paid - credit.applied) },
  };
}

const withPoints = (points: number, value: number) =>
  customerCart(
    {
      applied_reward_points: { __typename: 'RewardPointsAmount', points, money: money(value) },
    },
    value,
  );

const loyalty = (balance = 3150): CartLoyaltyPointsQuery => ({
  __typename: 'Query',
  customer: {
    __typename: 'Customer',
    id: 1,
    reward_points: {
      __typename: 'RewardPoints',
      balance: { __typename: 'RewardPointsAmount', points: balance, money: money(balance * 0.15) },
      exchange_rates: {
        __typename: 'RewardPointsExchangeRates',
        redemption: { __typename: 'RewardPointsRate', points: 100, currency_amount: 15 },
      },
    },
  },
  // As the service answers: ascending, but the zero option is the client's to guarantee.
  loyaltyPointsRedemptionRates: [500, 1000, 2000, 5000].map((points) => ({
    __typename: 'LoyaltyRedemptionRate' as const,
    points,
    price: points / 20,
  })),
});

const noVouchers = () => ({ __typename: 'Query', applicableEvouchers: [] });

const mutationAnswer = (field: string, output: string, cart: CartFieldsFragment) => () => ({
  __typename: 'Mutation',
  [field]: { __typename: output, cart },
});

const paymentMethods = () => ({
  __typename: 'Query',
  customerCart: {
    __typename: 'Cart',
    id: 'cust-1',
    available_payment_methods: [
      { __typename: 'AvailablePaymentMethod', code: 'cashondelivery', title: 'Cash on delivery' },
    ],
  },
});

function summary() {
  return screen.getByRole('region', { name: /Order summary|ملخص الطلب/ });
}

beforeEach(() => {
  resetCartStoreForTests();
  removeCartCookie();
  window.dataLayer = [];
});

describe('cart page reward points', () => {
  it('shows the balance, the tier rate and the options the balance allows, the zero one included, choosing the points equivalent of the balance', async () => {
    await setup({
      CustomerCart: () => cartAnswer.customerCart(customerCart()),
      CartLoyaltyPoints: () => loyalty(),
      ApplicableEvouchers: noVouchers,
    });
    const box = await screen.findByRole('region', { name: 'Reward points' });
    expect(box).toHaveTextContent('You have 3,150 points, worth EGP 472.50');
    expect(box).toHaveTextContent('Your tier: 100 points = EGP 15.00');
    const select = within(box).getByRole('combobox', { name: 'Points to use' });
    const options = within(select).getAllByRole('option');
    expect(options.map((o) => o.textContent?.replace(/\s/g, ' '))).toEqual([
      'Do not use points',
      '500 points (EGP 75.00 off)',
      '1,000 points (EGP 150.00 off)',
      '2,000 points (EGP 300.00 off)',
    ]);
    // 3,150 points: the highest option not above them is 2,000.
    expect(select).toHaveValue('2000');
  });

  it('applies the chosen points, shows the new total and the points line, and removes them', async () => {
    const { user, network } = await setup({
      CustomerCart: () => cartAnswer.customerCart(customerCart()),
      CartLoyaltyPoints: () => loyalty(),
      ApplicableEvouchers: noVouchers,
      ApplyLoyaltyPoints: mutationAnswer(
        'applyLoyaltyPointsToCart',
        'ApplyRewardPointsToCartOutput',
        withPoints(500, 75),
      ),
      RemoveLoyaltyPoints: mutationAnswer(
        'removeLoyaltyPointsFromCart',
        'RemoveRewardPointsFromCartOutput',
        customerCart(),
      ),
    });
    const box = await screen.findByRole('region', { name: 'Reward points' });
    expect(summary()).toHaveTextContent('Grand totalEGP 200.00');
    await user.selectOptions(within(box).getByRole('combobox', { name: 'Points to use' }), '500');
    await user.click(within(box).getByRole('button', { name: 'Use points' }));
    expect(await within(box).findByText('500 points applied: EGP 75.00 off')).toBeInTheDocument();
    expect(network.callsOf('ApplyLoyaltyPoints')[0]!.variables).toEqual({
      input: { cart_id: 'cust-1', points: 500 },
    });
    expect(summary()).toHaveTextContent('Reward points (500 points)-EGP 75.00');
    expect(summary()).toHaveTextContent('Grand totalEGP 125.00');
    expect(within(box).getByRole('status')).toHaveTextContent('The points are applied.');

    await user.click(within(box).getByRole('button', { name: 'Remove points' }));
    expect(await within(box).findByRole('status')).toHaveTextContent('The points are removed.');
    expect(network.callsOf('RemoveLoyaltyPoints')[0]!.variables).toEqual({
      input: { cart_id: 'cust-1' },
    });
    expect(summary()).not.toHaveTextContent('Reward points');
    expect(summary()).toHaveTextContent('Grand totalEGP 200.00');
  });

  it('uses as many points as the total allows with applyRewardPointsToCart (cart id only)', async () => {
    const { user, network } = await setup({
      CustomerCart: () => cartAnswer.customerCart(customerCart()),
      CartLoyaltyPoints: () => loyalty(),
      ApplicableEvouchers: noVouchers,
      ApplyRewardPoints: mutationAnswer(
        'applyRewardPointsToCart',
        'ApplyRewardPointsToCartOutput',
        withPoints(1300, 195),
      ),
    });
    const box = await screen.findByRole('region', { name: 'Reward points' });
    await user.click(within(box).getByRole('button', { name: 'Use as many points as possible' }));
    expect(
      await within(box).findByText('1,300 points applied: EGP 195.00 off'),
    ).toBeInTheDocument();
    expect(network.callsOf('ApplyRewardPoints')[0]!.variables).toEqual({ cartId: 'cust-1' });
    expect(network.callsOf('ApplyLoyaltyPoints')).toHaveLength(0);
    expect(summary()).toHaveTextContent('Grand totalEGP 5.00');
  });

  it('words an unchanged total after using all the points as rewardPoints.error, in Arabic', async () => {
    const { user } = await setup(
      {
        CustomerCart: () => cartAnswer.customerCart(customerCart()),
        CartLoyaltyPoints: () => loyalty(),
        ApplicableEvouchers: noVouchers,
        ApplyRewardPoints: mutationAnswer(
          'applyRewardPointsToCart',
          'ApplyRewardPointsToCartOutput',
          customerCart(),
        ),
      },
      { locale: 'ar' },
    );
    const box = await screen.findByRole('region', { name: 'نقاط المكافآت' });
    await user.click(within(box).getByRole('button', { name: 'استخدام أكبر عدد ممكن من النقاط' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(
      'تعذر استخدام نقاط المكافآت في هذا الطلب.',
    );
  });

  it('takes the points off when the zero option is applied, and offers nothing to apply without points', async () => {
    const { user, network } = await setup({
      CustomerCart: () => cartAnswer.customerCart(withPoints(500, 75)),
      CartLoyaltyPoints: () => loyalty(),
      ApplicableEvouchers: noVouchers,
      RemoveLoyaltyPoints: mutationAnswer(
        'removeLoyaltyPointsFromCart',
        'RemoveRewardPointsFromCartOutput',
        customerCart(),
      ),
    });
    const box = await screen.findByRole('region', { name: 'Reward points' });
    const select = within(box).getByRole('combobox', { name: 'Points to use' });
    // The points applied choose their equivalent option.
    expect(select).toHaveValue('500');
    await user.selectOptions(select, '0');
    await user.click(within(box).getByRole('button', { name: 'Use points' }));
    await waitFor(() => expect(network.callsOf('RemoveLoyaltyPoints')).toHaveLength(1));
    expect(network.callsOf('ApplyLoyaltyPoints')).toHaveLength(0);
    await waitFor(() => expect(summary()).toHaveTextContent('Grand totalEGP 200.00'));
    expect(within(box).getByRole('combobox', { name: 'Points to use' })).toHaveValue('0');
    expect(within(box).getByRole('button', { name: 'Use points' })).toBeDisabled();
  });

  it('words the service refusals as rewardPoints.alreadyApplied and rewardPoints.error, in English', async () => {
    const { user } = await setup({
      CustomerCart: () => cartAnswer.customerCart(customerCart()),
      CartLoyaltyPoints: () => loyalty(),
      ApplicableEvouchers: noVouchers,
      ApplyLoyaltyPoints: [
        () => graphqlError('These reward points are already applied to the cart.'),
        () => graphqlError('Reward points cannot be applied: the order total would not change.'),
      ],
    });
    const box = await screen.findByRole('region', { name: 'Reward points' });
    await user.click(within(box).getByRole('button', { name: 'Use points' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(
      'Reward points are already applied.',
    );
    await user.click(within(box).getByRole('button', { name: 'Use points' }));
    await waitFor(() =>
      expect(within(box).getByRole('alert')).toHaveTextContent(
        'Reward points could not be applied to this order.',
      ),
    );
  });

  it('refuses in Arabic when the answer leaves the total unchanged, and when the same points are applied again', async () => {
    const unchanged = customerCart({
      applied_reward_points: {
        __typename: 'RewardPointsAmount',
        points: 1000,
        money: money(0),
      },
    });
    const { user, network } = await setup(
      {
        CustomerCart: () => cartAnswer.customerCart(customerCart()),
        CartLoyaltyPoints: () => loyalty(),
        ApplicableEvouchers: noVouchers,
        ApplyLoyaltyPoints: mutationAnswer(
          'applyLoyaltyPointsToCart',
          'ApplyRewardPointsToCartOutput',
          unchanged,
        ),
      },
      { locale: 'ar' },
    );
    const box = await screen.findByRole('region', { name: 'نقاط المكافآت' });
    const select = within(box).getByRole('combobox', { name: 'النقاط المراد استخدامها' });
    await user.selectOptions(select, '1000');
    await user.click(within(box).getByRole('button', { name: 'استخدام النقاط' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(
      'تعذر استخدام نقاط المكافآت في هذا الطلب.',
    );
    // 1,000 points are now on the cart: the same choice again is not sent.
    await user.selectOptions(select, '1000');
    await user.click(within(box).getByRole('button', { name: 'استخدام النقاط' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(
      'تم استخدام نقاط المكافآت بالفعل.',
    );
    expect(network.callsOf('ApplyLoyaltyPoints')).toHaveLength(1);
  });

  it('refuses without a call when the total is already zero', async () => {
    const free = customerCart({}, 0, { applied: 200, balance: 250 });
    const { user, network } = await setup({
      CustomerCart: () => cartAnswer.customerCart(free),
      CartLoyaltyPoints: () => loyalty(),
      ApplicableEvouchers: noVouchers,
    });
    const box = await screen.findByRole('region', { name: 'Reward points' });
    await user.click(within(box).getByRole('button', { name: 'Use points' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(
      'Reward points could not be applied to this order.',
    );
    expect(network.callsOf('ApplyLoyaltyPoints')).toHaveLength(0);
  });
});

describe('cart page store credit', () => {
  it('applies and removes the store credit, fetching the payment methods again after each', async () => {
    const { user, network } = await setup({
      CustomerCart: () => cartAnswer.customerCart(customerCart()),
      CartLoyaltyPoints: () => loyalty(0),
      ApplicableEvouchers: noVouchers,
      ApplyStoreCredit: mutationAnswer(
        'applyStoreCreditToCart',
        'ApplyStoreCreditToCartOutput',
        customerCart({}, 0, { applied: 200, balance: 250 }),
      ),
      RemoveStoreCredit: mutationAnswer(
        'removeStoreCreditFromCart',
        'RemoveStoreCreditFromCartOutput',
        customerCart(),
      ),
      CartPaymentMethods: paymentMethods,
    });
    const box = await screen.findByRole('region', { name: 'Store credit' });
    expect(box).toHaveTextContent('Your balance: EGP 250.00');
    expect(network.callsOf('CartPaymentMethods')).toHaveLength(0);
    await user.click(within(box).getByRole('button', { name: 'Use store credit' }));
    expect(
      await within(box).findByText('Store credit pays EGP 200.00 of this order'),
    ).toBeVisible();
    expect(network.callsOf('ApplyStoreCredit')[0]!.variables).toEqual({
      input: { cart_id: 'cust-1' },
    });
    await waitFor(() => expect(network.callsOf('CartPaymentMethods')).toHaveLength(1));
    expect(summary()).toHaveTextContent('Store credit-EGP 200.00');
    expect(summary()).toHaveTextContent('Grand totalFree');
    // Points are not offered with no balance.
    expect(screen.queryByRole('region', { name: 'Reward points' })).toBeNull();

    await user.click(within(box).getByRole('button', { name: 'Remove store credit' }));
    expect(await within(box).findByText('Your balance: EGP 250.00')).toBeVisible();
    await waitFor(() => expect(network.callsOf('CartPaymentMethods')).toHaveLength(2));
    expect(network.calls.map((c) => c.operationName).slice(-2)).toEqual([
      'RemoveStoreCredit',
      'CartPaymentMethods',
    ]);
    expect(summary()).not.toHaveTextContent('Store credit');
  });

  it("shows the service's refusal in Arabic and keeps the balance offered", async () => {
    const { user, network } = await setup(
      {
        CustomerCart: () => cartAnswer.customerCart(customerCart()),
        CartLoyaltyPoints: () => loyalty(0),
        ApplicableEvouchers: noVouchers,
        ApplyStoreCredit: () =>
          graphqlError(
            'Store credit cannot be applied: there is no balance or nothing left to pay.',
            { message_ar: 'لا يمكن استخدام رصيد المحفظة: لا يوجد رصيد أو لا يتبقى شيء للدفع.' },
          ),
      },
      { locale: 'ar' },
    );
    const box = await screen.findByRole('region', { name: 'رصيد المحفظة' });
    await user.click(within(box).getByRole('button', { name: 'استخدام رصيد المحفظة' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(
      'لا يمكن استخدام رصيد المحفظة: لا يوجد رصيد أو لا يتبقى شيء للدفع.',
    );
    expect(within(box).getByRole('button', { name: 'استخدام رصيد المحفظة' })).toBeEnabled();
    expect(network.callsOf('CartPaymentMethods')).toHaveLength(0);
  });
});

describe('cart page e-vouchers', () => {
  const vouchers = () => ({
    __typename: 'Query',
    applicableEvouchers: [
      { __typename: 'ApplicableEvoucher', code: 'EV-1', coupon_id: 7001, name: '30 EGP off' },
      { __typename: 'ApplicableEvoucher', code: 'EV-2', coupon_id: 7002, name: '50 EGP off' },
    ],
  });
  const withVoucher = customerCart(
    {
      applied_coupons: [{ __typename: 'AppliedCoupon', code: 'EV-1' }],
      prices: {
        ...customerCart().prices!,
        grand_total: money(170),
        discounts: [
          { __typename: 'Discount', label: '30 EGP off', code: 'EV-1', amount: money(30) },
        ],
      },
    },
    30,
  );

  it('lists the applicable e-vouchers, applies one with its discount label and removes it', async () => {
    const { user, network } = await setup({
      CustomerCart: () => cartAnswer.customerCart(customerCart()),
      CartLoyaltyPoints: () => loyalty(0),
      ApplicableEvouchers: vouchers,
      ApplyCoupon: mutationAnswer('applyCouponToCart', 'ApplyCouponToCartOutput', withVoucher),
      RemoveCoupon: mutationAnswer(
        'removeCouponFromCart',
        'RemoveCouponFromCartOutput',
        customerCart(),
      ),
    });
    const box = await screen.findByRole('region', { name: 'Your e-vouchers' });
    expect(network.callsOf('ApplicableEvouchers')[0]!.variables).toEqual({ cartId: 'cust-1' });
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['30 EGP offApply', '50 EGP offApply']);
    await user.click(within(box).getByRole('button', { name: 'Apply e-voucher 30 EGP off' }));
    expect(
      await within(box).findByRole('button', { name: 'Remove e-voucher 30 EGP off' }),
    ).toBeVisible();
    expect(network.callsOf('ApplyCoupon')[0]!.variables).toEqual({
      input: { cart_id: 'cust-1', coupon_code: 'EV-1' },
    });
    expect(within(box).getByText('Applied')).toBeVisible();
    expect(summary()).toHaveTextContent('30 EGP off-EGP 30.00');
    expect(summary()).toHaveTextContent('Grand totalEGP 170.00');
    await user.click(within(box).getByRole('button', { name: 'Remove e-voucher 30 EGP off' }));
    expect(
      await within(box).findByRole('button', { name: 'Apply e-voucher 30 EGP off' }),
    ).toBeVisible();
    expect(within(box).getByRole('status')).toHaveTextContent('The e-voucher is removed.');
  });

  it('does not ask for the e-vouchers of the guest cart still held right after login', async () => {
    // The shopper signs in on the cart page: until the merge answers, the store and the cookie
    // still hold the guest cart; the service refuses a guest cart to a customer token and that
    // refusal ends the session (shell spec section 8).
    document.cookie = 'cart=guest-1; path=/';
    const { network, store } = await setup(
      {
        GuestCart: () =>
          cartAnswer.guestCart(
            makeCart('guest-1', [{ sku: 'DK-6', name: 'Mangoes', quantity: 1, price: 40 }]),
          ),
        CartLoyaltyPoints: () => loyalty(0),
        ApplicableEvouchers: noVouchers,
      },
      { guest: true },
    );
    await screen.findByRole('link', { name: 'Mangoes' });
    act(() => store.set({ user: makeSessionUser() }));
    await waitFor(() => expect(network.callsOf('CartLoyaltyPoints').length).toBeGreaterThan(0));
    expect(network.callsOf('ApplicableEvouchers')).toHaveLength(0);
    // Once the customer's cart is in use (the merge answered it into the cache and removed the
    // cookie), they are asked for.
    removeCartCookie();
    act(() => {
      network.client.writeQuery({
        query: CustomerCartDocument,
        data: cartAnswer.customerCart(
          makeCart('cust-1', [{ sku: 'DK-6', name: 'Mangoes', quantity: 1, price: 40 }]),
        ),
      });
      useCartStore.setState({ cartId: 'cust-1' });
    });
    await waitFor(() =>
      expect(network.callsOf('ApplicableEvouchers').map((c) => c.variables)).toEqual([
        { cartId: 'cust-1' },
      ]),
    );
  });

  it('shows the catalogue message of a refused e-voucher in Arabic', async () => {
    const { user } = await setup(
      {
        CustomerCart: () => cartAnswer.customerCart(customerCart()),
        CartLoyaltyPoints: () => loyalty(0),
        ApplicableEvouchers: vouchers,
        ApplyCoupon: () => graphqlError('The coupon code "EV-2" is not valid: it has expired.'),
      },
      { locale: 'ar' },
    );
    const box = await screen.findByRole('region', { name: 'قسائمك الإلكترونية' });
    await user.click(within(box).getByRole('button', { name: 'تطبيق القسيمة 50 EGP off' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent('كود الخصم هذا غير صالح.');
  });
});

describe('cart page for guests and free delivery', () => {
  it('offers a guest no points, store credit or e-vouchers and asks nothing about them', async () => {
    document.cookie = 'cart=guest-1; path=/';
    const { network } = await setup(
      {
        GuestCart: () =>
          cartAnswer.guestCart(
            makeCart('guest-1', [{ sku: 'DK-6', name: 'Mangoes', quantity: 1, price: 40 }]),
          ),
      },
      { guest: true },
    );
    await screen.findByRole('link', { name: 'Mangoes' });
    expect(screen.queryByRole('region', { name: 'Reward points' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Store credit' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your e-vouchers' })).toBeNull();
    expect(network.callsOf('CartLoyaltyPoints')).toHaveLength(0);
    expect(network.callsOf('ApplicableEvouchers')).toHaveLength(0);
  });

  it('shows what is left to free delivery with its progress, from the store threshold', async () => {
    document.cookie = 'cart=guest-1; path=/';
    await setup(
      {
        GuestCart: () =>
          cartAnswer.guestCart(
            makeCart('guest-1', [{ sku: 'DK-6', name: 'Mangoes', quantity: 1, price: 40 }]),
          ),
      },
      { guest: true },
    );
    expect(await screen.findByText('Add EGP 460.00 more to get free delivery')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Progress to free delivery' })).toHaveAttribute(
      'aria-valuenow',
      '8',
    );
  });

  it('says the order gets free delivery once the subtotal reaches the threshold, in Arabic', async () => {
    const { network } = await setup(
      {
        CustomerCart: () => cartAnswer.customerCart(customerCart()),
        CartLoyaltyPoints: () => loyalty(0),
        ApplicableEvouchers: noVouchers,
        FreeShippingThreshold: () => threshold(200),
      },
      { locale: 'ar' },
    );
    expect(await screen.findByText('طلبك يحصل على توصيل مجاني')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'التقدم نحو التوصيل المجاني' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(network.callsOf('FreeShippingThreshold')).toHaveLength(1);
  });
});
