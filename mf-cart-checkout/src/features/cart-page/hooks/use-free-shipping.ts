import { useQuery } from '@apollo/client/react';
import { useCart } from '../../../shared/cart/hooks/use-cart';
import { FreeShippingThresholdDocument } from '../graphql/__generated__/free-shipping-threshold';

/**
 * Progress toward free delivery: the store configuration's `free_shipping_threshold` against
 * the cart's subtotal, which is what the service compares (commerce spec section 9). Nothing
 * to show when the store sets no threshold or the cart has no subtotal yet.
 */
export function useFreeShipping() {
  const subtotal = useCart()?.subtotal ?? null;
  const { data } = useQuery(FreeShippingThresholdDocument);
  const threshold = data?.storeConfig?.free_shipping_threshold ?? null;
  if (threshold === null || threshold <= 0 || subtotal === null) return null;
  const remaining = Math.max(0, Math.round((threshold - subtotal) * 100) / 100);
  return {
    threshold,
    remaining,
    reached: remaining === 0,
    percent: Math.min(100, Math.round((subtotal / threshold) * 100)),
  };
}
