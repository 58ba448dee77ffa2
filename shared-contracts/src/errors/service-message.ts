import type { Locale } from '../locale';
import { stripGraphQLPrefix } from './catalogue';

interface GraphQLErrorLike {
  message?: unknown;
  extensions?: Record<string, unknown> | null;
}

function firstGraphQLError(error: unknown): GraphQLErrorLike | null {
  if (typeof error !== 'object' || error === null || !('errors' in error)) return null;
  const errors = (error as { errors?: unknown }).errors;
  return Array.isArray(errors) && errors.length > 0 ? (errors[0] as GraphQLErrorLike) : null;
}

/**
 * The service's own words for a failed call, in the page language: the commerce service sends
 * the English text as the message and the Arabic one in `extensions.message_ar`. Reads Apollo's
 * CombinedGraphQLErrors (or any `{ errors: [...] }`), an Error or a string; the "GraphQL error:"
 * prefix is stripped (shell spec section 7). Null when the error carries no text.
 */
export function serviceMessage(error: unknown, locale: Locale): string | null {
  const first = firstGraphQLError(error);
  if (first) {
    const arabic = first.extensions?.message_ar;
    if (locale === 'ar' && typeof arabic === 'string' && arabic.trim() !== '') return arabic;
    if (typeof first.message === 'string' && first.message.trim() !== '') {
      return stripGraphQLPrefix(first.message);
    }
  }
  if (error instanceof Error && error.message.trim() !== '') {
    return stripGraphQLPrefix(error.message);
  }
  if (typeof error === 'string' && error.trim() !== '') return stripGraphQLPrefix(error);
  return null;
}

/**
 * The input field a refusal names (`extensions.field` of the first error that names one), so the
 * page can show the message beside that field; null when none does.
 */
export function serviceErrorField(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('errors' in error)) return null;
  const errors = (error as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return null;
  for (const entry of errors as GraphQLErrorLike[]) {
    const field = entry?.extensions?.field;
    if (typeof field === 'string') return field;
  }
  return null;
}
