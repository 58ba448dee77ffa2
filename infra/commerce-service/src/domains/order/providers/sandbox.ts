/**
 * The development sandbox as a provider (src/dev/payment-sandbox.ts): its page stands in for
 * every online method outside production mode. The tester's approve or decline post is its
 * callback; it moves no money, so nothing is asked or refunded anywhere.
 */
import { MERCHANT_REF_PATTERN } from '../orders';
import { sandboxPageUrl } from '../payments';
import type { ServiceConfig } from '../../../config';
import type { PaymentProvider } from './types';

export function createSandboxProvider(config: ServiceConfig): PaymentProvider {
  return {
    name: 'sandbox',
    createPayment(order, { locale }) {
      return Promise.resolve({
        redirectUrl: sandboxPageUrl(config, order.merchant_reference, locale),
        providerOrderId: null,
      });
    },
    // The `params` of POST /dev/payment-sandbox/:ref/:action; it states no amount (its page
    // shows the order's own), so settle.ts would refuse it: the sandbox route applies it itself.
    verifyCallback({ query }) {
      const ref = typeof query.ref === 'string' ? query.ref.toUpperCase() : '';
      const action = query.action;
      if (!MERCHANT_REF_PATTERN.test(ref) || (action !== 'approve' && action !== 'decline'))
        return { ok: false, reason: 'not a sandbox decision' };
      return {
        ok: true,
        transaction: {
          transactionId: `sandbox:${ref}`,
          providerOrderId: null,
          merchantReference: ref,
          amountCents: null,
          currency: 'EGP',
          success: action === 'approve',
          pending: false,
          child: false,
        },
      };
    },
    // The sandbox's decision is made on its own page, inside this service: nothing to ask.
    queryStatus() {
      return Promise.resolve(null);
    },
    refund({ transactionId }) {
      return Promise.resolve({ ok: true as const, refundId: `${transactionId}:refund` });
    },
  };
}
