import { COOKIES } from '@dukkan/contracts';

/** A cookie's decoded value, or null when it is not set. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return null;
}

/**
 * The customer group of a referral link (`group-id` cookie set by the server from `?group_id`),
 * when it is a whole positive number; anything else is ignored (shell spec section 3).
 */
export function referralGroupId(): number | null {
  const value = readCookie(COOKIES.groupId.name)?.trim() ?? '';
  if (!/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
