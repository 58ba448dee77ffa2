import type { AuthTokens } from '@dukkan/contracts';
import { COOKIES, browserCookies } from '@dukkan/contracts';

/** Cookie holding the bearer token. */
export const AUTH_COOKIE = 'auth_token';
/** Flag cookie: a session exists, so identity is fetched on page start (spec section 4). */
export const SECURED_SESSION_COOKIE = 'secured-session';

function expiryOf(value: string): Date | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Stores the token and the session flag until the token expires. */
export function saveSessionCookies(tokens: AuthTokens): void {
  const expires = expiryOf(tokens.tokenExpiresAt);
  browserCookies.write(AUTH_COOKIE, tokens.token, {
    ...(expires ? { expires } : {}),
    sameSite: 'Lax',
  });
  browserCookies.write(SECURED_SESSION_COOKIE, '1', {
    ...(expires ? { expires } : {}),
    sameSite: 'Lax',
  });
}

/** The token saved by a previous page, if the session flag is still there. */
export function savedToken(): string | null {
  return browserCookies.read(SECURED_SESSION_COOKIE) ? browserCookies.read(AUTH_COOKIE) : null;
}

/** Logout removes the token, the session flag and the guest cart cookie (spec section 4). */
export function clearSessionCookies(): void {
  browserCookies.remove(AUTH_COOKIE);
  browserCookies.remove(SECURED_SESSION_COOKIE);
  browserCookies.remove(COOKIES.cart.name);
}

/** The customer group of a referral link, if its cookie is set. */
export function pendingGroupId(): number | null {
  const value = browserCookies.read(COOKIES.groupId.name);
  if (value === null) return null;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function clearGroupCookie(): void {
  browserCookies.remove(COOKIES.groupId.name);
}
