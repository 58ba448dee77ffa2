import { INTL_LOCALE } from '../locale';
import type { Locale } from '../locale';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * An `Intl.NumberFormat` for the page's language (Arabic-Indic digits on /ar), made once per
 * language and options and kept. Building one costs far more than formatting with it, and cards,
 * counters and steppers format on every render, so they share these instead of building their
 * own each time.
 */
export function numberFormat(
  locale: Locale,
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const key = options ? `${locale} ${JSON.stringify(options)}` : locale;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], options);
    formats.set(key, format);
  }
  return format;
}
