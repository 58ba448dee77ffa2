import { useMemo, useState } from 'react';
import type { AnySchema, ValidationError } from 'yup';
import {
  ORDER_ERRORS,
  loadSchemas,
  resolveError,
  useSchemas,
  validationMessage,
} from '@dukkan/contracts';
import type { Locale, Schemas } from '@dukkan/contracts';
import type { NewCard } from '../payment-operations';

export type CardField = keyof NewCard;
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const EMPTY_CARD: NewCard = { cardNumber: '', expiryDate: '', cvc: '', holderName: '' };

/** yup's own test (`ValidationError.isError`), without importing yup into this chunk. */
const isValidationError = (caught: unknown): caught is ValidationError =>
  caught instanceof Error && caught.name === 'ValidationError';

/** Every problem of `value` by field (`abortEarly: false`), in the schema's language. */
function problems<K extends string>(schema: AnySchema, value: unknown): FieldErrors<K> {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (caught) {
    if (!isValidationError(caught)) throw caught;
    const out: FieldErrors<K> = {};
    for (const inner of caught.inner.length > 0 ? caught.inner : [caught]) {
      const key = (inner.path ?? '') as K;
      if (!(key in out)) out[key] = inner.message;
    }
    return out;
  }
}

/**
 * The card form's problems (spec section 5 card rules); the name on the card is required.
 * `schemas` are the contracts' schemas in `locale` (`loadSchemas`).
 */
export function cardProblems(
  schemas: Schemas,
  locale: Locale,
  card: NewCard,
): FieldErrors<CardField> {
  const found = problems<CardField>(schemas.card, card);
  if (!found.holderName && card.holderName.trim().length < 2)
    found.holderName = validationMessage('required', locale);
  return found;
}

/** The wallet number's problem: none typed is the spec's 'Phone number is not inserted'. */
export function walletProblem(schemas: Schemas, locale: Locale, phone: string): string | null {
  if (phone.trim() === '')
    return resolveError('Phone number is not inserted', ORDER_ERRORS, locale).message;
  const found = problems<''>(schemas.walletNumber, phone);
  return Object.values(found)[0] ?? null;
}

/** A saved card's security code: 3 digits (4 for 34/37 numbers), spec section 5. */
export function cvcProblem(
  schemas: Schemas,
  cvc: string,
  maskedNumber: string | null,
): string | null {
  const found = problems<'cvc'>(schemas.savedCard, {
    cardNumber: maskedNumber ?? undefined,
    cvc,
  });
  return found.cvc ?? null;
}

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
