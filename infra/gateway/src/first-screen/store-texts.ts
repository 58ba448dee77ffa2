// The store's texts written into the first screen's header and its first data.
import { STORE_MARKS } from '@dukkan/contracts/first-screen';
import { escapeText } from '../pages/html';
import type { StoreTexts } from './store-config';

/**
 * The `layout-store` part with the store's texts over its marks, as the header draws them once
 * the configuration has answered (site-header.tsx): the banner's line left out when the store
 * has none. Null when the store has no support phone: the header then shows its built-in one,
 * which the plain `layout` part draws.
 */
export function withStoreTexts(part: string, texts: StoreTexts): string | null {
  const phone = texts.customer_support_phone?.trim();
  if (!phone) return null;
  const banner = texts.promo_banner?.trim();
  const marks = STORE_MARKS;
  const withBanner = banner
    ? part.replaceAll(marks.promo_banner, () => escapeText(banner))
    : part.replace(new RegExp(`<p [^>]*>${marks.promo_banner}</p>`), '');
  return withBanner
    .replaceAll(`tel:${marks.customer_support_phone}`, () => `tel:${phone.replace(/[^\d+]/g, '')}`)
    .replaceAll(marks.customer_support_phone, () => escapeText(phone));
}

/**
 * Filled layouts by answer, then by part: an answer is kept a minute (and forgotten with it) and
 * a part changes only with a deploy of the shell, so the marks are written over once per answer
 * and part, not once per page.
 */
const filledLayouts = new WeakMap<StoreTexts, Map<string, string | null>>();

/** {@link withStoreTexts}, once per answer and part. */
export function filledLayout(part: string, texts: StoreTexts): string | null {
  let byPart = filledLayouts.get(texts);
  if (!byPart) {
    byPart = new Map();
    filledLayouts.set(texts, byPart);
  }
  let filled = byPart.get(part);
  if (filled === undefined) {
    filled = withStoreTexts(part, texts);
    byPart.set(part, filled);
  }
  return filled;
}

/**
 * `cache` (an extracted Apollo cache) with the store configuration's texts in its root query,
 * merged with the fields of StoreConfig already there as the contracts' cache merges them.
 */
export function withStoreConfig(
  cache: Record<string, unknown>,
  texts: StoreTexts,
): Record<string, unknown> {
  const root = (cache.ROOT_QUERY ?? { __typename: 'Query' }) as Record<string, unknown>;
  const kept = root.storeConfig as Record<string, unknown> | undefined;
  return { ...cache, ROOT_QUERY: { ...root, storeConfig: { ...kept, ...texts } } };
}
