import { useCallback } from 'react';
import { useShell } from '@dukkan/contracts';
import { useFirstDelivery } from './use-first-delivery';

/**
 * The header's delivering-to button (shell spec section 2): the saved district or a prompt to
 * select an area, the first delivery time of that district, and `open-store-selection` on
 * press (the shell opens its select-area dialog with this remote's dialog variant inside).
 */
export function useDeliveringTo() {
  const { store, bus } = useShell();
  const district = store.choice?.district ?? null;
  const firstDelivery = useFirstDelivery(district?.id);
  const open = useCallback(() => bus.emit('open-store-selection'), [bus]);
  return {
    districtName: district?.name ?? null,
    firstDeliveryText: firstDelivery.text,
    noDelivery: firstDelivery.isNone,
    open,
  };
}
