import type { Locale } from '@dukkan/contracts';
import { COOKIES, DEFAULT_LOCALE, browserCookies, directionOf, isLocale } from '@dukkan/contracts';

/** The locale remembered in cookie `i18n_locale`, else the default `en`. */
export function preferredLocale(): Locale {
  const saved = browserCookies.read(COOKIES.locale.name);
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}

/** Remembers a language choice for 365 days (shell spec section 4, "Locale switch"). */
export function rememberLocale(locale: Locale): void {
  browserCookies.write(COOKIES.locale.name, locale, {
    maxAgeSeconds: COOKIES.locale.maxAgeSeconds,
    path: '/',
  });
}

/** The locale of a URL path (`/ar/cart` is `ar`), or null when the path has no prefix. */
export function localeOfPath(pathname: string): Locale | null {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : null;
}

/** Makes `<html lang dir>` follow the locale (Arabic is right-to-left). */
export function applyDocumentLocale(locale: Locale): void {
  const root = document.documentElement;
  root.lang = locale;
  root.dir = directionOf(locale);
}
