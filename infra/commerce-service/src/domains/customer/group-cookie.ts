/**
 * The referral link's customer group (shell spec "Group-id cookie"): the gateway turns
 * `?group_id=N` into the cookie `group-id=N.<signature>`, the signature an HMAC-SHA-256 (base64url)
 * of `group-id:N` under `DUKKAN_GROUP_COOKIE_SECRET`. The service takes a group from a shopper
 * only from this cookie (registration's group_id, attachCustomerGroup), so a crafted request or a
 * hand-written cookie cannot choose a group; a signed-in customer's group is the one on record.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const GROUP_COOKIE_NAME = 'group-id';

function signature(secret: string, groupId: number): string {
  return createHmac('sha256', secret).update(`group-id:${groupId}`).digest('base64url');
}

/** The cookie value for a group (what the gateway sets). */
export function signGroupCookie(secret: string, groupId: number): string {
  return `${groupId}.${signature(secret, groupId)}`;
}

/**
 * The group of a signed `group-id` cookie in a Cookie header, or null: no cookie, no secret,
 * a bad shape or a wrong signature.
 */
export function groupIdFromCookieHeader(header: string | undefined, secret: string): number | null {
  if (!header || secret === '') return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== GROUP_COOKIE_NAME) continue;
    const match = /^(\d{1,9})\.([A-Za-z0-9_-]{43})$/.exec(part.slice(eq + 1).trim());
    if (!match) return null;
    const groupId = Number(match[1]);
    const given = Buffer.from(match[2] as string);
    const expected = Buffer.from(signature(secret, groupId));
    return groupId > 0 && timingSafeEqual(given, expected) ? groupId : null;
  }
  return null;
}
