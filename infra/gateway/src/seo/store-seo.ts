// The store configuration's search-engine settings (commerce spec, "Store configuration": default
// title, description and keywords, title prefix and suffix), its name, currency and support
// phone, asked once a minute per language like the header's texts (first-screen/store-config.ts).
import type { Locale } from '@dukkan/contracts/locale';
import { commerceGraphql } from '../first-screen/commerce';

/** The gateway's own document (not the shell's): only what the page head writes. */
export const STORE_SEO_QUERY = `query StoreSeo {
  storeConfig {
    store_name
    base_currency_code
    default_title
    default_description
    default_keywords
    title_prefix
    title_suffix
    customer_support_phone
  }
}`;

export interface StoreSeo {
  store_name: string;
  base_currency_code: string;
  default_title: string;
  default_description: string;
  default_keywords: string;
  title_prefix: string;
  title_suffix: string;
  customer_support_phone: string;
}

const FIELDS = [
  'store_name',
  'base_currency_code',
  'default_title',
  'default_description',
  'default_keywords',
  'title_prefix',
  'title_suffix',
  'customer_support_phone',
] as const satisfies readonly (keyof StoreSeo)[];

/** How long an answer is kept per language, in ms (a failed one: STORE_SEO_RETRY_MS). */
export const STORE_SEO_TTL_MS = 60_000;
const STORE_SEO_RETRY_MS = 5_000;

interface Kept {
  until: number;
  answer: Promise<StoreSeo | null>;
}

const kept = new Map<Locale, Kept>();

/** Forgets the kept settings (tests). */
export function forgetStoreSeo(): void {
  kept.clear();
}

/** The settings of a StoreSeo answer (a missing text as ''), or null when it has another shape. */
function storeSeoOf(body: unknown): StoreSeo | null {
  const config = (body as { data?: { storeConfig?: Record<string, unknown> } } | null)?.data
    ?.storeConfig;
  if (!config) return null;
  const texts = FIELDS.map((field) => config[field] ?? '');
  if (!texts.every((text) => typeof text === 'string')) return null;
  return Object.fromEntries(FIELDS.map((field, at) => [field, texts[at]])) as unknown as StoreSeo;
}

async function askStoreSeo(commerceUrl: string, locale: Locale, deadlineMs: number) {
  const asking = new AbortController();
  const timer = setTimeout(() => asking.abort(), deadlineMs);
  const graphql = commerceGraphql({
    commerceUrl,
    locale,
    source: 'default',
    signal: asking.signal,
  });
  try {
    return storeSeoOf(await graphql({ query: STORE_SEO_QUERY, operationName: 'StoreSeo' }));
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The store's settings in `locale`, or null when the service has not given them within
 * `deadlineMs`. Kept STORE_SEO_TTL_MS; past that the last answer is served while the gateway
 * asks again, and stays when the service does not answer.
 */
export function storeSettingsOf(
  commerceUrl: string,
  locale: Locale,
  deadlineMs: number,
): Promise<StoreSeo | null> {
  const entry = kept.get(locale);
  if (entry && entry.until > Date.now()) return entry.answer;
  const asking = askStoreSeo(commerceUrl, locale, deadlineMs);
  const next: Kept = { until: Number.POSITIVE_INFINITY, answer: entry?.answer ?? asking };
  kept.set(locale, next);
  void asking.then(async (settings) => {
    const last = await next.answer;
    next.until = Date.now() + (settings ? STORE_SEO_TTL_MS : STORE_SEO_RETRY_MS);
    next.answer = Promise.resolve(settings ?? last);
  });
  return next.answer;
}
