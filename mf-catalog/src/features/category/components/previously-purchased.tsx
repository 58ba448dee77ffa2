import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { ProductGrid } from '../../../shared/product-card/components/product-grid';
import { usePreviouslyPurchased } from '../hooks/use-previously-purchased';

/**
 * The signed-in customer's previously purchased products of this category, one row scrolled
 * sideways above the category's products; nothing for a guest or a customer who bought none.
 */
export function PreviouslyPurchased({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation(NS);
  const products = usePreviouslyPurchased(categoryId);
  const titleId = useId();
  if (products.length === 0) return null;
  const title = t('previouslyPurchased.title');
  return (
    <section aria-labelledby={titleId}>
      <h2
        id={titleId}
        css={(theme) => ({
          margin: 0,
          marginBlockEnd: theme.space.sm,
          fontSize: theme.fontSizes.lg,
        })}
      >
        {title}
      </h2>
      <ProductGrid
        products={products}
        label={title}
        layout="strip"
        list={{ id: `previously-purchased-${categoryId}`, name: 'Previously purchased' }}
      />
    </section>
  );
}
