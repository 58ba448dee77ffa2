/**
 * Proving an e-mail by a link (issue 60). A registration's e-mail cannot sign in, get a code or
 * reset the password until the link sent to it was opened; a new e-mail replaces the customer's
 * only when the link sent to the new address is opened. The link is
 * `/{locale}/confirm-email?token=..` (the storefront's page calls confirmEmail), single use,
 * valid EMAIL_PROOF_TTL_SECONDS. The messages of this file go out through `sendEmailProof` and
 * `notifyEmailChanged` only.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { GqlContext } from '../../graphql/context';
import { storefrontPage } from '../../links';
import { randomToken, revokeOtherSessions, sha256 } from './auth';
import { CustomerDomainError, alreadyExists, inputError } from './errors';
import { hitRateLimit, type RateRule } from './rate-limit';

/** A confirmation link lives one day: long enough to open the mail, short enough to go stale. */
export const EMAIL_PROOF_TTL_SECONDS = 24 * 3600;

/** Links sent to one address per hour (registration, resends, changes): mail cost and spam. */
export const EMAIL_PROOF_PER_EMAIL_HOUR: RateRule = {
  name: 'email-proof:email',
  limit: 5,
  windowSeconds: 3600,
};

export const EMAIL_UNPROVEN = {
  en: 'Confirm your e-mail first: open the link we sent to it, then sign in again.',
  ar: 'أكّد بريدك الإلكتروني أولاً: افتح الرابط الذي أرسلناه إليه، ثم سجّل الدخول مرة أخرى.',
};

/** The answer of a password sign-in (right password) on an e-mail not proven yet. */
export const emailUnproven = (): CustomerDomainError =>
  new CustomerDomainError('graphql-authentication', EMAIL_UNPROVEN, { reason: 'EMAIL_UNPROVEN' });

const LINK_INVALID = {
  en: 'This confirmation link is not valid any more.',
  ar: 'رابط التأكيد هذا لم يعد صالحاً.',
};

export interface EmailProofRequest {
  customerId: number;
  firstname: string;
  /** The address to prove: the customer's own, or the new one of a change. */
  email: string;
  /** A change of e-mail: the session that asked, kept when the change is made. */
  keepToken?: string | null;
  /** Why the link is sent, which the e-mail says. */
  purpose: 'registration' | 'change' | 'sign-in';
}

function proofText(
  locale: 'en' | 'ar',
  firstname: string,
  link: string,
  purpose: EmailProofRequest['purpose'],
): { subject: string; body: string } {
  if (locale === 'ar') {
    const why =
      purpose === 'change'
        ? 'لتأكيد بريدك الإلكتروني الجديد في دكان'
        : purpose === 'sign-in'
          ? 'قبل الدخول أو إعادة تعيين كلمة المرور، أكّد بريدك الإلكتروني'
          : 'لتأكيد بريدك الإلكتروني في دكان';
    return {
      subject: 'أكّد بريدك الإلكتروني في دكان',
      body: `مرحباً ${firstname}، ${why}: افتح ${link} خلال 24 ساعة.`,
    };
  }
  const why =
    purpose === 'change'
      ? 'to make this your new Dukkan e-mail'
      : purpose === 'sign-in'
        ? 'before you sign in or reset your password with this e-mail, confirm it'
        : 'to confirm your Dukkan e-mail';
  return {
    subject: 'Confirm your Dukkan e-mail',
    body: `Hello ${firstname}, ${why}: open ${link} within 24 hours.`,
  };
}

/**
 * Sends a confirmation link to `email`. Past EMAIL_PROOF_PER_EMAIL_HOUR nothing is sent and
 * false is answered (the callers that must not reveal an account answer as usual).
 */
export async function sendEmailProof(
  ctx: GqlContext,
  request: EmailProofRequest,
): Promise<boolean> {
  const now = ctx.config.now();
  try {
    await hitRateLimit(ctx.db, EMAIL_PROOF_PER_EMAIL_HOUR, request.email, now);
  } catch (err) {
    if (err instanceof CustomerDomainError && err.category === 'graphql-rate-limit') return false;
    throw err;
  }
  const token = randomToken(24);
  const link = storefrontPage(ctx.config, ctx.locale, `confirm-email?token=${token}`);
  // The link and its message are one transaction: no link without its e-mail, nor the reverse.
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('email_proofs')
      .values({
        customer_id: request.customerId,
        email: request.email,
        token_hash: sha256(token),
        keep_token_hash: request.keepToken ? sha256(request.keepToken) : null,
        expires_at: new Date(now.getTime() + EMAIL_PROOF_TTL_SECONDS * 1000),
        used_at: null,
        created_at: now,
      })
      .execute();
    await ctx.messages.enqueue(trx, {
      kind: 'email_proof',
      channel: 'email',
      to: request.email,
      locale: ctx.locale,
      ...proofText(ctx.locale, request.firstname, link, request.purpose),
      code: token,
    });
  });
  return true;
}

/** Tells the old e-mail that it no longer belongs to the account (in the change's transaction). */
export async function notifyEmailChanged(
  ctx: GqlContext,
  trx: Transaction<Database>,
  before: { email: string; firstname: string },
  newEmail: string,
): Promise<void> {
  const ar = ctx.locale === 'ar';
  await ctx.messages.enqueue(trx, {
    kind: 'account_notice',
    channel: 'email',
    locale: ctx.locale,
    to: before.email,
    subject: ar ? 'تم تغيير بريدك الإلكتروني في دكان' : 'Your Dukkan e-mail was changed',
    body: ar
      ? `مرحباً ${before.firstname}، تم تغيير البريد الإلكتروني لحسابك في دكان إلى ${newEmail}. إذا لم تقم بذلك، تواصل معنا فوراً.`
      : `Hello ${before.firstname}, the e-mail of your Dukkan account was changed to ${newEmail}. If this was not you, contact us at once.`,
  });
}

/**
 * confirmEmail: opens a link. The customer's own address becomes proven; a new address replaces
 * the old one, which is told, and every session but the one that asked for the change is
 * revoked, all in one transaction with the claim of the link.
 */
export async function confirmEmail(ctx: GqlContext, rawToken: unknown): Promise<boolean> {
  const invalid = () => inputError(LINK_INVALID.en, LINK_INVALID.ar, { field: 'token' });
  if (typeof rawToken !== 'string' || rawToken === '' || rawToken.length > 200) throw invalid();
  const now = ctx.config.now();
  const changed = await ctx.db.transaction().execute(async (trx) => {
    const proof = await trx
      .updateTable('email_proofs')
      .set({ used_at: now })
      .where('token_hash', '=', sha256(rawToken))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['customer_id', 'email', 'keep_token_hash'])
      .executeTakeFirst();
    if (!proof) return null;
    const customer = await trx
      .selectFrom('customers')
      .select(['id', 'email', 'firstname'])
      .where('id', '=', proof.customer_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (customer.email === proof.email) {
      await trx
        .updateTable('customers')
        .set({ email_verified_at: now })
        .where('id', '=', customer.id)
        .where('email_verified_at', 'is', null)
        .execute();
      return { before: customer, email: null };
    }
    const taken = await trx
      .selectFrom('customers')
      .select('id')
      .where('email', '=', proof.email)
      .where('phone_verified_at', 'is not', null)
      .where('id', '<>', customer.id)
      .executeTakeFirst();
    if (taken) {
      throw alreadyExists(
        'A customer with the same email address already exists in an associated website.',
        'يوجد عميل آخر مسجل بنفس البريد الإلكتروني.',
      );
    }
    // An unproven registration of the address gives way to a proven account.
    await trx
      .deleteFrom('customers')
      .where('email', '=', proof.email)
      .where('phone_verified_at', 'is', null)
      .where('id', '<>', customer.id)
      .execute();
    await trx
      .updateTable('customers')
      .set({ email: proof.email, email_verified_at: now, updated_at: now })
      .where('id', '=', customer.id)
      .execute();
    // Other links of the customer (an older change, the old address's) die with this one.
    await trx
      .updateTable('email_proofs')
      .set({ used_at: now })
      .where('customer_id', '=', customer.id)
      .where('used_at', 'is', null)
      .execute();
    await revokeOtherSessions(trx, customer.id, proof.keep_token_hash, now);
    await notifyEmailChanged(ctx, trx, customer, proof.email);
    return { before: customer, email: proof.email };
  });
  if (changed === null) throw invalid();
  return true;
}
