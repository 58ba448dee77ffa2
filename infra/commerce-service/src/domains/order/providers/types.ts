/**
 * The one interface every payment provider meets (docs/operations.md, "Payments"): create a
 * payment for an order (the address the shopper is sent to), verify a callback, ask for the
 * state of an order's payment, refund. What a provider says is applied by `settle.ts`, the same
 * way for every provider.
 */
import type { ServiceConfig } from '../../../config';
import type { OrderRow } from '../orders';

export type ProviderName = 'sandbox' | 'paymob' | 'aps';

/** One transaction as the provider states it. */
export interface ProviderTransaction {
  /** The provider's own id of the transaction: the key of idempotency. */
  transactionId: string;
  /** The provider's id of the order the payment was created for (bound at creation). */
  providerOrderId: string | null;
  /** Our merchant reference, when the provider repeats it. */
  merchantReference: string | null;
  /** Null when the provider states none (the sandbox, whose page shows the order's own). */
  amountCents: number | null;
  currency: string;
  success: boolean;
  /** Not decided yet (a wallet waiting for the shopper's PIN, a bank still answering). */
  pending: boolean;
  /** A refund, void or capture of an earlier transaction: never decides an order. */
  child: boolean;
}

export type CallbackCheck =
  { ok: true; transaction: ProviderTransaction } | { ok: false; reason: string };

/** A callback as it reached the service: the query string and the parsed body. */
export interface CallbackInput {
  query: Record<string, unknown>;
  body: unknown;
}

export interface CreatedPayment {
  /** Where the browser goes to pay (the hosted checkout, or the iframe's address). */
  redirectUrl: string;
  /** The provider's id of the payment's order, kept on our order (orders.provider_order_id). */
  providerOrderId: string | null;
  /**
   * A provider whose page takes a signed form post (Amazon Payment Services): the page and the
   * signed fields. `redirectUrl` then is a page of this service that posts the same form.
   */
  form?: { action: string; fields: Record<string, string> };
}

export type RefundResult = { ok: true; refundId: string } | { ok: false; reason: string };

export interface PaymentProvider {
  readonly name: ProviderName;
  createPayment(
    order: OrderRow,
    request: { locale: 'en' | 'ar'; deviceFingerprint?: string },
  ): Promise<CreatedPayment>;
  verifyCallback(input: CallbackInput): CallbackCheck;
  /** The latest decided-or-pending transaction of the order, or null when there is none yet. */
  queryStatus(order: OrderRow): Promise<ProviderTransaction | null>;
  refund(payment: {
    transactionId: string;
    amountCents: number;
    currency: string;
    /** Our merchant reference of the order (APS names the payment by it). */
    merchantReference: string;
  }): Promise<RefundResult>;
}

/** What a provider needs from the service to build its addresses. */
export type ProviderConfig = Pick<ServiceConfig, 'publicUrl' | 'storefrontUrl' | 'payments'>;

/** An order's grand total in cents, from the exact decimal string of the database. */
export function toCents(amount: string | number): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount;
  const match = /^(-?)(\d+)(?:\.(\d{1,2})\d*)?$/.exec(text.trim());
  if (!match) throw new Error(`not an amount: ${text}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}
