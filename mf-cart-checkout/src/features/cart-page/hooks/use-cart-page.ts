import { useCartStore } from '../../cart/cart-store';
import { useCartSync } from '../../cart/hooks/use-cart-sync';

/** The cart page's data: loading until the page-start load ends, then empty or the cart. */
export function useCartPage() {
  useCartSync();
  const cart = useCartStore((s) => s.cart);
  const loaded = useCartStore((s) => s.loaded);
  const status: 'loading' | 'empty' | 'ready' =
    !loaded && !cart ? 'loading' : cart && cart.items.length > 0 ? 'ready' : 'empty';
  return { status, cart };
}
