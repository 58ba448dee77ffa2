import type { AuthTokens } from '@dukkan/contracts';
import { COOKIES, browserCookies } from '@dukkan/contracts';

/**
 * Where the session lives. The spec's authorization-header policy (section 6) has the browser
 * send `Authorization: Bearer <token>` itself, and the spec keeps the session in cookies (the
 * secured-session flag), so the tokens are script-readable first-party cookies: the access token
 * (one hour), its expiry, and the refresh token (30 days, SameSite Strict). An HttpOnly refresh
 * cookie would need the gateway to run the refresh; the service rotates refresh tokens and ends
 * the family when a used one comes back, which bounds what a stolen copy is worth.
 */

/** Cookie holding the bearer token. */
export const AUTH_COOKIE = 'auth_token';
/** Cookie holding the bearer token's expiry (ISO), so a page knows when to refresh. */
export const AUTH_EXPIRY_COOKIE = 'auth_token_expires_at';
/** Cookie holding the refresh token. */
export const REFRESH_COOKIE = 'refresh_token';
/** Flag cookie: a session exists, so identity is fetched on page start (spec section 4). */
export const SECURED_SESSION_COOKIE = 'secured-session';

function expiryOf(value: string): Date | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * Stores the tokens and the session flag until the refresh token expires (the session outlives
 * its access token: the shell refreshes it); without a refresh token, until the token expires.
 */
export function saveSessionCookies(tokens: AuthTokens): void {
  const refreshExpires = tokens.refreshToken ? expiryOf(tokens.refreshTokenExpiresAt) : undefined;
  const expires = refreshExpires ?? expiryOf(tokens.tokenExpiresAt);
  const lifetime = expires ? { expires } : {};
  browserCookies.write(AUTH_COOKIE, tokens.token, { ...lifetime, sameSite: 'Lax' });
  browserCookies.write(AUTH_EXPIRY_COOKIE, tokens.tokenExpiresAt, { ...lifetime, sameSite: 'Lax' });
  if (tokens.refreshToken) {
    browserCookies.write(REFRESH_COOKIE, tokens.refreshToken, { ...lifetime, sameSite: 'Strict' });
  }
  browserCookies.write(SECURED_SESSION_COOKIE, '1', { ...lifetime, sameSite: 'Lax' });
}

/** The token saved by a previous page, if the session flag is still there. */
export function savedToken(): string | null {
  return browserCookies.read(SECURED_SESSION_COOKIE) ? browserCookies.read(AUTH_COOKIE) : null;
}

/** The saved session's refresh token and access-token expiry (ms), as cookies hold them now. */
export function savedRefresh(): {
  token: string | null;
  refreshToken: string | null;
  expiresAt: number | null;
} {
  const expiry = browserCookies.read(AUTH_EXPIRY_COOKIE);
  const expiresAt = expiry === null ? Number.NaN : new Date(expiry).getTime();
  return {
    token: savedToken(),
    refreshToken: browserCookies.read(SECURED_SESSION_COOKIE)
      ? browserCookies.read(REFRESH_COOKIE)
      : null,
    expiresAt: Number.isNaN(expiresAt) ? null : expiresAt,
  };
}

/** Logout removes the token, the session flag and the guest cart cookie (spec section 4). */
export function clearSessionCookies(): void {
  browserCookies.remove(AUTH_COOKIE);
  browserCookies.remove(AUTH_EXPIRY_COOKIE);
  browserCookies.remove(REFRESH_COOKIE);
  browserCookies.remove(SECURED_SESSION_COOKIE);
  browserCookies.remove(COOKIES.cart.name);
}

/**
 * The customer group of a referral link, if its cookie is set. The gateway signs the cookie
 * (`N.<signature>`, checked by the service, which believes nothing else); the group is the part
 * before the dot.
 */
export function pendingGroupId(): number | null {
  const value = browserCookies.read(COOKIES.groupId.name);
  if (value === null) return null;
  const match = /^(\d{1,9})(?:\.[A-Za-z0-9_-]+)?$/.exec(value.trim());
  const id = Number(match?.[1]);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function clearGroupCookie(): void {
  browserCookies.remove(COOKIES.groupId.name);
}
