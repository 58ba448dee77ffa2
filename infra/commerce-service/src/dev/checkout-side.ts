/**
 * The store's side of checkout, for development and end-to-end tests only (there is no admin API
 * yet): filling a district's delivery interval on a day, as other shoppers' orders would, so the
 * storefront's answer to `No more orders can be accepted` can be seen; and turning store pickup on
 * or off (the spec's default is off), as a store manager would in the store configuration.
 *
 *   POST /dev/delivery-intervals/:id/fill   { "day": "YYYY-MM-DD" }
 *   POST /dev/store-pickup                  { "enabled": true | false }
 *
 * Registered by `src/dev/index.ts`, so never loaded in production mode.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Books every place of an interval on a day; answers what it holds now, or null when unknown. */
export async function fillDeliveryInterval(
  db: Kysely<Database>,
  intervalId: number,
  day: string,
): Promise<{ interval_id: number; day: string; booked: number; capacity: number } | null> {
  const interval = await db
    .selectFrom('delivery_intervals')
    .select(['id', 'capacity'])
    .where('id', '=', intervalId)
    .executeTakeFirst();
  if (!interval) return null;
  await db
    .insertInto('delivery_slot_bookings')
    .values({ interval_id: interval.id, day, booked: interval.capacity })
    .onConflict((c) => c.columns(['interval_id', 'day']).doUpdateSet({ booked: interval.capacity }))
    .execute();
  return { interval_id: interval.id, day, booked: interval.capacity, capacity: interval.capacity };
}

/** Turns store pickup on or off in the store configuration (key `store_pickup_enabled`). */
export async function setStorePickup(db: Kysely<Database>, enabled: boolean): Promise<void> {
  await db
    .insertInto('store_config')
    .values({ key: 'store_pickup_enabled', value: JSON.stringify(enabled) })
    .onConflict((c) => c.column('key').doUpdateSet({ value: JSON.stringify(enabled) }))
    .execute();
}

export function registerCheckoutSideRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database> },
): void {
  const { db } = deps;
  app.post<{ Params: { id: string }; Body: { day?: unknown } | null }>(
    '/dev/delivery-intervals/:id/fill',
    async (request, reply) => {
      const id = Number(request.params.id);
      const day = request.body?.day;
      if (
        !/^\d{1,9}$/.test(request.params.id) ||
        id < 1 ||
        typeof day !== 'string' ||
        !DAY.test(day) ||
        Number.isNaN(Date.parse(`${day}T00:00:00Z`))
      ) {
        return reply.code(400).send({
          error: 'POST /dev/delivery-intervals/<interval id>/fill with {"day": "YYYY-MM-DD"}',
        });
      }
      const filled = await fillDeliveryInterval(db, id, day);
      if (!filled) return reply.code(404).send({ error: 'no such delivery interval' });
      return filled;
    },
  );
  app.post<{ Body: { enabled?: unknown } | null }>('/dev/store-pickup', async (request, reply) => {
    const enabled = request.body?.enabled;
    if (typeof enabled !== 'boolean')
      return reply
        .code(400)
        .send({ error: 'POST /dev/store-pickup with {"enabled": true | false}' });
    await setStorePickup(db, enabled);
    return { store_pickup_enabled: enabled };
  });
}
