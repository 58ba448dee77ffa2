import '../i18n';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RoutePageProps } from '@dukkan/contracts';
import { NS } from '../i18n';
import { PendingPage } from '../features/pending-page/pending-page';

/** `guest-order/success?id=..` and `guest-order/{id}/success`: a guest's placed order. */
export default function GuestOrderSuccessPage(props: RoutePageProps) {
  const { t } = useTranslation(NS);
  const [query] = useSearchParams();
  return (
    <PendingPage
      {...props}
      details={query.getAll('id').map((id) => t('params.id', { value: id }))}
    />
  );
}
