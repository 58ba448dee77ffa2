/**
 * Demo orders for the demo customers, so the storefront has order history to show in every
 * status. Deterministic: the same rng and `now` give the same orders. Historical orders do not
 * change stock (their goods left the shelves long ago).
 *
 * | customer | orders |
 * |---|---|
 * | Ahmed (GOLD) | delivered x2 (one reviewed), out for delivery, processing with a substitution waiting for an answer, pending cash on delivery (cancellable), canceled with a reason, payment failed |
 * | Mona (SILVER) | delivered, pending card on delivery (store pickup) |
 * | Karim (BRONZE) | delivered |
 * | Salma (NONMEMBER) | none (empty account) |
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { pointsFor } from './earning';
import type { OrderAddressJson, OrderStatusCode, PaymentStatus } from './tables';

export interface OrderSeedOptions {
  /** Seeded PRNG returning floats in [0, 1). */
  rng: () => number;
  /** The seed's reference time; every date is derived from it. */
  now: Date;
}

const DAY = 24 * 60 * 60 * 1000;
const SHIPPING = { NON_ELECTRONICS: 20, ELECTRONICS: 50 } as const;
const FREE_SHIPPING_FROM = 500;
const INTERVALS: Array<[string, string]> = [
  ['10:00', '12:00'],
  ['12:00', '14:00'],
  ['16:00', '18:00'],
  ['20:00', '22:00'],
];

interface DemoOrder {
  phone: string;
  status: OrderStatusCode;
  payment: string;
  paymentStatus: PaymentStatus;
  daysAgo: number;
  items: number;
  pickup?: boolean;
  coupon?: boolean;
  points?: number;
  reason?: string;
  reviewed?: boolean;
  substitution?: boolean;
  electronics?: boolean;
}

const DEMO_ORDERS: DemoOrder[] = [
  {
    phone: '01012345678',
    status: 'delivered',
    payment: 'robusta_payfort_cc',
    paymentStatus: 'APPROVED',
    daysAgo: 40,
    items: 4,
    reviewed: true,
  },
  {
    phone: '01012345678',
    status: 'delivered',
    payment: 'cashondelivery',
    paymentStatus: 'RECEIVED',
    daysAgo: 21,
    items: 3,
    coupon: true,
    electronics: true,
  },
  {
    phone: '01012345678',
    status: 'canceled',
    payment: 'cashondelivery',
    paymentStatus: 'DENIED',
    daysAgo: 14,
    items: 2,
    reason: 'delivery_too_late',
  },
  {
    phone: '01012345678',
    status: 'payment_failed',
    payment: 'robusta_accept_cc',
    paymentStatus: 'DENIED',
    daysAgo: 9,
    items: 2,
  },
  {
    phone: '01012345678',
    status: 'out_for_delivery',
    payment: 'robusta_accept_valu',
    paymentStatus: 'APPROVED',
    daysAgo: 1,
    items: 3,
    electronics: true,
  },
  {
    phone: '01012345678',
    status: 'processing',
    payment: 'cardondelivery',
    paymentStatus: 'PENDING',
    daysAgo: 0,
    items: 5,
    substitution: true,
    points: 500,
  },
  {
    phone: '01012345678',
    status: 'pending',
    payment: 'cashondelivery',
    paymentStatus: 'PENDING',
    daysAgo: 0,
    items: 2,
  },
  {
    phone: '01123456789',
    status: 'delivered',
    payment: 'robusta_accept_mobile_wallets',
    paymentStatus: 'APPROVED',
    daysAgo: 30,
    items: 3,
  },
  {
    phone: '01123456789',
    status: 'pending',
    payment: 'cardondelivery',
    paymentStatus: 'PENDING',
    daysAgo: 0,
    items: 2,
    pickup: true,
  },
  {
    phone: '01234567890',
    status: 'delivered',
    payment: 'cashondelivery',
    paymentStatus: 'RECEIVED',
    daysAgo: 12,
    items: 2,
  },
];

const REVIEW_COMMENTS = [
  'Fresh and well packed.',
  'Exactly as described, fast delivery.',
  'Good value for the price.',
  null,
];

function pick<T>(rng: () => number, list: readonly T[]): T {
  return list[Math.floor(rng() * list.length) % list.length] as T;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const dayText = (d: Date) => d.toISOString().slice(0, 10);

export async function seedOrders(db: Kysely<Database>, opts: OrderSeedOptions): Promise<void> {
  const catalog = await seedCatalog(db);
  if (catalog.groceries.length < 10) return; // a catalogue too small for demo orders
  const people = await seedPeople(db);
  for (const demo of DEMO_ORDERS) await seedOrder(db, opts, { catalog, people, demo });
}

type SeedProduct = Awaited<ReturnType<typeof seedCatalog>>['groceries'][number];
type SeedCustomer = Awaited<ReturnType<typeof seedPeople>>['customers'][number];
type SeedAddress = NonNullable<Awaited<ReturnType<typeof customerAddress>>>;
type PickupStore = { id: number; code: string };
interface OrderLine {
  p: SeedProduct;
  qty: number;
  price: number;
  row: number;
  position: number;
}

/** The first 400 listed simple products with their first category's section, by kind. */
async function seedCatalog(db: Kysely<Database>) {
  const products = await db
    .selectFrom('products as p')
    .innerJoin('product_categories as pc', 'pc.product_id', 'p.id')
    .innerJoin('categories as c', 'c.id', 'pc.category_id')
    .select([
      'p.id',
      'p.sku',
      'p.name',
      'p.name_ar',
      'p.url_key',
      'p.price',
      'p.increment_step',
      'p.type',
      'c.section',
    ])
    .where('p.type', '=', 'simple')
    .where('p.visible', '=', true)
    .where('p.parent_id', 'is', null)
    .where(
      'pc.position',
      '=',
      sql<number>`(select min(position) from product_categories where product_id = p.id)`,
    )
    .orderBy('p.id')
    .limit(400)
    .execute();
  return {
    groceries: products.filter((p) => p.section === 'NON_ELECTRONICS'),
    electronics: products.filter((p) => p.section !== 'NON_ELECTRONICS'),
  };
}

/** The demo customers with their earning rate, the cancellation reasons and the pickup store. */
async function seedPeople(db: Kysely<Database>) {
  const customers = await db
    .selectFrom('customers')
    .innerJoin('loyalty_tiers', 'loyalty_tiers.code', 'customers.tier_code')
    .select([
      'customers.id',
      'customers.phone_number',
      'customers.email',
      'loyalty_tiers.earn_currency_amount',
      'loyalty_tiers.earn_points',
    ])
    .where('customers.phone_number', 'in', [...new Set(DEMO_ORDERS.map((o) => o.phone))])
    .execute();
  const reasons = await db
    .selectFrom('order_cancellation_reasons')
    .select(['id', 'code'])
    .execute();
  const pickupStore: PickupStore | undefined = await db
    .selectFrom('stores')
    .select(['id', 'code'])
    .where('type', '=', 'PICKUP')
    .where('is_active', '=', true)
    .orderBy('id')
    .executeTakeFirst();
  return { customers, reasons, pickupStore };
}

/** One demo order with its items, and its review or open substitution when it has one. */
async function seedOrder(
  db: Kysely<Database>,
  { rng, now }: OrderSeedOptions,
  {
    catalog,
    people,
    demo,
  }: {
    catalog: Awaited<ReturnType<typeof seedCatalog>>;
    people: Awaited<ReturnType<typeof seedPeople>>;
    demo: DemoOrder;
  },
): Promise<void> {
  const customer = people.customers.find((c) => c.phone_number === demo.phone);
  if (!customer) return;
  const address = await customerAddress(db, customer.id);
  if (!address) return;
  const pickupStore = demo.pickup === true ? (people.pickupStore ?? null) : null;
  const source = pickupStore ? pickupStore.code : (address.source_code as string);

  // Only goods the order's store carries, so cancelling or substituting moves real stock rows.
  const stocked = await stockedAt(db, source);
  const groceries = catalog.groceries.filter((p) => stocked.has(p.id));
  const electronics = catalog.electronics.filter((p) => stocked.has(p.id));
  if (groceries.length < 10) return;
  const placedAt = new Date(
    now.getTime() - demo.daysAgo * DAY - Math.floor(rng() * 8) * 60 * 60 * 1000,
  );
  const chosen = chooseProducts(rng, demo, groceries, electronics);
  const lines = [...chosen.values()].map((p, i) => {
    const step = Number(p.increment_step) || 1;
    const qty = step * (1 + Math.floor(rng() * 3));
    const price = Number(p.price);
    return { p, qty, price, row: round2(qty * price), position: i };
  });
  const interval = pick(rng, INTERVALS);
  const orderId = await insertOrder(db, {
    demo,
    customer,
    reasons: people.reasons,
    lines,
    placedAt,
    interval,
    source,
    pickupStore,
    shippingAddress: shippingAddressOf(address, pickupStore),
  });
  const items = await insertItems(db, orderId, lines);

  if (demo.reviewed && items[0]) {
    await db
      .insertInto('order_reviews')
      .values({
        order_id: orderId,
        order_item_id: items[0].id,
        customer_id: customer.id,
        product_id: items[0].product_id,
        rating: 4 + Math.floor(rng() * 2),
        comment: pick(rng, REVIEW_COMMENTS),
        created_at: new Date(placedAt.getTime() + 2 * DAY),
      })
      .execute();
  }
  if (demo.substitution && items[1]) {
    const missing = lines[1] as OrderLine;
    const alternatives = groceries.filter((g) => !chosen.has(g.id)).slice(0, 2);
    await openSubstitution(db, now, { orderId, itemId: items[1].id, missing, alternatives });
  }
}

/** The customer's default shipping address (else the first) in a district a store serves. */
async function customerAddress(db: Kysely<Database>, customerId: number) {
  return db
    .selectFrom('customer_addresses as a')
    .innerJoin('regions as r', 'r.id', 'a.region_id')
    .innerJoin('cities as ci', 'ci.id', 'a.city_id')
    .innerJoin('districts as d', 'd.id', 'a.district_id')
    .select([
      'a.firstname',
      'a.lastname',
      'a.street',
      'a.telephone',
      'a.building',
      'a.floor',
      'a.apartment',
      'a.landmark',
      'a.title',
      'a.region_id',
      'r.name as region',
      'r.name_ar as region_ar',
      'ci.id as city_id',
      'ci.code as city_code',
      'ci.name as city',
      'ci.name_ar as city_ar',
      'd.id as district_id',
      'd.code as district_code',
      'd.name as district',
      'd.name_ar as district_ar',
      'd.source_code',
    ])
    .where('a.customer_id', '=', customerId)
    .where('d.source_code', 'is not', null)
    .orderBy('a.default_shipping', 'desc')
    .orderBy('a.id')
    .executeTakeFirst();
}

async function stockedAt(db: Kysely<Database>, source: string): Promise<Set<number>> {
  const rows = await db
    .selectFrom('product_stock')
    .select('product_id')
    .where('source_code', '=', source)
    .where('qty', '>', '0')
    .execute();
  return new Set(rows.map((r) => r.product_id));
}

/** `demo.items` distinct products; an electronics order has at least one electronic product. */
function chooseProducts(
  rng: () => number,
  demo: DemoOrder,
  groceries: SeedProduct[],
  electronics: SeedProduct[],
): Map<number, SeedProduct> {
  const pool = demo.electronics ? [...electronics.slice(0, 40), ...groceries] : groceries;
  const chosen = new Map<number, SeedProduct>();
  if (demo.electronics && electronics.length > 0) {
    const e = pick(rng, electronics);
    chosen.set(e.id, e);
  }
  while (chosen.size < demo.items) {
    const p = pick(rng, pool);
    chosen.set(p.id, p);
  }
  return chosen;
}

/** The order's address: the customer's, or the pickup store's with the customer's name. */
function shippingAddressOf(
  address: SeedAddress,
  pickupStore: PickupStore | null,
): OrderAddressJson {
  if (pickupStore) {
    return {
      firstname: 'Store pickup',
      lastname: `${address.firstname} ${address.lastname}`,
      street: [pickupStore.code],
      company: null,
      postcode: '12345',
      telephone: address.telephone,
      country_code: 'EG',
      region: null,
      region_ar: null,
      region_id: null,
      city: null,
      district: null,
      building: null,
      floor: null,
      apartment: null,
      landmark: null,
      title: null,
    };
  }
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    street: address.street,
    company: null,
    postcode: null,
    telephone: address.telephone,
    country_code: 'EG',
    region: address.region,
    region_ar: address.region_ar,
    region_id: address.region_id,
    city: {
      id: address.city_id,
      code: address.city_code,
      name: address.city,
      name_ar: address.city_ar,
    },
    district: {
      id: address.district_id,
      code: address.district_code,
      name: address.district,
      name_ar: address.district_ar,
    },
    building: address.building,
    floor: address.floor,
    apartment: address.apartment,
    landmark: address.landmark,
    title: address.title,
  };
}

/** Subtotal, coupon discount, shipping per section (free for pickup or from 500), points, total. */
function orderAmounts(demo: DemoOrder, lines: OrderLine[], pickup: boolean) {
  const subtotal = round2(lines.reduce((s, l) => s + l.row, 0));
  const discount = demo.coupon ? round2(subtotal * 0.1) : 0;
  const hasElectronics = lines.some((l) => l.p.section !== 'NON_ELECTRONICS');
  const hasGroceries = lines.some((l) => l.p.section === 'NON_ELECTRONICS');
  const free = pickup || subtotal >= FREE_SHIPPING_FROM;
  const shipE = free || !hasElectronics ? 0 : SHIPPING.ELECTRONICS;
  const shipN = free || !hasGroceries ? 0 : SHIPPING.NON_ELECTRONICS;
  const pointsMoney = demo.points ? round2((demo.points * 5) / 100) : 0;
  const grand = round2(Math.max(0, subtotal - discount + shipE + shipN - pointsMoney));
  return { subtotal, discount, shipE, shipN, pointsMoney, grand };
}

/** The order row, numbered from the order sequence; returns its id. */
async function insertOrder(
  db: Kysely<Database>,
  order: {
    demo: DemoOrder;
    customer: SeedCustomer;
    reasons: Array<{ id: number; code: string }>;
    lines: OrderLine[];
    placedAt: Date;
    interval: [string, string];
    source: string;
    pickupStore: PickupStore | null;
    shippingAddress: OrderAddressJson;
  },
): Promise<number> {
  const { demo, customer, placedAt, interval, pickupStore, shippingAddress } = order;
  const pickup = pickupStore !== null;
  const { subtotal, discount, shipE, shipN, pointsMoney, grand } = orderAmounts(
    demo,
    order.lines,
    pickup,
  );
  const deliveryDay = new Date(
    placedAt.getTime() + (demo.status === 'pending' || demo.status === 'processing' ? DAY : 0),
  );
  const number = await sql<{ n: string }>`select nextval('order_number_seq')::text as n`.execute(
    db,
  );
  const paymentData: Record<string, string> =
    demo.payment === 'robusta_accept_mobile_wallets'
      ? { wallet_phone: demo.phone }
      : demo.payment.startsWith('robusta_payfort')
        ? { card_number: '411111******1111', payment_option: 'VISA' }
        : {};
  const row = await db
    .insertInto('orders')
    .values({
      number: number.rows[0]?.n as string,
      merchant_reference: randomBytes(12).toString('hex').toUpperCase(),
      cart_id: null,
      customer_id: customer.id,
      guest_email: null,
      status: demo.status,
      payment_status: demo.paymentStatus,
      payment_method_code: demo.payment,
      payment_data: JSON.stringify(paymentData),
      subtotal,
      discounts: JSON.stringify(
        demo.coupon
          ? [{ label: 'Coupon WELCOME10', label_ar: 'كوبون WELCOME10', amount: discount }]
          : [],
      ),
      discount_total: discount,
      coupon_code: demo.coupon ? 'WELCOME10' : null,
      shipping_amount: shipE + shipN,
      shipping_electronics: shipE,
      shipping_non_electronics: shipN,
      points_consumed: demo.points ?? 0,
      points_money: pointsMoney,
      estimated_earned_points: pointsFor(subtotal - discount, customer),
      grand_total: grand,
      shipping_method_code: pickup ? 'storepickup' : 'flatrate',
      carrier_code: pickup ? 'storepickup' : 'flatrate',
      shipping_method_title: pickup ? 'Store pickup' : 'Scheduled delivery',
      shipping_method_title_ar: pickup ? 'الاستلام من الفرع' : 'توصيل في موعد محدد',
      shipping_min_days: 0,
      shipping_max_days: pickup ? 1 : 6,
      shipping_cutoff_time: null,
      source_code: order.source,
      is_store_pickup: pickup,
      store_id: pickupStore ? pickupStore.id : null,
      delivery_day: pickup ? null : dayText(deliveryDay),
      delivery_from: pickup ? null : interval[0],
      delivery_to: pickup ? null : interval[1],
      delivery_interval_id: null,
      shipping_address: JSON.stringify(shippingAddress),
      billing_address: JSON.stringify(shippingAddress),
      order_source: 'Web',
      item_notice_action: demo.substitution ? 'NOTIFY_ME_IN_APP' : 'CALL_ME',
      cancellation_reason_id: demo.reason
        ? (order.reasons.find((r) => r.code === demo.reason)?.id ?? null)
        : null,
      cancellation_comment: null,
      canceled_at:
        demo.status === 'canceled' || demo.status === 'payment_failed'
          ? new Date(placedAt.getTime() + 60 * 60 * 1000)
          : null,
      paid_at:
        demo.paymentStatus === 'APPROVED' || demo.paymentStatus === 'RECEIVED' ? placedAt : null,
      delivered_at: demo.status === 'delivered' ? new Date(placedAt.getTime() + DAY) : null,
      created_at: placedAt,
      updated_at: placedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertItems(db: Kysely<Database>, orderId: number, lines: OrderLine[]) {
  return db
    .insertInto('order_items')
    .values(
      lines.map((l) => ({
        order_id: orderId,
        product_id: l.p.id,
        stock_product_id: l.p.id,
        product_type: l.p.type,
        sku: l.p.sku,
        name: l.p.name,
        name_ar: l.p.name_ar,
        url_key: l.p.url_key,
        image_url: `/media/catalog/product/${l.p.sku}.svg`,
        section: l.p.section,
        qty: l.qty,
        price: l.price,
        regular_price: l.price,
        row_total: l.row,
        note: null,
        position: l.position,
      })),
    )
    .returning(['id', 'product_id'])
    .execute();
}

/** An open substitution of one item with two grocery alternatives the order does not hold. */
async function openSubstitution(
  db: Kysely<Database>,
  now: Date,
  proposal: { orderId: number; itemId: number; missing: OrderLine; alternatives: SeedProduct[] },
): Promise<void> {
  // The demo proposal stays open a week (not the store's 30 minutes) so the page can be tried after seeding.
  const sub = await db
    .insertInto('order_substitutions')
    .values({
      order_id: proposal.orderId,
      status: 'PENDING',
      expires_at: new Date(now.getTime() + 7 * DAY),
      submitted_at: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const subItem = await db
    .insertInto('order_substitution_items')
    .values({ substitution_id: sub.id, order_item_id: proposal.itemId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_substitution_replacements')
    .values(
      proposal.alternatives.map((a, i) => ({
        substitution_item_id: subItem.id,
        product_id: a.id,
        qty: proposal.missing.qty,
        price: Number(a.price),
        comment: i === 0 ? 'Same size, another brand' : 'Closest item we have today',
        comment_ar: i === 0 ? 'نفس الحجم من ماركة أخرى' : 'أقرب بديل متاح اليوم',
      })),
    )
    .execute();
}
