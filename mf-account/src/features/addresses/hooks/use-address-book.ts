import { useCallback } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useShell } from '@dukkan/contracts';
import type { CustomerAddressInput, SavedAddress } from '@dukkan/contracts';
import { describeAddressError, isUsableAddress } from '../address-values';
import { syncStoredAddress } from '../../../shared/delivery-address/stored-address';
import { CreateAddressDocument } from '../graphql/__generated__/create-address';
import { CustomerAddressesDocument } from '../graphql/__generated__/customer-addresses';
import { DeleteAddressDocument } from '../graphql/__generated__/delete-address';
import { UpdateAddressDocument } from '../graphql/__generated__/update-address';

// By name: only a book that is shown is read again (a document would also be fetched when no
// page holds it, as on the new-address page).
const refetch = { refetchQueries: ['CustomerAddresses'], awaitRefetchQueries: true };

/**
 * CreateAddress, UpdateAddress and DeleteAddress (shell spec section 7), each followed by a
 * fresh list where one is shown. Deleting a default address clears its default flags first
 * (the service refuses to delete a default). Updates and deletions keep the stored delivery
 * address in step. Failures reject with the service's error; `describe` gives its text in the
 * page language.
 */
export function useAddressMutations() {
  const { locale } = useShell();
  const [createMutation] = useMutation(CreateAddressDocument, refetch);
  const [updateMutation] = useMutation(UpdateAddressDocument, refetch);
  const [deleteMutation] = useMutation(DeleteAddressDocument, refetch);

  const create = useCallback(
    async (input: CustomerAddressInput): Promise<SavedAddress> => {
      const result = await createMutation({ variables: { input } });
      const created = result.data?.createCustomerAddress;
      if (!created) throw new Error('No address was created');
      return created;
    },
    [createMutation],
  );

  const update = useCallback(
    async (id: number, input: Partial<CustomerAddressInput>): Promise<SavedAddress> => {
      const result = await updateMutation({ variables: { id, input } });
      const updated = result.data?.updateCustomerAddress;
      if (!updated) throw new Error('No address was updated');
      syncStoredAddress({ updated });
      return updated;
    },
    [updateMutation],
  );

  const remove = useCallback(
    async (address: SavedAddress): Promise<void> => {
      const id = address.id as number;
      if (address.default_shipping || address.default_billing) {
        await updateMutation({
          variables: { id, input: { default_shipping: false, default_billing: false } },
        });
      }
      await deleteMutation({ variables: { id } });
      syncStoredAddress({ deletedId: id });
    },
    [deleteMutation, updateMutation],
  );

  return {
    create,
    update,
    remove,
    describe: (failure: unknown) => describeAddressError(failure, locale).message,
  };
}

/**
 * The signed-in customer's address book (shell spec sections 4 and 7): CustomerAddresses from
 * the network (with the customer's id, whose stored address it is), the first active address,
 * and the changes of `useAddressMutations`.
 */
export function useAddressBook() {
  const { locale } = useShell();
  const {
    data,
    loading,
    error,
    refetch: reload,
  } = useQuery(CustomerAddressesDocument, {
    fetchPolicy: 'network-only',
  });
  const mutations = useAddressMutations();
  const addresses = (data?.customer?.addresses ?? []).filter(
    (address): address is SavedAddress => address !== null && address.id !== null,
  );
  return {
    ...mutations,
    addresses,
    customerId: data?.customer?.id == null ? null : String(data.customer.id),
    isLoading: loading && !data,
    loadError: error && !loading ? describeAddressError(error, locale).message : null,
    retry: () => void reload(),
    firstActive: addresses.find((address) => isUsableAddress(address)) ?? null,
  };
}
