import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { CheckoutSavedCardsDocument } from '../graphql/__generated__/checkout-saved-cards';
import type { CheckoutPaymentFieldsFragment } from '../graphql/__generated__/checkout-payment-fields';
import { chosenPayment, paymentKindOf, savedCardOf } from '../payment-choice';
import { SAVED_CARD_CODE } from '../payment-operations';

/**
 * The payment choices of the cart (the methods the service offers it, and the customer's saved
 * cards when the card method is among them) and the one chosen: the shopper's pick while it is
 * still offered, else the cart's selected method, else the first.
 */
export function usePaymentChoice(
  cart: Pick<
    CheckoutPaymentFieldsFragment,
    'available_payment_methods' | 'selected_payment_method'
  > | null,
  isGuest: boolean,
) {
  const [picked, setPicked] = useState<string | null>(null);
  const methods = (cart?.available_payment_methods ?? []).flatMap((m) => (m ? [m] : []));
  // Saved cards are paid on the sandbox's 3-D Secure page only (the service refuses them else).
  const cardsOffered = methods.some((m) => m.code === SAVED_CARD_CODE && m.sandbox);
  const cardsQuery = useQuery(CheckoutSavedCardsDocument, {
    skip: isGuest || !cardsOffered,
    fetchPolicy: 'cache-and-network',
  });
  const savedCards = cardsOffered
    ? (cardsQuery.data?.customerCards ?? []).flatMap((c) => (c ? [c] : []))
    : [];
  const chosen = chosenPayment(picked, cart?.selected_payment_method?.code, methods, savedCards);
  const chosenCard = savedCardOf(savedCards, chosen);
  const sandbox = methods.find((m) => m.code === (chosenCard ? SAVED_CARD_CODE : chosen))?.sandbox;
  return {
    methods,
    savedCards,
    chosen,
    chosenCard,
    kind: paymentKindOf(chosen, chosenCard, sandbox ?? true),
    /** What the service says of the chosen method: the development sandbox serves it. */
    sandbox: sandbox ?? false,
    pick: setPicked,
    /** The saved card an option value names, else null. */
    cardOf: (value: string) => savedCardOf(savedCards, value),
  };
}
