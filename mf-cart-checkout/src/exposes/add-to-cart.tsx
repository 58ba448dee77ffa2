import '../i18n';
import type { ProductSummary } from '@dukkan/contracts';

/**
 * The quantity stepper that adds a product to the cart. Adding to the cart arrives with
 * issue 6; until then it renders nothing rather than a button that does nothing.
 */
export default function AddToCart(_props: { product: ProductSummary }) {
  return null;
}
