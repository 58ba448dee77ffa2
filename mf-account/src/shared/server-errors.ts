import { NO_EXCEPTION, SESSION_ERRORS, resolveError, serviceMessage } from '@dukkan/contracts';
import type { ErrorTable, Locale } from '@dukkan/contracts';

/** What the screens need from a caught error: the catalogue key and a text to show. */
export interface DescribedError {
  key: string;
  message: string;
}

/** The catalogue's unknownError text, for failures that carry no words at all. */
function unknownErrorText(locale: Locale): string {
  return resolveError('Internal server error', SESSION_ERRORS, locale).message;
}

/**
 * Resolves a caught error against a table of the error catalogue (shell spec section 8). A
 * matching rule gives its key and translated message; otherwise the service's own message in the
 * page language (the contracts' serviceMessage) is shown, or the unknown-error text as a last
 * resort.
 */
export function describeError(error: unknown, table: ErrorTable, locale: Locale): DescribedError {
  const resolved = resolveError(error, table, locale);
  if (resolved.key !== NO_EXCEPTION) return { key: resolved.key, message: resolved.message };
  return { key: NO_EXCEPTION, message: serviceMessage(error, locale) ?? unknownErrorText(locale) };
}
