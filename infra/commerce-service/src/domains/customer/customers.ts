/**
 * Customer accounts: registration, profile changes, password change, deletion, customer groups.
 */
import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { GqlContext } from '../../graphql/context';
import { CODE_NOT_SENT } from '../../messages/texts';
import { revokeOtherTokens, sha256 } from './auth';
import { EMAIL_PROOF_TTL_SECONDS, sendEmailProof } from './email-proof';
import {
  CustomerDomainError,
  alreadyExists,
  inputError,
  noSuchEntity,
  notAuthorized,
} from './errors';
import { hashPassword, verifyPassword } from './password';
import { RATE_RULES, hitRateLimit } from './rate-limit';
import { OTP_TTL_SECONDS, sendNewCode, sendPhoneChangeCode, spendCode } from './sessions';
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
  // The group comes from the referral link's signed cookie only; a group_id typed into the
  // request without it (or naming another group) is not believed.
  const asked =
    input.group_id === null || input.group_id === undefined
      ? null
      : positiveInt(input.group_id, 'group_id');
  const groupId =
    asked !== null && asked === ctx.referralGroupId ? ctx.referralGroupId : DEFAULT_GROUP_ID;
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
  // The code that proves the phone (the storefront shows the code screen next), and the link
  // that proves the e-mail (until it is opened the e-mail signs nothing in). A code that could
  // not be delivered is the spec's otp.unableToSend; registering again replaces this unproven row.
  const sent = await sendNewCode(ctx, phone, now);
  if (!sent.status)
    throw inputError(CODE_NOT_SENT.en, CODE_NOT_SENT.ar, { reason: 'CODE_NOT_SENT' });
  await sendEmailProof(ctx, { customerId: row.id, firstname, email, purpose: 'registration' });
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
export async function reauthenticate(
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
    try {
      await spendCode(ctx, customer.phone_number, proof.otp);
    } catch (error) {
      // A mistyped code from a signed-in customer is a wrong field, not an ended session: the
      // storefront ends a session on "isn't authorized", which would sign the owner out.
      if (error instanceof CustomerDomainError && error.category === 'graphql-authorization') {
        throw inputError(WRONG_CODE.en, WRONG_CODE.ar, { field: 'otp', reason: 'OTP_INVALID' });
      }
      throw error;
    }
    return;
  }
  throw inputError(needed.en, needed.ar, { field: 'current_password', reason: 'REAUTH_REQUIRED' });
}

const WRONG_CODE = {
  en: 'Make sure you typed a valid OTP',
  ar: 'تأكد من إدخال رمز التحقق الصحيح',
};

const CHANGE_NEEDS_PROOF = {
  en: 'Enter your current password or a code sent to your phone to change your e-mail or phone.',
  ar: 'أدخل كلمة المرور الحالية أو رمزاً مرسلاً إلى هاتفك لتغيير بريدك الإلكتروني أو هاتفك.',
};

/** Tells the old phone that it no longer belongs to the account (in the change's transaction). */
async function notifyPhoneChanged(
  ctx: GqlContext,
  trx: Transaction<Database>,
  oldPhone: string,
): Promise<void> {
  await ctx.messages.enqueue(trx, {
    kind: 'account_notice',
    locale: ctx.locale,
    channel: 'sms',
    to: oldPhone,
    body:
      ctx.locale === 'ar'
        ? 'تم تغيير رقم الهاتف لحسابك في دكان. إذا لم تقم بذلك، تواصل معنا فوراً.'
        : 'The phone number of your Dukkan account was changed. If this was not you, contact us at once.',
  });
}

/** A change of e-mail or phone waiting for the proof sent to the new one. */
export interface PendingChange {
  kind: 'PHONE' | 'EMAIL';
  to: string;
  expires_in: number;
}

/** Where the code of a change of phone is kept: the session that asked, and the new phone. */
const phoneChangeKey = (token: string, phone: string): string =>
  `phone-change:${sha256(token).slice(0, 32)}:${phone}`;

/**
 * updateCustomer: names change at once. A new e-mail or phone needs the current password or a
 * fresh code to the current phone, and then takes effect only once proven: a code goes to the new
 * phone (confirmPhoneChange), a link to the new e-mail (confirmEmail in email-proof.ts).
 */
export async function updateCustomer(
  ctx: GqlContext,
  input: UpdateCustomerInput,
): Promise<{ customer: CustomerRow; pending_change: PendingChange | null }> {
  const id = requireCustomer(ctx);
  const names: { firstname?: string; lastname?: string } = {};
  if (input.firstname !== undefined && input.firstname !== null)
    names.firstname = personName(input.firstname, 'firstname');
  if (input.lastname !== undefined && input.lastname !== null)
    names.lastname = personName(input.lastname, 'lastname');
  const email =
    input.email !== undefined && input.email !== null ? normaliseEmail(input.email) : undefined;
  const phone =
    input.phone_number !== undefined && input.phone_number !== null
      ? normalisePhone(input.phone_number)
      : undefined;
  if (Object.keys(names).length === 0 && email === undefined && phone === undefined) {
    throw inputError(
      'Nothing to update: give at least one field.',
      'لا يوجد ما يتم تحديثه: أدخل حقلاً واحداً على الأقل.',
    );
  }
  const before = await loadCustomer(ctx, id);
  const newEmail = email !== undefined && email !== before.email ? email : null;
  const newPhone = phone !== undefined && phone !== before.phone_number ? phone : null;
  if (newPhone !== null) await assertUnique(ctx, 'phone_number', newPhone, id);
  if (newEmail !== null) await assertUnique(ctx, 'email', newEmail, id);
  if (newEmail !== null || newPhone !== null) {
    await reauthenticate(ctx, before, input, CHANGE_NEEDS_PROOF);
  }
  const now = ctx.config.now();
  let row = before;
  if (Object.keys(names).length > 0) {
    row = await ctx.db
      .updateTable('customers')
      .set({ ...names, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  let pending: PendingChange | null = null;
  if (newPhone !== null && ctx.token !== null) {
    await sendPhoneChangeCode(ctx, phoneChangeKey(ctx.token, newPhone), newPhone, now);
    pending = { kind: 'PHONE', to: newPhone, expires_in: OTP_TTL_SECONDS };
  }
  if (newEmail !== null) {
    await sendEmailProof(ctx, {
      customerId: id,
      firstname: row.firstname,
      email: newEmail,
      keepToken: ctx.token,
      purpose: 'change',
    });
    pending = { kind: 'EMAIL', to: newEmail, expires_in: EMAIL_PROOF_TTL_SECONDS };
  }
  return { customer: row, pending_change: pending };
}

/**
 * confirmPhoneChange: the code sent to the new phone, from the session that asked for the
 * change. The new phone, the removal of an unproven registration of it and the logout of every
 * other session are one transaction; the old phone is told.
 */
export async function confirmPhoneChange(
  ctx: GqlContext,
  rawPhone: unknown,
  rawOtp: unknown,
): Promise<CustomerRow> {
  const id = requireCustomer(ctx);
  const phone = normalisePhone(rawPhone);
  if (ctx.token === null) throw notAuthorized();
  await spendCode(ctx, phoneChangeKey(ctx.token, phone), rawOtp);
  await assertUnique(ctx, 'phone_number', phone, id);
  const now = ctx.config.now();
  let changed: { before: CustomerRow; after: CustomerRow };
  try {
    changed = await ctx.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('customers')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw notAuthorized();
      await trx
        .deleteFrom('customers')
        .where('phone_verified_at', 'is', null)
        .where('id', '<>', id)
        .where('phone_number', '=', phone)
        .execute();
      const after = await trx
        .updateTable('customers')
        .set({ phone_number: phone, phone_verified_at: now, updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await revokeOtherTokens(trx, id, ctx.token, now);
      if (current.phone_number !== phone) await notifyPhoneChanged(ctx, trx, current.phone_number);
      return { before: current, after };
    });
  } catch (err) {
    if (err instanceof CustomerDomainError) throw err;
    mapUniqueViolation(err);
  }
  return changed.after;
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

/**
 * attachCustomerGroup (the storefront's identity fetch, after a referral link): only the group
 * of the request's signed group-id cookie; any other id answers as an unknown group.
 */
export async function attachCustomerGroup(
  ctx: GqlContext,
  rawGroupId: unknown,
): Promise<{ result: boolean; group_id: number }> {
  const id = requireCustomer(ctx);
  const asked = positiveInt(rawGroupId, 'customer_group_id');
  const groupId = ctx.referralGroupId;
  if (groupId === null || asked !== groupId) {
    throw noSuchEntity(
      `No such customer group with id ${asked}.`,
      `لا توجد مجموعة عملاء بالرقم ${asked}.`,
    );
  }
  await assertGroup(ctx, groupId);
  await ctx.db
    .updateTable('customers')
    .set({ group_id: groupId, updated_at: ctx.config.now() })
    .where('id', '=', id)
    .execute();
  return { result: true, group_id: groupId };
}
