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
import type { PaymentProvider, RefundResult } from './providers/types';

export async function refundThroughProvider(
  deps: { db: Kysely<Database>; config: ServiceConfig },
  order: OrderRow,
): Promise<'refunded' | 'nothing-to-refund'> {
  if (order.payment_status !== 'APPROVED' || order.payment_provider === null)
    return 'nothing-to-refund';
  const paid = await deps.db
    .selectFrom('payment_transactions')
    .select(['transaction_id', 'amount_cents', 'currency', 'provider'])
    .where('order_id', '=', order.id)
    .where('kind', '=', 'payment')
    .where('outcome', '=', 'approved')
    .executeTakeFirst();
  if (!paid) return 'nothing-to-refund';
  const provider = providerNamed(deps, paid.provider);
  const result = provider
    ? await refundTransaction(deps, provider, order, paid, 'cancellation')
    : { ok: false as const, reason: `${paid.provider} is not configured` };
  if (!result.ok)
    throw input(ORDER_MESSAGES.cannotCancel, { code: 'REFUND_FAILED', reason: result.reason });
  return 'refunded';
}

/**
 * Refunds one approved payment transaction in full and records it: a `refund` row, and the
 * payment's own row marked `refunded` so nothing refunds it twice.
 */
export async function refundTransaction(
  deps: { db: Kysely<Database>; config: ServiceConfig },
  provider: PaymentProvider,
  order: Pick<OrderRow, 'id' | 'merchant_reference'>,
  paid: { transaction_id: string; amount_cents: string; currency: string },
  source: 'cancellation' | 'callback' | 'inquiry',
): Promise<RefundResult> {
  const amountCents = Number(paid.amount_cents);
  const orderId = order.id;
  const result = await provider.refund({
    transactionId: paid.transaction_id,
    amountCents,
    currency: paid.currency,
    merchantReference: order.merchant_reference,
  });
  if (!result.ok) return result;
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('payment_transactions')
      .values({
        provider: provider.name,
        transaction_id: result.refundId,
        order_id: orderId,
        kind: 'refund',
        outcome: 'refunded',
        amount_cents: amountCents,
        currency: paid.currency,
        source,
        reason: null,
        created_at: deps.config.now(),
      })
      .onConflict((oc) => oc.columns(['provider', 'transaction_id']).doNothing())
      .execute();
    await trx
      .updateTable('payment_transactions')
      .set({ outcome: 'refunded' })
      .where('provider', '=', provider.name)
      .where('transaction_id', '=', paid.transaction_id)
      .execute();
  });
  return result;
}
