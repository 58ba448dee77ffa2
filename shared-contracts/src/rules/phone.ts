import { PHONE } from '../constants';
import { isValidEmail } from './email';

/** Errors of the phone rule, in the order the spec checks them. */
export type PhoneError = 'required' | 'only_numbers' | 'phone_length' | 'phone_proper';

const ARABIC_INDIC_ZERO = 0x0660; // ٠
const EASTERN_ARABIC_INDIC_ZERO = 0x06f0; // ۰ (Persian/Urdu forms)

/** Replaces Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits with ASCII digits. */
export function toAsciiDigits(input: string): string {
  return input.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const base = code >= EASTERN_ARABIC_INDIC_ZERO ? EASTERN_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO;
    return String(code - base);
  });
}

/**
 * Normalises a typed phone number: dashes and all whitespace are removed and Arabic-Indic
 * digits become ASCII. `'٠١٠ ١٢٣-٤٥٦٧٨'` becomes `'01012345678'`. Anything else is kept, so
 * validation can still report it.
 */
export function normalizePhone(input: string | null | undefined): string {
  if (input === null || input === undefined) return '';
  return toAsciiDigits(input).replace(/[\s\-\u2010-\u2015]/g, '');
}

/**
 * Validates an Egyptian mobile number after normalisation, in the spec's order: present,
 * digits only, exactly 11 digits, starting with 010, 011, 012 or 015. Returns the message key
 * of the first failing rule, or null when the number is valid.
 */
export function validatePhone(input: string | null | undefined): PhoneError | null {
  const phone = normalizePhone(input);
  if (phone === '') return 'required';
  if (!/^\d+$/.test(phone)) return 'only_numbers';
  if (phone.length !== PHONE.length) return 'phone_length';
  if (!PHONE.prefixes.some((prefix) => phone.startsWith(prefix))) return 'phone_proper';
  return null;
}

/** True when the input is a valid Egyptian mobile number. */
export function isValidPhone(input: string | null | undefined): boolean {
  return validatePhone(input) === null;
}

/**
 * Phone number as analytics expects it: normalised and prefixed +20 (the leading trunk 0 is
 * dropped, so `01012345678` becomes `+201012345678`). An empty input gives an empty string;
 * a number already carrying +20 or 0020 is not prefixed twice.
 */
export function analyticsPhone(input: string | null | undefined): string {
  const phone = normalizePhone(input);
  if (phone === '') return '';
  if (phone.startsWith(PHONE.analyticsPrefix)) return phone;
  if (phone.startsWith('0020')) return `${PHONE.analyticsPrefix}${phone.slice(4)}`;
  return `${PHONE.analyticsPrefix}${phone.startsWith('0') ? phone.slice(1) : phone}`;
}

/**
 * Classifies the identity a one-time code was sent to: an e-mail address, a phone number
 * (digits, optionally with + and separators, Arabic-Indic accepted) or anything else.
 */
export function classifyIdentity(identity: string | null | undefined): 'email' | 'phone' | 'other' {
  const value = (identity ?? '').trim();
  if (value === '') return 'other';
  if (value.includes('@')) return isValidEmail(value) ? 'email' : 'other';
  return /^\+?\d+$/.test(normalizePhone(value)) ? 'phone' : 'other';
}
