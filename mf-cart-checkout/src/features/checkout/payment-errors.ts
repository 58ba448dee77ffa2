// Errors of the payment calls (commerce spec sections 5 and 8) in the page language: the order
// catalogue first (not allowed, not supported, phone not inserted, minimum amount, stock...);
// a wallet number the service refuses, or a wallet answer without a page, is walletNumberError;
// a refused security code reads as the service says it; anything else is the payment failure.
import {
  ORDER_ERRORS,
  PAYMENT_FAILURE_NOTICE,
  resolveError,
  serviceErrorField,
  serviceMessage,
} from '@dukkan/contracts';
import type { Locale } from '@dukkan/contracts';
import { describeCheckoutError } from './checkout-errors';
import type { CheckoutProblem } from './checkout-errors';
import { NoPaymentLinkError } from './payment-operations';

export function describePaymentError(
  error: unknown,
  locale: Locale,
  kind: 'card' | 'savedCard' | 'wallet' | 'other',
): CheckoutProblem {
  const field = serviceErrorField(error);
  if (kind === 'wallet' && (error instanceof NoPaymentLinkError || field === 'phone_number')) {
    const wallet = resolveError('validation.walletNumberError', ORDER_ERRORS, locale);
    return { key: wallet.key, message: wallet.message };
  }
  const known = describeCheckoutError(error, locale, 'order');
  // The catalogue's catch-all entries: the payment calls say more precise things.
  if (known.key !== 'cartError' && known.key !== 'orderError') return known;
  if (kind === 'savedCard' && field === 'cvv') {
    return { key: 'cvv', message: serviceMessage(error, locale) ?? known.message };
  }
  if (kind === 'other') return known;
  return { key: 'paymentError', message: PAYMENT_FAILURE_NOTICE.message[locale] };
}
