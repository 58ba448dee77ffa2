/**
 * Sends a payment-pending order to the provider of its payment code (providers/index.ts) and
 * answers the address the browser goes to: Paymob's hosted checkout, or the development sandbox.
 * The provider's id of the payment's order is kept on ours: its callbacks name that id.
 */
import type { GqlContext } from '../../graphql/context';
import { input, ORDER_MESSAGES } from './errors';
import type { OrderRow } from './orders';
import { declinePayment } from './payments';
import { providerForCode } from './providers';

export async function startPayment(ctx: GqlContext, order: OrderRow): Promise<string> {
  const provider = providerForCode(ctx, order.payment_method_code);
  try {
    if (!provider) throw new Error(`no provider for ${order.payment_method_code}`);
    const created = await provider.createPayment(order, { locale: ctx.locale });
    await ctx.db
      .updateTable('orders')
      .set({ payment_provider: provider.name, provider_order_id: created.providerOrderId })
      .where('id', '=', order.id)
      .execute();
    return created.redirectUrl;
  } catch (error) {
    // The provider could not take the payment: nothing was paid, so the order is declined at
    // once and its cart comes back (as after a declined payment); the shopper sees the spec's
    // PAYMENT_ERROR text.
    await declinePayment(ctx.db, order.merchant_reference, ctx.config.now());
    throw input(ORDER_MESSAGES.paymentFailed, {
      code: 'PAYMENT_ERROR',
      reason: error instanceof Error ? error.message : String(error),
    });
  }
}
