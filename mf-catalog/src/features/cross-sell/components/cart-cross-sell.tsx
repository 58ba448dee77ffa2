import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrossSellProductsProps } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { ProductGrid } from '../../../shared/product-card/components/product-grid';
import { useCartCrossSell } from '../hooks/use-cart-cross-sell';

/**
 * "Frequently bought together" under the cart: the cross-sell products of what is in it, one
 * row scrolled sideways, each card with its own add-to-cart; nothing when there are none.
 */
export function CartCrossSell(props: CrossSellProductsProps) {
  const { t } = useTranslation(NS);
  const products = useCartCrossSell(props);
  const titleId = useId();
  if (products.length === 0) return null;
  const title = t('productLinks.crosssell');
  return (
    <section aria-labelledby={titleId}>
      <h2
        id={titleId}
        css={(theme) => ({ fontSize: theme.fontSizes.xl, marginBlock: theme.space.md })}
      >
        {title}
      </h2>
      <ProductGrid
        products={products}
        label={title}
        layout="strip"
        list={{ id: 'cart-crosssell', name: 'Frequently bought together' }}
      />
    </section>
  );
}
