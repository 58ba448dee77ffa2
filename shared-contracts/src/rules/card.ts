import { toAsciiDigits } from './phone';

/**
 * Leading digits of the card networks accepted when no list is configured (the spec leaves
 * the real list out): Visa (4), Mastercard (51-55 and the 2-series 22-27) and Meeza (50, its
 * BINs start with 5078). Checked as prefixes of the card number's first six digits.
 */
export const DEFAULT_CARD_PREFIXES: readonly string[] = [
  '4',
  '51',
  '52',
  '53',
  '54',
  '55',
  '22',
  '23',
  '24',
  '25',
  '26',
  '27',
  '50',
];

/** Digits a card number may have (ISO/IEC 7812 primary account numbers). */
export const CARD_NUMBER_LENGTH = { min: 13, max: 19 } as const;

/** Card number with spaces and dashes removed and Arabic-Indic digits made ASCII. */
export function normalizeCardNumber(input: string): string {
  return toAsciiDigits(input).replace(/[\s-]/g, '');
}

/** The card-number error to show: digits (wrong count or non-digits), cc_number (prefix), or null. */
export function validateCardNumber(
  input: string,
  allowedPrefixes: readonly string[] = DEFAULT_CARD_PREFIXES,
): 'digits' | 'cc_number' | null {
  const number = normalizeCardNumber(input);
  if (!/^\d+$/.test(number)) return 'digits';
  if (number.length < CARD_NUMBER_LENGTH.min || number.length > CARD_NUMBER_LENGTH.max)
    return 'digits';
  const firstSix = number.slice(0, 6);
  return allowedPrefixes.some((prefix) => prefix !== '' && firstSix.startsWith(prefix))
    ? null
    : 'cc_number';
}

/**
 * Expiry rule: `MM/YY` with month 01 to 12, and the card not expired (a card is valid through
 * the last day of its expiry month).
 */
export function isValidExpiry(input: string, now: Date = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(toAsciiDigits(input.trim()));
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  const nowMonthIndex = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) >= nowMonthIndex;
}

/** American Express style numbers (34, 37) carry a 4-digit security code; others 3. */
export function securityCodeLength(cardNumber: string | null | undefined): 3 | 4 {
  const number = normalizeCardNumber(cardNumber ?? '');
  return number.startsWith('34') || number.startsWith('37') ? 4 : 3;
}

/** Security code rule: exactly 3 digits, or 4 for 34/37 card numbers. */
export function isValidSecurityCode(code: string, cardNumber?: string | null): boolean {
  const digits = toAsciiDigits(code.trim());
  return new RegExp(`^\\d{${securityCodeLength(cardNumber)}}$`).test(digits);
}
