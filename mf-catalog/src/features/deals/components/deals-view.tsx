import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { ProductListView } from '../../../shared/product-list/components/product-list-view';
import { useDealsTitle } from '../hooks/use-deals-title';

const ON_SALE = { on_sale: { eq: '1' } };
/** The list in analytics: fixed, whatever title the store gives the page. */
const DEALS_LIST = { id: 'deals', name: 'Deals' };

/**
 * `/deals`: every product with an active special price, with the category page's facets, sort
 * and paging, headed by the store configuration's deals title (else "Deals"). The document
 * title stays the shell's route title ("Deals | Dukkan").
 */
export function DealsView() {
  const { t } = useTranslation(NS);
  const title = useDealsTitle() ?? t('routes.deals');
  return (
    <ProductListView
      name={title}
      crumbs={[]}
      baseFilter={ON_SALE}
      ownCategoryIds={[]}
      list={DEALS_LIST}
    />
  );
}
