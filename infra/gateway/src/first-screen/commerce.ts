// What the first screen asks the commerce service: guest GraphQL queries and the catalogue's
// version.
import { COOKIES } from '@dukkan/contracts/constants';
import { storeCodeOf } from '@dukkan/contracts/locale';
import type { Locale } from '@dukkan/contracts/locale';
import type { Graphql } from './types';

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The graphql function given to a page renderer: a guest query to the commerce service with the
 * URL parameters and headers of the shell's request link (shell/src/features/data/links.ts),
 * POSTed, and never an Authorization header (the HTML is the same for everyone in the area).
 */
export function commerceGraphql(options: {
  commerceUrl: string;
  locale: Locale;
  source: string;
  signal: AbortSignal;
}): Graphql {
  const { commerceUrl, locale, source, signal } = options;
  const store = storeCodeOf(locale);
  const url = `${withoutSlash(commerceUrl)}/graphql?${new URLSearchParams({ source, store })}`;
  return async (body) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        source: 'browser',
        'x-query-type': 'query',
        'x-query-name': body.operationName ?? '',
        'Content-Language': locale,
        Store: store,
        'x-cacheable': '1',
      },
      body: JSON.stringify(body),
      signal,
    });
    return (await response.json()) as Awaited<ReturnType<Graphql>>;
  };
}

/** `name=value` of the store cookie in a Cookie header. */
const STORE_COOKIE = new RegExp(`(?:^|;\\s*)${COOKIES.store.name}=([^;]*)`);

/**
 * The stock source of the request: the `store` cookie the app writes with the area chosen
 * (store-choice-store.ts), when it is a plain code; `default` otherwise, as the shell sends.
 */
export function sourceOfCookies(cookieHeader: string | undefined): string {
  const value = STORE_COOKIE.exec(cookieHeader ?? '')?.[1] ?? '';
  return /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : COOKIES.store.defaultValue;
}

/** Whether a Cookie header carries the `store` cookie (an area was chosen this session). */
export function hasStoreCookie(cookieHeader: string | undefined): boolean {
  return STORE_COOKIE.test(cookieHeader ?? '');
}

/**
 * The catalogue's version as the commerce service tells it for one stock source
 * (`GET /catalog-version?source=`: everything a guest's catalogue answers there depend on, stock
 * quantities at that source included, as one string), or null when it does not tell.
 */
export async function catalogVersionOf(
  commerceUrl: string,
  signal: AbortSignal,
  source?: string,
): Promise<string | null> {
  const query = source === undefined ? '' : `?${new URLSearchParams({ source })}`;
  try {
    const response = await fetch(`${withoutSlash(commerceUrl)}/catalog-version${query}`, {
      signal,
    });
    if (!response.ok) return null;
    const { version } = (await response.json()) as { version?: unknown };
    return typeof version === 'string' && version !== '' ? version : null;
  } catch {
    return null;
  }
}
