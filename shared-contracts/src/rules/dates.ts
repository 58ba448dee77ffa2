/**
 * Parses a service date: `YYYY-MM-DD`, `YYYY-MM-DD HH:mm[:ss]` (local time, as the commerce
 * service writes them) or any ISO string with a zone. Returns null for null, empty or
 * unparseable values, so a bad date on one product never breaks a page.
 */
export function parseServiceDate(value: string | null | undefined): Date | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const text = value.trim();
  const local = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (local) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = local;
    const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
    return date.getMonth() === Number(mo) - 1 ? date : null;
  }
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? null : new Date(parsed);
}

/** The last millisecond of the (local) day of `date`. */
export function endOfDay(date: Date): Date {
  const end = new Date(date.getTime());
  end.setHours(23, 59, 59, 999);
  return end;
}

/**
 * True when `now` lies in the window from `from` to the end of `to`'s day. A missing bound is
 * open; with both missing the window is empty (false).
 */
export function isWithinWindow(from: Date | null, to: Date | null, now: Date): boolean {
  if (!from && !to) return false;
  if (from && now.getTime() < from.getTime()) return false;
  if (to && now.getTime() > endOfDay(to).getTime()) return false;
  return true;
}
