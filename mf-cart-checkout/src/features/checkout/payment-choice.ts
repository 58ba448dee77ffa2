// Which payment the shopper has chosen (commerce spec section 4): a method the service offers
// this cart, or one of the customer's saved cards (offered under the card method), and the way
// each kind is paid. Pure, so the payment step's hooks only hold the choice.
import type { CheckoutSavedCardsQuery } from './graphql/__generated__/checkout-saved-cards';
import { OFFLINE_PAYMENT_CODES } from './checkout-operations';
import { CARD_FORM_CODES, WALLET_CODE } from './payment-operations';

export type SavedCard = NonNullable<NonNullable<CheckoutSavedCardsQuery['customerCards']>[number]>;

/**
 * How a chosen payment is placed: here, on the card form, on the provider's card page
 * (`hostedCard`: Amazon Payment Services takes the card), by a saved card, a wallet or a page.
 */
export type PaymentKind = 'offline' | 'card' | 'hostedCard' | 'savedCard' | 'wallet' | 'redirect';

const SAVED_PREFIX = 'saved-card:';

/** The option value of a saved card in the payment choices. */
export const savedCardValue = (card: Pick<SavedCard, 'card_id'>) =>
  `${SAVED_PREFIX}${card.card_id}`;

/** The saved card an option value names, else null. */
export function savedCardOf(cards: readonly SavedCard[], value: string | null): SavedCard | null {
  return value?.startsWith(SAVED_PREFIX)
    ? (cards.find((card) => savedCardValue(card) === value) ?? null)
    : null;
}

/**
 * The choice shown: the shopper's (while still offered), else the cart's selected method (when
 * offered), else the first method offered.
 */
export function chosenPayment(
  picked: string | null,
  selected: string | null | undefined,
  methods: readonly { code: string }[],
  cards: readonly SavedCard[],
): string | null {
  const offered = (c: string | null | undefined) => !!c && methods.some((m) => m.code === c);
  if (offered(picked) || savedCardOf(cards, picked)) return picked;
  if (offered(selected)) return selected ?? null;
  return methods[0]?.code ?? null;
}

/**
 * How the chosen payment is placed (null while nothing is chosen). `sandbox` is what the service
 * says of the chosen method: the sandbox's card form is typed here, a real provider's page takes
 * the card itself.
 */
export function paymentKindOf(
  chosen: string | null,
  card: SavedCard | null,
  sandbox = true,
): PaymentKind | null {
  if (!chosen) return null;
  if (card) return 'savedCard';
  if (OFFLINE_PAYMENT_CODES.includes(chosen)) return 'offline';
  if (CARD_FORM_CODES.includes(chosen)) return sandbox ? 'card' : 'hostedCard';
  return chosen === WALLET_CODE ? 'wallet' : 'redirect';
}
