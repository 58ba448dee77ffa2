import { COOKIES, browserCookies } from '@dukkan/contracts';

/**
 * The customer group of a referral link (`group-id` cookie set by the server from `?group_id`),
 * when it is a whole positive number; anything else is ignored (shell spec section 3).
 */
export function referralGroupId(): number | null {
  const value = browserCookies.read(COOKIES.groupId.name)?.trim() ?? '';
  if (!/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
