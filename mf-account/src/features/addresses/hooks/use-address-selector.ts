import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useShell } from '@dukkan/contracts';
import type { SavedAddress } from '@dukkan/contracts';
import {
  clearStoredAddress,
  hasConfirmedPrompt,
  readStoredAddress,
  rememberConfirmedPrompt,
  storeChoiceOf,
  writeStoredAddress,
} from '../../../shared/delivery-address/stored-address';

/** Reloads the page so every remote reads the new store's prices and stock. */
function reloadPage(): void {
  window.location.reload();
}

/**
 * The address selector modal's opening and outcome (shell spec sections 2 and 4). A stored
 * address of another customer is cleared once the customer is known. The modal opens by
 * itself for a signed-in customer with a stored store choice, no stored address and no answer
 * to the prompt yet (remembered per customer), and on `toggle-address-selector`. Confirming
 * stores the address, sets the store choice when the address has a store, and reloads; closing
 * counts as an answer too, so the prompt does not come back on every page.
 */
export function useAddressSelector() {
  const { session, store, bus, localePath } = useShell();
  const navigate = useNavigate();
  const customerId = session.isLoggedIn ? (session.user?.id ?? null) : null;
  const hasChoice = store.choice !== null;
  // null: nobody has opened or closed it yet, so the automatic rule decides.
  const [toggled, setToggled] = useState<boolean | null>(null);

  // Another customer's stored address (a shared browser) is never used.
  const stored = readStoredAddress();
  const ownStored = stored && stored.customerId === customerId ? stored : null;
  const storedOwner = stored?.customerId ?? null;
  useEffect(() => {
    if (customerId && storedOwner && storedOwner !== customerId) clearStoredAddress();
  }, [customerId, storedOwner]);

  const opensByItself =
    customerId !== null && hasChoice && ownStored === null && !hasConfirmedPrompt(customerId);
  const open = toggled ?? opensByItself;

  useEffect(() => {
    const toggle = () => setToggled((current) => !(current ?? false));
    bus.on('toggle-address-selector', toggle);
    return () => bus.off('toggle-address-selector', toggle);
  }, [bus]);

  const close = useCallback(() => {
    if (customerId) rememberConfirmedPrompt(customerId);
    setToggled(false);
  }, [customerId]);

  const confirm = (address: SavedAddress) => {
    if (!customerId) return;
    writeStoredAddress(customerId, address);
    const choice = storeChoiceOf(address);
    if (choice) store.setChoice(choice);
    close();
    reloadPage();
  };

  return {
    // Only a signed-in customer has addresses to choose from.
    open: open && customerId !== null,
    storedId: ownStored?.address.id ?? null,
    close,
    confirm,
    addNew: () => {
      close();
      void navigate(localePath('/account/addresses/new'));
    },
  };
}
