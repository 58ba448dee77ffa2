/**
 * Customer accounts: registration, profile changes, password change, deletion, customer groups.
 */
import type { Selectable } from 'kysely';
import type { GqlContext } from '../../graphql/context';
import { sha256 } from './auth';
import {
  CustomerDomainError,
  alreadyExists,
  inputError,
  noSuchEntity,
  notAuthorized,
} from './errors';
import { hashPassword, verifyPassword } from './password';
import { RATE_RULES, hitRateLimit } from './rate-limit';
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
  let q = ctx.db.selectFrom('customers').select('id').where(field, '=', value);
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

async function assertGroup(ctx: GqlContext, groupId: number): Promise<void> {
  const group = await ctx.db
    .selectFrom('customer_groups')
    .select('id')
    .where('id', '=', groupId)
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
  try {
    return await ctx.db
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
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (err) {
    mapUniqueViolation(err);
  }
}

export interface UpdateCustomerInput {
  firstname?: unknown;
  lastname?: unknown;
  email?: unknown;
  phone_number?: unknown;
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
  if (set.phone_number !== undefined) await assertUnique(ctx, 'phone_number', set.phone_number, id);
  if (set.email !== undefined) await assertUnique(ctx, 'email', set.email, id);
  try {
    const row = await ctx.db
      .updateTable('customers')
      .set({ ...set, updated_at: ctx.config.now() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notAuthorized();
    return row;
  } catch (err) {
    if (err instanceof CustomerDomainError) throw err;
    mapUniqueViolation(err);
  }
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
    throw new CustomerDomainError('graphql-authentication', {
      en: "The password doesn't match this account. Verify the password and try again.",
      ar: 'كلمة المرور لا تطابق هذا الحساب. تحقق منها وحاول مرة أخرى.',
    });
  }
  const row = await ctx.db
    .updateTable('customers')
    .set({ password_hash: await hashPassword(password), updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  // Every other session is logged out; the one that made the change stays.
  let others = ctx.db
    .updateTable('customer_tokens')
    .set({ revoked_at: now })
    .where('customer_id', '=', id)
    .where('revoked_at', 'is', null);
  if (ctx.token !== null) others = others.where('token_hash', '<>', sha256(ctx.token));
  await others.execute();
  return row;
}

/** Deletes the customer; addresses, wishlist, points, vouchers and sessions go with it. */
export async function deleteCustomer(ctx: GqlContext): Promise<boolean> {
  const id = requireCustomer(ctx);
  const deleted = await ctx.db
    .deleteFrom('customers')
    .where('id', '=', id)
    .returning('phone_number')
    .executeTakeFirst();
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
