import { useMemo, useState } from 'react';
import { ValidationError } from 'yup';
import type { AnySchema } from 'yup';
import { ORDER_ERRORS, makeSchemas, resolveError, validationMessage } from '@dukkan/contracts';
import type { Locale } from '@dukkan/contracts';
import type { NewCard } from '../payment-operations';

export type CardField = keyof NewCard;
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const EMPTY_CARD: NewCard = { cardNumber: '', expiryDate: '', cvc: '', holderName: '' };

/** Every problem of `value` by field (`abortEarly: false`), in the schema's language. */
function problems<K extends string>(schema: AnySchema, value: unknown): FieldErrors<K> {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (caught) {
    if (!(caught instanceof ValidationError)) throw caught;
    const out: FieldErrors<K> = {};
    for (const inner of caught.inner.length > 0 ? caught.inner : [caught]) {
      const key = (inner.path ?? '') as K;
      if (!(key in out)) out[key] = inner.message;
    }
    return out;
  }
}

/** The card form's problems (spec section 5 card rules); the name on the card is required. */
export function cardProblems(locale: Locale, card: NewCard): FieldErrors<CardField> {
  const found = problems<CardField>(makeSchemas(locale).card, card);
  if (!found.holderName && card.holderName.trim().length < 2)
    found.holderName = validationMessage('required', locale);
  return found;
}

/** The wallet number's problem: none typed is the spec's 'Phone number is not inserted'. */
export function walletProblem(locale: Locale, phone: string): string | null {
  if (phone.trim() === '')
    return resolveError('Phone number is not inserted', ORDER_ERRORS, locale).message;
  const found = problems<''>(makeSchemas(locale).walletNumber, phone);
  return Object.values(found)[0] ?? null;
}

/** A saved card's security code: 3 digits (4 for 34/37 numbers), spec section 5. */
export function cvcProblem(
  locale: Locale,
  cvc: string,
  maskedNumber: string | null,
): string | null {
  const found = problems<'cvc'>(makeSchemas(locale).savedCard, {
    cardNumber: maskedNumber ?? undefined,
    cvc,
  });
  return found.cvc ?? null;
}

/**
 * What the shopper types on the payment step: a new card and a wallet number. Errors appear on
 * Place order and then follow the typing, so fixing the last one clears them all (the place-order
 * state then goes back to idle). What was typed is never cleared by an error.
 */
export function usePaymentFields(locale: Locale) {
  const [card, setCard] = useState<NewCard>(EMPTY_CARD);
  const [saveCard, setSaveCard] = useState(false);
  const [phone, setPhone] = useState('');
  const [checked, setChecked] = useState<{ card: boolean; wallet: boolean }>({
    card: false,
    wallet: false,
  });
  const [walletServerError, setWalletServerError] = useState<string | null>(null);

  const cardErrors = useMemo(
    () => (checked.card ? cardProblems(locale, card) : {}),
    [checked.card, locale, card],
  );
  const walletError = useMemo(
    () => walletServerError ?? (checked.wallet ? walletProblem(locale, phone) : null),
    [walletServerError, checked.wallet, locale, phone],
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
    /** Validates the card on Place order; true when it can be sent. */
    checkCard: () => {
      setChecked((c) => ({ ...c, card: true }));
      return Object.keys(cardProblems(locale, card)).length === 0;
    },
    checkWallet: () => {
      setChecked((c) => ({ ...c, wallet: true }));
      return walletProblem(locale, phone) === null;
    },
    hasErrors: (kind: 'card' | 'wallet') =>
      kind === 'card' ? Object.keys(cardErrors).length > 0 : walletError !== null,
  };
}
