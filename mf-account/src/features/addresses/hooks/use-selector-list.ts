import { useEffect, useState } from 'react';
import { useShell } from '@dukkan/contracts';
import type { SavedAddress } from '@dukkan/contracts';
import { isUsableAddress } from '../address-values';
import { useAddressBook } from './use-address-book';

/**
 * The modal's list: the customer's addresses with the stored one, else the first active one,
 * chosen once they load (shell spec section 2). A list that cannot be read closes the modal
 * (section 4, "on error it closes") with the reason as an alert.
 */
export function useSelectorList(storedId: number | null, onError: () => void) {
  const { alerts } = useShell();
  const book = useAddressBook();
  const [picked, setPicked] = useState<number | null>(null);
  const { firstActive, loadError, addresses } = book;
  const stored = addresses.find((address) => address.id === storedId && isUsableAddress(address));
  const chosenId = picked ?? stored?.id ?? firstActive?.id ?? null;

  useEffect(() => {
    if (!loadError) return;
    alerts.push({ type: 'danger', message: loadError });
    onError();
  }, [alerts, loadError, onError]);

  const chosen: SavedAddress | null = addresses.find((address) => address.id === chosenId) ?? null;
  return {
    addresses,
    isLoading: book.isLoading,
    isEmpty: !book.isLoading && !loadError && addresses.length === 0,
    chosenId,
    choose: setPicked,
    chosen,
  };
}
