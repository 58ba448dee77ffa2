/**
 * Coupon codes and e-vouchers on a cart: apply one (checked by the coupon rules), remove it, and
 * list the customer's e-vouchers that would give this cart a discount now.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { GqlContext } from '../../../graphql/context';
import { effectiveVoucherStatus } from '../../customer/loyalty';
import { resolveCoupon } from '../coupon-rules';
import {
  CART_MESSAGES,
  badField,
  couponMinimum,
  expiredCoupon,
  input,
  invalidCoupon,
} from '../errors';
import { round2, stepEnv, type CartRow } from '../model';
import { loadItems } from '../priced-items';
import { cartState } from '../state';

export async function applyCoupon(
  ctx: GqlContext,
  db: Kysely<Database>,
  cart: CartRow,
  rawCode: unknown,
): Promise<void> {
  if (typeof rawCode !== 'string' || rawCode.trim() === '' || rawCode.trim().length > 64) {
    throw badField(
      'coupon_code',
      '"coupon_code" must be 1 to 64 characters.',
      '"coupon_code" يجب أن يكون من 1 إلى 64 حرفاً.',
    );
  }
  const code = rawCode.trim();
  const state = await cartState(stepEnv(ctx, db), cart);
  if (state.coupon) throw input(CART_MESSAGES.couponAlreadyApplied, { field: 'coupon_code' });
  if (state.items.length === 0) {
    throw input(
      {
        en: 'The cart is empty: add products before applying a coupon.',
        ar: 'السلة فارغة: أضف منتجات قبل استخدام كود الخصم.',
      },
      { field: 'coupon_code' },
    );
  }
  const resolved = await resolveCoupon(
    stepEnv(ctx, db),
    cart,
    code,
    state.items,
    state.totals.subtotalInclTax,
  );
  if (resolved.kind === 'invalid') throw invalidCoupon(code);
  if (resolved.kind === 'expired') throw expiredCoupon(code);
  if (resolved.kind === 'minimum') throw couponMinimum(code, resolved.amount);
  await db
    .updateTable('carts')
    .set({ coupon_code: resolved.line.code, updated_at: new Date() })
    .where('id', '=', cart.id)
    .execute();
}

export async function removeCoupon(db: Kysely<Database>, cart: CartRow): Promise<void> {
  await db
    .updateTable('carts')
    .set({ coupon_code: null, updated_at: new Date() })
    .where('id', '=', cart.id)
    .execute();
}

/** The customer's e-vouchers that are READY now and would give this cart a discount. */
export async function applicableEvouchers(ctx: GqlContext, cart: CartRow) {
  if (cart.customer_id === null) return [];
  const e = stepEnv(ctx, ctx.db);
  const vouchers = await ctx.db
    .selectFrom('evouchers')
    .selectAll()
    .where('customer_id', '=', cart.customer_id)
    .orderBy('id')
    .execute();
  const ready = vouchers.filter((v) => effectiveVoucherStatus(v, e.now) === 'READY');
  if (ready.length === 0) return [];
  const items = await loadItems(e, cart);
  const subtotal = round2(items.reduce((s, i) => s + i.rowTotal, 0));
  const result = [];
  for (const v of ready) {
    const resolved = await resolveCoupon(e, cart, v.code, items, subtotal);
    if (resolved.kind === 'ok' && resolved.evoucherId === v.id && resolved.line.amount > 0) {
      result.push({
        code: v.code,
        coupon_id: v.coupon_id,
        name: ctx.locale === 'ar' ? v.name_ar : v.name,
      });
    }
  }
  return result;
}
