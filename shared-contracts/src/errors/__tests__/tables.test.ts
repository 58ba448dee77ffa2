import { NO_EXCEPTION, resolveError } from '../catalogue';
import { isSessionEndingError } from '../pages';
import type { ErrorTable } from '../catalogue';
import {
  ADDRESS_ERRORS,
  CART_ERRORS,
  NEWSLETTER_ERRORS,
  NOT_AUTHORIZED_MESSAGE,
  ORDER_ERRORS,
  SESSION_END_ERRORS,
  SESSION_ERRORS,
  UNREGISTERED_PHONE_MESSAGE,
} from '../tables';

const arabic = /[\u0600-\u06ff]/;

describe('login and session errors (shell spec section 8)', () => {
  it('an unregistered phone is unRegisteredUser, green', () => {
    expect(
      resolveError(`GraphQL error: ${UNREGISTERED_PHONE_MESSAGE} 01012345678`, SESSION_ERRORS),
    ).toMatchObject({
      key: 'unRegisteredUser',
      level: 'GREEN',
    });
  });

  it("a wrong OTP (the current customer isn't authorized) says Make sure you typed a valid OTP", () => {
    const resolved = resolveError(NOT_AUTHORIZED_MESSAGE, SESSION_ERRORS);
    expect(resolved).toMatchObject({
      key: 'invalidOtp',
      level: 'WARNING',
      message: 'Make sure you typed a valid OTP',
    });
    expect(resolveError(NOT_AUTHORIZED_MESSAGE, SESSION_ERRORS, 'ar').message).toMatch(arabic);
  });

  it.each([
    ['No token was generated', 'notAuthorized'],
    ['No user was authenticated with token', 'notAuthenticated'],
    ['No user was created', 'userNotCreated'],
    ['Could not find a user with id 4', 'deleteUserError'],
    ['Internal server error', 'unknownError'],
  ])('%s is the DANGER error %s', (message, key) => {
    expect(resolveError(message, SESSION_ERRORS)).toMatchObject({ key, level: 'DANGER' });
  });

  it('a mistyped proof code (account deletion) is the invalidOtp warning, not an ended session', () => {
    const answer = {
      message: 'Make sure you typed a valid OTP',
      extensions: { reason: 'OTP_INVALID' },
    };
    expect(resolveError(answer, SESSION_ERRORS)).toMatchObject({
      key: 'invalidOtp',
      level: 'WARNING',
    });
    expect(isSessionEndingError(answer)).toBe(false);
  });

  it('a phone already used by another customer is a field warning', () => {
    expect(
      resolveError('A customer with the same phone number already exists', SESSION_ERRORS).key,
    ).toBe('phoneAlreadyUsed');
  });
});

describe('address errors', () => {
  it("the current customer isn't authorized. becomes NOT_AUTHORIZED and logs out", () => {
    expect(resolveError(NOT_AUTHORIZED_MESSAGE, ADDRESS_ERRORS)).toMatchObject({
      key: 'NOT_AUTHORIZED',
      level: 'DANGER',
      action: 'logout',
    });
  });

  it('an address out of the chosen area says so', () => {
    expect(resolveError('This address is out of the chosen area', ADDRESS_ERRORS).message).toBe(
      'This address is out of the chosen area',
    );
  });

  it('other create, update and delete errors rethrow the server message', () => {
    expect(resolveError('GraphQL error: "street" is required', ADDRESS_ERRORS)).toMatchObject({
      key: 'addressError',
      level: 'DANGER',
      message: '"street" is required',
    });
  });

  it('an invalid store says This store you trying to pick from is not valid.', () => {
    expect(
      resolveError('This store you trying to pick from is not valid', ADDRESS_ERRORS).message,
    ).toBe('This store you trying to pick from is not valid.');
  });
});

describe('cart errors (commerce spec section 8)', () => {
  it.each([
    ["The cart isn't active.", 'cartIsNotActive', 'resetCart'],
    ['Could not find a cart with ID "abc"', 'cartNotFound', 'removeCartCookie'],
    ['Current user does not have an active cart.', 'noActiveCart', 'resetCart'],
    ['The current user cannot perform operations on cart "abc"', 'cartNotOwned', 'resetCart'],
    ['Invalid cart store', 'invalidCartStore', 'resetCart'],
    ['Cannot assign cart to store', 'invalidCartStore', 'resetCart'],
  ])('%s is DANGER %s with action %s', (message, key, action) => {
    expect(resolveError(message, CART_ERRORS)).toMatchObject({ key, level: 'DANGER', action });
  });

  it('requested qty is not available or out of stock is the outOfStock warning', () => {
    expect(resolveError('The requested qty is not available', CART_ERRORS)).toMatchObject({
      key: 'outOfStock',
      level: 'WARNING',
    });
    expect(
      resolveError('Product that you are trying to add is Out of Stock', CART_ERRORS).key,
    ).toBe('outOfStock');
  });

  it('internal server error and invalid coupon codes are DANGER', () => {
    expect(resolveError('Internal server error', CART_ERRORS)).toMatchObject({
      key: 'unknownError',
      level: 'DANGER',
    });
    expect(
      resolveError(
        'The coupon code "X1" is not valid. Verify the code and try again.',
        CART_ERRORS,
      ),
    ).toMatchObject({ key: 'invalidCoupon', level: 'DANGER' });
    expect(resolveError('invalid coupon code', CART_ERRORS).key).toBe('invalidCoupon');
  });

  it.each([
    ['UNDEFINED', 'WARNING'],
    ['INSUFFICIENT_STOCK', 'DANGER'],
    ['PRODUCT_NOT_FOUND', 'DANGER'],
    ['NOT_SALABLE', 'DANGER'],
    ['ITEM_QTY', 'WARNING'],
    ['ITEM_INCREMENTS', 'WARNING'],
  ])('cart code %s is %s', (code, level) => {
    expect(
      resolveError({ user_errors: [], code, message: 'Could not add the product' }, CART_ERRORS)
        .level,
    ).toBe(level);
  });

  it('an unknown cart error is NO_EXCEPTION', () => {
    expect(
      resolveError(
        { code: 'REORDER_NOT_AVAILABLE', message: 'Reorder is not available.' },
        CART_ERRORS,
      ).key,
    ).toBe(NO_EXCEPTION);
  });
});

describe('order and payment errors', () => {
  it('Unable to place order: Minimum order amount is X shows Minimum order amount is X EGP', () => {
    const server = 'GraphQL error: Unable to place order: Minimum order amount is 150.50';
    expect(resolveError(server, ORDER_ERRORS).message).toBe('Minimum order amount is 150.50 EGP');
    expect(resolveError(server, ORDER_ERRORS, 'ar').message).toBe(
      'الحد الأدنى لقيمة الطلب هو 150.50 جنيه',
    );
    expect(
      resolveError('Unable to place order: Minimum order amount is EGP 1,000', ORDER_ERRORS)
        .message,
    ).toBe('Minimum order amount is 1,000 EGP');
  });

  it('Could not place Order, no stock available for item: X names the item', () => {
    const server = 'Could not place Order, no stock available for item: Fresh Milk 1L.';
    expect(resolveError(server, ORDER_ERRORS).message).toBe(
      'Fresh Milk 1L is currently out of stock. Please remove it from your cart to be able to place the order',
    );
    expect(resolveError(server, ORDER_ERRORS, 'ar').message).toMatch(
      /^Fresh Milk 1L غير متوفر حاليًا/,
    );
  });

  it('no more orders for the interval sends the shopper back to shipping', () => {
    expect(
      resolveError('No more orders can be accepted for this interval', ORDER_ERRORS),
    ).toMatchObject({
      key: 'noMoreOrdersCanBeAccepted',
      action: 'redirectToShipping',
    });
    expect(resolveError('There are no more deliveries to this date', ORDER_ERRORS).key).toBe(
      'noMoreOrdersCanBeAccepted',
    );
  });

  it.each([
    [
      'Unable to place order, some addresses are invalid',
      'invalidStore',
      'This store you trying to pick from is not valid.',
    ],
    ['No selected shipping method', 'noShippingMethod', 'No selected shipping method'],
    ['No selected payment method', 'noPaymentMethod', 'No selected payment method'],
    ['Phone number is not inserted', 'walletPhoneMissing', 'Phone number is not inserted'],
    [
      'validation.walletNumberError',
      'walletNumberError',
      'Invalid wallet number, enter new valid one.',
    ],
    ['Payment method is not supported', 'paymentNotSupported', 'Payment method is not supported'],
    ['Payment method is not allowed', 'paymentNotAllowed', 'Payment method is not allowed'],
    [NOT_AUTHORIZED_MESSAGE, 'NOT_AUTHORIZED', 'Please log in again to continue.'],
  ])('%s resolves to %s', (server, key, message) => {
    expect(resolveError(server, ORDER_ERRORS)).toMatchObject({ key, message });
  });

  it('any other order error shows a translated message', () => {
    expect(resolveError('Something odd', ORDER_ERRORS)).toMatchObject({
      key: 'orderError',
      level: 'DANGER',
    });
    expect(resolveError('Something odd', ORDER_ERRORS, 'ar').message).toMatch(arabic);
    expect(resolveError(null, ORDER_ERRORS).key).toBe(NO_EXCEPTION);
  });
});

describe('newsletter errors', () => {
  it('a duplicate says Cannot use this email, as its already subscribed', () => {
    expect(
      resolveError('This email address is already subscribed.', NEWSLETTER_ERRORS).message,
    ).toBe('Cannot use this email, as its already subscribed');
  });

  it('another request failure shows the newsletter error text', () => {
    expect(resolveError('Guest subscription is not allowed', NEWSLETTER_ERRORS).key).toBe(
      'newsletterError',
    );
  });
});

describe('session-ending errors', () => {
  it.each([
    NOT_AUTHORIZED_MESSAGE,
    'The current user cannot perform operations on cart "x"',
    'The request is allowed for logged in customer',
    'The request is allowed only for logged-in customer',
  ])('%s logs out', (message) => {
    expect(resolveError(message, SESSION_END_ERRORS).action).toBe('logout');
  });
});

describe.each([
  ['session', SESSION_ERRORS],
  ['address', ADDRESS_ERRORS],
  ['cart', CART_ERRORS],
  ['order', ORDER_ERRORS],
  ['newsletter', NEWSLETTER_ERRORS],
  ['session end', SESSION_END_ERRORS],
] as [string, ErrorTable][])('the %s table', (_, table) => {
  it('has an Arabic text for every fixed message and unique keys', () => {
    const keys = table.map((rule) => rule.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const rule of table) {
      const text = typeof rule.message === 'function' ? rule.message('X') : rule.message;
      if (text === 'server') continue;
      expect(text.ar).toMatch(arabic);
      expect(text.en).not.toMatch(arabic);
    }
  });
});
