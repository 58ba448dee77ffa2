/**
 * Operator accounts: an e-mail, a password (scrypt, as customers'), roles, a TOTP second factor
 * (RFC 6238 through `otpauth`: 6 digits, 30 s, one step of clock drift either way) and a disabled
 * flag. Signing in takes the password and a current code and gives a session token that lives
 * OPERATOR_SESSION_MINUTES; only its SHA-256 is stored. Failed sign-ins are limited per operator
 * e-mail and per client address (docs/security.md).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import type { Database } from '../db/schema';
import { decoyHash, hashPassword, verifyPassword } from '../domains/customer/password';
import { hitRateLimit, refuseAtRateLimit, type RateRule } from '../domains/customer/rate-limit';
import { badInput, OpsError } from './errors';
import { OPERATOR_ROLES, type OperatorRole } from './tables';

type Db = Kysely<Database>;

export const OPERATOR_SESSION_MINUTES = 60;
/** Failed sign-ins allowed per window before the next try is refused (docs/security.md). */
export const OPERATOR_LOGIN_RULES = {
  perOperator: { name: 'ops-login:email', limit: 5, windowSeconds: 900 },
  perClient: { name: 'ops-login:ip', limit: 20, windowSeconds: 900 },
} satisfies Record<string, RateRule>;
export const OPERATOR_PASSWORD_MIN = 12;

const ISSUER = 'Dukkan operators';
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;

function totpOf(email: string, secret: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface Operator {
  id: number;
  email: string;
  roles: OperatorRole[];
}

/** Creates an operator; answers the otpauth URI to show once (the authenticator app reads it). */
export async function createOperator(
  db: Db,
  input: { email: string; password: string; roles: readonly string[] },
  now: Date,
): Promise<{ operator: Operator; otpauthUri: string }> {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL.test(email)) throw badInput(`"${input.email}" is not an e-mail address.`);
  if (input.password.length < OPERATOR_PASSWORD_MIN || input.password.length > 200)
    throw badInput(`The password must be ${OPERATOR_PASSWORD_MIN} to 200 characters.`);
  const roles = [...new Set(input.roles)];
  if (roles.length === 0 || roles.some((r) => !(OPERATOR_ROLES as readonly string[]).includes(r)))
    throw badInput(`Roles must be among: ${OPERATOR_ROLES.join(', ')}.`);
  const taken = await db
    .selectFrom('operators')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  if (taken) throw new OpsError('CONFLICT', `An operator ${email} exists already.`);
  const secret = new Secret({ size: 20 }).base32;
  const row = await db
    .insertInto('operators')
    .values({
      email,
      password_hash: await hashPassword(input.password),
      roles: roles as OperatorRole[],
      totp_secret: secret,
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'email', 'roles'])
    .executeTakeFirstOrThrow();
  return { operator: row, otpauthUri: totpOf(email, secret).toString() };
}

/** The time step of a valid code (one step of drift either way), or null. */
function acceptedStep(
  row: { email: string; totp_secret: string },
  code: string,
  now: Date,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(row.email, row.totp_secret).validate({
    token: code,
    timestamp: now.getTime(),
    window: 1,
  });
  return delta === null ? null : Math.floor(now.getTime() / 30_000) + delta;
}

/** The current code of a secret (tests, and nothing else in the service). */
export function currentCode(email: string, secret: string, timestamp: number): string {
  return totpOf(email, secret).generate({ timestamp });
}

const refused = () =>
  new OpsError('UNAUTHENTICATED', 'Wrong e-mail, password or code, or the account is disabled.');

/**
 * Password + TOTP code -> a session token. Every failure answers the same message and counts
 * against both limits; a limit reached refuses before the password is even checked.
 */
export async function loginOperator(
  db: Db,
  input: { email: string; password: string; code: string; ip: string },
  now: Date,
): Promise<{ token: string; expiresAt: Date; operator: Operator }> {
  const email = input.email.trim().toLowerCase();
  const limited = async (rule: RateRule, key: string) => {
    try {
      await refuseAtRateLimit(db, rule, key, now);
    } catch (error) {
      const retry = (error as { extensions?: { retry_after?: number } }).extensions?.retry_after;
      throw new OpsError(
        'RATE_LIMITED',
        `Too many failed sign-ins; try again in ${retry ?? 'a few'} seconds.`,
        { retry_after: retry },
      );
    }
  };
  await limited(OPERATOR_LOGIN_RULES.perClient, input.ip);
  await limited(OPERATOR_LOGIN_RULES.perOperator, email);
  const row = await db
    .selectFrom('operators')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
  const passwordOk = await verifyPassword(
    input.password,
    row?.password_hash ?? (await decoyHash()),
  );
  const step = row && passwordOk ? acceptedStep(row, input.code, now) : null;
  if (!row || !passwordOk || step === null || row.disabled) {
    await countFailure(db, email, input.ip, now);
    throw refused();
  }
  // A code is good once: a second sign-in with it (or an older one) is refused.
  const claimed = await db
    .updateTable('operators')
    .set({ totp_last_step: step })
    .where('id', '=', row.id)
    .where('totp_last_step', '<', step)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    await countFailure(db, email, input.ip, now);
    throw refused();
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + OPERATOR_SESSION_MINUTES * 60_000);
  await db.deleteFrom('operator_sessions').where('expires_at', '<', now).execute();
  await db
    .insertInto('operator_sessions')
    .values({
      token_hash: tokenHash(token),
      operator_id: row.id,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt, operator: { id: row.id, email: row.email, roles: row.roles } };
}

async function countFailure(db: Db, email: string, ip: string, now: Date): Promise<void> {
  // hitRateLimit throws past the limit; the failure is counted either way.
  for (const [rule, key] of [
    [OPERATOR_LOGIN_RULES.perClient, ip],
    [OPERATOR_LOGIN_RULES.perOperator, email],
  ] as const) {
    await hitRateLimit(db, rule, key, now).catch(() => undefined);
  }
}

/** The operator of a live session token; null for unknown, expired, or a disabled operator. */
export async function operatorOfToken(db: Db, token: string, now: Date): Promise<Operator | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const row = await db
    .selectFrom('operator_sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .select(['o.id', 'o.email', 'o.roles', 'o.disabled'])
    .where('s.token_hash', '=', tokenHash(token))
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
  if (!row || row.disabled) return null;
  return { id: row.id, email: row.email, roles: row.roles };
}

export async function logoutOperator(db: Db, token: string): Promise<void> {
  await db.deleteFrom('operator_sessions').where('token_hash', '=', tokenHash(token)).execute();
}

/** Disables or enables an operator; disabling ends the operator's sessions. */
export async function setOperatorDisabled(db: Db, email: string, disabled: boolean, now: Date) {
  const row = await db
    .updateTable('operators')
    .set({ disabled, updated_at: now })
    .where('email', '=', email.trim().toLowerCase())
    .returning(['id', 'email', 'roles', 'disabled'])
    .executeTakeFirst();
  if (!row) throw new OpsError('NOT_FOUND', `No operator ${email}.`);
  if (disabled)
    await db.deleteFrom('operator_sessions').where('operator_id', '=', row.id).execute();
  return row;
}
