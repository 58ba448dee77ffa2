/**
 * Bearer tokens of customers: random opaque strings, stored only as sha256 hashes, each with a
 * refresh token. S-core's request context calls `customerIdFromToken` for every request.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Access token lifetime: 1 hour. */
export const TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * The access-token lifetime: one hour, or `DUKKAN_ACCESS_TOKEN_TTL_SECONDS` (1 to 3600) so an
 * end-to-end test can watch a session outlive its access token. Throws on a bad value.
 */
export function accessTokenTtlMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.DUKKAN_ACCESS_TOKEN_TTL_SECONDS;
  if (raw === undefined || raw === '') return TOKEN_TTL_MS;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > TOKEN_TTL_MS / 1000) {
    throw new Error(
      `DUKKAN_ACCESS_TOKEN_TTL_SECONDS must be a whole number of seconds from 1 to 3600, got "${raw}"`,
    );
  }
  return seconds * 1000;
}
const tokenTtlMs = accessTokenTtlMs();
/** Refresh token lifetime: 30 days. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * The customer a bearer token belongs to, or null when the token is missing, unknown, expired or
 * revoked. Resolvers of customer-scoped fields turn null into "The current customer isn't authorized.".
 */
export async function customerIdFromToken(
  db: Kysely<Database>,
  token: string | null | undefined,
  now: Date = new Date(),
): Promise<number | null> {
  if (!token || token.length > 200) return null;
  const row = await db
    .selectFrom('customer_tokens')
    .select(['customer_id', 'token_expires_at', 'revoked_at'])
    .where('token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!row || row.revoked_at !== null) return null;
  if (new Date(row.token_expires_at).getTime() <= now.getTime()) return null;
  return row.customer_id;
}

export interface IssuedTokens {
  token: string;
  refreshToken: string;
  token_expires_at: string;
  refresh_token_expires_at: string;
}

/**
 * Creates a new session (token + refresh token) for a customer. A sign-in starts a family; a
 * refresh continues one (`family`), keeping the sign-in's refresh deadline, so a family lives at
 * most 30 days however often it is refreshed.
 */
export async function issueTokens(
  db: Kysely<Database>,
  customerId: number,
  now: Date,
  family?: { id: string; refreshExpiresAt: Date },
): Promise<IssuedTokens> {
  const token = randomToken();
  const refreshToken = randomToken();
  const tokenExpiresAt = new Date(
    Math.min(
      now.getTime() + tokenTtlMs,
      family?.refreshExpiresAt.getTime() ?? Number.POSITIVE_INFINITY,
    ),
  );
  const refreshExpiresAt =
    family?.refreshExpiresAt ?? new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
  // Sessions that can no longer be refreshed are dead weight: drop this customer's on each login.
  await db
    .deleteFrom('customer_tokens')
    .where('customer_id', '=', customerId)
    .where('refresh_token_expires_at', '<', now)
    .execute();
  await db
    .insertInto('customer_tokens')
    .values({
      customer_id: customerId,
      token_hash: sha256(token),
      refresh_token_hash: sha256(refreshToken),
      token_expires_at: tokenExpiresAt,
      refresh_token_expires_at: refreshExpiresAt,
      revoked_at: null,
      family: family?.id ?? randomToken(12),
      created_at: now,
    })
    .execute();
  return {
    token,
    refreshToken,
    token_expires_at: tokenExpiresAt.toISOString(),
    refresh_token_expires_at: refreshExpiresAt.toISOString(),
  };
}

/** Revokes the session of one bearer token; true when a live session was revoked. */
export async function revokeToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('customer_tokens')
    .set({ revoked_at: now })
    .where('token_hash', '=', sha256(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Revokes every session of a customer but the one of `keepToken` (changes of identifiers or password). */
export async function revokeOtherTokens(
  db: Kysely<Database>,
  customerId: number,
  keepToken: string | null,
  now: Date,
): Promise<void> {
  await revokeOtherSessions(db, customerId, keepToken === null ? null : sha256(keepToken), now);
}

/** The same by the kept access token's hash (a confirmation link keeps the hash of the asking session). */
export async function revokeOtherSessions(
  db: Kysely<Database>,
  customerId: number,
  keepHash: string | null,
  now: Date,
): Promise<void> {
  let q = db
    .updateTable('customer_tokens')
    .set({ revoked_at: now })
    .where('customer_id', '=', customerId)
    .where('revoked_at', 'is', null);
  if (keepHash !== null) q = q.where('token_hash', '<>', keepHash);
  await q.execute();
}

/** Revokes every session of a customer (password change, reset, deletion). */
export async function revokeAllTokens(
  db: Kysely<Database>,
  customerId: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable('customer_tokens')
    .set({ revoked_at: now })
    .where('customer_id', '=', customerId)
    .where('revoked_at', 'is', null)
    .execute();
}
