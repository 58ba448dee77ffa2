// A guest reads its order with the id of the cart it was placed from (the service's rule: a
// guest sees only the order it placed). The cart is reset after the order, so the pair is kept
// for the browser tab's session.
const KEY = 'dukkan:guest-orders';

function readAll(): Record<string, string> {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Remembers that `orderNumber` was placed from the guest cart `cartId`. */
export function rememberGuestOrder(orderNumber: string, cartId: string): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ ...readAll(), [orderNumber]: cartId }));
  } catch {
    // Storage refused (private mode): the success page then says the order cannot be shown.
  }
}

/** The guest cart an order was placed from in this tab, or null. */
export function guestCartOfOrder(orderNumber: string): string | null {
  return readAll()[orderNumber] ?? null;
}
