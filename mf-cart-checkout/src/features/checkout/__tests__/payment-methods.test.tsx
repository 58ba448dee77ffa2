import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSessionUser, renderWithShell } from '@dukkan/build/harness/testing';
import { fakeGraphQL, graphqlError } from '@dukkan/build/testing/graphql';
import type { GraphQLHandler } from '@dukkan/build/testing/graphql';
import type { Locale } from '@dukkan/contracts';
import CheckoutPage from '../../../exposes/checkout-page';
import PlaceOrderPage from '../../../exposes/place-order-page';
import {
  readCartCookie,
  removeCartCookie,
  writeCartCookie,
} from '../../../shared/cart/cart-cookie';
import { resetCartStoreForTests, useCartStore } from '../../../shared/cart/cart-store';
import { guestCartOfOrder } from '../../../shared/cart/guest-orders';
import { cartAnswer } from '../../../test/cart-fixtures';
import { checkoutAnswer, checkoutCart, paymentFields } from '../../../test/checkout-fixtures';
import type { PaymentCodes } from '../../../test/checkout-fixtures';
import { takePaymentCart } from '../../../shared/cart/payment-cart-memory';
import { leaveForPaymentPage, postProviderForm } from '../payment-navigation';
import { deviceFingerprint } from '../device-fingerprint';

jest.mock('../payment-navigation', () => ({
  leaveForPaymentPage: jest.fn(),
  postProviderForm: jest.fn(),
}));
// jsdom cannot hash (no crypto.subtle): none by default, as such a browser sends none.
jest.mock('../device-fingerprint', () => ({ deviceFingerprint: jest.fn() }));
// Typing a whole card with user-event takes a few seconds on a busy machine.
jest.setTimeout(30_000);

const CART = 'cart-1';
const METHODS: [string, string][] = [
  ['cashondelivery', 'Cash On Delivery'],
  ['robusta_payfort_cc', 'Credit / Debit Card'],
  ['robusta_accept_cc', 'Credit Card (Accept)'],
  ['robusta_accept_mobile_wallets', 'Mobile Wallet'],
];
const CARD = {
  __typename: 'SavedCard' as const,
  card_id: 5,
  card_number: '411111******1111',
  expiry_date: '12/30',
  payment_option: 'VISA',
  card_holder_name: 'Mona Adel',
};

const signature = () => ({
  __typename: 'Mutation' as const,
  cardPaymentSignature: {
    __typename: 'CardPaymentSignature' as const,
    merchant_reference: 'ABC',
    order_number: '100000031',
    service_url: 'http://localhost/dev/payment-sandbox/payfort',
    signature: 'f'.repeat(64),
    fields: [
      { __typename: 'KeyValue' as const, name: 'merchant_reference', value: 'ABC' },
      { __typename: 'KeyValue' as const, name: 'service_command', value: 'TOKENIZATION' },
    ],
  },
});

async function setup(
  handlers: Record<string, GraphQLHandler | GraphQLHandler[]>,
  options: { locale?: Locale; customer?: boolean; methods?: PaymentCodes } = {},
) {
  const locale = options.locale ?? 'en';
  const offered = options.methods ?? METHODS;
  // The cookie holds only a guest's cart; a customer's is found by the token.
  if (!options.customer) writeCartCookie(CART);
  const payment = { ...checkoutCart(CART), ...paymentFields(CART, offered) };
  const network = fakeGraphQL({
    GuestCart: () => cartAnswer.guestCart(checkoutCart(CART)),
    CustomerCart: () => cartAnswer.customerCart(checkoutCart(CART)),
    GuestPaymentCart: () => checkoutAnswer.paymentCart(CART, offered),
    CustomerPaymentCart: () => ({ __typename: 'Query', customerCart: payment }),
    CheckoutSavedCards: () => ({ __typename: 'Query', customerCards: [CARD] }),
    SetPaymentMethod: () => checkoutAnswer.setPayment(CART, offered),
    SetOrderSource: () => checkoutAnswer.setSource(CART),
    ...handlers,
  });
  const view = await renderWithShell(
    network.wrap(<CheckoutPage routeId="checkout-pay" params={{}} />),
    {
      locale,
      path: `/${locale}/checkout/pay`,
      user: options.customer ? makeSessionUser() : null,
    },
  );
  const methods = await screen.findByRole('group', {
    name: locale === 'en' ? 'Payment method' : 'طريقة الدفع',
  });
  return { ...view, network, methods, user: userEvent.setup() };
}

const events = (name: string) =>
  (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === name);

beforeEach(() => {
  resetCartStoreForTests();
  removeCartCookie();
  window.sessionStorage.clear();
  window.dataLayer = [];
  jest.mocked(leaveForPaymentPage).mockClear();
  jest.mocked(postProviderForm).mockClear();
  jest.mocked(deviceFingerprint).mockReset().mockResolvedValue(null);
});

describe('a new card (PayFort-style signature)', () => {
  it('checks the card first, then places the order and posts the card with the signed fields', async () => {
    const { user, network, methods } = await setup({ CardPaymentSignature: signature });
    await user.click(within(methods).getByRole('radio', { name: 'Credit / Debit Card' }));
    // A guest is not offered to keep the card.
    expect(screen.queryByRole('checkbox', { name: /Save this card/ })).toBeNull();
    const place = screen.getByRole('button', { name: 'Place order' });
    await user.click(place);
    expect(screen.getAllByText('This field is required.')).toHaveLength(4);
    expect(screen.getByRole('alert')).toHaveTextContent('Check the highlighted fields.');
    expect(network.callsOf('CardPaymentSignature')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Card number/ }), '4111 1111 1111 1111');
    await user.type(screen.getByRole('textbox', { name: /Expiry date/ }), '13/30');
    await user.type(screen.getByRole('textbox', { name: /Security code/ }), '12');
    await user.type(screen.getByRole('textbox', { name: /Name on the card/ }), 'Mona Adel');
    expect(screen.getByText('must be in date format.')).toBeInTheDocument();
    expect(screen.getByText('must be valid security code.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Expiry date/ }));
    await user.type(screen.getByRole('textbox', { name: /Expiry date/ }), '12/35');
    await user.type(screen.getByRole('textbox', { name: /Security code/ }), '3');
    // Every field fixed: the errors and the error state are gone.
    expect(screen.queryByRole('alert')).toBeNull();
    await user.dblClick(place);

    await waitFor(() => expect(postProviderForm).toHaveBeenCalledTimes(1));
    expect(network.callsOf('CardPaymentSignature')).toHaveLength(1);
    expect(network.callsOf('CardPaymentSignature')[0]?.variables).toEqual({
      input: { cart_id: CART, return_url: 'http://localhost/en/orders/success', sandbox: true },
    });
    expect(network.callsOf('SavePaymentCard')).toHaveLength(0);
    const form = jest.mocked(postProviderForm).mock.calls[0]![0];
    expect(form.method).toBe('post');
    expect(form.action).toBe('http://localhost/dev/payment-sandbox/payfort');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      merchant_reference: 'ABC',
      service_command: 'TOKENIZATION',
      signature: 'f'.repeat(64),
      card_number: '4111111111111111',
      expiry_date: '12/35',
      card_security_code: '123',
      card_holder_name: 'Mona Adel',
    });
    // The order is placed: the cart is reset, the guest's order number kept, and the cart the
    // payment left from (a decline gives it back).
    expect(readCartCookie()).toBeNull();
    expect(takePaymentCart()).toBe(CART);
    expect(guestCartOfOrder('100000031')).toBe(CART);
    expect(events('add_payment_info')).toHaveLength(1);
    // The cart is gone: the page says where the browser is going instead of "empty cart".
    expect(screen.getByText('Taking you to the payment page…')).toBeInTheDocument();
  });

  it("keeps a customer's card when asked, and shows a refusal in Arabic without losing the card", async () => {
    const { user, network, methods } = await setup(
      {
        SavePaymentCard: () => ({
          __typename: 'Mutation',
          savePaymentCardOnCart: {
            __typename: 'SavePaymentCardOnCartOutput',
            cart_id: CART,
            save_card: true,
          },
        }),
        CardPaymentSignature: [
          () => graphqlError('Payment method is not allowed', { category: 'graphql-input' }),
          signature,
        ],
      },
      { locale: 'ar', customer: true },
    );
    await user.click(within(methods).getByRole('radio', { name: 'Credit / Debit Card' }));
    await user.type(screen.getByRole('textbox', { name: /رقم البطاقة/ }), '4111111111111111');
    await user.type(screen.getByRole('textbox', { name: /تاريخ الانتهاء/ }), '12/35');
    await user.type(screen.getByRole('textbox', { name: /رمز الأمان/ }), '123');
    await user.type(screen.getByRole('textbox', { name: /الاسم على البطاقة/ }), 'منى عادل');
    await user.click(screen.getByRole('checkbox', { name: 'احفظ هذه البطاقة لطلباتي القادمة' }));
    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('طريقة الدفع غير مسموح بها');
    expect(screen.getByRole('textbox', { name: /رقم البطاقة/ })).toHaveValue('4111111111111111');
    expect(useCartStore.getState().cartId).toBe(CART);
    expect(network.callsOf('SavePaymentCard')[0]?.variables).toEqual({
      input: { cart_id: CART, save_card: true },
    });
    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    await waitFor(() => expect(postProviderForm).toHaveBeenCalledTimes(1));
    expect(network.callsOf('CardPaymentSignature')[1]?.variables).toEqual({
      input: { cart_id: CART, return_url: 'http://localhost/ar/orders/success', sandbox: true },
    });
    // One choice, one add_payment_info, however many presses it took.
    expect(events('add_payment_info')).toHaveLength(1);
  });
});

describe('a card typed on the provider page (Amazon Payment Services, not the sandbox)', () => {
  const APS: PaymentCodes = [
    ['cashondelivery', 'Cash On Delivery', false],
    ['robusta_payfort_cc', 'Credit / Debit Card', false],
  ];
  const apsSignature = () => ({
    __typename: 'Mutation' as const,
    cardPaymentSignature: {
      ...signature().cardPaymentSignature,
      service_url: 'https://checkout.payfort.com/FortAPI/paymentPage',
      fields: [
        { __typename: 'KeyValue' as const, name: 'command', value: 'PURCHASE' },
        { __typename: 'KeyValue' as const, name: 'merchant_reference', value: 'ABC' },
      ],
    },
  });

  it('asks no card here, sends what the service says and the fingerprint, and posts only the signed fields', async () => {
    jest.mocked(deviceFingerprint).mockResolvedValue('ab'.repeat(32));
    const { user, network, methods } = await setup(
      { CardPaymentSignature: apsSignature },
      { methods: APS, customer: true },
    );
    // No saved cards either: they are paid on the sandbox's page only.
    expect(network.callsOf('CheckoutSavedCards')).toHaveLength(0);
    await user.click(within(methods).getByRole('radio', { name: 'Credit / Debit Card' }));
    expect(screen.queryByRole('textbox', { name: /Card number/ })).toBeNull();
    expect(deviceFingerprint).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(postProviderForm).toHaveBeenCalledTimes(1));
    expect(network.callsOf('CardPaymentSignature')[0]?.variables).toEqual({
      input: {
        cart_id: CART,
        return_url: 'http://localhost/en/orders/success',
        sandbox: false,
        device_fingerprint: 'ab'.repeat(32),
      },
    });
    expect(network.callsOf('SavePaymentCard')).toHaveLength(0);
    const form = jest.mocked(postProviderForm).mock.calls[0]![0];
    expect(form.action).toBe('https://checkout.payfort.com/FortAPI/paymentPage');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      command: 'PURCHASE',
      merchant_reference: 'ABC',
      signature: 'f'.repeat(64),
    });
  });
});

describe('a saved card with its security code', () => {
  const handlers = {
    SetPaymentCard: () => ({
      __typename: 'Mutation',
      setPaymentCardOnCart: {
        __typename: 'SetPaymentCardOnCartOutput',
        cart_id: CART,
        card: { __typename: 'SavedCard', card_id: 5 },
      },
    }),
    PlaceOrderWithSavedCard: [
      () => graphqlError('Invalid Number of digits', { category: 'graphql-input', field: 'cvv' }),
      () => ({
        __typename: 'Mutation',
        placeOrderWithSavedCard: {
          __typename: 'SavedCardOrderResponse',
          status: 'PENDING',
          merchant_reference: 'REF9',
          order_number: '100000032',
          redirect_url: 'http://localhost:4000/dev/payment-sandbox/REF9?locale=en',
        },
      }),
    ],
  };

  it('offers the saved card under the card method, asks its CVC in the cvc dialog and pays', async () => {
    const { user, network, methods } = await setup(handlers, { customer: true });
    const saved = await within(methods).findByRole('radio', { name: /Visa ending in 1111/ });
    expect(within(methods).getByText('Expires 12/30')).toBeInTheDocument();
    await user.click(saved);
    const dialog = await screen.findByRole('dialog', { name: 'Pay with your saved card' });
    expect(network.callsOf('SetPaymentCard')[0]?.variables).toEqual({
      input: { cart_id: CART, card_id: 5 },
    });
    expect(dialog).toHaveTextContent('Enter the security code of your Visa ending in 1111.');
    const cvc = within(dialog).getByRole('textbox', { name: /Security code/ });
    await user.type(cvc, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    expect(within(dialog).getByText('must be valid security code.')).toBeInTheDocument();
    expect(network.callsOf('PlaceOrderWithSavedCard')).toHaveLength(0);
    await user.type(cvc, '3');
    expect(within(dialog).queryByText('must be valid security code.')).toBeNull();
    // The service refuses it once (its words, in the dialog); the code typed stays.
    await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    expect(await within(dialog).findByText('Invalid Number of digits')).toBeInTheDocument();
    expect(cvc).toHaveValue('123');
    await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    await waitFor(() =>
      expect(leaveForPaymentPage).toHaveBeenCalledWith(
        'http://localhost:4000/dev/payment-sandbox/REF9?locale=en',
      ),
    );
    expect(network.callsOf('PlaceOrderWithSavedCard')[1]?.variables).toEqual({
      input: { cart_id: CART, cvv: '123', sandbox: true },
    });
    expect(network.callsOf('SetOrderSource')).not.toHaveLength(0);
    expect(events('add_payment_info')).toEqual([
      expect.objectContaining({
        ecommerce: expect.objectContaining({ payment_type: 'robusta_payfort_cc' }),
      }),
    ]);
    expect(events('checkout_option')).toContainEqual({
      event: 'checkout_option',
      step: 2,
      option: 'robusta_payfort_cc',
    });
  });

  it('reopens the dialog from Place order after it was cancelled (Arabic)', async () => {
    const { user, methods } = await setup(handlers, { customer: true, locale: 'ar' });
    await user.click(await within(methods).findByRole('radio', { name: /Visa تنتهي بـ 1111/ }));
    const title = 'الدفع ببطاقتك المحفوظة';
    const dialog = await screen.findByRole('dialog', { name: title });
    await user.click(within(dialog).getByRole('button', { name: 'ادفع الآن' }));
    expect(within(dialog).getByText('هذا الحقل مطلوب.')).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'إلغاء' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
  });
});

describe('the mobile wallet', () => {
  const wallet = (iframe: string | null) => () => ({
    __typename: 'Mutation',
    walletPayment: {
      __typename: 'WalletPaymentOutput',
      iframe_url: iframe,
      merchant_reference: 'W1',
      order_number: '100000033',
    },
  });

  it('asks for the number, refuses a wrong one, then goes to the wallet page', async () => {
    const { user, network, methods } = await setup({
      WalletPayment: wallet('http://localhost:4000/dev/payment-sandbox/W1?locale=en'),
    });
    await user.click(within(methods).getByRole('radio', { name: 'Mobile Wallet' }));
    const place = screen.getByRole('button', { name: 'Place order' });
    await user.click(place);
    expect(screen.getByText('Phone number is not inserted')).toBeInTheDocument();
    const phone = screen.getByRole('textbox', { name: /Wallet phone number/ });
    await user.type(phone, '0123');
    expect(screen.getByText('Invalid wallet number, enter new valid one.')).toBeInTheDocument();
    await user.click(place);
    expect(network.callsOf('WalletPayment')).toHaveLength(0);
    await user.clear(phone);
    await user.type(phone, '01012345678');
    await user.click(place);
    await waitFor(() =>
      expect(leaveForPaymentPage).toHaveBeenCalledWith(
        'http://localhost:4000/dev/payment-sandbox/W1?locale=en',
      ),
    );
    expect(network.callsOf('WalletPayment')[0]?.variables).toEqual({
      input: {
        cart_id: CART,
        phone_number: '01012345678',
        payment_code: 'robusta_accept_mobile_wallets',
      },
    });
    expect(guestCartOfOrder('100000033')).toBe(CART);
    expect(takePaymentCart()).toBe(CART);
  });

  it('shows walletNumberError in Arabic when the service refuses the number or gives no page', async () => {
    const { user, methods } = await setup(
      {
        WalletPayment: [
          () =>
            graphqlError('Phone number must be in the correct format.', {
              category: 'graphql-input',
              field: 'phone_number',
            }),
          wallet(null),
        ],
      },
      { locale: 'ar' },
    );
    await user.click(within(methods).getByRole('radio', { name: 'Mobile Wallet' }));
    const phone = screen.getByRole('textbox', { name: /رقم هاتف المحفظة/ });
    await user.type(phone, '01012345678');
    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    expect(await screen.findByText('رقم المحفظة غير صحيح، أدخل رقمًا صحيحًا.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /رقم هاتف المحفظة/ })).toHaveValue('01012345678');
    // The field is drawn again after the call (the page showed where it was going meanwhile).
    const again = screen.getByRole('textbox', { name: /رقم هاتف المحفظة/ });
    await user.clear(again);
    await user.type(again, '01012345679');
    expect(screen.queryByText('رقم المحفظة غير صحيح، أدخل رقمًا صحيحًا.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    expect(await screen.findByText('رقم المحفظة غير صحيح، أدخل رقمًا صحيحًا.')).toBeInTheDocument();
    expect(leaveForPaymentPage).not.toHaveBeenCalled();
    expect(readCartCookie()).toBe(CART);
  });
});

describe('the Accept methods', () => {
  it('go to the place-order page the service answers', async () => {
    const { user, methods, currentPath } = await setup({
      SetPaymentMethod: () =>
        checkoutAnswer.setPayment(CART, METHODS, 'http://localhost/en/place-order'),
    });
    await user.click(within(methods).getByRole('radio', { name: 'Credit Card (Accept)' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(currentPath()).toBe('/en/place-order'));
  });

  it("shows 'Payment method is not supported' in Arabic", async () => {
    const { user, methods } = await setup(
      {
        SetPaymentMethod: () =>
          graphqlError('Payment method is not supported', { category: 'graphql-input' }),
      },
      { locale: 'ar' },
    );
    await user.click(within(methods).getByRole('radio', { name: 'Credit Card (Accept)' }));
    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('طريقة الدفع غير مدعومة');
  });
});

describe('the other methods the service may offer', () => {
  it("places a zero total with 'free' at once, without a payment page", async () => {
    const { user, network, methods, currentPath } = await setup(
      { PlaceOrder: () => checkoutAnswer.placeOrder('100000041') },
      { methods: [['free', 'No Payment Information Required']] },
    );
    expect(
      within(methods).getByRole('radio', { name: 'No Payment Information Required' }),
    ).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Card details' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(currentPath()).toBe('/en/guest-order/success?id=100000041'));
    expect(network.callsOf('SetPaymentMethod')[0]?.variables).toEqual(
      expect.objectContaining({
        input: expect.objectContaining({ payment_method: { code: 'free' } }),
      }),
    );
    expect(network.callsOf('PlaceOrder')).toHaveLength(1);
    expect(leaveForPaymentPage).not.toHaveBeenCalled();
    expect(postProviderForm).not.toHaveBeenCalled();
  });

  it('pays bank installments on the card form, like a new card', async () => {
    const { user, network, methods } = await setup(
      { CardPaymentSignature: signature },
      {
        methods: [
          ['cashondelivery', 'Cash On Delivery'],
          ['robusta_payfort_installments', 'Bank Installments'],
        ],
      },
    );
    await user.click(within(methods).getByRole('radio', { name: 'Bank Installments' }));
    const card = screen.getByRole('group', { name: 'Card details' });
    await user.type(within(card).getByRole('textbox', { name: /Card number/ }), '5123456789012346');
    await user.type(within(card).getByRole('textbox', { name: /Expiry date/ }), '11/31');
    await user.type(within(card).getByRole('textbox', { name: /Security code/ }), '321');
    await user.type(within(card).getByRole('textbox', { name: /Name on the card/ }), 'Mona Adel');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(postProviderForm).toHaveBeenCalledTimes(1));
    expect(network.callsOf('SetPaymentMethod')[0]?.variables).toEqual(
      expect.objectContaining({
        input: expect.objectContaining({
          payment_method: { code: 'robusta_payfort_installments' },
        }),
      }),
    );
    expect(network.callsOf('CardPaymentSignature')).toHaveLength(1);
    const form = jest.mocked(postProviderForm).mock.calls[0]![0];
    expect(new FormData(form).get('card_number')).toBe('5123456789012346');
  });

  it.each([
    ['robusta_accept_premium', 'Premium Card Installments'],
    ['robusta_accept_valu', 'valU Installments'],
  ])('%s goes to the place-order page the service answers', async (code, title) => {
    const { user, methods, currentPath, network } = await setup(
      {
        SetPaymentMethod: () =>
          checkoutAnswer.setPayment(
            CART,
            [
              ['cashondelivery', 'Cash On Delivery'],
              [code, title],
            ],
            'http://localhost/en/place-order',
          ),
      },
      {
        methods: [
          ['cashondelivery', 'Cash On Delivery'],
          [code, title],
        ],
      },
    );
    await user.click(within(methods).getByRole('radio', { name: title }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(currentPath()).toBe('/en/place-order'));
    expect(network.callsOf('SetPaymentMethod')[0]?.variables).toEqual(
      expect.objectContaining({ input: expect.objectContaining({ payment_method: { code } }) }),
    );
    expect(screen.queryByRole('group', { name: 'Card details' })).toBeNull();
  });
});

describe('the place-order page', () => {
  const placed = (redirect: string | null) => {
    const answer = checkoutAnswer.placeOrder('100000051');
    answer.placeOrder!.orders[0]!.redirect_url = redirect;
    return answer;
  };
  async function open(handlers: Record<string, GraphQLHandler>, locale: Locale = 'en') {
    writeCartCookie(CART);
    const network = fakeGraphQL({
      GuestCart: () => cartAnswer.guestCart(checkoutCart(CART)),
      SetOrderSource: () => checkoutAnswer.setSource(CART),
      ...handlers,
    });
    await renderWithShell(network.wrap(<PlaceOrderPage routeId="place-order" params={{}} />), {
      locale,
      path: `/${locale}/place-order`,
    });
    return network;
  }

  it("places the cart once and leaves for the provider's page", async () => {
    const network = await open({
      PlaceOrder: () => placed('http://localhost/dev/payment-sandbox/ABC?locale=en'),
    });
    await waitFor(() =>
      expect(leaveForPaymentPage).toHaveBeenCalledWith(
        'http://localhost/dev/payment-sandbox/ABC?locale=en',
      ),
    );
    expect(network.callsOf('PlaceOrder')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to the payment page…');
    expect(readCartCookie()).toBeNull();
    expect(guestCartOfOrder('100000051')).toBe(CART);
    expect(takePaymentCart()).toBe(CART);
  });

  it('says so in Arabic when the answer has no payment page, with the way back', async () => {
    await open({ PlaceOrder: () => placed(null) }, 'ar');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'تعذر بدء عملية الدفع. تعذر إتمام طلبك، يرجى المحاولة مرة أخرى.',
    );
    expect(screen.getByRole('link', { name: 'العودة إلى الدفع' })).toBeInTheDocument();
    expect(leaveForPaymentPage).not.toHaveBeenCalled();
  });
});
