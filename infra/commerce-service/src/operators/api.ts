/**
 * The operations of the operator API, each with the roles that may call it (admin may call all),
 * and the wrapper every call goes through: session check, role check, the audit entry (who, what,
 * input without secrets, result, when) for done, failed and refused calls alike.
 */
import type { OrderRow } from '../domains/order/orders';
import type { OrderStatusCode } from '../domains/order/tables';
import {
  createOperator,
  loginOperator,
  logoutOperator,
  setOperatorDisabled,
  type Operator,
} from './accounts';
import { readAudit, writeAudit } from './audit';
import { OpsError } from './errors';
import { cancelOrders, moveOrder, refundOrder, reorderOrder, type OpsDeps } from './order-ops';
import { findOrders } from './order-search';
import {
  createCoupon,
  failedMessages,
  limitCoupon,
  retryMessage,
  setSourcePrice,
  setStock,
  unlockReviews,
  type CouponInput,
} from './store-ops';
import { proposeSubstitution } from './substitution-ops';
import type { OperatorRole } from './tables';

export interface OpsContext {
  deps: OpsDeps;
  operator: Operator | null;
  token: string | null;
  ip: string;
}

/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-assignment --
   arguments arrive as graphql-js validated and coerced them against schema.ts: each operation
   reads them by the schema's names and types, and the operations check values themselves. */
type Args = Record<string, any>;

interface Operation {
  /** Who may call it: 'anyone' (sign-in only), 'signed-in', or these roles (and admin). */
  access: 'anyone' | 'signed-in' | ((args: Args) => readonly OperatorRole[]);
  run(args: Args, ctx: OpsContext): Promise<unknown>;
  /** The result as the audit log keeps it. */
  summary?(value: any): string;
}

const roles =
  (...r: OperatorRole[]) =>
  () =>
    r;
const READERS = roles('support', 'fulfilment');

const moved = (o: { order: OrderRow; refunded: boolean }) => ({
  number: o.order.number,
  status: o.order.status,
  payment_status: o.order.payment_status,
  refunded: o.refunded,
});

const couponView = (c: Record<string, any>) => ({ ...c, amount: String(c.amount) });

export const OPERATIONS: Record<string, Operation> = {
  login: {
    access: 'anyone',
    run: async (a, ctx) => {
      const s = await loginOperator(
        ctx.deps.db,
        { email: a.email, password: a.password, code: a.code, ip: ctx.ip },
        ctx.deps.config.now(),
      );
      ctx.operator = s.operator;
      return { token: s.token, expires_at: s.expiresAt.toISOString(), operator: s.operator };
    },
    summary: (s: { expires_at: string }) => `signed in until ${s.expires_at}`,
  },
  logout: {
    access: 'signed-in',
    run: async (_a, ctx) => {
      if (ctx.token) await logoutOperator(ctx.deps.db, ctx.token);
      return true;
    },
  },
  me: { access: 'signed-in', run: (_a, ctx) => Promise.resolve(ctx.operator) },
  orders: {
    access: READERS,
    run: (a, ctx) => findOrders(ctx.deps.db, a),
    summary: (rows: unknown[]) => `${rows.length} orders`,
  },
  moveOrder: {
    // Cancelling gives money back and closing ends the after-sales: support's calls; moving a
    // delivery forward: fulfilment's.
    access: (a) => (a.to === 'canceled' || a.to === 'closed' ? ['support'] : ['fulfilment']),
    run: async (a, ctx) =>
      moved(await moveOrder(ctx.deps, a.number, a.to as OrderStatusCode, a.comment ?? null)),
    summary: (m: ReturnType<typeof moved>) =>
      `${m.number} ${m.status}${m.refunded ? ' refunded' : ''}`,
  },
  cancelOrders: {
    access: roles('support'),
    run: (a, ctx) => cancelOrders(ctx.deps, a.numbers, a.comment ?? null),
    summary: (rs: Array<{ number: string; ok: boolean }>) =>
      rs.map((r) => `${r.number}:${r.ok ? 'canceled' : 'refused'}`).join(' '),
  },
  refundOrder: {
    access: roles('support'),
    run: async (a, ctx) => moved({ order: await refundOrder(ctx.deps, a.number), refunded: true }),
    summary: (m: ReturnType<typeof moved>) => `${m.number} refunded`,
  },
  proposeSubstitution: {
    access: roles('fulfilment'),
    run: (a, ctx) => proposeSubstitution(ctx.deps, a.number, a.item_id ?? null),
    summary: (s: { replacements: number }) => `${s.replacements} replacements proposed`,
  },
  reorderOrder: {
    access: roles('support'),
    run: (a, ctx) => reorderOrder(ctx.deps, a.number),
    summary: (r: { cart_items: number; problems: unknown[] }) =>
      `${r.cart_items} items in the customer's cart, ${r.problems.length} problems`,
  },
  unlockReviews: {
    access: roles('support'),
    run: (a, ctx) => unlockReviews(ctx.deps.db, a.number, a.item_id ?? null, ctx.deps.config.now()),
    summary: (n: number) => `${n} reviews unlocked`,
  },
  setStock: {
    access: roles('catalogue'),
    run: (a, ctx) => setStock(ctx.deps.db, a.sku, a.source, a.qty),
    summary: (r: { qty: number }) => `qty ${r.qty}`,
  },
  setPrice: {
    access: roles('catalogue'),
    run: (a, ctx) => setSourcePrice(ctx.deps.db, a.sku, a.source, a.price ?? null),
    summary: (r: { price: string | null }) => `price ${r.price ?? 'product price'}`,
  },
  createCoupon: {
    access: roles('catalogue'),
    run: async (a, ctx) => couponView(await createCoupon(ctx.deps.db, a.input as CouponInput)),
    summary: (c: { code: string }) => `coupon ${c.code} created`,
  },
  limitCoupon: {
    access: roles('catalogue'),
    run: async (a, ctx) => {
      const { code, ...set } = a;
      return couponView(await limitCoupon(ctx.deps.db, code, set));
    },
    summary: (c: { code: string; uses_total: number | null; is_active: boolean }) =>
      `coupon ${c.code}: uses_total ${c.uses_total ?? 'unlimited'}, ${c.is_active ? 'active' : 'inactive'}`,
  },
  failedMessages: {
    access: roles('support'),
    run: (a, ctx) => failedMessages(ctx.deps.db, a.limit ?? 50),
    summary: (rows: unknown[]) => `${rows.length} failed messages`,
  },
  retryMessage: {
    access: roles('support'),
    run: (a, ctx) => retryMessage(ctx.deps.db, String(a.id), ctx.deps.config.now()),
    summary: () => 'queued again',
  },
  auditLog: {
    access: roles('admin'),
    run: (a, ctx) => readAudit(ctx.deps.db, a),
    summary: (rows: unknown[]) => `${rows.length} entries`,
  },
  createOperator: {
    access: roles('admin'),
    run: async (a, ctx) => {
      const { operator, otpauthUri } = await createOperator(
        ctx.deps.db,
        { email: a.email, password: a.password, roles: a.roles },
        ctx.deps.config.now(),
      );
      return { ...operator, otpauth_uri: otpauthUri };
    },
    summary: (o: { email: string; roles: string[] }) => `${o.email} (${o.roles.join(', ')})`,
  },
  setOperatorDisabled: {
    access: roles('admin'),
    run: (a, ctx) => setOperatorDisabled(ctx.deps.db, a.email, a.disabled, ctx.deps.config.now()),
    summary: (o: { email: string; disabled: boolean }) =>
      `${o.email} ${o.disabled ? 'disabled' : 'enabled'}`,
  },
};

function refusal(name: string, needed: readonly OperatorRole[]): OpsError {
  const who = needed.includes('admin') ? 'admin' : `${needed.join(' or ')} (or admin)`;
  return new OpsError('FORBIDDEN', `"${name}" needs the role ${who}.`, { needs: [...needed] });
}

/** Runs one operation as the context's operator: checks, runs, and writes the audit entry. */
export async function invoke(name: string, args: Args, ctx: OpsContext): Promise<unknown> {
  const op = OPERATIONS[name];
  if (!op) throw new OpsError('BAD_INPUT', `No operation ${name}.`);
  const audit = (ok: boolean, result: string) =>
    writeAudit(
      ctx.deps.db,
      {
        operatorId: ctx.operator?.id ?? null,
        operatorEmail:
          ctx.operator?.email ??
          String(args.email ?? '')
            .trim()
            .toLowerCase(),
        operation: name,
        args,
        ok,
        result,
      },
      ctx.deps.config.now(),
    );
  if (op.access !== 'anyone') {
    if (!ctx.operator)
      throw new OpsError(
        'UNAUTHENTICATED',
        'Sign in first (mutation login); sessions last an hour.',
      );
    const needed = op.access === 'signed-in' ? null : op.access(args);
    const has = ctx.operator.roles;
    if (needed && !has.includes('admin') && !needed.some((r) => has.includes(r))) {
      const error = refusal(name, needed);
      await audit(false, error.message);
      throw error;
    }
  }
  try {
    const value = await op.run(args, ctx);
    await audit(true, op.summary ? op.summary(value) : 'ok');
    return value;
  } catch (error) {
    await audit(false, error instanceof OpsError ? error.message : 'internal error');
    throw error;
  }
}
