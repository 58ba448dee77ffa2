/**
 * The cumulative guard on one-time codes (issue 60). Each code allows 5 wrong tries, and a new
 * code can be asked for every 120 s, so the per-code limit alone lets a patient attacker try
 * hundreds of codes a day against one phone. Per identity (a phone, or `email:` and the address)
 * at most OTP_IDENTITY_MAX_WRONG wrong codes are judged in any OTP_IDENTITY_WINDOW_SECONDS,
 * whatever the number of codes and clients; beyond that every try and every new code is refused
 * with the lock message until the oldest wrong code of the window ages out, and the owner is told
 * once, when the lock engages.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { GqlContext } from '../../graphql/context';
import { CustomerDomainError, MESSAGES } from './errors';
import type { RateRule } from './rate-limit';

export const OTP_IDENTITY_MAX_WRONG = 10;
export const OTP_IDENTITY_WINDOW_SECONDS = 24 * 3600;

/** Codes sent to one phone or e-mail per day, on top of the 5 an hour. */
export const OTP_SEND_PER_IDENTITY_DAY: RateRule = {
  name: 'otp-send:identity-day',
  limit: 10,
  windowSeconds: 24 * 3600,
};

export interface IdentityLock {
  /** Wrong codes judged in the window. */
  failures: number;
  locked: boolean;
  /** Seconds until one more wrong code may be judged (0 when not locked). */
  retryAfter: number;
}

const windowStartOf = (now: Date): Date =>
  new Date(now.getTime() - OTP_IDENTITY_WINDOW_SECONDS * 1000);

/** The identity's wrong codes in the window ending now. */
export async function identityLock(
  db: Kysely<Database>,
  key: string,
  now: Date,
): Promise<IdentityLock> {
  const rows = await db
    .selectFrom('otp_failures')
    .select('failed_at')
    .where('identity', '=', key)
    .where('failed_at', '>', windowStartOf(now))
    .orderBy('failed_at', 'desc')
    .limit(OTP_IDENTITY_MAX_WRONG)
    .execute();
  if (rows.length < OTP_IDENTITY_MAX_WRONG) {
    return { failures: rows.length, locked: false, retryAfter: 0 };
  }
  const oldest = new Date(rows[rows.length - 1]!.failed_at).getTime();
  const retryAfter = Math.max(
    1,
    Math.ceil((oldest + OTP_IDENTITY_WINDOW_SECONDS * 1000 - now.getTime()) / 1000),
  );
  return { failures: rows.length, locked: true, retryAfter };
}

/** Records one wrong code and drops the identity's rows that left the window. */
export async function recordWrongCode(db: Kysely<Database>, key: string, now: Date): Promise<void> {
  await db.insertInto('otp_failures').values({ identity: key, failed_at: now }).execute();
  await db
    .deleteFrom('otp_failures')
    .where('identity', '=', key)
    .where('failed_at', '<=', windowStartOf(now))
    .execute();
}

/** The answer while an identity is locked: the sign-in lock message of the spec's catalogue. */
export function identityLocked(retryAfter: number): CustomerDomainError {
  return new CustomerDomainError('graphql-authentication', MESSAGES.invalidLogin, {
    reason: 'OTP_IDENTITY_LOCKED',
    retry_after: retryAfter,
  });
}

/**
 * Tells the owner of the identity that code sign-in is paused (SMS for a phone, else e-mail): the
 * message is written in the transaction that judged the wrong code.
 */
export async function notifyLocked(
  ctx: GqlContext,
  trx: Transaction<Database>,
  key: string,
): Promise<void> {
  const en =
    'Too many wrong sign-in codes were entered for your Dukkan account, so signing in with a code is paused for 24 hours. If this was not you, your account is still safe: no one signed in.';
  const ar =
    'تم إدخال رموز دخول خاطئة كثيرة لحسابك في دكان، لذلك تم إيقاف الدخول بالرمز لمدة 24 ساعة. إذا لم تكن أنت، فحسابك ما زال آمناً ولم يسجل أحد الدخول إليه.';
  const body = ctx.locale === 'ar' ? ar : en;
  if (key.startsWith('email:')) {
    await ctx.messages.enqueue(trx, {
      kind: 'account_notice',
      locale: ctx.locale,
      channel: 'email',
      to: key.slice('email:'.length),
      subject: ctx.locale === 'ar' ? 'تم إيقاف الدخول بالرمز مؤقتاً' : 'Code sign-in paused',
      body,
    });
  } else {
    await ctx.messages.enqueue(trx, {
      kind: 'account_notice',
      locale: ctx.locale,
      channel: 'sms',
      to: key,
      body,
    });
  }
}
