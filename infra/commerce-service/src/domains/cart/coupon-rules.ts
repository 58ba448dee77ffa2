/**
 * What a coupon code is worth for a cart: a code of the coupons table (percent or fixed, minimum
 * subtotal, date window) or one of the cart customer's own e-vouchers.
 */
import { round2, type CartEnv, type CartRow } from './model';
import type { PricedItem } from './priced-items';

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
