// The shipping methods the shipping step offers (commerce spec section 4): store pickup is not
// one of the choices (a pickup cart takes it by itself); the default is the cart's selected
// method while it can still be chosen, else the first that can. Pure, for useShippingStep.
import type { TFunction } from 'i18next';
import { numberFormat } from '@dukkan/contracts';
import type { Locale } from '@dukkan/contracts';
import type { NS } from '../../i18n';
import { STORE_PICKUP_CARRIER } from './checkout-operations';
import type { CheckoutShippingFieldsFragment } from './graphql/__generated__/checkout-shipping-fields';

type Methods = CheckoutShippingFieldsFragment['available_shipping_methods'];
export type ShippingMethod = NonNullable<NonNullable<Methods>[number]>;

/** One method as the choice's value: `carrier/method`. */
export const methodKey = (m: { carrier_code: string; method_code: string | null }) =>
  `${m.carrier_code}/${m.method_code ?? ''}`;

/** The methods shown as choices: every one the cart is offered but store pickup. */
export function deliveryMethodsOf(methods: Methods | undefined): ShippingMethod[] {
  return (methods ?? []).flatMap((m) => (m && m.carrier_code !== STORE_PICKUP_CARRIER ? [m] : []));
}

/** The store pickup method among the cart's methods, if offered. */
export function pickupMethodOf(methods: Methods | undefined): ShippingMethod | undefined {
  return (methods ?? []).find((m): m is ShippingMethod => m?.carrier_code === STORE_PICKUP_CARRIER);
}

/**
 * The method chosen until the shopper picks one: storepickup for a pickup cart; else the cart's
 * selected method while it is available and before its cut-off, else the first such method.
 */
export function defaultMethodOf(
  cart: Pick<
    CheckoutShippingFieldsFragment,
    'available_shipping_methods' | 'selected_shipping_method'
  > | null,
  pickupCart: boolean,
): string | null {
  if (pickupCart) {
    const pickup = pickupMethodOf(cart?.available_shipping_methods);
    return pickup ? methodKey(pickup) : null;
  }
  const selectable = deliveryMethodsOf(cart?.available_shipping_methods).filter(
    (m) => m.available && !m.is_after_cutoff_time,
  );
  const selected = cart?.selected_shipping_method;
  if (selected && selectable.some((m) => methodKey(m) === methodKey(selected)))
    return methodKey(selected);
  return selectable[0] ? methodKey(selectable[0]) : null;
}

/**
 * A method's delivery days: "Delivery today" (0 days), "Delivery in 2 days", or the range
 * "Delivery in 0 to 6 days", with the locale's digits and Arabic plural forms.
 */
export function deliveryDaysText(
  min: number,
  max: number,
  locale: Locale,
  t: TFunction<typeof NS>,
): string {
  const number = (value: number) => numberFormat(locale).format(value);
  if (max <= 0) return t('checkout.shipping.deliveryToday');
  if (min === max) return t('checkout.shipping.deliveryExact', { count: max, days: number(max) });
  return t('checkout.shipping.deliveryRange', { count: max, min: number(min), max: number(max) });
}
