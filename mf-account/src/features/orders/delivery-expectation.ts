// Order tracking (commerce spec section 9: "Order tracking shows cutoff and delivery days as a
// range"): the delivery days the order's method promised, and its cut-off time, in the page's
// language and digits. Pure, for OrderFulfilment.
import type { TFunction } from 'i18next';
import { formatTime12h, numberFormat } from '@dukkan/contracts';
import type { Locale } from '@dukkan/contracts';
import type { NS } from '../../i18n';

export interface DeliveryExpectation {
  min_days: number;
  max_days: number;
  cutoff_time?: string | null;
}

/** "Delivery today", "Delivery in 2 days" or "Delivery in 0 to 6 days" (Arabic plural forms). */
export function deliveryDaysText(
  expectation: DeliveryExpectation,
  locale: Locale,
  t: TFunction<typeof NS>,
): string {
  const number = (value: number) => numberFormat(locale).format(value);
  const { min_days: min, max_days: max } = expectation;
  if (max <= 0) return t('order.deliveryToday');
  if (min === max) return t('order.deliveryExact', { count: max, days: number(max) });
  return t('order.deliveryRange', { count: max, min: number(min), max: number(max) });
}

/** "Orders until 6:00 PM each day", or null when the method has no cut-off. */
export function cutoffText(
  expectation: DeliveryExpectation,
  locale: Locale,
  t: TFunction<typeof NS>,
): string | null {
  if (!expectation.cutoff_time) return null;
  return t('order.cutoff', { time: formatTime12h(expectation.cutoff_time, locale) });
}
