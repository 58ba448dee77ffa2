/** Finding orders for operators: by status, number, the customer's phone or e-mail, and date. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { OrderStatusCode } from '../domains/order/tables';
import { badInput } from './errors';
import { checkOrderNumber, TRANSITIONS } from './order-ops';

/** At most this many orders in one answer (docs/security.md). */
export const FIND_ORDERS_MAX = 200;

export interface OrderFilter {
  status?: string | null;
  number?: string | null;
  phone?: string | null;
  email?: string | null;
  /** YYYY-MM-DD, inclusive, Cairo days are not assumed: UTC days. */
  from?: string | null;
  to?: string | null;
  limit?: number | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayStart(value: string, field: string): Date {
  const date = new Date(`${value}T00:00:00Z`);
  if (!DAY.test(value) || Number.isNaN(date.getTime()))
    throw badInput(`"${field}" must be a day as YYYY-MM-DD.`);
  return date;
}

export interface FoundOrder {
  number: string;
  status: OrderStatusCode;
  payment_status: string;
  payment_method: string;
  grand_total: string;
  customer_email: string | null;
  customer_phone: string | null;
  source_code: string;
  estimated_earned_points: number;
  points_credited: boolean;
  created_at: string;
}

export async function findOrders(db: Kysely<Database>, filter: OrderFilter): Promise<FoundOrder[]> {
  const limit = filter.limit ?? 50;
  if (!Number.isInteger(limit) || limit < 1 || limit > FIND_ORDERS_MAX)
    throw badInput(`"limit" must be from 1 to ${FIND_ORDERS_MAX}.`);
  let q = db
    .selectFrom('orders as o')
    .leftJoin('customers as c', 'c.id', 'o.customer_id')
    .select([
      'o.number',
      'o.status',
      'o.payment_status',
      'o.payment_method_code',
      'o.grand_total',
      'o.source_code',
      'o.estimated_earned_points',
      'o.points_credited_at',
      'o.created_at',
      sql<string | null>`coalesce(c.email, o.guest_email)`.as('email'),
      sql<
        string | null
      >`coalesce(c.phone_number, o.shipping_address->>'telephone', o.billing_address->>'telephone')`.as(
        'phone',
      ),
    ]);
  if (filter.status) {
    if (!(filter.status in TRANSITIONS))
      throw badInput(`"${filter.status}" is not an order status.`);
    q = q.where('o.status', '=', filter.status as OrderStatusCode);
  }
  if (filter.number) q = q.where('o.number', '=', checkOrderNumber(filter.number));
  if (filter.email) {
    const email = filter.email.trim().toLowerCase();
    q = q.where((eb) =>
      eb.or([eb(sql`lower(c.email)`, '=', email), eb(sql`lower(o.guest_email)`, '=', email)]),
    );
  }
  if (filter.phone) {
    const phone = filter.phone.trim();
    q = q.where((eb) =>
      eb.or([
        eb('c.phone_number', '=', phone),
        eb(sql`o.shipping_address->>'telephone'`, '=', phone),
      ]),
    );
  }
  if (filter.from) q = q.where('o.created_at', '>=', dayStart(filter.from, 'from'));
  if (filter.to)
    q = q.where('o.created_at', '<', new Date(dayStart(filter.to, 'to').getTime() + 86_400_000));
  const rows = await q
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    number: r.number,
    status: r.status,
    payment_status: r.payment_status,
    payment_method: r.payment_method_code,
    grand_total: String(r.grand_total),
    customer_email: r.email,
    customer_phone: r.phone,
    source_code: r.source_code,
    estimated_earned_points: r.estimated_earned_points,
    points_credited: r.points_credited_at !== null,
    created_at: new Date(r.created_at).toISOString(),
  }));
}
