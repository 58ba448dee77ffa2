import { useEffect } from 'react';
import { clearCart, loadCart, mergeGuestCart } from '../cart-operations';
import type { CartDeps } from '../cart-operations';
import { describeCartError } from '../cart-errors';
import { useCartStore } from '../cart-store';
import { useCartDeps } from './use-cart-deps';

// One subscription per page whichever module mounts first (MiniCart in the header, CartPage):
// the bus handlers use the latest mounted owner's dependencies.
let owners = 0;
let current: CartDeps | null = null;
let unsubscribe: (() => void) | null = null;
let loading = false;

function subscribe(deps: CartDeps): () => void {
  const { bus } = deps.shell();
  const report = (error: unknown) => {
    const shell = (current ?? deps).shell();
    const problem = describeCartError(error, shell.locale);
    shell.alerts.push({ type: problem.type, message: problem.message });
  };
  const onLogin = () => {
    mergeGuestCart(current ?? deps).catch(report);
  };
  const onLogout = () => clearCart(current ?? deps);
  // A store reset (another language, signing out) empties the cache, the cart in it too: the
  // cart in use is read again (the views show the last one read meanwhile, `useCart`).
  const onReset = () => {
    if (useCartStore.getState().cartId !== null) startLoad(current ?? deps);
    return Promise.resolve();
  };
  bus.on('session:login', onLogin);
  bus.on('session:logout', onLogout);
  const offReset = deps.client.onResetStore(onReset);
  return () => {
    bus.off('session:login', onLogin);
    bus.off('session:logout', onLogout);
    offReset();
  };
}

function startLoad(deps: CartDeps): void {
  if (loading) return;
  loading = true;
  loadCart(deps)
    .catch((error: unknown) => console.error('The cart could not be loaded', error))
    .finally(() => {
      loading = false;
    });
}

/** Loads the cart again after a failed page-start load (the cart page's retry). */
export function useCartReload(): () => void {
  const deps = useCartDeps();
  return () => {
    useCartStore.setState({ loaded: false, loadFailed: false });
    startLoad(deps);
  };
}

/**
 * Keeps the cart in step with the page and the session: loads it once at page start (guest
 * cookie or customer cart) so the count is right after a reload, merges the guest cart at
 * `session:login`, clears the cart at `session:logout` and reads it again after a store reset.
 */
export function useCartSync(): void {
  const deps = useCartDeps();
  useEffect(() => {
    owners += 1;
    current = deps;
    unsubscribe ??= subscribe(deps);
    if (!useCartStore.getState().loaded) startLoad(deps);
    return () => {
      owners -= 1;
      if (owners === 0) {
        unsubscribe?.();
        unsubscribe = null;
        current = null;
      }
    };
  }, [deps]);
}
