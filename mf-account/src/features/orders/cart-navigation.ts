// Going to the cart after ordering again (kept apart so tests can see where it goes).

/**
 * A full page load of the cart: the cart remote reads its cart once per page, so the items the
 * service just added show only when the cart page starts again.
 */
export function goToCart(path: string): void {
  window.location.assign(path);
}
