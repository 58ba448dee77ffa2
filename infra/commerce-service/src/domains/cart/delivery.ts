/**
 * Delivery scheduling: every served district has daily intervals (local Cairo times) with a
 * capacity of orders and a cut-off before each interval starts. The days offered are today and
 * the six after it; an interval is offered while its cut-off has not passed and it has room.
 *
 * Room is taken only when an order is placed, by `reserveDeliverySlot`: one guarded statement, so
 * concurrent orders can never book an interval beyond its capacity.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { CART_MESSAGES, badField, input } from './errors';
import { cairoClock, minutesOf } from './cairo-time';

export const DELIVERY_DAYS_AHEAD = 7;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export interface DeliveryInterval {
  id: number;
  from: string;
  to: string;
  capacity: number;
  booked: number;
  cutoffMinutes: number;
}

export interface DeliveryDay {
  day: string;
  intervals: DeliveryInterval[];
}

/** The local day `offset` days after `day` (YYYY-MM-DD). */
export function addDays(day: string, offset: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

/** The instant of a local Cairo day and minute of the day (handles the summer time offset). */
export function cairoInstant(day: string, minutes: number): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000;
  let guess = wall - 2 * 3_600_000;
  for (let i = 0; i < 2; i++) {
    const local = cairoClock(new Date(guess));
    const localWall = Date.parse(`${local.day}T00:00:00Z`) + local.minutes * 60_000;
    guess += wall - localWall;
  }
  return new Date(guess);
}

/** Whether the interval still takes orders at `now` (its cut-off before the start has not passed). */
export function beforeCutoff(
  day: string,
  interval: Pick<DeliveryInterval, 'from' | 'cutoffMinutes'>,
  now: Date,
): boolean {
  const closes = cairoInstant(day, minutesOf(interval.from) - interval.cutoffMinutes);
  return now.getTime() < closes.getTime();
}

/** A district that takes deliveries: active, with a store, in an active city and region; else out of area. */
export async function assertServedDistrict(
  db: Kysely<Database>,
  districtId: number,
): Promise<{ sourceCode: string }> {
  const row = await db
    .selectFrom('districts')
    .innerJoin('cities', 'cities.id', 'districts.city_id')
    .innerJoin('regions', 'regions.id', 'cities.region_id')
    .select([
      'districts.is_active as d',
      'cities.is_active as c',
      'regions.is_active as r',
      'districts.source_code',
    ])
    .where('districts.id', '=', districtId)
    .executeTakeFirst();
  if (!row)
    throw badField(
      'districtId',
      `Unknown district ${districtId}.`,
      `منطقة غير معروفة ${districtId}.`,
    );
  if (!row.d || !row.c || !row.r || row.source_code === null)
    throw input(CART_MESSAGES.outOfArea, { field: 'districtId' });
  return { sourceCode: row.source_code };
}

/** The days (today and the next six, Cairo time) with the intervals still open and not full. */
export async function deliveryDays(
  db: Kysely<Database>,
  districtId: number,
  now: Date,
): Promise<DeliveryDay[]> {
  await assertServedDistrict(db, districtId);
  const today = cairoClock(now).day;
  const days = Array.from({ length: DELIVERY_DAYS_AHEAD }, (_, i) => addDays(today, i));
  const intervals = await db
    .selectFrom('delivery_intervals')
    .select(['id', 'from_time', 'to_time', 'capacity', 'cutoff_minutes'])
    .where('district_id', '=', districtId)
    .where('is_active', '=', true)
    .orderBy('from_time')
    .orderBy('id')
    .execute();
  if (intervals.length === 0) return [];
  const bookings = await db
    .selectFrom('delivery_slot_bookings')
    .select(['interval_id', 'day', 'booked'])
    .where(
      'interval_id',
      'in',
      intervals.map((i) => i.id),
    )
    .where('day', 'in', days)
    .execute();
  const booked = new Map(bookings.map((b) => [`${b.interval_id}/${b.day}`, b.booked]));
  const result: DeliveryDay[] = [];
  for (const day of days) {
    const open = intervals
      .map((i) => ({
        id: i.id,
        from: i.from_time,
        to: i.to_time,
        capacity: i.capacity,
        cutoffMinutes: i.cutoff_minutes,
        booked: booked.get(`${i.id}/${day}`) ?? 0,
      }))
      .filter((i) => i.booked < i.capacity && beforeCutoff(day, i, now));
    if (open.length > 0) result.push({ day, intervals: open });
  }
  return result;
}

/**
 * Checks a chosen schedule without taking room: the interval belongs to the district, the day is
 * offered, the cut-off has not passed and the interval is not full (`No more orders can be accepted`).
 */
export async function checkSchedule(
  db: Kysely<Database>,
  schedule: { districtId: number; day: string; intervalId: number },
  now: Date,
): Promise<DeliveryInterval> {
  if (
    !DAY_PATTERN.test(schedule.day) ||
    Number.isNaN(Date.parse(`${schedule.day}T00:00:00Z`)) ||
    addDays(schedule.day, 0) !== schedule.day
  ) {
    throw badField(
      'delivery_day',
      '"delivery_day" must be a date YYYY-MM-DD.',
      '"delivery_day" يجب أن يكون تاريخاً بالشكل YYYY-MM-DD.',
    );
  }
  const today = cairoClock(now).day;
  if (schedule.day < today || schedule.day > addDays(today, DELIVERY_DAYS_AHEAD - 1)) {
    throw badField(
      'delivery_day',
      `Deliveries can be scheduled from ${today} for ${DELIVERY_DAYS_AHEAD} days.`,
      `يمكن تحديد موعد التوصيل من ${today} لمدة ${DELIVERY_DAYS_AHEAD} أيام.`,
    );
  }
  const row = await db
    .selectFrom('delivery_intervals')
    .leftJoin('delivery_slot_bookings', (join) =>
      join
        .onRef('delivery_slot_bookings.interval_id', '=', 'delivery_intervals.id')
        .on('delivery_slot_bookings.day', '=', schedule.day),
    )
    .select([
      'delivery_intervals.id',
      'from_time',
      'to_time',
      'capacity',
      'cutoff_minutes',
      'delivery_slot_bookings.booked',
    ])
    .where('delivery_intervals.id', '=', schedule.intervalId)
    .where('delivery_intervals.district_id', '=', schedule.districtId)
    .where('delivery_intervals.is_active', '=', true)
    .executeTakeFirst();
  if (!row) {
    throw badField(
      'delivery_interval_id',
      `Unknown delivery interval ${schedule.intervalId} for district ${schedule.districtId}.`,
      `موعد توصيل غير معروف ${schedule.intervalId} للمنطقة ${schedule.districtId}.`,
    );
  }
  const interval: DeliveryInterval = {
    id: row.id,
    from: row.from_time,
    to: row.to_time,
    capacity: row.capacity,
    cutoffMinutes: row.cutoff_minutes,
    booked: row.booked ?? 0,
  };
  if (!beforeCutoff(schedule.day, interval, now))
    throw input(CART_MESSAGES.intervalClosed, { field: 'delivery_interval_id' });
  if (interval.booked >= interval.capacity)
    throw input(CART_MESSAGES.noMoreOrders, { field: 'delivery_interval_id' });
  return interval;
}

/**
 * Takes one order's room in a district's interval on a day, inside the caller's transaction. One
 * guarded statement (insert, or increment only while below capacity), so concurrent calls never
 * exceed the capacity. Throws `No more orders can be accepted for this interval` when full, and the
 * cut-off message when `now` is given and the interval has closed.
 */
export async function reserveDeliverySlot(
  db: Kysely<Database>,
  slot: { districtId: number; day: string; intervalId: number; now?: Date },
): Promise<{ booked: number; capacity: number }> {
  if (slot.now) await checkSchedule(db, slot, slot.now);
  const result = await sql<{ booked: number; capacity: number }>`
    insert into delivery_slot_bookings (interval_id, day, booked)
    select i.id, ${slot.day}, 1 from delivery_intervals i
    where i.id = ${slot.intervalId} and i.district_id = ${slot.districtId} and i.is_active and i.capacity >= 1
    on conflict (interval_id, day) do update set booked = delivery_slot_bookings.booked + 1
    where delivery_slot_bookings.booked < (select capacity from delivery_intervals where id = excluded.interval_id)
    returning booked, (select capacity from delivery_intervals where id = ${slot.intervalId}) as capacity`.execute(
    db,
  );
  const row = result.rows[0];
  if (row) return { booked: Number(row.booked), capacity: Number(row.capacity) };
  const exists = await db
    .selectFrom('delivery_intervals')
    .select('id')
    .where('id', '=', slot.intervalId)
    .where('district_id', '=', slot.districtId)
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (!exists) {
    throw badField(
      'delivery_interval_id',
      `Unknown delivery interval ${slot.intervalId} for district ${slot.districtId}.`,
      `موعد توصيل غير معروف ${slot.intervalId} للمنطقة ${slot.districtId}.`,
    );
  }
  throw input(CART_MESSAGES.noMoreOrders, { field: 'delivery_interval_id' });
}

/** Gives back one order's room (a cancelled or failed order), never below zero. */
export async function releaseDeliverySlot(
  db: Kysely<Database>,
  slot: { day: string; intervalId: number },
): Promise<void> {
  await db
    .updateTable('delivery_slot_bookings')
    .set((eb) => ({ booked: eb('booked', '-', 1) }))
    .where('interval_id', '=', slot.intervalId)
    .where('day', '=', slot.day)
    .where('booked', '>', 0)
    .execute();
}
