// Small document.cookie helpers; the storefront's cookies are plain name=value pairs.

export interface CookieOptions {
  /** Lifetime in seconds (Max-Age). */
  maxAgeSeconds?: number;
  /** Absolute expiry; used when the server gives an expiry date (auth token). */
  expires?: Date;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** Defaults to true on https pages. */
  secure?: boolean;
}

/** Reads a cookie by name; null when absent. */
export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) {
      try {
        return decodeURIComponent(item.slice(prefix.length));
      } catch {
        return item.slice(prefix.length);
      }
    }
  }
  return null;
}

/** Writes a cookie; path defaults to `/` and SameSite to Lax. */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`];
  parts.push(`Path=${options.path ?? '/'}`);
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAgeSeconds)}`);
  if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  const secure = options.secure ?? window.location.protocol === 'https:';
  if (secure) parts.push('Secure');
  document.cookie = parts.join('; ');
}

/** Removes a cookie set on `path` (default `/`). */
export function deleteCookie(name: string, path = '/'): void {
  document.cookie = `${encodeURIComponent(name)}=; Path=${path}; Max-Age=0; SameSite=Lax`;
}
