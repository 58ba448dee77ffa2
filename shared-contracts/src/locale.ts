/** The two storefront languages. `en` is the default (shell spec section 1). */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'ar';
}

/** Text direction per locale: Arabic is right-to-left. */
export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** Intl locale tags used for numbers and dates (spec section 9). */
export const INTL_LOCALE: Record<Locale, 'en-US' | 'ar-EG'> = { en: 'en-US', ar: 'ar-EG' };

/** GraphQL `store` parameter and Store header value per locale (spec section 7). */
export function storeCodeOf(locale: Locale): 'ar_EG' | 'default' {
  return locale === 'ar' ? 'ar_EG' : 'default';
}

/**
 * Prefixes an internal path with the locale: `withLocale('ar', '/cart')` is `/ar/cart`.
 * External URLs (with a scheme or `//`) are returned unchanged. A path that already carries a
 * locale prefix has it replaced, so the language switch can reuse the current path.
 */
export function withLocale(locale: Locale, path: string): string {
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(path)) return path;
  const clean = stripLocale(path.startsWith('/') ? path : `/${path}`);
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** Removes a leading `/en` or `/ar` segment; always returns a path starting with `/`. */
export function stripLocale(path: string): string {
  const match = /^\/(en|ar)(?=\/|$|\?|#)/.exec(path);
  const rest = match ? path.slice(match[0].length) : path;
  if (rest === '') return '/';
  return rest.startsWith('/') ? rest : `/${rest}`;
}
