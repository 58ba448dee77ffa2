// The guest cart id lives in the cookie `cart` for 2 days (commerce spec sections 4 and 9).
import { COOKIES, browserCookies } from '@dukkan/contracts';

/** The guest cart id saved by this or an earlier page, or null. */
export function readCartCookie(): string | null {
  return browserCookies.read(COOKIES.cart.name);
}

/** Saves the guest cart id for 2 days (Secure on https pages). */
export function writeCartCookie(cartId: string): void {
  browserCookies.write(COOKIES.cart.name, cartId, { maxAgeSeconds: COOKIES.cart.maxAgeSeconds });
}

/** Forgets the guest cart (reset, merge at login). */
export function removeCartCookie(): void {
  browserCookies.remove(COOKIES.cart.name);
}
