/**
 * Customer accounts: registration, profile changes, password change, deletion, customer groups.
 */
import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { GqlContext } from '../../graphql/context';
import { CODE_NOT_SENT } from '../../messages/texts';
import { revokeAllTokens, revokeOtherTokens } from './auth';
import {
  CustomerDomainError,
  alreadyExists,
  inputError,
  noSuchEntity,
  notAuthorized,
} from './errors';
import { hashPassword, verifyPassword } from './password';
import { RATE_RULES, hitRateLimit } from './rate-limit';
import { sendNewCode, spendCode } from './sessions';
import type { CustomersTable } from './tables';
import { newPassword, normaliseEmail, normalisePhone, personName, positiveInt } from './validation';

export type CustomerRow = Selectable<CustomersTable>;

export const DEFAULT_GROUP_ID = 1;

const DUPLICATE_PHONE = {
  en: 'A customer with the same phone number already exists in an associated website.',
  ar: 'يوجد عميل آخر مسجل بنفس رقم الهاتف.',
};
const DUPLICATE_EMAIL = {
  en: 'A customer with the same email address already exists in an associated website.',
  ar: 'يوجد عميل آخر مسجل بنفس البريد الإلكتروني.',
};

/** The signed-in customer's id, or "The current customer isn't authorized.". */
export function requireCustomer(ctx: GqlContext): number {
  if (ctx.customerId === null) throw notAuthorized();
  return ctx.customerId;
}

export async function loadCustomer(ctx: GqlContext, id: number): Promise<CustomerRow> {
  const row = await ctx.db
    .selectFrom('customers')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  // A token can outlive nothing: deleting a customer cascades to its tokens. Still, be explicit.
  if (!row) throw notAuthorized();
  return row;
}

async function assertUnique(
  ctx: GqlContext,
  field: 'phone_number' | 'email',
  value: string,
  exceptId: number | null,
): Promise<void> {
  // Registrations whose phone was never proven hold nothing: a new registration replaces them.
  let q = ctx.db
    .selectFrom('customers')
    .select('id')
    .where(field, '=', value)
    .where('phone_verified_at', 'is not', null);
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  if (await q.executeTakeFirst()) {
    const text = field === 'phone_number' ? DUPLICATE_PHONE : DUPLICATE_EMAIL;
    throw alreadyExists(text.en, text.ar);
  }
}

/** A unique violation raced past the pre-checks: report it as the matching duplicate. */
function mapUniqueViolation(err: unknown): never {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e.code === '23505' || /duplicate key/.test(e.message ?? '')) {
    const text = /phone/.test(`${e.constraint ?? ''} ${e.message ?? ''}`)
      ? DUPLICATE_PHONE
      : DUPLICATE_EMAIL;
    throw alreadyExists(text.en, text.ar);
  }
  throw err;
}

/**
 * A group the shopper may choose (General, Partner referral): the others answer as unknown, so a
 * referral link or a crafted request cannot buy wholesale prices or employee terms.
 */
async function assertGroup(ctx: GqlContext, groupId: number): Promise<void> {
  const group = await ctx.db
    .selectFrom('customer_groups')
    .select('id')
    .where('id', '=', groupId)
    .where('self_assignable', '=', true)
    .executeTakeFirst();
  if (!group) {
    throw noSuchEntity(
      `No such customer group with id ${groupId}.`,
      `لا توجد مجموعة عملاء بالرقم ${groupId}.`,
    );
  }
}

export interface CreateCustomerInput {
  firstname?: unknown;
  lastname?: unknown;
  email?: unknown;
  phone_number?: unknown;
  customer_source?: unknown;
  group_id?: unknown;
  password?: unknown;
}

/**
 * Registration. The row stays unproven (no password sign-in, no e-mail code, no reset, and the
 * phone and e-mail can be registered again, replacing it) until loginByOTP proves the phone with
 * the code sent here. initiateOTPLogin answers an unproven phone as unregistered, so only the
 * registrant, who asked for this code, can make the row an account.
 */
export async function createCustomer(
  ctx: GqlContext,
  input: CreateCustomerInput,
): Promise<CustomerRow> {
  const firstname = personName(input.firstname, 'firstname');
  const lastname = personName(input.lastname, 'lastname');
  const email = normaliseEmail(input.email);
  const phone = normalisePhone(input.phone_number);
  const source = input.customer_source ?? 'WEB';
  if (source !== 'WEB') {
    throw inputError('"customer_source" must be WEB.', 'الحقل "customer_source" يجب أن يكون WEB.', {
      field: 'customer_source',
    });
  }
  const groupId =
    input.group_id === null || input.group_id === undefined
      ? DEFAULT_GROUP_ID
      : positiveInt(input.group_id, 'group_id');
  const password =
    input.password === null || input.password === undefined || input.password === ''
      ? null
      : newPassword(input.password, 'password');
  const now = ctx.config.now();
  await hitRateLimit(ctx.db, RATE_RULES.registerPerIp, ctx.ip, now);
  await assertGroup(ctx, groupId);
  await assertUnique(ctx, 'phone_number', phone, null);
  await assertUnique(ctx, 'email', email, null);
  const passwordHash = password === null ? null : await hashPassword(password);
  let row: CustomerRow;
  try {
    row = await ctx.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('customers')
        .where('phone_verified_at', 'is', null)
        .where((eb) => eb.or([eb('phone_number', '=', phone), eb('email', '=', email)]))
        .execute();
      return trx
        .insertInto('customers')
        .values({
          firstname,
          lastname,
          email,
          phone_number: phone,
          customer_source: 'WEB',
          group_id: groupId,
          password_hash: passwordHash,
          tier_code: 'NONMEMBER',
          phone_verified_at: null,
          email_verified_at: null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  } catch (err) {
    mapUniqueViolation(err);
  }
  // The code that proves the phone (the storefront shows the code screen next). One that could
  // not be delivered is the spec's otp.unableToSend; registering again replaces this unproven row.
  const sent = await sendNewCode(ctx, phone, now);
  if (!sent.status)
    throw inputError(CODE_NOT_SENT.en, CODE_NOT_SENT.ar, { reason: 'CODE_NOT_SENT' });
  return row;
}

export interface UpdateCustomerInput {
  firstname?: unknown;
  lastname?: unknown;
  email?: unknown;
  phone_number?: unknown;
  current_password?: unknown;
  otp?: unknown;
}

const WRONG_PASSWORD = {
  en: "The password doesn't match this account. Verify the password and try again.",
  ar: 'كلمة المرور لا تطابق هذا الحساب. تحقق منها وحاول مرة أخرى.',
};

/**
 * Re-authentication for a sensitive change: the current password, or a fresh code sent to the
 * current phone (initiateOTPLogin), used up here. A bearer token alone is not enough: a stolen
 * token must not become a permanent takeover.
 */
async function reauthenticate(
  ctx: GqlContext,
  customer: CustomerRow,
  proof: { current_password?: unknown; otp?: unknown },
  needed: { en: string; ar: string },
): Promise<void> {
  const password = proof.current_password;
  if (typeof password === 'string' && password !== '') {
    await hitRateLimit(
      ctx.db,
      RATE_RULES.passwordChangePerCustomer,
      String(customer.id),
      ctx.config.now(),
    );
    if (
      customer.password_hash === null ||
      !(await verifyPassword(password.slice(0, 256), customer.password_hash))
    ) {
      throw new CustomerDomainError('graphql-authentication', WRONG_PASSWORD);
    }
    return;
  }
  if (typeof proof.otp === 'string' && proof.otp !== '') {
    await spendCode(ctx, customer.phone_number, proof.otp);
    return;
  }
  throw inputError(needed.en, needed.ar, { field: 'current_password', reason: 'REAUTH_REQUIRED' });
}

const CHANGE_NEEDS_PROOF = {
  en: 'Enter your current password or a code sent to your phone to change your e-mail or phone.',
  ar: 'أدخل كلمة المرور الحالية أو رمزاً مرسلاً إلى هاتفك لتغيير بريدك الإلكتروني أو هاتفك.',
};

/** Tells the old e-mail or phone that it no longer belongs to the account (in the change's transaction). */
async function notifyIdentifierChange(
  ctx: GqlContext,
  trx: Transaction<Database>,
  before: CustomerRow,
  after: CustomerRow,
): Promise<void> {
  const ar = ctx.locale === 'ar';
  if (before.email !== after.email) {
    await ctx.messages.enqueue(trx, {
      kind: 'account_notice',
      locale: ctx.locale,
      channel: 'email',
      to: before.email,
      subject: ar ? 'تم تغيير بريدك الإلكتروني في دكان' : 'Your Dukkan e-mail was changed',
      body: ar
        ? `مرحباً ${before.firstname}، تم تغيير البريد الإلكتروني لحسابك في دكان إلى ${after.email}. إذا لم تقم بذلك، تواصل معنا فوراً.`
        : `Hello ${before.firstname}, the e-mail of your Dukkan account was changed to ${after.email}. If this was not you, contact us at once.`,
    });
  }
  if (before.phone_number !== after.phone_number) {
    await ctx.messages.enqueue(trx, {
      kind: 'account_notice',
      locale: ctx.locale,
      channel: 'sms',
      to: before.phone_number,
      body: ar
        ? 'تم تغيير رقم الهاتف لحسابك في دكان. إذا لم تقم بذلك، تواصل معنا فوراً.'
        : 'The phone number of your Dukkan account was changed. If this was not you, contact us at once.',
    });
  }
}

export async function updateCustomer(
  ctx: GqlContext,
  input: UpdateCustomerInput,
): Promise<CustomerRow> {
  const id = requireCustomer(ctx);
  const set: { firstname?: string; lastname?: string; email?: string; phone_number?: string } = {};
  if (input.firstname !== undefined && input.firstname !== null)
    set.firstname = personName(input.firstname, 'firstname');
  if (input.lastname !== undefined && input.lastname !== null)
    set.lastname = personName(input.lastname, 'lastname');
  if (input.email !== undefined && input.email !== null) set.email = normaliseEmail(input.email);
  if (input.phone_number !== undefined && input.phone_number !== null) {
    set.phone_number = normalisePhone(input.phone_number);
  }
  if (Object.keys(set).length === 0) {
    throw inputError(
      'Nothing to update: give at least one field.',
      'لا يوجد ما يتم تحديثه: أدخل حقلاً واحداً على الأقل.',
    );
  }
  const before = await loadCustomer(ctx, id);
  const changesIdentifier =
    (set.email !== undefined && set.email !== before.email) ||
    (set.phone_number !== undefined && set.phone_number !== before.phone_number);
  if (set.phone_number !== undefined) await assertUnique(ctx, 'phone_number', set.phone_number, id);
  if (set.email !== undefined) await assertUnique(ctx, 'email', set.email, id);
  if (changesIdentifier) await reauthenticate(ctx, before, input, CHANGE_NEEDS_PROOF);
  const now = ctx.config.now();
  let row: CustomerRow;
  try {
    row = await ctx.db.transaction().execute(async (trx) => {
      // Unproven registrations of the new phone or e-mail give way to a proven account.
      if (changesIdentifier) {
        await trx
          .deleteFrom('customers')
          .where('phone_verified_at', 'is', null)
          .where('id', '<>', id)
          .where((eb) =>
            eb.or([
              eb('phone_number', '=', set.phone_number ?? before.phone_number),
              eb('email', '=', set.email ?? before.email),
            ]),
          )
          .execute();
      }
      const updated = await trx
        .updateTable('customers')
        .set({ ...set, updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      if (!updated) throw notAuthorized();
      // A changed identifier logs every other session out; this one stays.
      if (changesIdentifier) await revokeOtherTokens(trx, id, ctx.token, now);
      if (changesIdentifier) await notifyIdentifierChange(ctx, trx, before, updated);
      return updated;
    });
  } catch (err) {
    if (err instanceof CustomerDomainError) throw err;
    mapUniqueViolation(err);
  }
  return row;
}

/** Changes the password and logs out every other session of the customer. */
export async function changeCustomerPassword(
  ctx: GqlContext,
  currentPassword: unknown,
  rawNewPassword: unknown,
): Promise<CustomerRow> {
  const id = requireCustomer(ctx);
  if (typeof currentPassword !== 'string' || currentPassword === '') {
    throw inputError('"currentPassword" is required.', 'الحقل "currentPassword" مطلوب.', {
      field: 'currentPassword',
    });
  }
  const password = newPassword(rawNewPassword);
  const now = ctx.config.now();
  await hitRateLimit(ctx.db, RATE_RULES.passwordChangePerCustomer, String(id), now);
  const customer = await loadCustomer(ctx, id);
  if (customer.password_hash === null) {
    throw inputError(
      'This account has no password yet. Use "Forgot password" to set one.',
      'لا توجد كلمة مرور لهذا الحساب بعد. استخدم "نسيت كلمة المرور" لتعيينها.',
      { field: 'currentPassword' },
    );
  }
  if (!(await verifyPassword(currentPassword.slice(0, 256), customer.password_hash))) {
    throw new CustomerDomainError('graphql-authentication', WRONG_PASSWORD);
  }
  const hash = await hashPassword(password);
  // The new password and the logout of every other session: all or nothing.
  const row = await ctx.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('customers')
      .set({ password_hash: hash, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await revokeOtherTokens(trx, id, ctx.token, now);
    await ctx.messages.enqueue(trx, {
      kind: 'account_notice',
      locale: ctx.locale,
      channel: 'sms',
      to: updated.phone_number,
      body:
        ctx.locale === 'ar'
          ? 'تم تغيير كلمة مرور حسابك في دكان. إذا لم تقم بذلك، استخدم "نسيت كلمة المرور" فوراً.'
          : 'The password of your Dukkan account was changed. If this was not you, use "Forgot password" at once.',
    });
    return updated;
  });
  return row;
}

const DELETE_NEEDS_PROOF = {
  en: 'Enter your current password or a code sent to your phone to delete your account.',
  ar: 'أدخل كلمة المرور الحالية أو رمزاً مرسلاً إلى هاتفك لحذف حسابك.',
};

/**
 * Deletes the customer; addresses, wishlist, points, vouchers and sessions go with it. Needs the
 * current password or a fresh code sent to the phone.
 */
export async function deleteCustomer(
  ctx: GqlContext,
  proof: { current_password?: unknown; otp?: unknown } = {},
): Promise<boolean> {
  const id = requireCustomer(ctx);
  await reauthenticate(ctx, await loadCustomer(ctx, id), proof, DELETE_NEEDS_PROOF);
  const now = ctx.config.now();
  const deleted = await ctx.db.transaction().execute(async (trx) => {
    await revokeAllTokens(trx, id, now);
    return trx
      .deleteFrom('customers')
      .where('id', '=', id)
      .returning(['phone_number', 'email'])
      .executeTakeFirst();
  });
  if (!deleted) {
    throw noSuchEntity('Could not find a user.', 'تعذر العثور على المستخدم.');
  }
  // One-time codes are keyed by phone, not by customer: remove the deleted customer's too.
  await ctx.db.deleteFrom('otp_codes').where('phone_number', '=', deleted.phone_number).execute();
  return true;
}

export async function attachCustomerGroup(
  ctx: GqlContext,
  rawGroupId: unknown,
): Promise<{ result: boolean; group_id: number }> {
  const id = requireCustomer(ctx);
  const groupId = positiveInt(rawGroupId, 'customer_group_id');
  await assertGroup(ctx, groupId);
  await ctx.db
    .updateTable('customers')
    .set({ group_id: groupId, updated_at: ctx.config.now() })
    .where('id', '=', id)
    .execute();
  return { result: true, group_id: groupId };
}
