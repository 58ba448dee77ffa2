import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { ProductSection } from '../../../shared/product-card/components/product-section';
import { usePreviouslyPurchased } from '../hooks/use-previously-purchased';

/**
 * The signed-in customer's previously purchased products of this category, one row scrolled
 * sideways above the category's products; nothing for a guest or a customer who bought none.
 */
export function PreviouslyPurchased({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation(NS);
  const products = usePreviouslyPurchased(categoryId);
  if (products.length === 0) return null;
  return (
    <ProductSection
      title={t('previouslyPurchased.title')}
      products={products}
      layout="strip"
      list={{ id: `previously-purchased-${categoryId}`, name: 'Previously purchased' }}
    />
  );
}
