import type { ProductSummary } from './types/domain';

/**
 * Analytics (both specs: purchase, search, registration, wishlist, product impression, click and
 * view, add or remove from cart, checkout step and option). Events are named and shaped as GA4
 * e-commerce events so a tag manager reading `window.dataLayer` maps them without glue. Nothing
 * is sent to a third party by the store itself: the shell only pushes to the data layer.
 */

declare global {
  interface Window {
    /** Where a tag manager reads the store's analytics events; the store sends nothing itself. */
    dataLayer?: unknown[];
  }
}

export const ANALYTICS_CURRENCY = 'EGP';

/** One product in an event (GA4 `items[]`). */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  /** The brand's url_key (shell spec section 3, analytics views). */
  item_brand?: string;
  /** The product's last category name. */
  item_category?: string;
  /** The chosen variant's sku, for a configurable product. */
  item_variant?: string;
  price?: number;
  quantity?: number;
  /** Position in the list, from 0. */
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
}

interface Ecommerce {
  currency: typeof ANALYTICS_CURRENCY;
  value: number;
  items: AnalyticsItem[];
}

interface ItemList {
  item_list_id: string;
  item_list_name: string;
  items: AnalyticsItem[];
}

/** Every event, by GA4 name, with its payload. */
export interface AnalyticsEvents {
  /** Product page view: sku, name, brand url_key, last category name, price. */
  view_item: Ecommerce;
  /** Product impressions of a list, batched (PRODUCT_IMPRESSION_DEBOUNCE_MS). */
  view_item_list: ItemList;
  /** A product chosen from a list (click). */
  select_item: ItemList;
  add_to_cart: Ecommerce;
  remove_from_cart: Ecommerce;
  add_to_wishlist: Ecommerce;
  search: { search_term: string };
  /** Registration; the phone is in international form (`analyticsPhone`: +20...). */
  sign_up: { method: 'phone' | 'email' | 'social'; phone_number?: string };
  login: { method: 'phone' | 'email' | 'social' };
  begin_checkout: Ecommerce & { coupon?: string };
  /** A checkout step reached (1 shipping, 2 payment, 3 review). */
  checkout_step: { step: number; step_name: string };
  /** An option chosen at a checkout step (shipping or payment method). */
  checkout_option: { step: number; option: string };
  add_shipping_info: Ecommerce & { shipping_tier: string };
  add_payment_info: Ecommerce & { payment_type: string };
  /** Order view: number, total, shipping fees. */
  purchase: Ecommerce & { transaction_id: string; shipping: number; coupon?: string };
}

export type AnalyticsEventName = keyof AnalyticsEvents;

/** What the shell hands every remote through `useShell().analytics`. */
export interface AnalyticsApi {
  track<K extends AnalyticsEventName>(event: K, payload: AnalyticsEvents[K]): void;
}

/** What lands in the data layer for one event. */
export type DataLayerEntry = { event: AnalyticsEventName } & Record<string, unknown>;

/** Events whose payload is GA4 e-commerce data (pushed under `ecommerce`). */
const ECOMMERCE_EVENTS = new Set<AnalyticsEventName>([
  'view_item',
  'view_item_list',
  'select_item',
  'add_to_cart',
  'remove_from_cart',
  'add_to_wishlist',
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
]);

/**
 * An AnalyticsApi pushing to a data layer (`window.dataLayer` in the shell and the dev harness).
 * E-commerce events clear the previous `ecommerce` object first, as GA4 asks, so fields of one
 * event never leak into the next.
 */
export function createDataLayerAnalytics(
  dataLayer: () => unknown[] | undefined = () => (window.dataLayer ??= []),
): AnalyticsApi {
  return {
    track(event, payload) {
      const layer = dataLayer();
      if (!layer) return;
      if (ECOMMERCE_EVENTS.has(event)) {
        layer.push({ ecommerce: null });
        layer.push({ event, ecommerce: payload });
      } else {
        layer.push({ event, ...payload });
      }
    },
  };
}

/** A product summary as an analytics item. */
export function analyticsItem(
  product: Pick<ProductSummary, 'sku' | 'name' | 'price' | 'parentSku'>,
  extra: Partial<AnalyticsItem> = {},
): AnalyticsItem {
  return {
    item_id: product.parentSku ?? product.sku,
    item_name: product.name,
    ...(product.parentSku ? { item_variant: product.sku } : {}),
    ...(product.price === null ? {} : { price: product.price }),
    ...extra,
  };
}

/** The e-commerce part of an event: EGP, the value of the items (price x quantity) and items. */
export function ecommerceOf(items: AnalyticsItem[]): Ecommerce {
  const value = items.reduce((sum, item) => sum + (item.price ?? 0) * (item.quantity ?? 1), 0);
  return { currency: ANALYTICS_CURRENCY, value: Math.round(value * 100) / 100, items };
}

/** The timers the impression queue uses (fake ones in tests). */
export interface ImpressionTimers {
  set: (callback: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clear: (id: ReturnType<typeof setTimeout>) => void;
}

/**
 * Collects product impressions and sends them as one `view_item_list` per list once no new
 * impression arrived for `delayMs` (the spec's 200 ms debounce), so a grid that renders 24
 * cards sends one event, not 24. Each product is counted once per list and queue.
 */
export function createImpressionQueue(
  analytics: AnalyticsApi,
  delayMs: number,
  // Plain functions, never `setTimeout` stored as a method: browsers refuse a timer called
  // with another `this` ("Illegal invocation"), which jsdom lets through.
  timers: ImpressionTimers = {
    set: (callback, ms) => setTimeout(callback, ms),
    clear: (id) => clearTimeout(id),
  },
) {
  const pending = new Map<string, { list: Omit<ItemList, 'items'>; items: AnalyticsItem[] }>();
  const seen = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  function flush() {
    timer = null;
    for (const { list, items } of pending.values()) {
      analytics.track('view_item_list', { ...list, items });
    }
    pending.clear();
  }

  return {
    /** Records that a product of a list was seen. */
    add(list: Omit<ItemList, 'items'>, item: AnalyticsItem) {
      const key = `${list.item_list_id}\u0000${item.item_id}`;
      if (seen.has(key)) return;
      seen.add(key);
      const entry = pending.get(list.item_list_id) ?? { list, items: [] };
      entry.items.push({
        ...item,
        item_list_id: list.item_list_id,
        item_list_name: list.item_list_name,
      });
      pending.set(list.item_list_id, entry);
      if (timer !== null) timers.clear(timer);
      timer = timers.set(flush, delayMs);
    },
    /** Sends what is pending now (on unmount). */
    flush() {
      if (timer !== null) timers.clear(timer);
      flush();
    },
  };
}
