import { CombinedGraphQLErrors } from '@apollo/client';
import { NO_EXCEPTION, SESSION_ERRORS, resolveError, stripGraphQLPrefix } from '@dukkan/contracts';
import type { ErrorTable, Locale } from '@dukkan/contracts';

/**
 * The server's own words for a failed call, in the shopper's language: the service sends the
 * English text as the message and the Arabic one in `extensions.message_ar`. The Apollo
 * "GraphQL error:" prefix is stripped (shell spec section 7). Null when the error has no text.
 */
export function serverMessage(error: unknown, locale: Locale): string | null {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    if (first) {
      const arabic = first.extensions?.message_ar;
      if (locale === 'ar' && typeof arabic === 'string' && arabic.trim() !== '') return arabic;
      return stripGraphQLPrefix(first.message);
    }
  }
  if (error instanceof Error && error.message.trim() !== '') return stripGraphQLPrefix(error.message);
  if (typeof error === 'string' && error.trim() !== '') return stripGraphQLPrefix(error);
  return null;
}

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
 * matching rule gives its key and translated message; otherwise the server's own message (in
 * the locale when the service sent one) is shown, or the unknown-error text as a last resort.
 */
export function describeError(error: unknown, table: ErrorTable, locale: Locale): DescribedError {
  const resolved = resolveError(error, table, locale);
  if (resolved.key !== NO_EXCEPTION) return { key: resolved.key, message: resolved.message };
  return { key: NO_EXCEPTION, message: serverMessage(error, locale) ?? unknownErrorText(locale) };
}
