/**
 * A customer cancels an order (with a reason from the list) while it is still cancellable; a paid
 * order is refunded through its provider (refund.ts), what it took is given back and stock-back
 * subscribers hear about stock that returned.
 */
import type { GqlContext } from '../../graphql/context';
import { notifyStockBack } from '../customer/engagement';
import { input, ORDER_MESSAGES } from './errors';
import { CANCELLABLE, orderViews, ownOrder } from './orders';
import { refundThroughProvider } from './refund';
import { closeOrder } from './release';
import type { PaymentStatus } from './tables';

export async function cancelCustomerOrder(ctx: GqlContext, raw: Record<string, unknown>) {
  const order = await ownOrder(ctx, raw.order_number);
  const reasonId = raw.reason_id;
  if (typeof reasonId !== 'number' || !Number.isInteger(reasonId)) {
    throw input(
      {
        en: '"reason_id" must be one of the cancellation reasons.',
        ar: '"reason_id" يجب أن يكون أحد أسباب الإلغاء.',
      },
      { field: 'reason_id' },
    );
  }
  const reason = await ctx.db
    .selectFrom('order_cancellation_reasons')
    .select('id')
    .where('id', '=', reasonId)
    .where('type', '=', 'CUSTOMERORDER')
    .executeTakeFirst();
  if (!reason)
    throw input(
      {
        en: '"reason_id" must be one of the cancellation reasons.',
        ar: '"reason_id" يجب أن يكون أحد أسباب الإلغاء.',
      },
      { field: 'reason_id' },
    );
  let comment: string | null = null;
  if (raw.comment !== undefined && raw.comment !== null) {
    if (typeof raw.comment !== 'string' || raw.comment.trim().length > 500) {
      throw input(
        {
          en: '"comment" must be text of at most 500 characters.',
          ar: '"comment" يجب ألا يزيد عن 500 حرف.',
        },
        { field: 'comment' },
      );
    }
    comment = raw.comment.trim() === '' ? null : raw.comment.trim();
  }
  if (!CANCELLABLE.includes(order.status))
    throw input(ORDER_MESSAGES.cannotCancel, { code: 'ORDER_NOT_CANCELLABLE' });
  // A paid order's money goes back through its provider first; a refused refund cancels nothing.
  await refundThroughProvider(ctx, order);
  const now = ctx.config.now();
  // A pending online payment is void once the order is cancelled; an approved one is refunded (CLOSED).
  const paymentStatus: PaymentStatus =
    order.payment_status === 'APPROVED'
      ? 'CLOSED'
      : order.payment_status === 'PENDING'
        ? 'DENIED'
        : order.payment_status;
  const updated = await closeOrder(
    ctx.db,
    order.id,
    CANCELLABLE,
    'canceled',
    {
      payment_status: paymentStatus,
      cancellation_reason_id: reason.id,
      cancellation_comment: comment,
    },
    now,
  );
  if (!updated) throw input(ORDER_MESSAGES.cannotCancel, { code: 'ORDER_NOT_CANCELLABLE' });
  // The stock given back may be the first again for products shoppers asked to hear about.
  await notifyStockBack(ctx);
  const [view] = await orderViews(ctx, [updated]);
  return { result: true, order: view };
}
