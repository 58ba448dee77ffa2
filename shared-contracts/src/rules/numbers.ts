import { REGION } from '../constants';
import { INTL_LOCALE } from '../locale';
import type { Locale } from '../locale';

/** What the storefront asks of a number formatter: a number in, the page language's text out. */
export interface NumberFormatter {
  format(value: number): string;
}

/**
 * How each page language writes numbers: the digits of `Intl.NumberFormat` for `en-US` and
 * `ar-EG` (CLDR), written out so that the first screen does not need ICU (see `numberFormat`).
 */
const NOTATION: Record<
  Locale,
  {
    digits: string;
    group: string;
    decimal: string;
    minus: string;
    currency: (amount: string) => string;
  }
> = {
  en: {
    digits: '0123456789',
    group: ',',
    decimal: '.',
    minus: '-',
    currency: (amount) => `EGP\u00a0${amount}`,
  },
  ar: {
    digits: '٠١٢٣٤٥٦٧٨٩',
    group: '\u066c',
    decimal: '\u066b',
    // Arabic letter mark, then the hyphen-minus; right-to-left marks around the currency.
    minus: '\u061c-',
    currency: (amount) => `\u200f${amount}\u00a0ج.م.\u200f`,
  },
};

/** The options the storefront formats with; any other option is left to `Intl`. */
const HANDLED = new Set([
  'style',
  'currency',
  'minimumFractionDigits',
  'maximumFractionDigits',
  'minimumIntegerDigits',
  'useGrouping',
]);

interface Plan {
  currency: boolean;
  minFraction: number;
  maxFraction: number;
  minInteger: number;
  grouping: boolean;
}

const isDigitCount = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;

/**
 * The options as a plan this module can follow, with ECMA-402's defaults (0 to 3 decimals, 2
 * for a currency); null for anything else (another currency, sign or rounding options, ...).
 */
function planOf(options: Intl.NumberFormatOptions | undefined): Plan | null {
  const given = options ?? {};
  if (Object.keys(given).some((key) => !HANDLED.has(key))) return null;
  const style = given.style ?? 'decimal';
  if (style !== 'decimal' && style !== 'currency') return null;
  const currency = style === 'currency';
  if (currency && given.currency !== REGION.currency) return null;
  if (given.useGrouping !== undefined && typeof given.useGrouping !== 'boolean') return null;
  const { minimumFractionDigits: min, maximumFractionDigits: max } = given;
  if (min !== undefined && !isDigitCount(min, 20)) return null;
  if (max !== undefined && !isDigitCount(max, 20)) return null;
  const defaultMin = currency ? 2 : 0;
  const defaultMax = currency ? 2 : 3;
  const minFraction = min ?? Math.min(defaultMin, max ?? defaultMin);
  const maxFraction = max ?? Math.max(minFraction, defaultMax);
  if (maxFraction < minFraction) return null; // Intl throws the RangeError
  const minInteger = given.minimumIntegerDigits ?? 1;
  if (!isDigitCount(minInteger, 21) || minInteger < 1) return null;
  return { currency, minFraction, maxFraction, minInteger, grouping: given.useGrouping ?? true };
}

/** One added to a string of decimal digits ("199" -> "200", "99" -> "100"). */
function incremented(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * A non-negative finite number as integer and fraction digits, rounded half away from zero on
 * its shortest decimal form, as `Intl` rounds (1.005 -> 1.01, where `toFixed` gives 1.00).
 * Null for the exponent forms (below 1e-6 or from 1e21), which are left to `Intl`.
 */
function decimalDigits(value: number, plan: Plan): [string, string] | null {
  const text = String(value);
  if (text.includes('e')) return null;
  const [integer = '0', fraction = ''] = text.split('.');
  let whole = integer;
  let part = fraction;
  if (part.length > plan.maxFraction) {
    const roundUp = part.charCodeAt(plan.maxFraction) >= 53; // '5'
    part = part.slice(0, plan.maxFraction);
    if (roundUp) {
      const bumped = incremented(whole + part);
      whole = bumped.slice(0, bumped.length - part.length);
      part = bumped.slice(bumped.length - part.length);
    }
  }
  part = part.replace(/0+$/, '');
  if (part.length < plan.minFraction) part = part.padEnd(plan.minFraction, '0');
  return [whole.padStart(plan.minInteger, '0'), part];
}

/** Groups of three from the right, as en-US and ar-EG group. */
function grouped(integer: string, separator: string): string {
  let out = '';
  for (let end = integer.length; end > 0; end -= 3) {
    const group = integer.slice(Math.max(0, end - 3), end);
    out = out ? `${group}${separator}${out}` : group;
  }
  return out;
}

function writer(locale: Locale, plan: Plan, fallback: () => Intl.NumberFormat): NumberFormatter {
  const notation = NOTATION[locale];
  const inDigits = (ascii: string) =>
    locale === 'en' ? ascii : ascii.replace(/[0-9]/g, (d) => notation.digits[Number(d)] ?? d);
  return {
    format(value: number): string {
      if (!Number.isFinite(value)) return fallback().format(value);
      const parts = decimalDigits(Math.abs(value), plan);
      if (!parts) return fallback().format(value);
      const [integer, fraction] = parts;
      const whole = plan.grouping ? grouped(inDigits(integer), notation.group) : inDigits(integer);
      const amount = fraction ? `${whole}${notation.decimal}${inDigits(fraction)}` : whole;
      const written = plan.currency ? notation.currency(amount) : amount;
      return value < 0 || Object.is(value, -0) ? `${notation.minus}${written}` : written;
    },
  };
}

const formats = new Map<string, NumberFormatter>();

/**
 * A number formatter for the page's language (Arabic-Indic digits on /ar), made once per
 * language and options and kept.
 *
 * For the options the storefront uses (plain numbers, EGP prices, decimals, grouping) it writes
 * the digits itself, exactly as `Intl.NumberFormat` writes them for `en-US` and `ar-EG` (a test
 * compares the two over thousands of values). The first `Intl.NumberFormat` of a page starts
 * ICU's number formatting: 50 to 320 ms on a phone's CPU (Chromium, 4x slowdown), in the task
 * that renders the first screen, for the count on the cart button. Any other option, and numbers
 * `Intl` writes in exponent form, still go to `Intl`, built when first needed.
 */
export function numberFormat(locale: Locale, options?: Intl.NumberFormatOptions): NumberFormatter {
  const key = options ? `${locale} ${JSON.stringify(options)}` : locale;
  let format = formats.get(key);
  if (!format) {
    let intl: Intl.NumberFormat | undefined;
    const fallback = () => (intl ??= new Intl.NumberFormat(INTL_LOCALE[locale], options));
    const plan = planOf(options);
    format = plan ? writer(locale, plan, fallback) : fallback();
    formats.set(key, format);
  }
  return format;
}
