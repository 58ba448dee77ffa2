import { APP_LINKS } from '../../shared/constants';

/** sessionStorage flag: the banner was already decided in this browser session. */
export const DOWNLOAD_BANNER_SESSION_KEY = 'download_app_banner_seen';

export interface DownloadTarget {
  platform: 'android' | 'ios';
  /** Android: the install link; iOS: the app's root App Store url. */
  href: string;
}

/**
 * Where the download-app banner points (shell spec section 4): Android shows an install link,
 * iOS uses the root url, other devices show nothing (null). No url means no banner.
 */
export function downloadTarget(
  userAgent: string,
  links: { android: string; ios: string } = APP_LINKS,
): DownloadTarget | null {
  if (/android/i.test(userAgent))
    return links.android ? { platform: 'android', href: links.android } : null;
  if (/iphone|ipad|ipod/i.test(userAgent))
    return links.ios ? { platform: 'ios', href: links.ios } : null;
  return null;
}

/**
 * Decided once per session: the first page load of a session on a phone shows the banner and
 * records that load's id in the flag; later loads of the same session do not. Asking again
 * within the same load (a re-render, React's strict mode) gives the same answer.
 */
export function decideDownloadBanner(
  userAgent: string,
  session: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  pageLoadId: string = String(performance.timeOrigin),
): DownloadTarget | null {
  const target = downloadTarget(userAgent);
  if (!target || !session) return null;
  try {
    const flag = session.getItem(DOWNLOAD_BANNER_SESSION_KEY);
    if (flag !== null) return flag === pageLoadId ? target : null;
    session.setItem(DOWNLOAD_BANNER_SESSION_KEY, pageLoadId);
  } catch {
    return null;
  }
  return target;
}
