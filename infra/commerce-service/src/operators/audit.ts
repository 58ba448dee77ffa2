/**
 * The audit log of operator actions: who (operator id and e-mail), what (the operation and its
 * input without secrets), the result, and when. Written for every call of the operator API,
 * refused ones and failed sign-ins included; read by admins (`auditLog`).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { badInput } from './errors';

/** Keys whose values never reach the log, at any depth. */
const SECRET_KEYS = /^(password|totp|token|secret|otpauth_uri)$/i;
/** At most this many characters of an input summary are kept. */
export const AUDIT_INPUT_MAX = 2000;

function redact(value: unknown, depth: number): unknown {
  if (depth > 4) return '…';
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => redact(v, depth + 1));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        SECRET_KEYS.test(k) ? '[secret]' : redact(v, depth + 1),
      ]),
    );
  }
  return typeof value === 'string' && value.length > 200 ? `${value.slice(0, 200)}…` : value;
}

/** The input as logged: secrets replaced, long values cut; sign-in's code is a secret too. */
export function summarizeInput(operation: string, args: Record<string, unknown>): string {
  const copy = operation === 'login' ? { ...args, code: '[secret]' } : args;
  const text = JSON.stringify(redact(copy, 0));
  return text.length > AUDIT_INPUT_MAX
    ? JSON.stringify({ cut: text.slice(0, AUDIT_INPUT_MAX) })
    : text;
}

export async function writeAudit(
  db: Kysely<Database>,
  entry: {
    operatorId: number | null;
    operatorEmail: string;
    operation: string;
    args: Record<string, unknown>;
    ok: boolean;
    result: string;
  },
  now: Date,
): Promise<void> {
  await db
    .insertInto('operator_audit')
    .values({
      operator_id: entry.operatorId,
      operator_email: entry.operatorEmail,
      operation: entry.operation,
      input: summarizeInput(entry.operation, entry.args),
      ok: entry.ok,
      result: entry.result.slice(0, 1000),
      created_at: now,
    })
    .execute();
}

export async function readAudit(
  db: Kysely<Database>,
  filter: { limit?: number | null; operator_email?: string | null; operation?: string | null },
) {
  const limit = filter.limit ?? 50;
  if (!Number.isInteger(limit) || limit < 1 || limit > 500)
    throw badInput('"limit" must be from 1 to 500.');
  let q = db.selectFrom('operator_audit').selectAll();
  if (filter.operator_email)
    q = q.where('operator_email', '=', filter.operator_email.trim().toLowerCase());
  if (filter.operation) q = q.where('operation', '=', filter.operation);
  const rows = await q.orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    id: String(r.id),
    operator_email: r.operator_email,
    operation: r.operation,
    input: typeof r.input === 'string' ? r.input : JSON.stringify(r.input),
    ok: r.ok,
    result: r.result,
    created_at: new Date(r.created_at).toISOString(),
  }));
}
