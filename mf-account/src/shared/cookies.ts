import { COOKIES, browserCookies } from '@dukkan/contracts';

/**
 * The customer group of a referral link (`group-id` cookie set by the server from `?group_id`,
 * signed: `N.<signature>`; the service checks the signature on the request and believes nothing
 * else), when it is a whole positive number; anything else is ignored (shell spec section 3).
 */
export function referralGroupId(): number | null {
  const value = browserCookies.read(COOKIES.groupId.name)?.trim() ?? '';
  const match = /^(\d{1,9})(?:\.[A-Za-z0-9_-]+)?$/.exec(value);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
