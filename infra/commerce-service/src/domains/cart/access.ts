/**
 * Who may use which cart. A guest cart (no owner) is reached by its 32-character masked id alone;
 * a customer's cart only with that customer's token. Anyone else gets Magento's messages, which
 * the storefront's catalogue matches: "Could not find a cart with ID", "The current user cannot
 * perform operations on cart", "The cart isn't active".
 */
import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badField, cartNotActive, cartNotFound, cartNotOwned } from './errors';
import type { CartRow } from './model';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const MASKED_ID_PATTERN = /^[A-Za-z0-9]{32}$/;

/** A random 32-character id (62^32, about 190 bits): guessing another shopper's cart is hopeless. */
export function newMaskedId(): string {
  let id = '';
  for (let i = 0; i < 32; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

/** Validates the shape of a cart id argument; an id of the right shape that does not exist is "not found". */
export function cartIdArg(raw: unknown, field = 'cart_id'): string {
  if (typeof raw !== 'string' || raw.trim() === '') {
    throw badField(field, `Required parameter "${field}" is missing`, `الحقل "${field}" مطلوب`);
  }
  const id = raw.trim();
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) {
    throw badField(field, `"${field}" is not a valid cart id.`, `"${field}" ليس معرف سلة صالحاً.`);
  }
  return id;
}

/**
 * The cart `maskedId` if `customerId` (null for a guest) may use it; with `forUpdate` the row is
 * locked until the caller's transaction ends (merges and order placing).
 */
export async function cartForUser(
  db: Kysely<Database>,
  maskedId: string,
  customerId: number | null,
  opts: { forUpdate?: boolean; allowInactive?: boolean } = {},
): Promise<CartRow> {
  let query = db.selectFrom('carts').selectAll().where('masked_id', '=', maskedId);
  if (opts.forUpdate) query = query.forUpdate();
  const cart = await query.executeTakeFirst();
  if (!cart) throw cartNotFound(maskedId);
  if (cart.customer_id !== customerId) throw cartNotOwned(maskedId);
  if (!cart.is_active && !opts.allowInactive) throw cartNotActive();
  return cart;
}

/** Creates an empty cart at a stock source; a customer's new cart replaces none (one active cart each). */
export async function createCart(
  db: Kysely<Database>,
  customerId: number | null,
  sourceCode: string,
): Promise<CartRow> {
  return db
    .insertInto('carts')
    .values({ masked_id: newMaskedId(), customer_id: customerId, source_code: sourceCode })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The customer's active cart, created on first use (two racing requests still end with one). */
export async function customerActiveCart(
  db: Kysely<Database>,
  customerId: number,
  sourceCode: string,
): Promise<CartRow> {
  const existing = await db
    .selectFrom('carts')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (existing) return existing;
  const inserted = await db
    .insertInto('carts')
    .values({ masked_id: newMaskedId(), customer_id: customerId, source_code: sourceCode })
    .onConflict((oc) =>
      oc
        .column('customer_id')
        .where(sql<boolean>`is_active and customer_id is not null`)
        .doNothing(),
    )
    .returningAll()
    .executeTakeFirst();
  if (inserted) return inserted;
  return db
    .selectFrom('carts')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('is_active', '=', true)
    .executeTakeFirstOrThrow();
}
