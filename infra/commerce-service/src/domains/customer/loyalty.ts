/**
 * Loyalty: tiers, reward points, points history, redemption options, first-order incentive,
 * e-vouchers and store credit.
 */
import type { Selectable } from 'kysely';
import type { GqlContext } from '../../graphql/context';
import { requireCustomer, type CustomerRow } from './customers';
import { notAuthorized } from './errors';
import type { EvouchersTable, LoyaltyTiersTable, TierCode } from './tables';
import { paging } from './validation';

export const CURRENCY = 'EGP' as const;
export const TIER_CODES = ['NONMEMBER', 'BRONZE', 'SILVER', 'GOLD'] as const;
export const EVOUCHER_STATUSES = ['NOT_READY', 'READY', 'REDEEMED', 'EXPIRED', 'HIDDEN'] as const;
export type EvoucherStatus = (typeof EVOUCHER_STATUSES)[number];

type TierRow = Selectable<LoyaltyTiersTable>;

export interface TierView {
  id: number;
  code: TierCode;
  name: string;
  description: string;
  points: number;
  badge_image: string | null;
  next_tier: TierView | null;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

async function tiersAscending(ctx: GqlContext): Promise<TierRow[]> {
  return ctx.db.selectFrom('loyalty_tiers').selectAll().orderBy('points').orderBy('id').execute();
}

function tierViews(rows: TierRow[], locale: 'en' | 'ar'): TierView[] {
  const views: TierView[] = [];
  // Built from the top so each tier can point at the (already built) next one.
  for (let i = rows.length - 1; i >= 0; i--) {
    const row = rows[i] as TierRow;
    views.unshift({
      id: row.id,
      code: row.code,
      name: locale === 'ar' ? row.name_ar : row.name,
      description: locale === 'ar' ? row.description_ar : row.description,
      points: row.points,
      badge_image: row.badge_image,
      next_tier: views[0] ?? null,
    });
  }
  return views;
}

export async function tiersInformation(ctx: GqlContext) {
  const settings = await loyaltySettings(ctx);
  return {
    tiers: tierViews(await tiersAscending(ctx), ctx.locale),
    loyaltyPointsExchangeRate: {
      points: Number(settings.exchange_rate_points ?? 0),
      currency_amount: Number(settings.exchange_rate_currency_amount ?? 0),
    },
  };
}

export async function customerTier(
  ctx: GqlContext,
  customer: CustomerRow,
): Promise<TierView | null> {
  const views = tierViews(await tiersAscending(ctx), ctx.locale);
  return views.find((t) => t.code === customer.tier_code) ?? null;
}

/**
 * Balance in points and in money (at the customer's tier redemption rate) plus the tier's
 * earning and redemption rates.
 */
export async function rewardPoints(ctx: GqlContext, customer: CustomerRow) {
  const tier = await ctx.db
    .selectFrom('loyalty_tiers')
    .selectAll()
    .where('code', '=', customer.tier_code)
    .executeTakeFirst();
  const redeemPoints = tier?.redeem_points ?? 0;
  const redeemAmount = Number(tier?.redeem_currency_amount ?? 0);
  const money =
    redeemPoints > 0 ? round2((customer.points_balance * redeemAmount) / redeemPoints) : 0;
  return {
    balance: { points: customer.points_balance, money: { value: money, currency: CURRENCY } },
    exchange_rates: {
      earning: {
        currency_amount: Number(tier?.earn_currency_amount ?? 0),
        points: tier?.earn_points ?? 0,
      },
      redemption: { currency_amount: redeemAmount, points: redeemPoints },
    },
  };
}

export function storeCredit(customer: CustomerRow) {
  return {
    enabled: true,
    current_balance: { value: round2(Number(customer.store_credit)), currency: CURRENCY },
  };
}

export async function pointsHistory(
  ctx: GqlContext,
  pageSizeArg: unknown,
  currentPageArg: unknown,
) {
  const customerId = requireCustomer(ctx);
  const { pageSize, currentPage } = paging(pageSizeArg, currentPageArg, {
    pageSize: 24,
    maxPageSize: ctx.config.limits.maxPageSize,
  });
  const [rows, total] = await Promise.all([
    ctx.db
      .selectFrom('points_history')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize)
      .execute(),
    ctx.db
      .selectFrom('points_history')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow(),
  ]);
  const totalCount = Number(total.n);
  return {
    items: rows.map((r) => ({
      id: r.id,
      action: r.action,
      points: r.points,
      reason: ctx.locale === 'ar' ? r.reason_ar : r.reason,
      created_at: new Date(r.created_at).toISOString(),
    })),
    total_count: totalCount,
    page_info: {
      current_page: currentPage,
      page_size: pageSize,
      total_pages: Math.ceil(totalCount / pageSize),
    },
  };
}

/** Redemption options ascending; a zero option is always first (spec section 4). */
export async function redemptionRates(ctx: GqlContext) {
  const rows = await ctx.db
    .selectFrom('redemption_rates')
    .select(['points', 'price'])
    .orderBy('points')
    .execute();
  const rates = rows.map((r) => ({ points: r.points, price: Number(r.price) }));
  if (rates[0]?.points !== 0) rates.unshift({ points: 0, price: 0 });
  return rates;
}

async function loyaltySettings(ctx: GqlContext): Promise<Record<string, string>> {
  const rows = await ctx.db.selectFrom('loyalty_settings').selectAll().execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/**
 * The first-order incentive lives in the store configuration (commerce spec: "from store
 * configuration"), so `firstOrderIncentive` and `storeConfig` always agree. Not configured: 0
 * points, disabled.
 */
export async function firstOrderIncentive(ctx: GqlContext) {
  const rows = await ctx.db
    .selectFrom('store_config')
    .select(['key', 'value'])
    .where('key', 'in', ['first_order_incentive_points', 'first_order_incentive_enabled'])
    .execute();
  const value = (key: string): unknown => {
    const raw: unknown = rows.find((r) => r.key === key)?.value;
    return typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
  };
  const points = Number(value('first_order_incentive_points') ?? 0);
  return {
    incentive_points: Number.isFinite(points) ? points : 0,
    is_enabled: value('first_order_incentive_enabled') === true,
  };
}

type EvoucherRow = Selectable<EvouchersTable>;

/**
 * The status a voucher has now: a READY voucher past its expiry is EXPIRED, a NOT_READY voucher
 * past its ready date is READY (or EXPIRED). REDEEMED and HIDDEN are kept as stored.
 */
export function effectiveVoucherStatus(
  v: Pick<EvoucherRow, 'status' | 'ready_on' | 'expires_on'>,
  now: Date,
): EvoucherStatus {
  const status = v.status as EvoucherStatus;
  if (status === 'REDEEMED' || status === 'HIDDEN' || status === 'EXPIRED') return status;
  const expired = v.expires_on !== null && new Date(v.expires_on).getTime() <= now.getTime();
  if (status === 'READY') return expired ? 'EXPIRED' : 'READY';
  const ready = v.ready_on !== null && new Date(v.ready_on).getTime() <= now.getTime();
  if (!ready) return 'NOT_READY';
  return expired ? 'EXPIRED' : 'READY';
}

const iso = (d: Date | string | null): string | null =>
  d === null ? null : new Date(d).toISOString();

export async function evouchers(ctx: GqlContext, customerId: number) {
  const now = ctx.config.now();
  const rows = await ctx.db
    .selectFrom('evouchers')
    .leftJoin('categories', 'categories.id', 'evouchers.category_id')
    .selectAll('evouchers')
    .select(['categories.uid as category_uid', 'categories.url_key as category_url_key'])
    .where('evouchers.customer_id', '=', customerId)
    .where('evouchers.status', '<>', 'HIDDEN')
    .orderBy('evouchers.created_at', 'desc')
    .orderBy('evouchers.id', 'desc')
    .execute();
  return rows
    .map((r) => ({ row: r, status: effectiveVoucherStatus(r, now) }))
    .filter((v) => v.status !== 'HIDDEN')
    .map(({ row, status }) => ({
      coupon_id: row.coupon_id,
      code: row.code,
      name: ctx.locale === 'ar' ? row.name_ar : row.name,
      status,
      amount: { value: Number(row.amount), currency: CURRENCY },
      category_info:
        row.category_id === null
          ? null
          : { uid: row.category_uid ?? null, url_key: row.category_url_key ?? null },
      image_url: row.image_url,
      ready_on: iso(row.ready_on),
      expires_on: iso(row.expires_on),
      redeemed_on: iso(row.redeemed_on),
    }));
}

export async function acknowledgeTierUpgrade(ctx: GqlContext): Promise<boolean> {
  const id = requireCustomer(ctx);
  await ctx.db
    .updateTable('customers')
    .set({ has_tier_upgrade: false })
    .where('id', '=', id)
    .execute();
  return true;
}

/** Customer sub-fields with private data answer only for the token's own customer. */
export function assertOwnCustomer(ctx: GqlContext, customer: { id: number }): void {
  if (ctx.customerId === null || ctx.customerId !== customer.id) throw notAuthorized();
}
