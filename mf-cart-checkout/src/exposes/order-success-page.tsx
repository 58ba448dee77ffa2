import '../i18n';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RoutePageProps } from '@dukkan/contracts';
import { NS } from '../i18n';
import { PendingPage } from '../features/pending-page/pending-page';

/**
 * `orders/success?id=..[&id=..]`, `orders/success?merchantRef=..` (return from payment) and
 * `orders/{id}/success`: the order numbers come from the path or the query.
 */
export default function OrderSuccessPage(props: RoutePageProps) {
  const { t } = useTranslation(NS);
  const [query] = useSearchParams();
  const details = [
    ...query.getAll('id').map((id) => t('params.id', { value: id })),
    ...query.getAll('merchantRef').map((ref) => t('params.merchantRef', { value: ref })),
  ];
  return <PendingPage {...props} details={details} />;
}
