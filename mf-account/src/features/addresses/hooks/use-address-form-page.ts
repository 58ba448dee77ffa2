import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useShell } from '@dukkan/contracts';
import type { AddressFormResult } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { describeAddressError, savedAddressToFormValues } from '../address-values';
import { CustomerAddressesDocument } from '../graphql/__generated__/customer-addresses';
import { useAddressMutations } from './use-address-book';

/** What the new and edit pages share: back to the book with a notice once saved. */
function useSaveAndReturn(kind: 'saved' | 'updated') {
  const { t } = useTranslation(NS);
  const { alerts, localePath } = useShell();
  const navigate = useNavigate();
  const bookPath = localePath('/account/addresses');
  return {
    bookPath,
    done: () => {
      alerts.push({
        type: 'success',
        message: t(`addresses.picker.${kind}`),
        keepOnRouteChange: true,
      });
      void navigate(bookPath);
    },
    onCancel: () => void navigate(bookPath),
  };
}

/**
 * `/account/addresses/new`: CreateAddress, then back to the book with a notice; a refused
 * address stays on the form with everything typed.
 */
export function useNewAddressPage() {
  const { t } = useTranslation(NS);
  const { create } = useAddressMutations();
  const flow = useSaveAndReturn('saved');
  return {
    ...flow,
    title: t('addresses.book.newTitle'),
    submitLabel: t('addresses.form.save'),
    onSubmit: async ({ input }: AddressFormResult) => {
      await create(input);
      flow.done();
    },
  };
}

/**
 * `/account/addresses/{id}/edit`: the customer's own address read from the book (another
 * customer's id is simply not there), UpdateAddress, then back to the book with a notice.
 */
export function useEditAddressPage(id: number) {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  const { update } = useAddressMutations();
  const flow = useSaveAndReturn('updated');
  const { data, loading, error, refetch } = useQuery(CustomerAddressesDocument, {
    fetchPolicy: 'network-only',
  });
  const address = data?.customer?.addresses?.find((item) => item?.id === id) ?? null;
  return {
    ...flow,
    title: t('addresses.book.editTitle'),
    submitLabel: t('addresses.book.update'),
    isLoading: loading && !data,
    loadError: error && !loading ? describeAddressError(error, locale).message : null,
    retry: () => void refetch(),
    notFound: Boolean(data) && !loading && address === null,
    // The form starts only once the address is known, so its values are the saved ones.
    initialValues: address ? savedAddressToFormValues(address) : null,
    onSubmit: async ({ input }: AddressFormResult) => {
      await update(id, input);
      flow.done();
    },
  };
}
