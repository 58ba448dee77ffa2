/**
 * Gives a paid order's money back through the provider that took it, before the order is
 * cancelled (cancellation.ts): a refund the provider refuses leaves the order as it was, and the
 * shopper is told it can no longer be cancelled. Orders decided by the development sandbox (or
 * paid before migration 171) have no provider transaction and nothing to refund anywhere.
 */
import type { Kysely } from 'kysely';
import type { ServiceConfig } from '../../config';
import type { Database } from '../../db/schema';
import { input, ORDER_MESSAGES } from './errors';
import type { OrderRow } from './orders';
import { providerNamed } from './providers';

export async function refundThroughProvider(
  deps: { db: Kysely<Database>; config: ServiceConfig },
  order: OrderRow,
): Promise<'refunded' | 'nothing-to-refund'> {
  const { db } = deps;
  if (order.payment_status !== 'APPROVED' || order.payment_provider === null)
    return 'nothing-to-refund';
  const rows = await db
    .selectFrom('payment_transactions')
    .select(['kind', 'outcome', 'transaction_id', 'amount_cents', 'currency', 'provider'])
    .where('order_id', '=', order.id)
    .where('kind', 'in', ['payment', 'refund'])
    .execute();
  const paid = rows.find((r) => r.kind === 'payment' && r.outcome === 'approved');
  if (!paid || rows.some((r) => r.kind === 'refund')) return 'nothing-to-refund';
  const provider = providerNamed(deps, paid.provider);
  if (!provider)
    throw input(ORDER_MESSAGES.cannotCancel, {
      code: 'REFUND_FAILED',
      reason: `${paid.provider} is not configured`,
    });
  const amountCents = Number(paid.amount_cents);
  const result = await provider.refund({ transactionId: paid.transaction_id, amountCents });
  if (!result.ok)
    throw input(ORDER_MESSAGES.cannotCancel, { code: 'REFUND_FAILED', reason: result.reason });
  await db
    .insertInto('payment_transactions')
    .values({
      provider: paid.provider,
      transaction_id: result.refundId,
      order_id: order.id,
      kind: 'refund',
      outcome: 'refunded',
      amount_cents: amountCents,
      currency: paid.currency,
      source: 'cancellation',
      reason: null,
      created_at: deps.config.now(),
    })
    .onConflict((oc) => oc.columns(['provider', 'transaction_id']).doNothing())
    .execute();
  return 'refunded';
}
