import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '@dukkan/contracts';
import type { SavedAddress } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { useAddressBook } from './use-address-book';

/**
 * `/account/addresses`: the address book with each address's edit page and removal (a default
 * address has its flags cleared first); a refused removal shows the message above the list.
 */
export function useAddressesPage() {
  const { t } = useTranslation(NS);
  const { alerts, localePath } = useShell();
  const book = useAddressBook();
  const [removingId, setRemovingId] = useState<number | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const remove = async (address: SavedAddress) => {
    setActionError(null);
    setRemovingId(address.id);
    try {
      await book.remove(address);
      alerts.push({ type: 'success', message: t('addresses.picker.removed') });
    } catch (error) {
      setActionError(book.describe(error));
    } finally {
      setRemovingId(null);
    }
  };

  return {
    addresses: book.addresses,
    isLoading: book.isLoading,
    loadError: book.loadError,
    retry: book.retry,
    isEmpty: !book.isLoading && !book.loadError && book.addresses.length === 0,
    actionError,
    removingId,
    remove: (address: SavedAddress) => void remove(address),
    newPath: localePath('/account/addresses/new'),
    editPath: (address: SavedAddress) => localePath(`/account/addresses/${address.id}/edit`),
  };
}
