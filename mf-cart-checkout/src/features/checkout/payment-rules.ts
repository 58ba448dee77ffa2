// The payment step's field rules (commerce spec section 5): the card form, the wallet number and
// a saved card's security code, checked with the contracts' yup schemas in the shopper's language.
// Pure, so usePaymentFields only holds what was typed and when errors show.
import type { AnySchema, ValidationError } from 'yup';
import { ORDER_ERRORS, resolveError, validationMessage } from '@dukkan/contracts';
import type { Locale, Schemas } from '@dukkan/contracts';
import type { NewCard } from './payment-operations';

export type CardField = keyof NewCard;
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

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
