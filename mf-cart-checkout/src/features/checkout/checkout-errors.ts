// Checkout errors in the page language (commerce spec section 8): address errors on the address,
// order errors (shipping, payment, placing) elsewhere; nothing unmatched is shown raw.
import {
  ADDRESS_ERRORS,
  CART_ERRORS,
  NO_EXCEPTION,
  ORDER_ERRORS,
  clientMessage,
  resolveError,
} from '@dukkan/contracts';
import type { ErrorAction, Locale } from '@dukkan/contracts';

const CART_IDENTITY_KEYS = new Set([
  'cartIsNotActive',
  'cartNotFound',
  'noActiveCart',
  'cartNotOwned',
  'invalidCartStore',
]);

export interface CheckoutProblem {
  key: string;
  message: string;
  action?: ErrorAction;
}

/** The message of an error of the address step or of the shipping, payment and order steps. */
export function describeCheckoutError(
  error: unknown,
  locale: Locale,
  step: 'address' | 'order',
): CheckoutProblem {
  // Cart problems (inactive, missing, not the shopper's, other store) read the same everywhere.
  const cart = resolveError(error, CART_ERRORS, locale);
  if (CART_IDENTITY_KEYS.has(cart.key))
    return {
      key: cart.key,
      message: cart.message,
      ...(cart.action ? { action: cart.action } : {}),
    };
  const resolved = resolveError(error, step === 'address' ? ADDRESS_ERRORS : ORDER_ERRORS, locale);
  if (resolved.key === NO_EXCEPTION)
    return { key: 'cartError', message: clientMessage('cartError', locale) };
  return {
    key: resolved.key,
    message: resolved.message,
    ...(resolved.action ? { action: resolved.action } : {}),
  };
}
