// The guest cart id lives in the cookie `cart` for 2 days (commerce spec sections 4 and 9).
import { COOKIES } from '@dukkan/contracts';

const NAME = encodeURIComponent(COOKIES.cart.name);

/** The guest cart id saved by this or an earlier page, or null. */
export function readCartCookie(): string | null {
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(`${NAME}=`)) {
      const value = decodeURIComponent(item.slice(NAME.length + 1));
      return value === '' ? null : value;
    }
  }
  return null;
}

export function writeCartCookie(cartId: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${NAME}=${encodeURIComponent(cartId)}; Path=/; Max-Age=${COOKIES.cart.maxAgeSeconds}; SameSite=Lax${secure}`;
}

export function removeCartCookie(): void {
  document.cookie = `${NAME}=; Path=/; Max-Age=0; SameSite=Lax`;
}
