import {
  CLIENT_MESSAGES,
  clientMessage,
  isNotAuthorizedError,
  isSessionEndingError,
  PAGE_ERROR_MESSAGES,
  pageError,
  PAYMENT_FAILURE_NOTICE,
} from '../pages';
import type { ClientMessageKey } from '../pages';

describe('error page message (msg code, else error message, else status, else generic)', () => {
  it.each([
    ['404', 'This page could not be found.'],
    ['PRODUCT_NOT_FOUND', 'This product could not be found.'],
    ['CATEGORY_NOT_FOUND', 'This category could not be found.'],
    ['BRAND_NOT_FOUND', 'This brand could not be found.'],
    [
      'PAYMENT_ERROR',
      'An error occurred while processing your payment, you can attempt re-ordering from your orders history.',
    ],
    ['SOCIAL_ERROR', 'Failed to login with social authentication, please try again later.'],
    ['generic', 'Something went wrong while displaying this page, please try again later.'],
  ])('msg=%s says %s', (msg, text) => {
    expect(pageError({ msg, message: 'ignored' }, 'en').message).toBe(text);
  });

  it('uses the error message when msg is absent or unknown', () => {
    expect(pageError({ msg: 'UNKNOWN', message: ' Boom ' }, 'en')).toEqual({
      message: 'Boom',
      statusCode: 500,
    });
    expect(pageError({ message: 'Boom', statusCode: 418 }, 'ar')).toEqual({
      message: 'Boom',
      statusCode: 418,
    });
  });

  it('falls back to the status: 404 is not found, anything else generic, default 500', () => {
    expect(pageError({ statusCode: 404 }, 'en').message).toBe('This page could not be found.');
    expect(pageError({ statusCode: 503 }, 'ar').message).toBe(PAGE_ERROR_MESSAGES.generic.ar);
    expect(pageError({ msg: '', message: '' }, 'en')).toEqual({
      message: 'Something went wrong while displaying this page, please try again later.',
      statusCode: 500,
    });
    expect(pageError({ msg: 'toString' }, 'en').message).toBe(PAGE_ERROR_MESSAGES.generic.en);
  });

  it('has Arabic texts for every page code', () => {
    for (const text of Object.values(PAGE_ERROR_MESSAGES))
      expect(text.ar).toMatch(/[\u0600-\u06ff]/);
    expect(pageError({ msg: 'SOCIAL_ERROR' }, 'ar').message).toBe(
      PAGE_ERROR_MESSAGES.SOCIAL_ERROR.ar,
    );
  });
});

describe('client messages', () => {
  it('gives the spec wording in English', () => {
    expect(clientMessage('cartMerged', 'en')).toBe('Cart items merged successfully');
    expect(clientMessage('editPhoneNotSupported', 'en')).toBe('Edit phone number is not supported');
    expect(clientMessage('newsletterSubscribed', 'en')).toBe(
      'Subscribed to newsletter successfully!',
    );
    expect(PAYMENT_FAILURE_NOTICE.title.en).toBe('Payment Error');
  });

  it('has Arabic for every key and refuses an unknown key', () => {
    for (const key of Object.keys(CLIENT_MESSAGES) as ClientMessageKey[]) {
      expect(clientMessage(key, 'ar')).toMatch(/[\u0600-\u06ff]/);
    }
    expect(() => clientMessage('nope' as ClientMessageKey, 'en')).toThrow(
      'Unknown client message key "nope"',
    );
  });
});

describe('session errors', () => {
  it('not authorized, cannot operate on cart and logged-in-only requests end the session', () => {
    expect(
      isSessionEndingError(new Error("GraphQL error: The current customer isn't authorized.")),
    ).toBe(true);
    expect(
      isSessionEndingError({
        errors: [{ message: 'The current user cannot perform operations on cart' }],
      }),
    ).toBe(true);
    expect(isSessionEndingError('The request is allowed for logged in customer')).toBe(true);
    expect(isSessionEndingError('Product not found')).toBe(false);
  });

  it('the identity fetch recognises the not-authorized error to ignore it', () => {
    expect(isNotAuthorizedError(new Error("The current customer isn't authorized."))).toBe(true);
    expect(isNotAuthorizedError(new Error('Network down'))).toBe(false);
  });
});
