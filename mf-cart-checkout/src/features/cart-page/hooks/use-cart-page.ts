import { useCartStore } from '../../../shared/cart/cart-store';
import { useCart } from '../../../shared/cart/hooks/use-cart';
import { useCartReload, useCartSync } from '../../../shared/cart/hooks/use-cart-sync';

/** The cart page's data: loading until the page-start load ends, then failed, empty or the cart. */
export function useCartPage() {
  useCartSync();
  const retry = useCartReload();
  const cart = useCart();
  const loaded = useCartStore((s) => s.loaded);
  const loadFailed = useCartStore((s) => s.loadFailed);
  let status: 'loading' | 'failed' | 'empty' | 'ready' = 'empty';
  if (cart && cart.items.length > 0) status = 'ready';
  else if (!loaded) status = 'loading';
  else if (loadFailed) status = 'failed';
  return { status, cart, retry };
}
