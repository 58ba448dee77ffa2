import { INTL_LOCALE, parseServiceDate } from '@dukkan/contracts';
import type { Locale } from '@dukkan/contracts';

/**
 * A service date in the page's calendar and digits (ar-EG: Arabic month names and digits), or
 * null when the service sent none or an unreadable one.
 */
export function formatDay(value: string | null | undefined, locale: Locale): string | null {
  const date = parseServiceDate(value);
  if (!date) return null;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium' }).format(date);
}

/** A delivery slot (day YYYY-MM-DD, from and to HH:MM) as "Tue, Nov 24, 10:00 AM – 12:00 PM". */
export function formatSlot(
  slot: { day?: string | null; from?: string | null; to?: string | null } | null | undefined,
  locale: Locale,
): string | null {
  const day = parseServiceDate(slot?.day);
  if (!day) return null;
  const intl = INTL_LOCALE[locale];
  const dayText = new Intl.DateTimeFormat(intl, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(day);
  const time = (value: string | null | undefined) => {
    const match = /^(\d{1,2}):(\d{2})/.exec(value ?? '');
    if (!match) return null;
    const at = new Date(day.getTime());
    at.setHours(Number(match[1]), Number(match[2]), 0, 0);
    return new Intl.DateTimeFormat(intl, { hour: 'numeric', minute: '2-digit' }).format(at);
  };
  const range = [time(slot?.from), time(slot?.to)].filter(Boolean).join(' – ');
  return range ? `${dayText}, ${range}` : dayText;
}
