/**
 * Order history and detail: the `CustomerOrder` view and the look-ups by number and merchant
 * reference, with who may see what. A customer sees only their own orders; a guest sees a guest
 * order only by proving it: the masked id of the cart it placed, or the random merchant reference
 * of its payment. Another customer's order and an unknown number give the same answer, so a
 * guessed number reveals nothing.
 */
import type { Selectable } from 'kysely';
import type { ShipmentTypeEnum, StoreLocation } from '../../__generated__/resolvers-types';
import type { GqlContext } from '../../graphql/context';
import { requireCustomer } from '../customer/customers';
import { paging } from '../customer/validation';
import { input, notAuthorized, notFound } from './errors';
import { title as paymentTitle } from './payment-methods';
import type { OrderAddressJson, OrderItemsTable, OrdersTable, OrderStatusCode } from './tables';

export type OrderRow = Selectable<OrdersTable>;
type ItemRow = Selectable<OrderItemsTable>;
type Locale = 'en' | 'ar';

export const CURRENCY = 'EGP' as const;

export const STATUS_LABELS: Record<OrderStatusCode, { en: string; ar: string }> = {
  pending_payment: { en: 'Pending payment', ar: 'في انتظار الدفع' },
  pending: { en: 'Pending', ar: 'قيد الانتظار' },
  processing: { en: 'Processing', ar: 'جاري التجهيز' },
  out_for_delivery: { en: 'Out for delivery', ar: 'في الطريق إليك' },
  delivered: { en: 'Delivered', ar: 'تم التوصيل' },
  closed: { en: 'Closed', ar: 'مغلق' },
  canceled: { en: 'Canceled', ar: 'ملغي' },
  payment_failed: { en: 'Payment failed', ar: 'فشل الدفع' },
};

/** Statuses a customer may still cancel: nothing has left the store yet. */
export const CANCELLABLE: readonly OrderStatusCode[] = ['pending_payment', 'pending', 'processing'];
/** Statuses of an order that is over (delivered, cancelled or not paid): it may be ordered again. */
export const REORDERABLE: readonly OrderStatusCode[] = [
  'delivered',
  'closed',
  'canceled',
  'payment_failed',
];

/** Statuses whose goods reached the customer: their items may be reviewed. */
export const REVIEWABLE: readonly OrderStatusCode[] = ['delivered', 'closed'];

export const ORDER_NUMBER_PATTERN = /^\d{9,12}$/;
export const MERCHANT_REF_PATTERN = /^[A-Z0-9]{24}$/;
export const CART_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export const money = (value: number | string) => ({
  value: Math.round(Number(value) * 100) / 100,
  currency: CURRENCY,
});
const localized = (ctx: GqlContext, en: string | null, arText: string | null) =>
  ctx.locale === 'ar' ? (arText ?? en) : en;

function addressView(ctx: GqlContext, a: OrderAddressJson | null) {
  if (!a) return null;
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    street: a.street,
    company: a.company,
    postcode: a.postcode,
    telephone: a.telephone,
    country_code: a.country_code,
    region: localized(ctx, a.region, a.region_ar),
    region_id: a.region_id,
    city: a.city
      ? { id: a.city.id, code: a.city.code, name: localized(ctx, a.city.name, a.city.name_ar) }
      : null,
    district: a.district
      ? {
          id: a.district.id,
          code: a.district.code,
          name: localized(ctx, a.district.name, a.district.name_ar),
        }
      : null,
    building: a.building,
    floor: a.floor,
    apartment: a.apartment,
    landmark: a.landmark,
    title: a.title,
  };
}

export interface OrderItemView {
  id: string;
  productId: number | null;
  product_name: string;
  product_sku: string;
  product_url_key: string;
  product_image: string | null;
  product_type: string;
  product_sale_price: ReturnType<typeof money>;
  price_incl_tax: ReturnType<typeof money>;
  product_regular_price: ReturnType<typeof money>;
  row_total: ReturnType<typeof money>;
  quantity_ordered: number;
  quantity_canceled: number;
  section: ShipmentTypeEnum;
  selected_options: Array<{ label: string; value: string }>;
  note: string | null;
  reviewed: boolean;
}

export type OrderView = ReturnType<typeof buildView>;

function itemView(item: ItemRow, locale: Locale, reviewed: boolean): OrderItemView {
  return {
    id: String(item.id),
    productId: item.product_id,
    product_name: locale === 'ar' ? item.name_ar : item.name,
    product_sku: item.sku,
    product_url_key: item.url_key,
    product_image: item.image_url,
    product_type: item.product_type,
    product_sale_price: money(item.price),
    price_incl_tax: money(item.price),
    product_regular_price: money(item.regular_price),
    row_total: money(item.row_total),
    quantity_ordered: Number(item.qty),
    quantity_canceled: Number(item.qty_canceled),
    section: item.section,
    selected_options: item.options.map((o) => ({
      label: locale === 'ar' ? (o.label_ar ?? o.label) : o.label,
      value: locale === 'ar' ? (o.value_ar ?? o.value) : o.value,
    })),
    note: item.note,
    reviewed,
  };
}

interface Extras {
  items: ItemRow[];
  reviewedItemIds: Set<number>;
  ratings: number[];
  reason: { label: string; label_ar: string } | null;
  pendingSubstitution: boolean;
  store: StoreLocation | null;
}

function buildView(ctx: GqlContext, o: OrderRow, x: Extras) {
  const locale = ctx.locale;
  const items = x.items.map((i) => itemView(i, locale, x.reviewedItemIds.has(i.id)));
  const paymentData = Object.entries(o.payment_data ?? {}).map(([name, value]) => ({
    name,
    value: String(value),
  }));
  return {
    id: String(o.id),
    number: o.number,
    order_number: o.number,
    merchant_reference: o.merchant_reference,
    status: STATUS_LABELS[o.status][locale],
    status_code: o.status,
    payment_status: o.payment_status,
    order_date: new Date(o.created_at).toISOString(),
    total: {
      grand_total: money(o.grand_total),
      subtotal: money(o.subtotal),
      total_shipping: money(o.shipping_amount),
      shipping_electronics: money(o.shipping_electronics),
      shipping_non_electronics: money(o.shipping_non_electronics),
      total_tax: money(o.tax_amount),
      discounts: o.discounts.map((d) => ({
        label: locale === 'ar' ? d.label_ar : d.label,
        amount: money(d.amount),
      })),
      applied_store_credit: money(o.store_credit_applied),
    },
    items,
    total_quantity: items.reduce((sum, i) => sum + i.quantity_ordered, 0),
    shipping_address: addressView(ctx, o.shipping_address),
    billing_address: addressView(ctx, o.billing_address),
    payment_methods: [
      {
        name: paymentTitle(o.payment_method_code, locale),
        type: o.payment_method_code,
        additional_data: paymentData,
      },
    ],
    shipping_method: localized(ctx, o.shipping_method_title, o.shipping_method_title_ar),
    carrier: o.carrier_code,
    store_location: x.store,
    is_store_pickup: o.is_store_pickup,
    delivery_schedule: o.delivery_day
      ? { day: o.delivery_day, from: o.delivery_from, to: o.delivery_to }
      : null,
    delivery_expectation:
      o.shipping_min_days === null || o.shipping_max_days === null
        ? null
        : {
            min_days: o.shipping_min_days,
            max_days: o.shipping_max_days,
            cutoff_time: o.shipping_cutoff_time,
          },
    order_source: o.order_source,
    item_notice_action: o.item_notice_action,
    cancellation_reason: x.reason ? (locale === 'ar' ? x.reason.label_ar : x.reason.label) : null,
    cancellation_comment: o.cancellation_comment,
    can_cancel: CANCELLABLE.includes(o.status),
    can_reorder: REORDERABLE.includes(o.status),
    can_review: REVIEWABLE.includes(o.status) && items.some((i) => !i.reviewed),
    averageRating:
      x.ratings.length === 0
        ? null
        : Math.round((x.ratings.reduce((a, b) => a + b, 0) / x.ratings.length) * 10) / 10,
    loyalty_points_consumed: o.points_consumed,
    loyalty_currency_amount_consumed: Number(o.points_money),
    estimated_earned_points: o.estimated_earned_points,
    has_pending_substitution: x.pendingSubstitution,
    /** Kept for the owner checks of nested resolvers; not in the schema. */
    customerId: o.customer_id,
  };
}

/** Store locations by id, in the shape of the schema's StoreLocation. */
async function storesById(ctx: GqlContext, ids: number[]): Promise<Map<number, StoreLocation>> {
  if (ids.length === 0) return new Map();
  const stores = await ctx.db
    .selectFrom('stores')
    .innerJoin('cities', 'cities.id', 'stores.city_id')
    .innerJoin('regions', 'regions.id', 'stores.region_id')
    .selectAll('stores')
    .select([
      'cities.code as city_code',
      'cities.name as city_name',
      'cities.name_ar as city_name_ar',
      'cities.is_active as city_active',
      'regions.code as region_code',
      'regions.name as region_name',
      'regions.name_ar as region_name_ar',
    ])
    .where('stores.id', 'in', ids)
    .execute();
  const ar = ctx.locale === 'ar';
  return new Map(
    stores.map((s) => {
      const hours = (
        typeof s.working_hours === 'string' ? JSON.parse(s.working_hours) : s.working_hours
      ) as Array<{ days: string; days_ar: string; open: string; close: string }>;
      const city = {
        id: s.city_id,
        code: s.city_code,
        name: ar ? s.city_name_ar : s.city_name,
        is_active: s.city_active,
      };
      return [
        s.id,
        {
          id: s.id,
          code: s.code,
          name: ar ? s.name_ar : s.name,
          address: ar ? s.address_ar : s.address,
          email: s.email,
          phone_number: s.phone_number,
          latitude: Number(s.latitude),
          longitude: Number(s.longitude),
          image_url: s.image_url,
          is_active: s.is_active,
          type: s.type,
          working_hours: hours.map((h) => ({
            days: ar ? h.days_ar : h.days,
            open: h.open,
            close: h.close,
          })),
          city,
          region: {
            id: s.region_id,
            code: s.region_code,
            name: ar ? s.region_name_ar : s.region_name,
            available_cities: [city],
          },
        },
      ];
    }),
  );
}

/** Builds the full views of some orders with a fixed number of queries, whatever their count. */
export async function orderViews(ctx: GqlContext, rows: OrderRow[]): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((o) => o.id);
  const [items, reviews, reasons, substitutions, stores, sourceStores] = await Promise.all([
    ctx.db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', 'in', ids)
      .orderBy('order_id')
      .orderBy('position')
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('order_reviews')
      .select(['order_id', 'order_item_id', 'rating', 'unlocked_at'])
      .where('order_id', 'in', ids)
      .execute(),
    ctx.db.selectFrom('order_cancellation_reasons').select(['id', 'label', 'label_ar']).execute(),
    ctx.db
      .selectFrom('order_substitutions')
      .select(['order_id'])
      .where('order_id', 'in', ids)
      .where('status', '=', 'PENDING')
      .where('expires_at', '>', ctx.config.now())
      .execute(),
    storesById(ctx, [
      ...new Set(rows.map((o) => o.store_id).filter((id): id is number => id !== null)),
    ]),
    ctx.db
      .selectFrom('stores')
      .select(['id', 'code'])
      .where('code', 'in', [...new Set(rows.map((o) => o.source_code))])
      .execute(),
  ]);
  // Delivery orders are prepared by the store of their stock source.
  const bySource = await storesById(
    ctx,
    sourceStores.map((s) => s.id),
  );
  const storeOfSource = new Map(sourceStores.map((s) => [s.code, bySource.get(s.id) ?? null]));
  const pending = new Set(substitutions.map((s) => s.order_id));
  return rows.map((o) => {
    const own = reviews.filter((r) => r.order_id === o.id);
    const reason =
      o.cancellation_reason_id === null
        ? null
        : (reasons.find((r) => r.id === o.cancellation_reason_id) ?? null);
    return buildView(ctx, o, {
      items: items.filter((i) => i.order_id === o.id),
      // An unlocked review still counts in the rating but its item may be reviewed again.
      reviewedItemIds: new Set(
        own.filter((r) => r.unlocked_at === null).map((r) => r.order_item_id),
      ),
      ratings: own.map((r) => r.rating),
      reason,
      pendingSubstitution: pending.has(o.id),
      store:
        (o.store_id !== null ? stores.get(o.store_id) : storeOfSource.get(o.source_code)) ?? null,
    });
  });
}

// ---- access ------------------------------------------------------------------------------

/** A bearer token that no longer names a customer is a session error, never a silent guest. */
function assertSession(ctx: GqlContext): void {
  if (ctx.token !== null && ctx.customerId === null) throw notAuthorized();
}

function visible(ctx: GqlContext, o: OrderRow, cartId: string | null): boolean {
  if (ctx.customerId !== null) return o.customer_id === ctx.customerId;
  return o.customer_id === null && cartId !== null && o.cart_id === cartId;
}

function orderNumber(raw: unknown, field = 'number'): string {
  if (typeof raw !== 'string' || !ORDER_NUMBER_PATTERN.test(raw.trim())) {
    throw input(
      {
        en: `"${field}" must be an order number (9 to 12 digits).`,
        ar: `"${field}" يجب أن يكون رقم طلب (من 9 إلى 12 رقماً).`,
      },
      { field },
    );
  }
  return raw.trim();
}

function optionalCartId(raw: unknown): string | null {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string' || !CART_ID_PATTERN.test(raw)) {
    throw input(
      { en: '"cart_id" is not a valid cart id.', ar: '"cart_id" ليس معرف سلة صالحاً.' },
      { field: 'cart_id' },
    );
  }
  return raw;
}

export async function orderByNumber(
  ctx: GqlContext,
  rawNumber: unknown,
  rawCartId: unknown,
): Promise<OrderView> {
  assertSession(ctx);
  const number = orderNumber(rawNumber);
  const cartId = optionalCartId(rawCartId);
  const row = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('number', '=', number)
    .executeTakeFirst();
  if (!row || !visible(ctx, row, cartId)) throw notFound();
  const [view] = await orderViews(ctx, [row]);
  return view as OrderView;
}

/** Up to 5 orders (spec constant); numbers the caller may not see are left out. */
export async function ordersByNumber(
  ctx: GqlContext,
  rawNumbers: unknown,
  rawCartId: unknown,
): Promise<OrderView[]> {
  assertSession(ctx);
  if (!Array.isArray(rawNumbers) || rawNumbers.length === 0 || rawNumbers.length > 5) {
    throw input(
      {
        en: '"numbers" must list 1 to 5 order numbers.',
        ar: '"numbers" يجب أن تحتوي من 1 إلى 5 أرقام طلبات.',
      },
      { field: 'numbers' },
    );
  }
  const numbers = [...new Set(rawNumbers.map((n) => orderNumber(n, 'numbers')))];
  const cartId = optionalCartId(rawCartId);
  const rows = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('number', 'in', numbers)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return orderViews(
    ctx,
    rows.filter((o) => visible(ctx, o, cartId)),
  );
}

export async function ordersByMerchantRef(ctx: GqlContext, rawRef: unknown): Promise<OrderView[]> {
  assertSession(ctx);
  const ref = typeof rawRef === 'string' ? rawRef.trim().toUpperCase() : '';
  if (!MERCHANT_REF_PATTERN.test(ref)) {
    throw input(
      {
        en: '"merchantReference" is not a valid merchant reference.',
        ar: '"merchantReference" ليس مرجع دفع صالحاً.',
      },
      { field: 'merchantReference' },
    );
  }
  const rows = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('merchant_reference', '=', ref)
    .execute();
  // The reference proves a guest order to whoever holds it (also a shopper who logged in while
  // paying); a customer's order still needs that customer's token.
  const shown = rows.filter((o) => o.customer_id === null || o.customer_id === ctx.customerId);
  return orderViews(ctx, shown);
}

const STATUS_CODES = Object.keys(STATUS_LABELS) as OrderStatusCode[];

export async function customerOrders(
  ctx: GqlContext,
  args: { pageSize?: unknown; currentPage?: unknown; filter?: unknown },
  customerId = requireCustomer(ctx),
) {
  const { pageSize, currentPage } = paging(args.pageSize, args.currentPage, {
    pageSize: 10,
    maxPageSize: ctx.config.limits.maxPageSize,
  });
  let query = ctx.db.selectFrom('orders').where('customer_id', '=', customerId);
  const filter = (args.filter ?? {}) as {
    number?: { eq?: unknown; in?: unknown; match?: unknown } | null;
    status?: { eq?: unknown; in?: unknown } | null;
  };
  if (filter.number) {
    const { eq, in: list, match } = filter.number;
    if (eq !== undefined && eq !== null)
      query = query.where('number', '=', orderNumber(eq, 'filter.number.eq'));
    if (list !== undefined && list !== null) {
      if (!Array.isArray(list) || list.length > 20)
        throw input(
          {
            en: '"filter.number.in" must list at most 20 numbers.',
            ar: '"filter.number.in" يجب ألا تزيد عن 20 رقماً.',
          },
          { field: 'filter.number.in' },
        );
      const numbers = list.map((n) => orderNumber(n, 'filter.number.in'));
      if (numbers.length === 0)
        return {
          items: [],
          total_count: 0,
          page_info: { current_page: currentPage, page_size: pageSize, total_pages: 0 },
        };
      query = query.where('number', 'in', numbers);
    }
    if (match !== undefined && match !== null) {
      if (typeof match !== 'string' || !/^\d{1,12}$/.test(match))
        throw input(
          {
            en: '"filter.number.match" must be 1 to 12 digits.',
            ar: '"filter.number.match" يجب أن يكون من 1 إلى 12 رقماً.',
          },
          { field: 'filter.number.match' },
        );
      query = query.where('number', 'like', `${match}%`);
    }
  }
  if (filter.status) {
    const codes = [
      filter.status.eq,
      ...(Array.isArray(filter.status.in) ? (filter.status.in as unknown[]) : []),
    ].filter((c) => c !== undefined && c !== null);
    for (const c of codes) {
      if (typeof c !== 'string' || !(STATUS_CODES as string[]).includes(c)) {
        throw input(
          {
            en: `"filter.status" must be one of ${STATUS_CODES.join(', ')}.`,
            ar: `"filter.status" يجب أن تكون إحدى القيم ${STATUS_CODES.join('، ')}.`,
          },
          { field: 'filter.status' },
        );
      }
    }
    if (codes.length > 0) query = query.where('status', 'in', codes as OrderStatusCode[]);
  }
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const totalCount = Number(total.n);
  return {
    items: await orderViews(ctx, rows),
    total_count: totalCount,
    page_info: {
      current_page: currentPage,
      page_size: pageSize,
      total_pages: Math.ceil(totalCount / pageSize),
    },
  };
}

/** The signed-in customer's own order by number, for changes (cancel, review, substitution). */
export async function ownOrder(
  ctx: GqlContext,
  rawNumber: unknown,
  field = 'order_number',
): Promise<OrderRow> {
  const customerId = requireCustomer(ctx);
  const number = orderNumber(rawNumber, field);
  const row = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('number', '=', number)
    .executeTakeFirst();
  if (!row || row.customer_id !== customerId) throw notFound();
  return row;
}

export async function cancellationReasons(ctx: GqlContext, type: unknown) {
  if (type !== undefined && type !== null && type !== 'CUSTOMERORDER') {
    throw input(
      { en: '"type" must be CUSTOMERORDER.', ar: '"type" يجب أن يكون CUSTOMERORDER.' },
      { field: 'type' },
    );
  }
  const rows = await ctx.db
    .selectFrom('order_cancellation_reasons')
    .selectAll()
    .where('type', '=', 'CUSTOMERORDER')
    .orderBy('position')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    label: ctx.locale === 'ar' ? r.label_ar : r.label,
  }));
}
