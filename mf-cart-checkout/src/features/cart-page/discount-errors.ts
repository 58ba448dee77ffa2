// Words for a refused discount (reward points, store credit, e-voucher) in the page language:
// the catalogue's message when a rule matches (commerce spec section 8), the client messages
// rewardPoints.error / rewardPoints.alreadyApplied for the service's two reward point refusals,
// else the service's own words (it sends English and `extensions.message_ar`), else "Cart error".
import { CombinedGraphQLErrors } from '@apollo/client';
import { clientMessage, serviceMessage } from '@dukkan/contracts';
import type { Locale } from '@dukkan/contracts';
import { describeCartError } from '../../shared/cart/cart-errors';

/** The service's refusals of reward points, matched on its English text. */
const REWARD_POINT_REFUSALS = [
  { pattern: /already applied/i, key: 'rewardPoints.alreadyApplied' },
  { pattern: /total would not change/i, key: 'rewardPoints.error' },
] as const;

export function discountError(error: unknown, locale: Locale): string {
  const described = describeCartError(error, locale);
  if (described.key !== 'cartError') return described.message;
  if (CombinedGraphQLErrors.is(error)) return serviceMessage(error, locale) ?? described.message;
  return described.message;
}

export function rewardPointsError(error: unknown, locale: Locale): string {
  if (CombinedGraphQLErrors.is(error)) {
    const english = serviceMessage(error, 'en') ?? '';
    const refusal = REWARD_POINT_REFUSALS.find((r) => r.pattern.test(english));
    if (refusal) return clientMessage(refusal.key, locale);
  }
  return discountError(error, locale);
}
