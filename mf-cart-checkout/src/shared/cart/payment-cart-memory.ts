// The guest cart a payment left from. Placing the order resets the cart (its cookie is removed)
// before the browser goes to the provider's page; if the provider declines, the service gives
// that cart back and the payment error page brings it back into this tab (`useDeclinedCart`).
// Kept for the browser tab's session, like the guest order memory.
const KEY = 'dukkan:payment-cart';

/** Remembers the guest cart this tab is about to pay for on a provider's page. */
export function rememberPaymentCart(cartId: string): void {
  try {
    window.sessionStorage.setItem(KEY, cartId);
  } catch {
    // Storage refused (private mode): a declined payment then starts from an empty cart.
  }
}

/** The guest cart the last payment of this tab left from, forgotten once read. */
export function takePaymentCart(): string | null {
  try {
    const cartId = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return cartId;
  } catch {
    return null;
  }
}
