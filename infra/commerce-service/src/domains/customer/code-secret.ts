/**
 * The key of the one-time-code hashes (HMAC-SHA-256). A 4-digit code has ten thousand values, so
 * an unkeyed hash in the database gives every live code away to whoever reads a backup; under a
 * key kept outside the database it does not.
 *
 * `DUKKAN_CODE_SECRET` (at least 32 characters) gives the key; production refuses to run without
 * it. In development and tests, without it, the service generates one per database (kept in
 * `service_secrets`, so every replica on one database agrees and a PGlite data folder keeps its
 * own).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export const CODE_SECRET_ENV = 'DUKKAN_CODE_SECRET';
const MIN_LENGTH = 32;

/**
 * The secret the environment gives, or null when development may generate one. Throws with a
 * clear message when it is too short, or missing in production: call it at start.
 */
export function codeSecretFromEnv(env: NodeJS.ProcessEnv, production: boolean): Buffer | null {
  const value = env[CODE_SECRET_ENV];
  if (value !== undefined && value !== '') {
    if (value.length < MIN_LENGTH) {
      throw new Error(
        `${CODE_SECRET_ENV} must have at least ${MIN_LENGTH} characters (for example: openssl rand -base64 48).`,
      );
    }
    return Buffer.from(value, 'utf8');
  }
  if (production) {
    throw new Error(
      `${CODE_SECRET_ENV} is required in production: the key of the one-time-code hashes, at least ${MIN_LENGTH} characters (for example: openssl rand -base64 48).`,
    );
  }
  return null;
}

const cache = new WeakMap<object, Promise<Buffer>>();

async function generatedSecret(db: Kysely<Database>): Promise<Buffer> {
  // Two replicas starting together both try; the first insert wins and both read it back.
  await db
    .insertInto('service_secrets')
    .values({ name: 'otp-code-key', value: randomBytes(48).toString('base64') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('service_secrets')
    .select('value')
    .where('name', '=', 'otp-code-key')
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64');
}

/** The key for this database, resolved once per database handle. */
export function codeSecret(
  db: Kysely<Database>,
  production: boolean,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Buffer> {
  let secret = cache.get(db);
  if (!secret) {
    const fromEnv = codeSecretFromEnv(env, production);
    secret = fromEnv ? Promise.resolve(fromEnv) : generatedSecret(db);
    secret.catch(() => cache.delete(db));
    cache.set(db, secret);
  }
  return secret;
}

/** HMAC-SHA-256 (hex) of a code under its key (a phone number, or `email:` and the address). */
export function codeHash(secret: Buffer, key: string, code: string): string {
  return createHmac('sha256', secret).update(`otp:${key}:${code}`).digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
