/**
 * What a provider's transaction does to an order, the same for every provider and whether it
 * came by callback or by inquiry (docs/operations.md, "Payments"). The callback is the source of
 * truth; the browser's return only shows what it decided, asking the provider when it has not
 * arrived yet (providers/routes.ts).
 *
 * A transaction is acted on once: its row in payment_transactions is unique by the provider's
 * id, so a replayed callback, or the callback and an inquiry racing, change nothing twice. A
 * transaction whose amount or currency is not the order's is refused (recorded, logged), and the
 * order stays unpaid.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServiceConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { MessageWriter } from '../../messages/messenger';
import type { OrderRow } from './orders';
import { approvePayment, declinePayment } from './payments';
import type { PaymentProvider, ProviderName, ProviderTransaction } from './providers/types';
import { refundTransaction } from './refund';
import { toCents } from './providers/types';

export type SettleResult =
  'approved' | 'declined' | 'unchanged' | 'refused' | 'refunded' | 'pending' | 'unknown-order';

export interface SettleDeps {
  db: Kysely<Database>;
  config: ServiceConfig;
  messages: MessageWriter;
  log: FastifyBaseLogger;
}

async function orderOf(
  db: Kysely<Database>,
  provider: ProviderName,
  tx: ProviderTransaction,
): Promise<OrderRow | undefined> {
  let query = db.selectFrom('orders').selectAll().where('payment_provider', '=', provider);
  if (tx.providerOrderId !== null)
    query = query.where('provider_order_id', '=', tx.providerOrderId);
  else if (tx.merchantReference !== null)
    query = query.where('merchant_reference', '=', tx.merchantReference.toUpperCase());
  else return undefined;
  return query.executeTakeFirst();
}

/** Why the transaction cannot pay this order, or null when its amount and currency are the order's. */
function mismatch(order: OrderRow, tx: ProviderTransaction): string | null {
  if (tx.amountCents === null) return 'the provider stated no amount';
  const expected = toCents(order.grand_total);
  if (tx.amountCents !== expected)
    return `amount_cents ${tx.amountCents}, the order's is ${expected}`;
  if (tx.currency !== order.currency)
    return `currency ${tx.currency}, the order's is ${order.currency}`;
  return null;
}

export async function settleTransaction(
  deps: SettleDeps,
  provider: PaymentProvider,
  tx: ProviderTransaction,
  source: 'callback' | 'inquiry',
): Promise<{ result: SettleResult; order: OrderRow | null }> {
  const { db, log } = deps;
  const order = await orderOf(db, provider.name, tx);
  const facts = { provider: provider.name, transaction: tx.transactionId, source };
  if (!order) {
    log.warn(facts, 'payment transaction for no known order');
    return { result: 'unknown-order', order: null };
  }
  if (tx.pending && !tx.child) return { result: 'pending', order };
  const now = deps.config.now();
  const record = (
    kind: 'payment' | 'child',
    outcome: 'approved' | 'declined' | 'refused' | 'recorded',
    reason: string | null,
  ) =>
    db
      .insertInto('payment_transactions')
      .values({
        provider: provider.name,
        transaction_id: tx.transactionId,
        order_id: order.id,
        kind,
        outcome,
        amount_cents: tx.amountCents ?? 0,
        currency: tx.currency,
        source,
        reason,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['provider', 'transaction_id']).doNothing())
      .returning('outcome')
      .executeTakeFirst();

  // A refund, void or capture of an earlier transaction is kept for the record only.
  if (tx.child) {
    await record('child', 'recorded', null);
    return { result: 'unchanged', order };
  }
  const wrong = mismatch(order, tx);
  if (wrong !== null) {
    await record('payment', 'refused', wrong);
    log.error({ ...facts, order: order.number, reason: wrong }, 'payment transaction refused');
    return { result: 'refused', order };
  }
  const inserted = await record('payment', tx.success ? 'approved' : 'declined', null);
  if (!inserted) {
    // Seen before: what it decided was applied then (the guarded updates below make a second
    // application change nothing, so a crash between the record and the update heals here).
    const seen = await db
      .selectFrom('payment_transactions')
      .select('outcome')
      .where('provider', '=', provider.name)
      .where('transaction_id', '=', tx.transactionId)
      .executeTakeFirstOrThrow();
    if (seen.outcome !== 'approved' && seen.outcome !== 'declined')
      return { result: 'unchanged', order };
    const again = await apply(deps, order, seen.outcome === 'approved', now);
    return { result: 'unchanged', order: again.order ?? order };
  }
  const applied = await apply(deps, order, tx.success, now);
  if (applied.outcome === 'unchanged' && tx.success) {
    return { result: await refundStray(deps, provider, order, tx, source), order };
  }
  return { result: applied.outcome, order: applied.order ?? order };
}

/**
 * A successful payment the order cannot take: it was closed before (the payment-pending sweep, or
 * a declined first try and then a paid retry on the same checkout), or another transaction paid
 * it already. The money goes back at once; when the provider refuses, an operator must.
 */
async function refundStray(
  deps: SettleDeps,
  provider: PaymentProvider,
  order: OrderRow,
  tx: ProviderTransaction,
  source: 'callback' | 'inquiry',
): Promise<SettleResult> {
  const facts = { provider: provider.name, transaction: tx.transactionId, order: order.number };
  const refunded = await refundTransaction(
    deps,
    provider,
    order,
    {
      transaction_id: tx.transactionId,
      amount_cents: String(tx.amountCents),
      currency: tx.currency,
    },
    source,
  );
  if (refunded.ok) {
    deps.log.warn(facts, 'payment for a closed or already paid order refunded');
    return 'refunded';
  }
  deps.log.error(
    { ...facts, reason: refunded.reason },
    'payment for a closed or already paid order: refund it from the provider dashboard',
  );
  return 'unchanged';
}

function apply(deps: SettleDeps, order: OrderRow, approved: boolean, now: Date) {
  return approved
    ? approvePayment(deps.db, order.merchant_reference, now, {
        messages: deps.messages,
        config: deps.config,
      })
    : declinePayment(deps.db, order.merchant_reference, now);
}
