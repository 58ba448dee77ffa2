/**
 * Server-side input rules of the customer domain (shell spec section 5). Each function returns the
 * cleaned value or throws a `graphql-input` error naming the field, in English and Arabic.
 */
import { inputError } from './errors';

const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Arabic-Indic (U+0660..) and Eastern Arabic-Indic (U+06F0..) digits to ASCII. */
export function toAsciiDigits(value: string): string {
  return value.replace(ARABIC_INDIC, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/**
 * Egyptian mobile number: dashes and spaces removed, Arabic-Indic digits accepted, exactly 11
 * digits starting 010, 011, 012 or 015. A leading +20 / 0020 country code is accepted too.
 */
export function normalisePhone(raw: unknown, field = 'phone_number'): string {
  if (typeof raw !== 'string' || raw.trim() === '') {
    throw inputError(`"${field}" is required.`, `الحقل "${field}" مطلوب.`, { field });
  }
  let phone = toAsciiDigits(raw).replace(/[\s-]/g, '');
  if (/^\+20\d{10}$/.test(phone)) phone = phone.slice(3);
  else if (/^0020\d{10}$/.test(phone)) phone = phone.slice(4);
  if (!/^\d+$/.test(phone)) {
    throw inputError(
      `"${field}" should only consist of numbers.`,
      `"${field}" يجب أن يحتوي على أرقام فقط.`,
      { field },
    );
  }
  if (phone.length !== 11) {
    throw inputError(
      'Phone number must contain 11 numbers.',
      'رقم الهاتف يجب أن يتكون من 11 رقماً.',
      {
        field,
      },
    );
  }
  if (!/^01[0125]/.test(phone)) {
    throw inputError(
      'Phone number must be in the correct format.',
      'رقم الهاتف يجب أن يكون بالصيغة الصحيحة.',
      { field },
    );
  }
  return phone;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function normaliseEmail(raw: unknown, field = 'email'): string {
  if (typeof raw !== 'string' || raw.trim() === '') {
    throw inputError(`"${field}" is required.`, `الحقل "${field}" مطلوب.`, { field });
  }
  const email = raw.trim().toLowerCase();
  if (email.length > 254 || !EMAIL.test(email)) {
    throw inputError(
      `"${field}" must be a valid email.`,
      `"${field}" يجب أن يكون بريداً إلكترونياً صحيحاً.`,
      { field },
    );
  }
  return email;
}

/** A required free-text field, trimmed, with a length limit. */
export function requiredText(raw: unknown, field: string, max = 255): string {
  if (typeof raw !== 'string' || raw.trim() === '') {
    throw inputError(`"${field}" is required.`, `الحقل "${field}" مطلوب.`, { field });
  }
  const value = raw.trim();
  if (value.length > max) {
    throw inputError(
      `"${field}" cannot exceed ${max} characters.`,
      `"${field}" لا يمكن أن يتجاوز ${max} حرفاً.`,
      { field },
    );
  }
  return value;
}

/** An optional free-text field: null when absent or blank. */
export function optionalText(raw: unknown, field: string, max = 255): string | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw !== 'string') {
    throw inputError(`"${field}" must be text.`, `"${field}" يجب أن يكون نصاً.`, { field });
  }
  if (raw.trim() === '') return null;
  return requiredText(raw, field, max);
}

/** First and last names: letters (any script), spaces, apostrophes, dots and dashes; no digits. */
export function personName(raw: unknown, field: string): string {
  const value = requiredText(raw, field, 100);
  if (/[0-9\u0660-\u0669\u06F0-\u06F9]/.test(value)) {
    throw inputError(
      `"${field}" should contain only characters and spaces.`,
      `"${field}" يجب أن يحتوي على حروف ومسافات فقط.`,
      { field },
    );
  }
  return value.replace(/\s+/g, ' ');
}

/** Digits only (floor), Arabic-Indic accepted. */
export function digitsText(raw: unknown, field: string, max = 10): string {
  const value = toAsciiDigits(requiredText(raw, field, 255));
  if (!/^\d+$/.test(value)) {
    throw inputError(
      `"${field}" should only consist of numbers.`,
      `"${field}" يجب أن يحتوي على أرقام فقط.`,
      { field },
    );
  }
  if (value.length > max) {
    throw inputError(
      `"${field}" cannot exceed ${max} digits.`,
      `"${field}" لا يمكن أن يتجاوز ${max} أرقام.`,
      { field },
    );
  }
  return value;
}

export const PASSWORD_MIN_LENGTH = 8;

/** At least 8 characters with a letter and a digit; at most 256. */
export function newPassword(raw: unknown, field = 'newPassword'): string {
  if (typeof raw !== 'string' || raw === '') {
    throw inputError(`"${field}" is required.`, `الحقل "${field}" مطلوب.`, { field });
  }
  if (
    raw.length < PASSWORD_MIN_LENGTH ||
    raw.length > 256 ||
    !/[A-Za-z]/.test(raw) ||
    !/\d/.test(raw)
  ) {
    throw inputError(
      `"${field}" must have at least ${PASSWORD_MIN_LENGTH} characters, including a letter and a digit.`,
      `"${field}" يجب أن تتكون من ${PASSWORD_MIN_LENGTH} أحرف على الأقل وتحتوي على حرف ورقم.`,
      { field },
    );
  }
  return raw;
}

/** A positive integer id argument. */
export function positiveInt(raw: unknown, field: string): number {
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw <= 0 || raw > 2_147_483_647) {
    throw inputError(
      `"${field}" must be a positive whole number.`,
      `"${field}" يجب أن يكون رقماً صحيحاً موجباً.`,
      { field },
    );
  }
  return raw;
}

/** Paging arguments with the spec's defaults and the service's maximum page size. */
export function paging(
  pageSize: unknown,
  currentPage: unknown,
  defaults: { pageSize: number; maxPageSize: number },
): { pageSize: number; currentPage: number } {
  const size = pageSize === null || pageSize === undefined ? defaults.pageSize : pageSize;
  const page = currentPage === null || currentPage === undefined ? 1 : currentPage;
  if (
    typeof size !== 'number' ||
    !Number.isInteger(size) ||
    size < 1 ||
    size > defaults.maxPageSize
  ) {
    throw inputError(
      `"pageSize" must be a whole number from 1 to ${defaults.maxPageSize}.`,
      `"pageSize" يجب أن يكون رقماً صحيحاً من 1 إلى ${defaults.maxPageSize}.`,
      { field: 'pageSize' },
    );
  }
  if (typeof page !== 'number' || !Number.isInteger(page) || page < 1 || page > 100_000) {
    throw inputError(
      '"currentPage" must be a whole number of 1 or more.',
      '"currentPage" يجب أن يكون رقماً صحيحاً 1 أو أكثر.',
      { field: 'currentPage' },
    );
  }
  return { pageSize: size, currentPage: page };
}
