// The cart state shared by AddToCart, MiniCart and CartPage: modules of one remote container
// share module instances, so this one store serves the three on a page.
import { create } from 'zustand';
import type { CartView } from './cart-view';

export interface CartState {
  /** The cart in use: the guest cookie's or the customer's; null before the first add. */
  cartId: string | null;
  /** The client view of the last cart answer, null until one arrives. */
  cart: CartView | null;
  /** True once the page-start load has finished (with or without a cart). */
  loaded: boolean;
  /** The page-start load failed (network or service error); the page offers a retry. */
  loadFailed: boolean;
  /** A guest cart is being merged into the customer's (guards concurrent merges). */
  isMerging: boolean;
  /** Skus whose add or quantity change is on its way. */
  pendingSkus: readonly string[];
}

const initial: CartState = {
  cartId: null,
  cart: null,
  loaded: false,
  loadFailed: false,
  isMerging: false,
  pendingSkus: [],
};

export const useCartStore = create<CartState>(() => ({ ...initial }));

/** Keeps the answer as the cart (each answer replaces the client cart). */
export function setCart(cart: CartView): void {
  useCartStore.setState({ cartId: cart.id, cart, loaded: true, loadFailed: false });
}

/** Reset (spec section 4): cart id, items, totals and count cleared; the caller removes the cookie. */
export function resetCartState(): void {
  useCartStore.setState({ cartId: null, cart: null, loaded: true, loadFailed: false });
}

export function setPending(sku: string, pending: boolean): void {
  const rest = useCartStore.getState().pendingSkus.filter((s) => s !== sku);
  useCartStore.setState({ pendingSkus: pending ? [...rest, sku] : rest });
}

/** Back to the state of a fresh page (tests). */
export function resetCartStoreForTests(): void {
  useCartStore.setState({ ...initial });
}
