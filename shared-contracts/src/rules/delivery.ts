import type { Locale } from '../locale';
import { parseServiceDate } from './dates';

/** A delivery interval as the service returns it: times as `HH:mm[:ss]`. */
export interface DeliveryInterval {
  id: string | number;
  from: string;
  to: string;
}

const WEEKDAYS: Record<Locale, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  ar: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
};

const DAY_WORDS: Record<Locale, { today: string; tomorrow: string }> = {
  en: { today: 'Today', tomorrow: 'Tomorrow' },
  ar: { today: 'اليوم', tomorrow: 'غدًا' },
};

const AM_PM: Record<Locale, [string, string]> = { en: ['AM', 'PM'], ar: ['ص', 'م'] };
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

function localDigits(text: string, locale: Locale): string {
  return locale === 'ar'
    ? text.replace(/\d/g, (digit) => ARABIC_DIGITS.charAt(Number(digit)))
    : text;
}

function parseDay(day: string | Date): Date {
  const date = day instanceof Date ? day : parseServiceDate(day);
  if (!date || Number.isNaN(date.getTime())) {
    throw new RangeError(`Invalid delivery day "${String(day)}", expected YYYY-MM-DD`);
  }
  return date;
}

/**
 * A time `HH:mm[:ss]` in 12-hour format: `09:00` is `9:00 AM` in English and `٩:٠٠ ص` in
 * Egyptian Arabic; `12:00` is noon (PM) and `00:00` midnight (12:00 AM).
 */
export function formatTime12h(time: string, locale: Locale): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  const hours = Number(match?.[1]);
  const minutes = match?.[2] ?? '';
  if (!match || hours > 23 || Number(minutes) > 59) {
    throw new RangeError(`Invalid delivery time "${time}", expected HH:mm`);
  }
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return localDigits(`${hour12}:${minutes} ${AM_PM[locale][hours < 12 ? 0 : 1]}`, locale);
}

/** Weekday name of a `YYYY-MM-DD` day (or a Date) in the locale. */
export function weekdayName(day: string | Date, locale: Locale): string {
  // getDay() is always 0-6, so the name exists.
  return WEEKDAYS[locale][parseDay(day).getDay()] as string;
}

/**
 * Label of a delivery interval option (commerce spec section 3): weekday plus the time range
 * in 12-hour format, e.g. `Sunday 9:00 AM - 12:00 PM` / `الأحد ٩:٠٠ ص - ١٢:٠٠ م`.
 */
export function deliveryIntervalLabel(
  day: string | Date,
  interval: Pick<DeliveryInterval, 'from' | 'to'>,
  locale: Locale,
): string {
  return `${weekdayName(day, locale)} ${formatTime12h(interval.from, locale)} - ${formatTime12h(interval.to, locale)}`;
}

/**
 * The header's first-delivery text: Today or Tomorrow when the day is one of those, else the
 * weekday, followed by the time range.
 */
export function firstDeliveryText(
  first: { day: string | Date; from: string; to: string },
  locale: Locale,
  now: Date = new Date(),
): string {
  const day = parseDay(first.day);
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const target = new Date(day.getFullYear(), day.getMonth(), day.getDate());
  const daysAhead = Math.round((target.getTime() - today.getTime()) / 86_400_000);
  let dayWord = weekdayName(day, locale);
  if (daysAhead === 0) dayWord = DAY_WORDS[locale].today;
  else if (daysAhead === 1) dayWord = DAY_WORDS[locale].tomorrow;
  return `${dayWord} ${formatTime12h(first.from, locale)} - ${formatTime12h(first.to, locale)}`;
}
