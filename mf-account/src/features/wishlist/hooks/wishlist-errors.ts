import type { Locale } from '@dukkan/contracts';
import { INTL_LOCALE } from '@dukkan/contracts';

/** What the service reports per product in `user_errors` (its words are English only). */
export interface WishlistUserError {
  code: 'PRODUCT_NOT_FOUND' | 'UNDEFINED';
  message: string;
}

/**
 * The page-language text of the service's first user error: an unknown product, the wishlist's
 * size limit (its number read from the service's message), or a general failure.
 */
export function userErrorText(
  errors: readonly WishlistUserError[],
  t: (key: string, options?: Record<string, string>) => string,
  locale: Locale,
): string | null {
  const first = errors[0];
  if (!first) return null;
  if (first.code === 'PRODUCT_NOT_FOUND') return t('wishlist.errors.productNotFound');
  const limit = /at most (\d+) products/.exec(first.message)?.[1];
  if (limit) {
    return t('wishlist.errors.full', {
      max: Number(limit).toLocaleString(INTL_LOCALE[locale]),
    });
  }
  return t('wishlist.errors.notUpdated');
}
