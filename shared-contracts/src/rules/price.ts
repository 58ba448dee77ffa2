import { REGION } from '../constants';
import { numberFormat } from './numbers';
import type { Locale } from '../locale';

/** Words shown instead of an amount: a zero price is Free, an unknown price is to be calculated. */
export const PRICE_TEXTS: Record<Locale, { free: string; toBeCalculated: string }> = {
  en: { free: 'Free', toBeCalculated: 'to be calculated' },
  ar: { free: 'مجاناً', toBeCalculated: 'سيتم احتسابه' },
};

/** English shows 2 decimals, Arabic 0 (spec section 1). */
const FRACTION_DIGITS: Record<Locale, number> = { en: 2, ar: 0 };

/**
 * Formats a price in EGP for display: `EGP 1,234.50` in English (2 decimals, en-US),
 * `١٬٢٣٥ ج.م.` in Arabic (0 decimals, ar-EG digits). Zero is "Free" and null or undefined is
 * "to be calculated", both translated.
 * @throws RangeError when the value is NaN or infinite (a bug upstream, never a real price).
 */
export function formatPrice(value: number | null | undefined, locale: Locale): string {
  if (value === null || value === undefined) return PRICE_TEXTS[locale].toBeCalculated;
  if (!Number.isFinite(value)) {
    throw new RangeError(`formatPrice: price must be a finite number, got ${String(value)}`);
  }
  if (value === 0) return PRICE_TEXTS[locale].free;
  const digits = FRACTION_DIGITS[locale];
  return numberFormat(locale, {
    style: 'currency',
    currency: REGION.currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/**
 * Price of one quantity step (price × step) shown on product cards; null (nothing shown) when
 * the price is 0 or unknown. Rounded to cents so steps like 0.1 do not leak float noise.
 */
export function pricePerStep(price: number | null | undefined, step: number): number | null {
  if (price === null || price === undefined || price === 0) return null;
  if (!Number.isFinite(step) || step <= 0) {
    throw new RangeError(`pricePerStep: step must be a positive number, got ${String(step)}`);
  }
  return Math.round(price * step * 100) / 100;
}

/** A quantity step that is not a whole number marks the product as fractional (sold by weight). */
export function isFractionalStep(step: number): boolean {
  return Number.isFinite(step) && !Number.isInteger(step);
}
