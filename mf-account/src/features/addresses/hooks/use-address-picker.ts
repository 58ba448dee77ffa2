import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addressAreaState, useShell } from '@dukkan/contracts';
import type { AddressFormResult, AddressPickerProps, SavedAddress } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { readStoredAddress } from '../../../shared/delivery-address/stored-address';
import { useAddressBook } from './use-address-book';

/**
 * The address chosen for the shopper when none is (issue 59): the one confirmed in the address
 * selector (the header's), else the first the chosen store delivers to. An address of another
 * area is never chosen silently, since choosing it changes the area, its prices and stock.
 */
export function preselectedAddress(
  addresses: readonly SavedAddress[],
  customerId: string | null,
  source: string,
): SavedAddress | null {
  const inArea = addresses.filter((address) => addressAreaState(address, source) === 'in-area');
  const stored = readStoredAddress();
  const confirmedId = stored && stored.customerId === customerId ? stored.address.id : null;
  return inArea.find((address) => address.id === confirmedId) ?? inArea[0] ?? null;
}

/**
 * `account/AddressPicker` (shell spec sections 2 and 4): the address book as a choice. When
 * nothing is chosen, `preselectedAddress` is, once the list loads; a card edits inline
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
  const { alerts, store, session } = useShell();
  const book = useAddressBook();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [removingId, setRemovingId] = useState<number | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const preselected = preselectedAddress(book.addresses, session.user?.id ?? null, store.source);
  // Once per picker: a refused choice is not asked again on every render (the owner's
  // onSelect is often a new function each time), so the shopper's next step decides.
  const preselectedOnce = useRef(false);
  useEffect(() => {
    if (selectedId !== null || !preselected || preselectedOnce.current) return;
    preselectedOnce.current = true;
    onSelect(preselected);
  }, [preselected, onSelect, selectedId]);

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
