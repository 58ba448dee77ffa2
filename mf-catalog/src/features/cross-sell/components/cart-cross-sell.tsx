import { useTranslation } from 'react-i18next';
import type { CrossSellProductsProps } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { ProductSection } from '../../../shared/product-card/components/product-section';
import { useCartCrossSell } from '../hooks/use-cart-cross-sell';

/**
 * "Frequently bought together" under the cart: the cross-sell products of what is in it, one
 * row scrolled sideways, each card with its own add-to-cart; nothing when there are none.
 */
export function CartCrossSell(props: CrossSellProductsProps) {
  const { t } = useTranslation(NS);
  const products = useCartCrossSell(props);
  if (products.length === 0) return null;
  return (
    <ProductSection
      title={t('productLinks.crosssell')}
      products={products}
      layout="strip"
      list={{ id: 'cart-crosssell', name: 'Frequently bought together' }}
    />
  );
}
