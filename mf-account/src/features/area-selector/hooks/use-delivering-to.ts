import { useCallback } from 'react';
import { useShell } from '@dukkan/contracts';
import { readStoredAddress } from '../../../shared/delivery-address/stored-address';
import { useFirstDelivery } from './use-first-delivery';

/** The title of the customer's chosen delivery address when it is in the saved district. */
function chosenAddressName(customerId: string | null, districtId: string | null): string | null {
  const stored = readStoredAddress();
  if (!stored || !customerId || stored.customerId !== customerId) return null;
  if (String(stored.address.district?.id ?? '') !== districtId) return null;
  return stored.address.title?.trim() || null;
}

/**
 * The header's delivering-to button (shell spec section 2): the chosen address (its title, when
 * the customer chose one in the address selector for the saved district), else the saved
 * district, or a prompt to select an area; the first delivery time of that district, and `open-store-selection` on
 * press (the shell opens its select-area dialog with this remote's dialog variant inside).
 */
export function useDeliveringTo() {
  const { store, bus, session } = useShell();
  const district = store.choice?.district ?? null;
  const addressName = chosenAddressName(session.user?.id ?? null, district?.id ?? null);
  const firstDelivery = useFirstDelivery(district?.id);
  const open = useCallback(() => bus.emit('open-store-selection'), [bus]);
  return {
    districtName: addressName ?? district?.name ?? null,
    firstDeliveryText: firstDelivery.text,
    noDelivery: firstDelivery.isNone,
    open,
  };
}
