import { useMemo, useState } from 'react';
import { loadSchemas, useSchemas } from '@dukkan/contracts';
import type { Locale } from '@dukkan/contracts';
import type { NewCard } from '../payment-operations';
import { cardProblems, cvcProblem, walletProblem } from '../payment-rules';
import type { CardField } from '../payment-rules';

const EMPTY_CARD: NewCard = { cardNumber: '', expiryDate: '', cvc: '', holderName: '' };

/**
 * What the shopper types on the payment step: a new card and a wallet number. Errors appear on
 * Place order and then follow the typing, so fixing the last one clears them all (the place-order
 * state then goes back to idle). What was typed is never cleared by an error.
 *
 * The rules (yup) load with the payment step, not with the page before it: errors shown while
 * typing appear once they have arrived, and the checks on Place order wait for them.
 */
export function usePaymentFields(locale: Locale) {
  const schemas = useSchemas(locale);
  const [card, setCard] = useState<NewCard>(EMPTY_CARD);
  const [saveCard, setSaveCard] = useState(false);
  const [phone, setPhone] = useState('');
  const [checked, setChecked] = useState<{ card: boolean; wallet: boolean }>({
    card: false,
    wallet: false,
  });
  const [walletServerError, setWalletServerError] = useState<string | null>(null);

  const cardErrors = useMemo(
    () => (checked.card && schemas ? cardProblems(schemas, locale, card) : {}),
    [checked.card, schemas, locale, card],
  );
  const walletError = useMemo(
    () =>
      walletServerError ??
      (checked.wallet && schemas ? walletProblem(schemas, locale, phone) : null),
    [walletServerError, checked.wallet, schemas, locale, phone],
  );

  return {
    card,
    setCardField: (field: CardField, value: string) => setCard((c) => ({ ...c, [field]: value })),
    cardErrors,
    saveCard,
    setSaveCard,
    phone,
    setPhone: (value: string) => {
      setWalletServerError(null);
      setPhone(value);
    },
    walletError,
    /** The service refused the number (shown on the field until it changes). */
    setWalletServerError,
    /** Validates the card on Place order; resolves true when it can be sent. */
    checkCard: async () => {
      setChecked((c) => ({ ...c, card: true }));
      return Object.keys(cardProblems(await loadSchemas(locale), locale, card)).length === 0;
    },
    /** Validates the wallet number on Place order; resolves true when it can be sent. */
    checkWallet: async () => {
      setChecked((c) => ({ ...c, wallet: true }));
      return walletProblem(await loadSchemas(locale), locale, phone) === null;
    },
    /** A saved card's security code problem while typing (none until the rules arrived). */
    cvcProblem: (cvc: string, maskedNumber: string | null) =>
      schemas ? cvcProblem(schemas, cvc, maskedNumber) : null,
    /** A saved card's security code problem on Pay, once the rules have loaded. */
    checkCvc: async (cvc: string, maskedNumber: string | null) =>
      cvcProblem(await loadSchemas(locale), cvc, maskedNumber),
    hasErrors: (kind: 'card' | 'wallet') =>
      kind === 'card' ? Object.keys(cardErrors).length > 0 : walletError !== null,
  };
}
