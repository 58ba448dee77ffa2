/**
 * Login flows: OTP by SMS, e-mail and password, refresh, logout, password reset.
 *
 * OTP rules (shell spec sections 4 and 9): 4 digits, valid 5 minutes, void after 5 wrong tries,
 * a new code no sooner than 120 s after the previous one. Codes are stored as keyed hashes
 * (code-secret.ts), one row per phone; the counters live in the database so any replica can
 * verify. Across codes, otp-guard.ts judges at most 10 wrong codes a day per phone or e-mail.
 */
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { GqlContext } from '../../graphql/context';
import type { NewMessage } from '../../messages/messenger';
import { CODE_NOT_SENT } from '../../messages/texts';
import {
  issueTokens,
  randomToken,
  revokeAllTokens,
  revokeToken,
  sha256,
  type IssuedTokens,
} from './auth';
import { codeHash, codeSecret, sameDigest } from './code-secret';
import { emailUnproven, sendEmailProof } from './email-proof';
import { CustomerDomainError, MESSAGES, inputError, notAuthorized, rateLimited } from './errors';
import {
  OTP_IDENTITY_MAX_WRONG,
  OTP_SEND_PER_IDENTITY_DAY,
  identityLock,
  identityLocked,
  notifyLocked,
  recordWrongCode,
} from './otp-guard';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from './password';
import { RATE_RULES, hitRateLimit } from './rate-limit';
import { newPassword, normaliseEmail, normalisePhone, toAsciiDigits } from './validation';

export const OTP_LENGTH = 4;
export const OTP_TTL_SECONDS = 300;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_RESEND_SECONDS = 120;
export const PASSWORD_RESET_TTL_SECONDS = 3600;
/**
 * A rotated refresh token presented again this soon is the same page retrying (a navigation cut
 * the answer off before the new tokens were stored): it gets a new session in the same family
 * instead of ending it. Later, it is a stolen copy.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

export interface OtpResponse {
  status: boolean;
  message: string;
  expires_in: number;
  resend_after: number;
}

function unregistered(): CustomerDomainError {
  return new CustomerDomainError('graphql-no-such-entity', MESSAGES.unregisteredPhone);
}

/**
 * The customer of a phone. `proven` leaves out registrations whose phone was never proven: such a
 * row was written by whoever typed the phone, not necessarily its owner, so a code sign-in treats
 * the phone as unregistered (the owner then registers it, replacing the row). The registrant gets
 * the code from createCustomer itself.
 */
async function customerIdByPhone(
  ctx: GqlContext,
  phone: string,
  proven: boolean,
): Promise<number | null> {
  let q = ctx.db.selectFrom('customers').select('id').where('phone_number', '=', phone);
  if (proven) q = q.where('phone_verified_at', 'is not', null);
  const row = await q.executeTakeFirst();
  return row?.id ?? null;
}

function otpText(code: string, locale: 'en' | 'ar'): string {
  return locale === 'ar'
    ? `رمز التحقق الخاص بك في دكان هو ${code}. صالح لمدة 5 دقائق.`
    : `Your Dukkan verification code is ${code}. It is valid for 5 minutes.`;
}

/**
 * Stores a fresh code under `key` (a phone number, or `email:` and the address), resetting the
 * wrong-try counter, and writes the message carrying it in the same transaction; returns the
 * message's id and the code's hash. One row per key: a new code replaces the old one.
 */
async function storeNewCode(
  ctx: GqlContext,
  key: string,
  now: Date,
  message: (code: string) => NewMessage,
): Promise<{ messageId: string; hash: string }> {
  await hitRateLimit(ctx.db, RATE_RULES.otpSendPerPhone, key, now);
  await hitRateLimit(ctx.db, OTP_SEND_PER_IDENTITY_DAY, key, now);
  const secret = await codeSecret(ctx.db, ctx.config.production);
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const hash = codeHash(secret, key, code);
  const expiresAt = new Date(now.getTime() + OTP_TTL_SECONDS * 1000);
  const messageId = await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('otp_codes')
      .values({
        phone_number: key,
        code_hash: hash,
        expires_at: expiresAt,
        failed_attempts: 0,
        last_sent_at: now,
        used_at: null,
      })
      .onConflict((oc) =>
        oc.column('phone_number').doUpdateSet({
          code_hash: hash,
          expires_at: expiresAt,
          failed_attempts: 0,
          last_sent_at: now,
          used_at: null,
        }),
      )
      .execute();
    return ctx.messages.enqueue(trx, message(code));
  });
  return { messageId, hash };
}

/**
 * Waits (bounded) for the code's message; when it could not be delivered, the code is withdrawn
 * (unless a newer one replaced it), so asking again sends a new code at once instead of "already
 * sent". Returns whether the code may have reached its owner.
 */
async function codeDelivered(
  ctx: GqlContext,
  key: string,
  stored: { messageId: string; hash: string },
): Promise<boolean> {
  if ((await ctx.messages.deliverCode(stored.messageId)) !== 'failed') return true;
  await ctx.db
    .deleteFrom('otp_codes')
    .where('phone_number', '=', key)
    .where('code_hash', '=', stored.hash)
    .execute();
  return false;
}

/** The answer when a code could not be delivered after its last try (otp.unableToSend). */
function codeNotSent(ctx: GqlContext): OtpResponse {
  return {
    status: false,
    message: CODE_NOT_SENT[ctx.locale],
    expires_in: 0,
    resend_after: 0,
  };
}

/**
 * Stores a fresh code for the phone and sends it by SMS, waiting (bounded) for the first tries:
 * a code that could not be delivered is answered with status false and the spec's otp.unableToSend.
 */
export async function sendNewCode(ctx: GqlContext, phone: string, now: Date): Promise<OtpResponse> {
  const stored = await storeNewCode(ctx, phone, now, (code) => ({
    kind: 'otp',
    channel: 'sms',
    to: phone,
    locale: ctx.locale,
    body: otpText(code, ctx.locale),
    code,
    urgent: true,
  }));
  if (!(await codeDelivered(ctx, phone, stored))) return codeNotSent(ctx);
  return {
    status: true,
    message:
      ctx.locale === 'ar'
        ? 'تم إرسال رمز التحقق إلى رقم هاتفك.'
        : 'The verification code was sent to your phone.',
    expires_in: OTP_TTL_SECONDS,
    resend_after: OTP_RESEND_SECONDS,
  };
}

/**
 * The code that proves a new phone before a change of phone (customers.ts), stored under `key`
 * (the session and the new phone) and sent by SMS to the new phone.
 */
export async function sendPhoneChangeCode(
  ctx: GqlContext,
  key: string,
  phone: string,
  now: Date,
): Promise<void> {
  await sendKeyedCode(ctx, key, phone, now, (code) =>
    ctx.locale === 'ar'
      ? `رمز تأكيد رقم هاتفك الجديد في دكان هو ${code}. صالح لمدة 5 دقائق.`
      : `Your code to make this your Dukkan phone number is ${code}. It is valid for 5 minutes.`,
  );
}

/**
 * A code stored under `key` (not the phone: a phone change, a social sign-in's link) and sent
 * by SMS to `phone`, on the IP's and the phone's own budgets, so no flow can flood a phone.
 * Throws otp.unableToSend when it could not be delivered.
 */
export async function sendKeyedCode(
  ctx: GqlContext,
  key: string,
  phone: string,
  now: Date,
  text: (code: string) => string,
): Promise<void> {
  await hitRateLimit(ctx.db, RATE_RULES.otpSendPerIp, ctx.ip, now);
  await hitRateLimit(ctx.db, OTP_SEND_PER_IDENTITY_DAY, phone, now);
  const stored = await storeNewCode(ctx, key, now, (code) => ({
    kind: 'otp',
    channel: 'sms',
    to: phone,
    locale: ctx.locale,
    body: text(code),
    code,
    urgent: true,
  }));
  if (!(await codeDelivered(ctx, key, stored)))
    throw inputError(CODE_NOT_SENT.en, CODE_NOT_SENT.ar, { reason: 'CODE_NOT_SENT' });
}

/** An unproven e-mail asked for a code or a reset gets the confirmation link instead. */
async function sendSignInProof(
  ctx: GqlContext,
  customer: { id: number; firstname: string },
  email: string,
): Promise<void> {
  await sendEmailProof(ctx, {
    customerId: customer.id,
    firstname: customer.firstname,
    email,
    purpose: 'sign-in',
  });
}

/** No new code for an identity whose code sign-in is locked (otp-guard.ts). */
async function refuseWhileLocked(ctx: GqlContext, key: string, now: Date): Promise<void> {
  const lock = await identityLock(ctx.db, key, now);
  if (lock.locked) throw identityLocked(lock.retryAfter);
}

function secondsSince(from: Date | string, now: Date): number {
  return (now.getTime() - new Date(from).getTime()) / 1000;
}

/**
 * initiateOTPLogin: an unregistered phone gets "No customer found with the phone number" (the
 * storefront then starts registration). Within 120 s of the last code no new SMS is sent: the
 * answer says the code already sent is still the one to use.
 */
export async function initiateOtpLogin(ctx: GqlContext, rawPhone: unknown): Promise<OtpResponse> {
  const phone = normalisePhone(rawPhone);
  const now = ctx.config.now();
  await hitRateLimit(ctx.db, RATE_RULES.otpSendPerIp, ctx.ip, now);
  if ((await customerIdByPhone(ctx, phone, true)) === null) throw unregistered();
  await refuseWhileLocked(ctx, phone, now);
  const existing = await ctx.db
    .selectFrom('otp_codes')
    .selectAll()
    .where('phone_number', '=', phone)
    .executeTakeFirst();
  if (existing) {
    const elapsed = secondsSince(existing.last_sent_at, now);
    const usable =
      existing.used_at === null &&
      existing.failed_attempts < OTP_MAX_WRONG_TRIES &&
      new Date(existing.expires_at).getTime() > now.getTime();
    if (usable && elapsed < OTP_RESEND_SECONDS) {
      const wait = Math.ceil(OTP_RESEND_SECONDS - elapsed);
      return {
        status: true,
        message:
          ctx.locale === 'ar'
            ? `تم إرسال رمز التحقق بالفعل. يمكنك طلب رمز جديد بعد ${wait} ثانية.`
            : `A verification code was already sent. You can request a new one in ${wait} seconds.`,
        expires_in: Math.max(
          0,
          Math.floor((new Date(existing.expires_at).getTime() - now.getTime()) / 1000),
        ),
        resend_after: wait,
      };
    }
  }
  return sendNewCode(ctx, phone, now);
}

/** resendOTP: refused for 120 s after the last code, with the seconds left in the message. */
export async function resendOtp(ctx: GqlContext, rawPhone: unknown): Promise<OtpResponse> {
  const phone = normalisePhone(rawPhone);
  const now = ctx.config.now();
  await hitRateLimit(ctx.db, RATE_RULES.otpSendPerIp, ctx.ip, now);
  if ((await customerIdByPhone(ctx, phone, false)) === null) throw unregistered();
  await refuseWhileLocked(ctx, phone, now);
  const existing = await ctx.db
    .selectFrom('otp_codes')
    .select('last_sent_at')
    .where('phone_number', '=', phone)
    .executeTakeFirst();
  if (existing) {
    const elapsed = secondsSince(existing.last_sent_at, now);
    if (elapsed < OTP_RESEND_SECONDS) {
      const wait = Math.ceil(OTP_RESEND_SECONDS - elapsed);
      throw rateLimited(
        `Please wait ${wait} seconds before requesting a new code.`,
        `يرجى الانتظار ${wait} ثانية قبل طلب رمز جديد.`,
        wait,
      );
    }
  }
  return sendNewCode(ctx, phone, now);
}

/**
 * Checks `otp` against the code stored under `key` and uses it up (single use). Each try is judged
 * in one transaction holding the code's row (FOR UPDATE), so concurrent guesses on several
 * replicas are judged one at a time: never more than 5 wrong tries per code, nor more than 10
 * wrong codes per identity a day (otp-guard.ts). The code is compared in constant time.
 */
export async function spendCode(ctx: GqlContext, key: string, rawOtp: unknown): Promise<Date> {
  const otp = typeof rawOtp === 'string' ? toAsciiDigits(rawOtp.trim()) : '';
  if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp)) {
    throw inputError('The code must have 4 digits.', 'يجب أن يتكون الرمز من 4 أرقام.', {
      field: 'otp',
    });
  }
  const now = ctx.config.now();
  await hitRateLimit(ctx.db, RATE_RULES.otpVerifyPerIp, ctx.ip, now);
  const secret = await codeSecret(ctx.db, ctx.config.production);

  type Outcome = 'ok' | 'wrong' | 'locking' | 'locked' | 'voided' | 'expired' | 'none';
  const { outcome, retryAfter } = await ctx.db
    .transaction()
    .execute(async (trx): Promise<{ outcome: Outcome; retryAfter: number }> => {
      // The code's row is the identity's lock: guesses on one identity are judged one at a time.
      const row = await trx
        .selectFrom('otp_codes')
        .selectAll()
        .where('phone_number', '=', key)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return { outcome: 'none', retryAfter: 0 };
      const lock = await identityLock(trx, key, now);
      if (lock.locked) return { outcome: 'locked', retryAfter: lock.retryAfter };
      if (row.used_at !== null) return { outcome: 'none', retryAfter: 0 };
      if (row.failed_attempts >= OTP_MAX_WRONG_TRIES) return { outcome: 'voided', retryAfter: 0 };
      if (new Date(row.expires_at).getTime() <= now.getTime()) {
        return { outcome: 'expired', retryAfter: 0 };
      }
      if (sameDigest(row.code_hash, codeHash(secret, key, otp))) {
        await trx
          .updateTable('otp_codes')
          .set({ used_at: now })
          .where('phone_number', '=', key)
          .execute();
        return { outcome: 'ok', retryAfter: 0 };
      }
      await trx
        .updateTable('otp_codes')
        .set({ failed_attempts: sql<number>`failed_attempts + 1` })
        .where('phone_number', '=', key)
        .execute();
      await recordWrongCode(trx, key, now);
      const locking = lock.failures + 1 >= OTP_IDENTITY_MAX_WRONG;
      // This wrong code was the last one the window judges: tell the owner, once.
      if (locking) await notifyLocked(ctx, trx, key);
      return { outcome: locking ? 'locking' : 'wrong', retryAfter: 0 };
    });

  switch (outcome) {
    case 'ok':
      return now;
    case 'locked':
      throw identityLocked(retryAfter);
    case 'locking':
      throw notAuthorized();
    case 'voided':
      throw inputError(
        'Too many wrong codes. Please request a new code.',
        'تم إدخال رموز خاطئة كثيرة. يرجى طلب رمز جديد.',
        { field: 'otp', reason: 'OTP_LOCKED' },
      );
    case 'expired':
      throw inputError(
        'The code has expired. Please request a new code.',
        'انتهت صلاحية الرمز. يرجى طلب رمز جديد.',
        { field: 'otp', reason: 'OTP_EXPIRED' },
      );
    default:
      // A wrong code; or no code was sent to this phone or e-mail, or it was used already.
      throw notAuthorized();
  }
}

/** loginByOTP: the code sent by SMS to the phone (see spendCode). */
export async function loginByOtp(
  ctx: GqlContext,
  rawPhone: unknown,
  rawOtp: unknown,
): Promise<IssuedTokens> {
  const phone = normalisePhone(rawPhone);
  const now = await spendCode(ctx, phone, rawOtp);
  const customerId = await customerIdByPhone(ctx, phone, false);
  if (customerId === null) throw unregistered();
  // The code proves the phone: a new registration becomes a usable account.
  await ctx.db
    .updateTable('customers')
    .set({ phone_verified_at: now })
    .where('id', '=', customerId)
    .where('phone_verified_at', 'is', null)
    .execute();
  return issueTokens(ctx.db, customerId, now);
}

const emailKey = (email: string): string => `email:${email}`;

/**
 * initiateEmailOTPLogin (the storefront's /temp-login): a one-time code for an e-mail identity.
 * The same answer whether or not the e-mail belongs to a customer (no account enumeration); when
 * it does, an e-mail goes out (src/messages/) with the 4-digit code and a temporary-login link
 * `/{locale}/temp-login?email=..&code=..` that signs in when opened. The code follows the SMS
 * code's rules: valid 5 minutes, void after 5 wrong tries, single use, and no new code within
 * 120 s of the last one (the answer's resend_after says how long to wait).
 */
export async function initiateEmailOtpLogin(
  ctx: GqlContext,
  rawEmail: unknown,
): Promise<OtpResponse> {
  const email = normaliseEmail(rawEmail);
  const now = ctx.config.now();
  await hitRateLimit(ctx.db, RATE_RULES.otpSendPerIp, ctx.ip, now);
  const answer = (resendAfter: number): OtpResponse => ({
    status: true,
    message:
      ctx.locale === 'ar'
        ? 'إذا كان هذا البريد الإلكتروني مسجلًا لدينا، فقد أرسلنا إليه رمز الدخول.'
        : 'If this e-mail belongs to an account, a sign-in code was sent to it.',
    expires_in: OTP_TTL_SECONDS,
    resend_after: resendAfter,
  });
  const customer = await ctx.db
    .selectFrom('customers')
    .select(['id', 'firstname', 'email_verified_at'])
    .where('email', '=', email)
    .where('phone_verified_at', 'is not', null)
    .executeTakeFirst();
  if (!customer) return answer(OTP_RESEND_SECONDS);
  if (customer.email_verified_at === null) {
    // Not proven yet: the e-mail gets the confirmation link instead of a code (same answer).
    await sendSignInProof(ctx, customer, email);
    return answer(OTP_RESEND_SECONDS);
  }
  const key = emailKey(email);
  // A locked e-mail gets no code, and the same answer as an unknown one.
  if ((await identityLock(ctx.db, key, now)).locked) return answer(OTP_RESEND_SECONDS);
  const existing = await ctx.db
    .selectFrom('otp_codes')
    .select(['last_sent_at'])
    .where('phone_number', '=', key)
    .executeTakeFirst();
  if (existing) {
    const elapsed = secondsSince(existing.last_sent_at, now);
    if (elapsed < OTP_RESEND_SECONDS) return answer(Math.ceil(OTP_RESEND_SECONDS - elapsed));
  }
  const stored = await storeNewCode(ctx, key, now, (code) => {
    const link = `/${ctx.locale}/temp-login?email=${encodeURIComponent(email)}&code=${code}`;
    return {
      kind: 'email_code',
      channel: 'email',
      to: email,
      locale: ctx.locale,
      subject: ctx.locale === 'ar' ? 'رمز الدخول إلى دكان' : 'Your Dukkan sign-in code',
      body:
        ctx.locale === 'ar'
          ? `مرحباً ${customer.firstname}، رمز الدخول الخاص بك هو ${code}، أو افتح ${link}. صالح لمدة 5 دقائق.`
          : `Hello ${customer.firstname}, your sign-in code is ${code}, or open ${link}. It is valid for 5 minutes.`,
      code,
      urgent: true,
    };
  });
  if (!(await codeDelivered(ctx, key, stored))) return codeNotSent(ctx);
  return answer(OTP_RESEND_SECONDS);
}

/** loginByEmailOTP: the code sent to the e-mail (the rules of loginByOTP). */
export async function loginByEmailOtp(
  ctx: GqlContext,
  rawEmail: unknown,
  rawOtp: unknown,
): Promise<IssuedTokens> {
  const email = normaliseEmail(rawEmail);
  const now = await spendCode(ctx, emailKey(email), rawOtp);
  const customer = await ctx.db
    .selectFrom('customers')
    .select('id')
    .where('email', '=', email)
    .where('phone_verified_at', 'is not', null)
    .where('email_verified_at', 'is not', null)
    .executeTakeFirst();
  if (!customer) throw notAuthorized();
  return issueTokens(ctx.db, customer.id, now);
}

/** E-mail and password login; the same answer (and cost) whether or not the e-mail exists. */
export async function generateCustomerToken(
  ctx: GqlContext,
  rawEmail: unknown,
  rawPassword: unknown,
): Promise<IssuedTokens> {
  const email = normaliseEmail(rawEmail);
  if (typeof rawPassword !== 'string' || rawPassword === '') {
    throw inputError('"password" is required.', 'الحقل "password" مطلوب.', { field: 'password' });
  }
  const now = ctx.config.now();
  await hitRateLimit(ctx.db, RATE_RULES.loginPerIp, ctx.ip, now);
  await hitRateLimit(ctx.db, RATE_RULES.loginPerEmail, email, now);
  const customer = await ctx.db
    .selectFrom('customers')
    .select(['id', 'password_hash', 'phone_verified_at', 'email_verified_at'])
    .where('email', '=', email)
    .executeTakeFirst();
  const stored = customer?.password_hash ?? (await decoyHash());
  const ok = await verifyPassword(rawPassword.slice(0, 256), stored);
  // A registration whose phone was never proven cannot sign in (same answer, same cost).
  if (!customer || customer.password_hash === null || customer.phone_verified_at === null || !ok) {
    throw new CustomerDomainError('graphql-authentication', MESSAGES.invalidLogin);
  }
  // The right password on an e-mail never proven: say what to do (the link was sent at
  // registration; the temp-login and reset pages send it again).
  if (customer.email_verified_at === null) throw emailUnproven();
  if (needsRehash(customer.password_hash)) {
    // Made with older parameters: rewritten now that the password is known to be right.
    await ctx.db
      .updateTable('customers')
      .set({ password_hash: await hashPassword(rawPassword.slice(0, 256)) })
      .where('id', '=', customer.id)
      .where('password_hash', '=', customer.password_hash)
      .execute();
  }
  return issueTokens(ctx.db, customer.id, now);
}

/**
 * A new session for a live refresh token; the old session is revoked (rotation) and the new one
 * continues its family. A refresh token presented after it was exchanged is a stolen copy (or the
 * owner's, after a thief used it): every session of the family is revoked.
 */
export async function refreshCustomerToken(
  ctx: GqlContext,
  rawRefresh: unknown,
): Promise<IssuedTokens> {
  if (typeof rawRefresh !== 'string' || rawRefresh === '' || rawRefresh.length > 200) {
    throw inputError('"refreshToken" is required.', 'الحقل "refreshToken" مطلوب.', {
      field: 'refreshToken',
    });
  }
  const now = ctx.config.now();
  const hash = sha256(rawRefresh);
  const rotated = await ctx.db
    .updateTable('customer_tokens')
    .set({ revoked_at: now, rotated_at: now })
    .where('refresh_token_hash', '=', hash)
    .where('revoked_at', 'is', null)
    .where('rotated_at', 'is', null)
    .where('refresh_token_expires_at', '>', now)
    .returning(['customer_id', 'family', 'refresh_token_expires_at'])
    .executeTakeFirst();
  if (!rotated) {
    const replayed = await ctx.db
      .selectFrom('customer_tokens')
      .select(['customer_id', 'family', 'rotated_at', 'refresh_token_expires_at'])
      .where('refresh_token_hash', '=', hash)
      .executeTakeFirst();
    const retry = replayed?.rotated_at && replayed.family ? replayed : null;
    if (
      retry?.family &&
      retry.rotated_at &&
      secondsSince(retry.rotated_at, now) <= REFRESH_REUSE_GRACE_SECONDS &&
      new Date(retry.refresh_token_expires_at).getTime() > now.getTime() &&
      (await familyAlive(ctx, retry.family))
    ) {
      // The same page again, its first answer lost: a new session in the family.
      return issueTokens(ctx.db, retry.customer_id, now, {
        id: retry.family,
        refreshExpiresAt: new Date(retry.refresh_token_expires_at),
      });
    }
    if (replayed?.rotated_at && replayed.family) {
      await ctx.db
        .updateTable('customer_tokens')
        .set({ revoked_at: now })
        .where('family', '=', replayed.family)
        .where('revoked_at', 'is', null)
        .execute();
    }
    throw notAuthorized();
  }
  return issueTokens(ctx.db, rotated.customer_id, now, {
    id: rotated.family ?? randomToken(12),
    refreshExpiresAt: new Date(rotated.refresh_token_expires_at),
  });
}

/** Whether a session family still has a live session (a family revoked for reuse stays dead). */
async function familyAlive(ctx: GqlContext, family: string): Promise<boolean> {
  const live = await ctx.db
    .selectFrom('customer_tokens')
    .select('id')
    .where('family', '=', family)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return live !== undefined;
}

export async function revokeCustomerToken(ctx: GqlContext): Promise<{ result: boolean }> {
  if (ctx.customerId === null || ctx.token === null) throw notAuthorized();
  return { result: await revokeToken(ctx.db, ctx.token, ctx.config.now()) };
}

/**
 * Always true (no account enumeration). When the e-mail belongs to a customer, a single-use reset
 * token valid 1 hour is e-mailed (src/messages/) with a link to the storefront's reset page.
 */
export async function requestPasswordResetEmail(
  ctx: GqlContext,
  rawEmail: unknown,
): Promise<boolean> {
  const email = normaliseEmail(rawEmail);
  const now = ctx.config.now();
  await hitRateLimit(ctx.db, RATE_RULES.resetRequestPerIp, ctx.ip, now);
  await hitRateLimit(ctx.db, RATE_RULES.resetRequestPerEmail, email, now);
  const customer = await ctx.db
    .selectFrom('customers')
    .select(['id', 'firstname', 'email_verified_at'])
    .where('email', '=', email)
    .where('phone_verified_at', 'is not', null)
    .executeTakeFirst();
  if (!customer) return true;
  if (customer.email_verified_at === null) {
    // An e-mail never proven cannot recover the account: it gets the confirmation link first.
    await sendSignInProof(ctx, customer, email);
    return true;
  }
  const token = randomToken(24);
  const link = `/${ctx.locale}/auth/reset?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('password_resets')
      .values({
        customer_id: customer.id,
        token_hash: sha256(token),
        expires_at: new Date(now.getTime() + PASSWORD_RESET_TTL_SECONDS * 1000),
        used_at: null,
        created_at: now,
      })
      .execute();
    await ctx.messages.enqueue(trx, {
      kind: 'password_reset',
      channel: 'email',
      to: email,
      locale: ctx.locale,
      subject: ctx.locale === 'ar' ? 'إعادة تعيين كلمة المرور' : 'Reset your password',
      body:
        ctx.locale === 'ar'
          ? `مرحباً ${customer.firstname}، لإعادة تعيين كلمة المرور افتح ${link} خلال ساعة واحدة.`
          : `Hello ${customer.firstname}, to reset your password open ${link} within one hour.`,
      code: token,
    });
  });
  return true;
}

export async function resetPassword(
  ctx: GqlContext,
  rawEmail: unknown,
  rawToken: unknown,
  rawPassword: unknown,
): Promise<boolean> {
  const email = normaliseEmail(rawEmail);
  const password = newPassword(rawPassword);
  const mismatch = () =>
    inputError(
      'The password token is mismatched. Reset and try again.',
      'رمز إعادة تعيين كلمة المرور غير صحيح. أعد المحاولة.',
      { field: 'resetPasswordToken' },
    );
  if (typeof rawToken !== 'string' || rawToken === '' || rawToken.length > 200) throw mismatch();
  const now = ctx.config.now();
  const customer = await ctx.db
    .selectFrom('customers')
    .select('id')
    .where('email', '=', email)
    .where('phone_verified_at', 'is not', null)
    .where('email_verified_at', 'is not', null)
    .executeTakeFirst();
  if (!customer) throw mismatch();
  const reset = await ctx.db
    .selectFrom('password_resets')
    .selectAll()
    .where('customer_id', '=', customer.id)
    .where('token_hash', '=', sha256(rawToken))
    .executeTakeFirst();
  if (!reset || reset.used_at !== null) throw mismatch();
  if (new Date(reset.expires_at).getTime() <= now.getTime()) {
    throw inputError(
      'Your password reset link has expired.',
      'انتهت صلاحية رابط إعادة تعيين كلمة المرور.',
      { field: 'resetPasswordToken' },
    );
  }
  const hash = await hashPassword(password);
  // Claiming the link, the new password, the other links and every session: all or nothing.
  const done = await ctx.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('id', '=', reset.id)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return false;
    await trx
      .updateTable('customers')
      .set({ password_hash: hash, updated_at: now })
      .where('id', '=', customer.id)
      .execute();
    // Other outstanding reset links die with this one; existing sessions are logged out.
    await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('customer_id', '=', customer.id)
      .where('used_at', 'is', null)
      .execute();
    await revokeAllTokens(trx, customer.id, now);
    return true;
  });
  if (!done) throw mismatch();
  return true;
}
