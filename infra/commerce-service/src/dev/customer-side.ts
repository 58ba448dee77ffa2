/**
 * A seeded customer's address book copied to another customer, for development and end-to-end
 * tests only. A spec that signs in and places an order needs an account of its own (two tests on
 * one account would share its cart), yet the seeded books hold what the address book's own
 * mutations refuse to create: an address in a district no store serves (the demo customer
 * 01123456789's "Work").
 *
 *   POST /dev/address-book/copy   { "from": "<phone>", "to": "<phone>", "default"?: "<title>" }
 *
 * The copies keep every field; with `default`, the address of that title becomes the default
 * (shipping and billing) and the others lose the flags. Registered by `src/dev/index.ts`, so never
 * loaded in production mode.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const PHONE = /^01\d{9}$/;

export interface CopiedAddress {
  id: number;
  title: string | null;
  district_id: number;
  default_shipping: boolean;
}

/**
 * Copies the address book of the customer with phone `from` to the customer with phone `to`;
 * null when either customer is unknown.
 */
export async function copyAddressBook(
  db: Kysely<Database>,
  from: string,
  to: string,
  defaultTitle: string | null,
): Promise<CopiedAddress[] | null> {
  const customers = await db
    .selectFrom('customers')
    .select(['id', 'phone_number'])
    .where('phone_number', 'in', [from, to])
    .execute();
  const source = customers.find((c) => c.phone_number === from);
  const target = customers.find((c) => c.phone_number === to);
  if (!source || !target) return null;
  const rows = await db
    .selectFrom('customer_addresses')
    .selectAll()
    .where('customer_id', '=', source.id)
    .orderBy('id')
    .execute();
  const now = new Date();
  const copied: CopiedAddress[] = [];
  for (const row of rows) {
    const isDefault =
      defaultTitle === null ? row.default_shipping : (row.title ?? '') === defaultTitle;
    const inserted = await db
      .insertInto('customer_addresses')
      .values({
        customer_id: target.id,
        firstname: row.firstname,
        lastname: row.lastname,
        telephone: row.telephone,
        street: JSON.stringify(
          Array.isArray(row.street) ? row.street : (JSON.parse(String(row.street)) as string[]),
        ),
        company: row.company,
        postcode: row.postcode,
        country_code: row.country_code,
        region_id: row.region_id,
        city_id: row.city_id,
        district_id: row.district_id,
        building: row.building,
        floor: row.floor,
        apartment: row.apartment,
        landmark: row.landmark,
        title: row.title,
        default_shipping: isDefault,
        default_billing: isDefault,
        created_at: now,
        updated_at: now,
      })
      .returning(['id', 'title', 'district_id', 'default_shipping'])
      .executeTakeFirstOrThrow();
    copied.push(inserted);
  }
  return copied;
}

export function registerCustomerSideRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database> },
): void {
  app.post<{ Body: { from?: unknown; to?: unknown; default?: unknown } | null }>(
    '/dev/address-book/copy',
    async (request, reply) => {
      const { from, to, default: title } = request.body ?? {};
      if (
        typeof from !== 'string' ||
        typeof to !== 'string' ||
        !PHONE.test(from) ||
        !PHONE.test(to) ||
        from === to ||
        (title !== undefined && (typeof title !== 'string' || title.length > 100))
      ) {
        return reply.code(400).send({
          error:
            'POST /dev/address-book/copy with {"from": "<phone>", "to": "<phone>", "default"?: "<title>"}',
        });
      }
      const copied = await copyAddressBook(deps.db, from, to, title ?? null);
      if (!copied) return reply.code(404).send({ error: 'no customer with one of these phones' });
      return { addresses: copied };
    },
  );
}
