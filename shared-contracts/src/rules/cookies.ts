// One cookie parser and writer for every package (the shell, the account and the cart had each
// written their own, and they had drifted on encoding and on empty values). Pure: they take and
// return cookie strings; callers pass `document.cookie` or a request's Cookie header.

export interface CookieOptions {
  /** Lifetime in seconds (Max-Age). */
  maxAgeSeconds?: number;
  /** Absolute expiry, when the server gives one (the auth token). */
  expires?: Date;
  /** Defaults to `/`. */
  path?: string;
  /** Defaults to Lax. */
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * A cookie's decoded value from a cookie string (`a=1; b=2`), or null when it is absent or
 * empty (an empty value is what a removed cookie leaves behind in some browsers).
 */
export function readCookieFrom(cookies: string, name: string): string | null {
  const wanted = encodeURIComponent(name);
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== wanted) continue;
    const value = decode(part.slice(separator + 1).trim());
    return value === '' ? null : value;
  }
  return null;
}

/** The `document.cookie` assignment that sets a cookie (path `/` and SameSite Lax by default). */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`];
  parts.push(`Path=${options.path ?? '/'}`);
  if (options.maxAgeSeconds !== undefined) {
    parts.push(`Max-Age=${Math.floor(options.maxAgeSeconds)}`);
  }
  if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The `document.cookie` assignment that removes a cookie set on `path`. */
export function expiredCookie(name: string, path = '/'): string {
  return serializeCookie(name, '', { path, maxAgeSeconds: 0 });
}

/** Browser helpers over `document.cookie` (Secure on https pages). */
export const browserCookies = {
  read(name: string): string | null {
    return typeof document === 'undefined' ? null : readCookieFrom(document.cookie, name);
  },
  write(name: string, value: string, options: CookieOptions = {}): void {
    const secure = options.secure ?? window.location.protocol === 'https:';
    document.cookie = serializeCookie(name, value, { ...options, secure });
  },
  remove(name: string, path = '/'): void {
    document.cookie = expiredCookie(name, path);
  },
};
