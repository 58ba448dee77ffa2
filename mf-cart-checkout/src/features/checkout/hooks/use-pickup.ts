import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useShell } from '@dukkan/contracts';
import { useCartDeps } from '../../../shared/cart/hooks/use-cart-deps';
import { trackCheckoutOption } from '../../../shared/cart/checkout-analytics';
import { describeCheckoutError } from '../checkout-errors';
import { STORE_PICKUP_CARRIER, saveShippingLocation } from '../checkout-operations';
import { PickupStoresDocument } from '../graphql/__generated__/pickup-stores';
import type { PickupStoreFieldsFragment } from '../graphql/__generated__/pickup-store-fields';

export type ShippingMode = 'delivery' | 'pickup';
export type PickupStore = PickupStoreFieldsFragment & { id: number };

/**
 * Home delivery or store pickup on the shipping step (commerce spec sections 4 and 9). Pickup is
 * offered when the store configuration enables it and a pickup location is open; a store pickup
 * cart opens on pickup with its store. Choosing a store makes the cart a pickup cart (the service
 * sets the storepickup method and the fixed pickup address); choosing delivery again clears them.
 */
export function usePickup(cartId: string | null, pickupStoreId: number | null) {
  const deps = useCartDeps();
  const shell = useShell();
  const query = useQuery(PickupStoresDocument, { fetchPolicy: 'cache-and-network' });
  const [picked, setPicked] = useState<ShippingMode | null>(null);
  const [saving, setSaving] = useState(false);
  // The store being saved shows as chosen at once; the cart's store once the service answers.
  const [pending, setPending] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pickupCart = pickupStoreId !== null;
  const stores = (query.data?.stores ?? []).flatMap((s) =>
    s && s.id !== null && s.id !== undefined && s.is_active !== false ? [s as PickupStore] : [],
  );
  const enabled = query.data?.storeConfig?.store_pickup_enabled === true;
  // Offered while enabled, and always to a cart that is already a pickup cart (to leave it).
  const offered = pickupCart || (enabled && (stores.length > 0 || query.loading));
  const mode: ShippingMode = picked ?? (pickupCart ? 'pickup' : 'delivery');

  /** Saves the location; a refusal is shown and the cart stays as it was. */
  const save = async (storeId: number | null): Promise<boolean> => {
    if (!cartId) return false;
    setSaving(true);
    setError(null);
    try {
      await saveShippingLocation(deps, cartId, storeId);
      return true;
    } catch (caught) {
      setError(describeCheckoutError(caught, shell.locale, 'order').message);
      return false;
    } finally {
      setSaving(false);
    }
  };

  const chooseMode = (next: ShippingMode) => {
    if (saving || next === mode) return;
    setPicked(next);
    setError(null);
    trackCheckoutOption(
      shell.analytics,
      'shipping',
      next === 'pickup' ? STORE_PICKUP_CARRIER : next,
    );
    // Leaving pickup: the cart goes back to delivery, so an address is asked again.
    if (next === 'delivery' && pickupCart)
      void save(null).then((saved) => {
        if (!saved) setPicked(null);
      });
  };

  const chooseStore = (storeId: number) => {
    if (saving || storeId === pickupStoreId) return;
    setPending(storeId);
    void save(storeId).finally(() => setPending(null));
  };

  return {
    offered,
    mode,
    chooseMode,
    stores,
    loading: query.loading && !query.data,
    failed: !!query.error && !query.data,
    retry: () => void query.refetch(),
    storeId: pending ?? pickupStoreId,
    chooseStore,
    saving,
    error,
  };
}
