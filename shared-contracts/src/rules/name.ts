/** First and last name as the service expects them. */
export interface NameParts {
  firstname: string;
  lastname: string;
}

/**
 * Splits an address-form full name on the first space (shell spec section 3): the first word
 * is the first name and everything after it, as typed, is the last name. Surrounding
 * whitespace is trimmed; a single word gives an empty last name.
 */
export function splitFullName(full: string): NameParts {
  const trimmed = full.trim();
  const space = trimmed.search(/\s/);
  if (space === -1) return { firstname: trimmed, lastname: '' };
  return { firstname: trimmed.slice(0, space), lastname: trimmed.slice(space + 1).trim() };
}

/**
 * Splits a registration full name on all spaces: the first word is the first name and the
 * remaining words, joined by single spaces, are the last name.
 * `'  Mona   Ahmed  Ali '` gives `{ firstname: 'Mona', lastname: 'Ahmed Ali' }`.
 */
export function splitRegistrationName(full: string): NameParts {
  // split always returns at least one (possibly empty) word.
  const [firstname, ...rest] = full.trim().split(/\s+/) as [string, ...string[]];
  return { firstname, lastname: rest.join(' ') };
}

// Unicode decimal digits, so Arabic-Indic digits count as digits too.
const FULL_NAME = /^[^\s\p{Nd}]+\s+[^\p{Nd}]*[^\s\p{Nd}][^\p{Nd}]*$/u;

/**
 * Full-name rule (shell spec section 5): a first word without digits, a space, then a
 * remainder without digits that is not only spaces. Surrounding whitespace is ignored.
 */
export function isValidFullName(full: string | null | undefined): boolean {
  return FULL_NAME.test((full ?? '').trim());
}

/** The no_numbers rule: the text contains no digit (any script). */
export function hasNoDigits(text: string): boolean {
  return !/\p{Nd}/u.test(text);
}
