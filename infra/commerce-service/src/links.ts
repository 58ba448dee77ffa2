/**
 * Links derived from the configuration (its URLs are read once at start by `loadConfig`): pages of
 * the storefront and of this service. Every domain builds its links here instead of borrowing
 * another domain's helper, which is how the customer and order domains once imported each other.
 */
import type { ServiceConfig } from './config';

type Locale = 'en' | 'ar';

/** A storefront page in a language: `storefrontPage(config, 'ar', 'orders/success')`. */
export function storefrontPage(
  config: Pick<ServiceConfig, 'storefrontUrl'>,
  locale: Locale,
  path = '',
): string {
  return `${config.storefrontUrl}/${locale}${path === '' ? '' : `/${path}`}`;
}

/** A page of this service as browsers reach it: `servicePage(config, '/dev/outbox')`. */
export function servicePage(config: Pick<ServiceConfig, 'publicUrl'>, path: string): string {
  return `${config.publicUrl}${path}`;
}

/** True when `url` is an absolute http(s) URL on the storefront or an allowed CORS origin. */
export function allowedReturnUrl(
  config: Pick<ServiceConfig, 'storefrontUrl' | 'corsOrigins'>,
  url: string,
): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  const origins = new Set([
    new URL(config.storefrontUrl).origin,
    ...config.corsOrigins.map((o) => o.replace(/\/+$/, '')),
  ]);
  return origins.has(parsed.origin);
}
