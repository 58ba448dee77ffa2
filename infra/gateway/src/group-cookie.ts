// The referral link's `group-id` cookie (shell spec "Group-id cookie"), signed so that the commerce
// service can believe it: `N.<HMAC-SHA-256 of "group-id:N", base64url>` under
// DUKKAN_GROUP_COOKIE_SECRET, which the service reads too (its group-cookie.ts checks the same
// value; test/group-cookie-agreement.test.ts in the service proves the two agree).
import { createHmac } from 'node:crypto';

/** The development key outside production, the same default as the service's. */
export const DEVELOPMENT_GROUP_COOKIE_SECRET = 'dukkan-development-group-cookie-secret';

/** The cookie's value for a group: what the service's `groupIdFromCookieHeader` believes. */
export function signGroupCookie(secret: string, groupId: string): string {
  const signature = createHmac('sha256', secret).update(`group-id:${groupId}`).digest('base64url');
  return `${groupId}.${signature}`;
}

/**
 * DUKKAN_GROUP_COOKIE_SECRET; outside production the development key. In production without it the
 * gateway sets no group cookie (the service would not believe an unsigned one anyway).
 */
export function groupCookieSecretOf(env: NodeJS.ProcessEnv, production: boolean): string | null {
  const secret = env.DUKKAN_GROUP_COOKIE_SECRET;
  if (secret !== undefined && secret !== '') return secret;
  return production ? null : DEVELOPMENT_GROUP_COOKIE_SECRET;
}
