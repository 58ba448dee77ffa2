import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { useCompareList } from './use-compare-list';

/** State and action of one product's compare toggle. */
export function useCompareButton(sku: string, categoryIds: readonly string[]) {
  const { t } = useTranslation(NS);
  const { has, add, remove } = useCompareList();
  const isCompared = has(sku);
  return {
    isCompared,
    label: isCompared ? t('compare.removeFrom') : t('compare.addTo'),
    toggle: () => (isCompared ? remove(sku) : add({ sku, categoryIds: [...categoryIds] })),
  };
}
