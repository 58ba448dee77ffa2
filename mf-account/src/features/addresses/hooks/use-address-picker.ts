import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '@dukkan/contracts';
import type { AddressFormResult, AddressPickerProps, SavedAddress } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { useAddressBook } from './use-address-book';

/**
 * `account/AddressPicker` (shell spec sections 2 and 4): the address book as a choice. The
 * first active address is chosen once the list loads when nothing is; a card edits inline
 * (UpdateAddress, then the updated address is chosen) and a new address is added inline
 * (CreateAddress, then chosen). A refused save keeps the form and its values with the message;
 * a refused removal shows the message above the list.
 */
export function useAddressPicker({
  selectedId,
  onSelect,
  allowRemove = false,
}: AddressPickerProps) {
  const { t } = useTranslation(NS);
  const { alerts } = useShell();
  const book = useAddressBook();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [removingId, setRemovingId] = useState<number | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const { firstActive } = book;
  useEffect(() => {
    if (selectedId === null && firstActive) onSelect(firstActive);
  }, [firstActive, onSelect, selectedId]);

  const saveEdit = async (address: SavedAddress, result: AddressFormResult) => {
    const updated = await book.update(address.id as number, result.input);
    setEditingId(null);
    alerts.push({ type: 'success', message: t('addresses.picker.updated') });
    onSelect(updated);
  };

  const saveNew = async (result: AddressFormResult) => {
    const created = await book.create(result.input);
    setAdding(false);
    alerts.push({ type: 'success', message: t('addresses.picker.saved') });
    onSelect(created);
  };

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

  const isEmpty = !book.isLoading && !book.loadError && book.addresses.length === 0;
  return {
    addresses: book.addresses,
    isLoading: book.isLoading,
    loadError: book.loadError,
    retry: book.retry,
    actionError,
    selectedId,
    choose: onSelect,
    editingId,
    startEdit: (id: number) => {
      setAdding(false);
      setEditingId(id);
    },
    cancelEdit: () => setEditingId(null),
    saveEdit,
    allowRemove,
    removingId,
    remove: (address: SavedAddress) => void remove(address),
    // With no saved address the new-address form is the only thing to do, so it shows at once.
    isAdding: adding || isEmpty,
    canCancelAdding: !isEmpty,
    isEmpty,
    startAdding: () => {
      setEditingId(null);
      setAdding(true);
    },
    cancelAdding: () => setAdding(false),
    saveNew,
  };
}
