/**
 * The computed state of a cart: its items priced and stocked at the cart's store source, the
 * discounts, shipping, reward points, store credit and totals. Everything the cart answers and
 * everything an order copies comes from `cartState`, so the two can never disagree.
 *
 * It takes a database handle (a transaction when placing an order) and the clock, not a request
 * context: the order domain calls it inside its own transaction.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { PRODUCT_COLUMNS, specialActive, type ProductRow } from '../catalog/product-data';
import type { CartBundleOptionJson, CartsTable, CouponsTable } from './tables';

export type CartRow = Selectable<CartsTable>;
export type CouponRow = Selectable<CouponsTable>;
export type Section = 'ELECTRONICS' | 'NON_ELECTRONICS' | 'CLOTHING';
export type Locale = 'en' | 'ar';

export interface CartEnv {
  db: Kysely<Database>;
  now: Date;
}

export const CURRENCY = 'EGP';
export const round2 = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;
export const round3 = (n: number): number => Math.round((n + Number.EPSILON) * 1000) / 1000;

/** Quantity rules of a product (spec section 9 defaults: step 1, min 0, max unlimited). */
export interface CartControl {
  step: number;
  min: number;
  max: number | null;
  unit: string | null;
  unitAr: string | null;
}

export function controlOf(p: ProductRow): CartControl {
  const step = Number(p.increment_step);
  return {
    step: step > 0 ? step : 1,
    min: Math.max(0, Number(p.min_amount)),
    max: p.max_amount === null ? null : Number(p.max_amount),
    unit: p.unit,
    unitAr: p.unit_ar,
  };
}

export interface PricedBundleOption extends CartBundleOptionJson {
  title: string;
  titleAr: string;
  type: string;
  product: ProductRow;
  price: number;
}

export interface PricedItem {
  id: number;
  /** Magento's cart_item_uid: base64 of the numeric id. */
  uid: string;
  /** The product whose stock is taken (simple, variant or bundle). */
  product: ProductRow;
  /** The configurable parent of a variant. */
  parent: ProductRow | null;
  /** The product the shopper sees (the parent for a variant). */
  shown: ProductRow;
  qty: number;
  note: string | null;
  bundleOptions: PricedBundleOption[];
  /** Final unit price at the cart's source (special price window applied). */
  unitPrice: number;
  /** Regular unit price at the cart's source. */
  regularPrice: number;
  rowTotal: number;
  /** Stock left at the cart's source for this line (a bundle: its scarcest required part). */
  stock: number;
  section: Section;
  control: CartControl;
  /** Variant attributes or bundle choices, as label/value pairs (English and Arabic values). */
  options: Array<{ label: string; labelAr: string; value: string; valueAr: string }>;
  /** Why the line cannot be ordered as it is (spec section 5: no stock, or more than the stock left). */
  errors: Array<{ code: 'INSUFFICIENT_STOCK' | 'NOT_SALABLE'; en: string; ar: string }>;
}

export function itemUid(id: number): string {
  return Buffer.from(String(id)).toString('base64');
}

/** The numeric id of a cart_item_uid (base64 of the id) or of a plain numeric id; null when malformed. */
export function itemIdOf(raw: unknown): number | null {
  if (typeof raw === 'number')
    return Number.isInteger(raw) && raw > 0 && raw < 2 ** 31 ? raw : null;
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 20) return null;
  if (/^\d{1,9}$/.test(raw)) return Number(raw);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(raw)) return null;
  const decoded = Buffer.from(raw, 'base64').toString('utf8');
  return /^\d{1,9}$/.test(decoded) && itemUid(Number(decoded)) === raw ? Number(decoded) : null;
}

export interface CartSettings {
  freeShippingThreshold: number | null;
  feeElectronics: number;
  feeNonElectronics: number;
  expressFee: number;
  expressCutoff: string;
  minimumOrderAmount: number;
  storePickupEnabled: boolean;
}

/** Store configuration the cart needs; keys missing from `store_config` take the spec's defaults. */
export async function cartSettings(db: Kysely<Database>): Promise<CartSettings> {
  const rows = await db.selectFrom('store_config').select(['key', 'value']).execute();
  const values = new Map(rows.map((r) => [r.key, r.value]));
  const num = (key: string, fallback: number): number => {
    const v = values.get(key);
    return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
  };
  const threshold = values.get('free_shipping_threshold');
  const cutoff = values.get('express_delivery_cutoff_time');
  return {
    freeShippingThreshold: typeof threshold === 'number' ? threshold : null,
    feeElectronics: num('shipping_fee_electronics', 50),
    feeNonElectronics: num('shipping_fee_non_electronics', 25),
    expressFee: num('express_delivery_fee', 30),
    expressCutoff: typeof cutoff === 'string' && /^\d{2}:\d{2}$/.test(cutoff) ? cutoff : '18:00',
    minimumOrderAmount: num('minimum_order_amount', 0),
    storePickupEnabled: values.get('store_pickup_enabled') === true,
  };
}

function finalPrice(p: ProductRow, regular: number, now: Date): number {
  return specialActive(p, now) ? Math.min(regular, Number(p.special_price)) : regular;
}

/** Items of a cart priced and stocked at its source, in the order they were added. */
export async function loadItems(env: CartEnv, cart: CartRow): Promise<PricedItem[]> {
  const { db } = env;
  const rows = await db
    .selectFrom('cart_items')
    .selectAll()
    .where('cart_id', '=', cart.id)
    .orderBy('id')
    .execute();
  if (rows.length === 0) return [];
  const bundleJson = (raw: unknown): CartBundleOptionJson[] =>
    Array.isArray(raw)
      ? (raw as CartBundleOptionJson[])
      : (JSON.parse(String(raw)) as CartBundleOptionJson[]);
  const bundles = new Map(rows.map((r) => [r.id, bundleJson(r.bundle_options)]));
  const productIds = new Set<number>();
  for (const r of rows) {
    productIds.add(r.product_id);
    if (r.parent_id !== null) productIds.add(r.parent_id);
    for (const o of bundles.get(r.id) ?? []) productIds.add(o.product_id);
  }
  const ids = [...productIds];
  const [products, stock, categories] = await Promise.all([
    db.selectFrom('products').select(PRODUCT_COLUMNS).where('id', 'in', ids).execute(),
    db
      .selectFrom('product_stock')
      .select(['product_id', 'qty', 'price'])
      .where('source_code', '=', cart.source_code)
      .where('product_id', 'in', ids)
      .execute(),
    db
      .selectFrom('product_categories as pc')
      .innerJoin('categories as c', 'c.id', 'pc.category_id')
      .select(['pc.product_id', 'c.section'])
      .where('pc.product_id', 'in', ids)
      .orderBy('c.level', 'desc')
      .orderBy('pc.position')
      .execute(),
  ]);
  const productById = new Map(products.map((p) => [p.id, p]));
  const stockById = new Map(
    stock.map((s) => [
      s.product_id,
      { qty: Number(s.qty), price: s.price === null ? null : Number(s.price) },
    ]),
  );
  const sectionById = new Map<number, Section>();
  for (const c of categories)
    if (!sectionById.has(c.product_id)) sectionById.set(c.product_id, c.section);

  const optionIds = [...new Set([...bundles.values()].flat().map((o) => o.option_id))];
  const bundleOptionRows = optionIds.length
    ? await db
        .selectFrom('bundle_options')
        .select(['id', 'title', 'title_ar', 'type', 'position'])
        .where('id', 'in', optionIds)
        .execute()
    : [];
  const optionById = new Map(bundleOptionRows.map((o) => [o.id, o]));

  const simplePrices = (p: ProductRow) => {
    const s = stockById.get(p.id);
    const regular = s?.price ?? Number(p.price);
    return { regular, final: finalPrice(p, regular, env.now), qty: s?.qty ?? 0 };
  };

  const items: PricedItem[] = [];
  for (const r of rows) {
    const product = productById.get(r.product_id);
    if (!product) continue; // deleted products cascade away; a racing delete just drops the line
    const parent = r.parent_id === null ? null : (productById.get(r.parent_id) ?? null);
    const shown = parent ?? product;
    const qty = Number(r.qty);
    let unitPrice: number;
    let regularPrice: number;
    let stockLeft: number;
    const bundleOptions: PricedBundleOption[] = [];
    const options: PricedItem['options'] = [];
    if (product.type === 'bundle') {
      let regular = 0;
      let final = 0;
      stockLeft = Number.POSITIVE_INFINITY;
      for (const o of bundles.get(r.id) ?? []) {
        const part = productById.get(o.product_id);
        const meta = optionById.get(o.option_id);
        if (!part || !meta) continue;
        const prices = simplePrices(part);
        regular += prices.regular * o.qty;
        final += prices.final * o.qty;
        stockLeft = Math.min(stockLeft, Math.floor(prices.qty / o.qty));
        bundleOptions.push({
          ...o,
          title: meta.title,
          titleAr: meta.title_ar,
          type: meta.type,
          product: part,
          price: round2(prices.final * o.qty),
        });
        options.push({
          label: meta.title,
          labelAr: meta.title_ar,
          value: `${o.qty} x ${part.name}`,
          valueAr: `${o.qty} x ${part.name_ar}`,
        });
      }
      if (!Number.isFinite(stockLeft)) stockLeft = 0;
      if (!product.bundle_dynamic_price) {
        regular = Number(product.price);
        final = finalPrice(product, regular, env.now);
      }
      unitPrice = round2(final);
      regularPrice = round2(regular);
    } else {
      const prices = simplePrices(product);
      unitPrice = round2(prices.final);
      regularPrice = round2(prices.regular);
      stockLeft = prices.qty;
      const attrs = product.variant_attributes as Record<string, string> | string | null;
      const parsed =
        typeof attrs === 'string' ? (JSON.parse(attrs) as Record<string, string> | null) : attrs;
      for (const [key, value] of Object.entries(parsed ?? {})) {
        const label =
          key === 'color' ? ['Color', 'اللون'] : key === 'size' ? ['Size', 'المقاس'] : [key, key];
        options.push({ label: label[0]!, labelAr: label[1]!, value, valueAr: value });
      }
    }
    const errors: PricedItem['errors'] = [];
    if (stockLeft <= 0) {
      errors.push({
        code: 'NOT_SALABLE',
        en: 'This product is out of stock.',
        ar: 'هذا المنتج غير متوفر حالياً.',
      });
    } else if (qty > stockLeft + 1e-9) {
      errors.push({
        code: 'INSUFFICIENT_STOCK',
        en: 'The requested qty is not available',
        ar: 'الكمية المطلوبة غير متوفرة',
      });
    }
    items.push({
      id: r.id,
      uid: itemUid(r.id),
      product,
      parent,
      shown,
      qty,
      note: r.note,
      bundleOptions,
      unitPrice,
      regularPrice,
      rowTotal: round2(unitPrice * qty),
      stock: stockLeft,
      section: sectionById.get(shown.id) ?? sectionById.get(product.id) ?? 'NON_ELECTRONICS',
      control: controlOf(shown),
      options,
      errors,
    });
  }
  return items;
}

export interface DiscountLine {
  label: string;
  labelAr: string;
  amount: number;
  /** The coupon or e-voucher code it comes from. */
  code: string;
}

/** What a coupon code means for a cart: a discount line, or why it cannot apply. */
export type CouponResolution =
  | { kind: 'ok'; line: DiscountLine; evoucherId: number | null; couponId: number | null }
  | { kind: 'invalid' }
  | { kind: 'expired' }
  | { kind: 'minimum'; amount: number };

const DAY_MS = 86_400_000;

/**
 * Resolves a code against the coupons table, then against the cart customer's own e-vouchers
 * (READY, inside their dates, restricted to a category the cart has products of when they say so).
 */
export async function resolveCoupon(
  env: CartEnv,
  cart: CartRow,
  code: string,
  items: PricedItem[],
  subtotal: number,
): Promise<CouponResolution> {
  const t = env.now.getTime();
  const coupon = await env.db
    .selectFrom('coupons')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['code']), '=', code.toLowerCase()))
    .executeTakeFirst();
  if (coupon) {
    if (!coupon.is_active) return { kind: 'invalid' };
    if (coupon.from_date && t < new Date(coupon.from_date).getTime()) return { kind: 'invalid' };
    if (coupon.to_date && t >= new Date(coupon.to_date).getTime() + DAY_MS)
      return { kind: 'expired' };
    const min = Number(coupon.min_subtotal);
    if (subtotal < min) return { kind: 'minimum', amount: min };
    let amount =
      coupon.kind === 'percent' ? (subtotal * Number(coupon.amount)) / 100 : Number(coupon.amount);
    if (coupon.max_discount !== null) amount = Math.min(amount, Number(coupon.max_discount));
    amount = round2(Math.min(amount, subtotal));
    return {
      kind: 'ok',
      line: { label: coupon.label, labelAr: coupon.label_ar, amount, code: coupon.code },
      evoucherId: null,
      couponId: coupon.id,
    };
  }
  if (cart.customer_id === null) return { kind: 'invalid' };
  const voucher = await env.db
    .selectFrom('evouchers')
    .selectAll()
    .where('customer_id', '=', cart.customer_id)
    .where((eb) => eb(eb.fn('lower', ['code']), '=', code.toLowerCase()))
    .executeTakeFirst();
  if (!voucher) return { kind: 'invalid' };
  if (
    voucher.status === 'EXPIRED' ||
    (voucher.expires_on && t >= new Date(voucher.expires_on).getTime())
  )
    return { kind: 'expired' };
  if (voucher.status !== 'READY' && voucher.status !== 'NOT_READY') return { kind: 'invalid' };
  if (voucher.ready_on && t < new Date(voucher.ready_on).getTime()) return { kind: 'invalid' };
  if (voucher.status === 'NOT_READY' && !voucher.ready_on) return { kind: 'invalid' };
  let base = subtotal;
  if (voucher.category_id !== null) {
    const inCategory = await productsInCategory(env, voucher.category_id, items);
    base = round2(
      items.filter((i) => inCategory.has(i.shown.id)).reduce((s, i) => s + i.rowTotal, 0),
    );
    if (base <= 0) return { kind: 'invalid' };
  }
  const amount = round2(Math.min(Number(voucher.amount), base));
  return {
    kind: 'ok',
    line: { label: voucher.name, labelAr: voucher.name_ar, amount, code: voucher.code },
    evoucherId: voucher.id,
    couponId: voucher.coupon_id,
  };
}

/** Product ids among the items that sit in the category or below it. */
export async function productsInCategory(
  env: CartEnv,
  categoryId: number,
  items: PricedItem[],
): Promise<Set<number>> {
  const ids = [...new Set(items.map((i) => i.shown.id))];
  if (ids.length === 0) return new Set();
  const category = await env.db
    .selectFrom('categories')
    .select(['path'])
    .where('id', '=', categoryId)
    .executeTakeFirst();
  if (!category) return new Set();
  const rows = await env.db
    .selectFrom('product_categories as pc')
    .innerJoin('categories as c', 'c.id', 'pc.category_id')
    .select('pc.product_id')
    .where('pc.product_id', 'in', ids)
    .where((eb) => eb.or([eb('c.id', '=', categoryId), eb('c.path', 'like', `${category.path}/%`)]))
    .execute();
  return new Set(rows.map((r) => r.product_id));
}

export interface ShippingMethodOption {
  carrierCode: string;
  methodCode: string;
  carrierTitle: { en: string; ar: string };
  methodTitle: { en: string; ar: string };
  available: boolean;
  amount: number;
  electronicsAmount: number;
  nonElectronicsAmount: number;
  isAfterCutoffTime: boolean;
  minDays: number;
  maxDays: number;
  cutoffTime: string | null;
  minSubtotalForFreeShipping: number | null;
}

export const CARRIERS = {
  standard: { carrier: 'flatrate', method: 'flatrate' },
  express: { carrier: 'express', method: 'express' },
  pickup: { carrier: 'storepickup', method: 'storepickup' },
} as const;

/** Minutes since local midnight and the local day in Cairo, where the stores are. */
export function cairoClock(now: Date): { day: string; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Cairo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    day: `${get('year')}-${get('month')}-${get('day')}`,
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
  };
}

export const minutesOf = (hhmm: string): number =>
  Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Shipping methods for the cart's items. Delivery fees are split: electronics (and clothing) and
 * non-electronics (groceries) each cost their fee when the cart has such items; both are free when
 * the subtotal reaches the store's free-shipping threshold. Express adds its fee and closes at its
 * cut-off time. Store pickup is free and offered only when the store enables it.
 */
export function shippingMethods(
  settings: CartSettings,
  items: PricedItem[],
  subtotal: number,
  now: Date,
): ShippingMethodOption[] {
  if (items.length === 0) return [];
  const hasElectronics = items.some((i) => i.section !== 'NON_ELECTRONICS');
  const hasGroceries = items.some((i) => i.section === 'NON_ELECTRONICS');
  const free =
    settings.freeShippingThreshold !== null && subtotal >= settings.freeShippingThreshold;
  const electronicsAmount = hasElectronics && !free ? settings.feeElectronics : 0;
  const nonElectronicsAmount = hasGroceries && !free ? settings.feeNonElectronics : 0;
  const afterCutoff = cairoClock(now).minutes >= minutesOf(settings.expressCutoff);
  const methods: ShippingMethodOption[] = [
    {
      carrierCode: CARRIERS.standard.carrier,
      methodCode: CARRIERS.standard.method,
      carrierTitle: { en: 'Dukkan delivery', ar: 'توصيل دكان' },
      methodTitle: { en: 'Scheduled delivery', ar: 'توصيل في موعد تختاره' },
      available: true,
      amount: round2(electronicsAmount + nonElectronicsAmount),
      electronicsAmount,
      nonElectronicsAmount,
      isAfterCutoffTime: false,
      minDays: 0,
      maxDays: 6,
      cutoffTime: null,
      minSubtotalForFreeShipping: settings.freeShippingThreshold,
    },
    {
      carrierCode: CARRIERS.express.carrier,
      methodCode: CARRIERS.express.method,
      carrierTitle: { en: 'Dukkan express', ar: 'دكان السريع' },
      methodTitle: { en: 'Express delivery today', ar: 'توصيل سريع اليوم' },
      available: !afterCutoff,
      amount: round2(electronicsAmount + nonElectronicsAmount + settings.expressFee),
      electronicsAmount,
      nonElectronicsAmount: round2(nonElectronicsAmount + settings.expressFee),
      isAfterCutoffTime: afterCutoff,
      minDays: 0,
      maxDays: 0,
      cutoffTime: settings.expressCutoff,
      minSubtotalForFreeShipping: null,
    },
  ];
  if (settings.storePickupEnabled) {
    methods.push({
      carrierCode: CARRIERS.pickup.carrier,
      methodCode: CARRIERS.pickup.method,
      carrierTitle: { en: 'Store pickup', ar: 'الاستلام من الفرع' },
      methodTitle: { en: 'Pick up from the store', ar: 'استلم من الفرع' },
      available: true,
      amount: 0,
      electronicsAmount: 0,
      nonElectronicsAmount: 0,
      isAfterCutoffTime: false,
      minDays: 0,
      maxDays: 1,
      cutoffTime: null,
      minSubtotalForFreeShipping: null,
    });
  }
  return methods;
}

export interface CartTotals {
  subtotalInclTax: number;
  discounts: DiscountLine[];
  discountTotal: number;
  shippingElectronics: number;
  shippingNonElectronics: number;
  shippingTotal: number;
  /** Reward points spent and their money value at the customer's tier rate. */
  points: number;
  pointsMoney: number;
  storeCreditApplied: number;
  /** The customer's store credit balance (0 for guests). */
  storeCreditBalance: number;
  grandTotal: number;
  /** Sum of discounts plus the money value of reward points (the client's totalMoneySaved). */
  totalMoneySaved: number;
}

export interface CartState {
  cart: CartRow;
  items: PricedItem[];
  totals: CartTotals;
  settings: CartSettings;
  methods: ShippingMethodOption[];
  selectedMethod: ShippingMethodOption | null;
  coupon: (CouponResolution & { kind: 'ok' }) | null;
  /** Points the customer has and the tier rate, for customers; null for guests. */
  loyalty: { balance: number; redeemPoints: number; redeemAmount: number } | null;
}

export async function customerLoyalty(env: CartEnv, customerId: number) {
  const row = await env.db
    .selectFrom('customers')
    .leftJoin('loyalty_tiers', 'loyalty_tiers.code', 'customers.tier_code')
    .select([
      'customers.points_balance',
      'customers.store_credit',
      'customers.email',
      'loyalty_tiers.redeem_points',
      'loyalty_tiers.redeem_currency_amount',
    ])
    .where('customers.id', '=', customerId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    balance: row.points_balance,
    redeemPoints: row.redeem_points ?? 0,
    redeemAmount: Number(row.redeem_currency_amount ?? 0),
    storeCredit: Number(row.store_credit),
    email: row.email,
  };
}

/** Money value of points at a tier rate (`redeemPoints` points are worth `redeemAmount` EGP). */
export function pointsMoney(
  points: number,
  rate: { redeemPoints: number; redeemAmount: number },
): number {
  return rate.redeemPoints > 0 ? round2((points * rate.redeemAmount) / rate.redeemPoints) : 0;
}

/** Points, at most `available`, whose value covers at most `amount`. */
export function pointsForAmount(
  amount: number,
  available: number,
  rate: { redeemPoints: number; redeemAmount: number },
): number {
  if (rate.redeemPoints <= 0 || rate.redeemAmount <= 0 || amount <= 0) return 0;
  const needed = Math.ceil((amount * rate.redeemPoints) / rate.redeemAmount - 1e-9);
  return Math.max(0, Math.min(available, needed));
}

/** Everything about a cart, computed from the database at `env.now`. */
export async function cartState(env: CartEnv, cart: CartRow): Promise<CartState> {
  const [items, settings] = await Promise.all([loadItems(env, cart), cartSettings(env.db)]);
  const subtotal = round2(items.reduce((s, i) => s + i.rowTotal, 0));

  let coupon: CartState['coupon'] = null;
  if (cart.coupon_code && items.length > 0) {
    const resolved = await resolveCoupon(env, cart, cart.coupon_code, items, subtotal);
    // A code that stopped applying (expired, subtotal dropped) gives no discount until it applies again.
    if (resolved.kind === 'ok' && resolved.line.amount > 0) coupon = resolved;
  }
  const discounts = coupon ? [coupon.line] : [];
  const discountTotal = round2(discounts.reduce((s, d) => s + d.amount, 0));
  const afterDiscount = round2(Math.max(0, subtotal - discountTotal));

  const methods = shippingMethods(settings, items, subtotal, env.now);
  // A chosen method that no longer applies (express after its cut-off, pickup switched off) is no
  // choice at all: the shopper picks again and the order is never placed with it.
  const selectedMethod = cart.shipping_method_code
    ? (methods.find(
        (m) =>
          m.available &&
          m.carrierCode === cart.carrier_code &&
          m.methodCode === cart.shipping_method_code,
      ) ?? null)
    : null;
  const shippingElectronics = selectedMethod?.electronicsAmount ?? 0;
  const shippingNonElectronics = selectedMethod?.nonElectronicsAmount ?? 0;
  const shippingTotal = round2(shippingElectronics + shippingNonElectronics);

  let loyalty: CartState['loyalty'] = null;
  let points = 0;
  let money = 0;
  let credit = 0;
  let creditBalance = 0;
  const payable = round2(afterDiscount + shippingTotal);
  if (cart.customer_id !== null) {
    const customer = await customerLoyalty(env, cart.customer_id);
    if (customer) {
      loyalty = {
        balance: customer.balance,
        redeemPoints: customer.redeemPoints,
        redeemAmount: customer.redeemAmount,
      };
      creditBalance = round2(customer.storeCredit);
      if (cart.reward_points > 0) {
        points = Math.min(
          cart.reward_points,
          customer.balance,
          pointsForAmount(payable, customer.balance, loyalty),
        );
        money = Math.min(pointsMoney(points, loyalty), payable);
      }
      if (cart.use_store_credit)
        credit = round2(Math.min(creditBalance, Math.max(0, payable - money)));
    }
  }
  const grandTotal = round2(Math.max(0, payable - money - credit));
  return {
    cart,
    items,
    settings,
    methods,
    selectedMethod,
    coupon,
    loyalty,
    totals: {
      subtotalInclTax: subtotal,
      discounts,
      discountTotal,
      shippingElectronics,
      shippingNonElectronics,
      shippingTotal,
      points,
      pointsMoney: money,
      storeCreditApplied: credit,
      storeCreditBalance: creditBalance,
      grandTotal,
      totalMoneySaved: round2(discountTotal + money),
    },
  };
}
