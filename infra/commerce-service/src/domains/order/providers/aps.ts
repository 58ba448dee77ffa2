/**
 * Amazon Payment Services (formerly PayFort), written from its public documentation
 * (paymentservices.amazon.com/docs, "Signature Calculation", "Redirection", "Check Status",
 * "Refund", "Direct Transaction Feedback"):
 *
 * - Signature: SHA-256 (hex) of the SHA phrase, then every parameter but `signature` sorted by
 *   name and written `name=value` without separators, then the phrase again. Requests are
 *   signed with the request phrase; answers, the browser's return and the notification with the
 *   response phrase.
 * - Create (redirection): the browser posts a signed `command=PURCHASE` form (amount in minor
 *   units, our merchant reference, `installments=STANDALONE` for the installments code) to the
 *   hosted payment page; the shopper types the card there, never here.
 * - Notification: APS posts the transaction's parameters, signed, to the URL set in its dashboard
 *   (Technical Settings, "Direct Transaction Feedback"): `status` 14 purchase success, 13 purchase
 *   failure, 19 pending, 20 on hold; `fort_id` is the transaction's id.
 * - Inquiry: `query_command=CHECK_STATUS` by merchant reference (JSON POST to the payment API):
 *   `status` 12 and the transaction's `transaction_status`, its `fort_id` and amounts.
 * - Refund: `command=REFUND` with the `fort_id`, the amount and currency: `status` 06 accepted,
 *   07 refused.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { OrderRow } from '../orders';
import type { ApsSettings } from './settings';
import { APS_CODES, isApsCode } from './settings';
import type { CallbackCheck, PaymentProvider, ProviderTransaction, RefundResult } from './types';
import { toCents } from './types';

type Fields = Record<string, string>;

/** The signature of a parameter set with a SHA phrase, hex. */
export function apsSignature(fields: Record<string, unknown>, phrase: string): string {
  const text = Object.keys(fields)
    .filter((name) => name !== 'signature' && fields[name] !== undefined && fields[name] !== null)
    .sort()
    .map((name) => `${name}=${String(fields[name])}`)
    .join('');
  return createHash('sha256').update(`${phrase}${text}${phrase}`).digest('hex');
}

/** Whether `fields.signature` is the response phrase's signature of the others (constant time). */
export function apsSigned(fields: Record<string, unknown>, phrase: string): boolean {
  const given = typeof fields.signature === 'string' ? fields.signature : '';
  const expected = Buffer.from(apsSignature(fields, phrase), 'hex');
  const received = Buffer.from(/^[0-9a-f]{64}$/i.test(given) ? given : '', 'hex');
  return received.length === expected.length && timingSafeEqual(received, expected);
}

/** Flat string parameters of a form, a query or a JSON body (anything else is dropped). */
export function apsFields(input: unknown): Fields {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return {};
  const fields: Fields = {};
  for (const [name, value] of Object.entries(input))
    if (typeof value === 'string' || typeof value === 'number') fields[name] = String(value);
  return fields;
}

const CHILD_COMMANDS = new Set(['REFUND', 'CAPTURE', 'VOID_AUTHORIZATION']);

/** A transaction from a notification (or a return): null without its fort_id. */
export function readApsTransaction(fields: Fields): ProviderTransaction | null {
  const fortId = fields.fort_id ?? '';
  if (!/^[0-9A-Za-z_-]{1,40}$/.test(fortId)) return null;
  const amount = fields.amount ?? '';
  return {
    transactionId: fortId,
    providerOrderId: null,
    merchantReference: fields.merchant_reference ?? null,
    amountCents: /^\d{1,12}$/.test(amount) ? Number(amount) : null,
    currency: fields.currency ?? '',
    success: fields.status === '14',
    pending: fields.status === '19' || fields.status === '20',
    child: CHILD_COMMANDS.has(fields.command ?? ''),
  };
}

/**
 * A CHECK_STATUS answer as a transaction: null when APS knows no completed transaction of the
 * reference. The answer states no currency: the account's is EGP, the only one this store sells in.
 */
export function readCheckStatus(fields: Fields, order: OrderRow): ProviderTransaction | null {
  if (fields.status !== '12') return null;
  const status = fields.transaction_status;
  if (status !== '14' && status !== '13' && status !== '19' && status !== '20') return null;
  const amount = fields.captured_amount || fields.authorized_amount || fields.amount || '';
  const tx = readApsTransaction({
    fort_id: fields.fort_id ?? '',
    merchant_reference: fields.merchant_reference ?? order.merchant_reference,
    amount,
    currency: fields.currency ?? 'EGP',
    status,
    command: 'PURCHASE',
  });
  return tx;
}

/** Checks a notification's (or a return's) signature and reads its transaction. */
export function checkApsFeedback(input: unknown, phrase: string): CallbackCheck {
  const fields = apsFields(input);
  if (!fields.signature) return { ok: false, reason: 'no signature' };
  if (!apsSigned(fields, phrase)) return { ok: false, reason: 'signature does not match' };
  const transaction = readApsTransaction(fields);
  return transaction
    ? { ok: true, transaction }
    : { ok: false, reason: 'the transaction lacks its fort_id' };
}

/** The signed PURCHASE request of an order's redirection to the hosted payment page. */
export function purchaseRequest(
  settings: ApsSettings,
  order: OrderRow,
  links: { publicUrl: string; locale: 'en' | 'ar' },
  shopper: { email: string; deviceFingerprint?: string },
): Fields {
  const code = order.payment_method_code;
  if (!isApsCode(code)) throw new Error(`no APS method for ${code}`);
  const installments = APS_CODES[code];
  const fields: Fields = {
    command: 'PURCHASE',
    access_code: settings.accessCode,
    merchant_identifier: settings.merchantIdentifier,
    merchant_reference: order.merchant_reference,
    amount: String(toCents(order.grand_total)),
    currency: order.currency,
    language: links.locale,
    customer_email: shopper.email,
    order_description: `Order ${order.number}`,
    return_url: `${links.publicUrl}/payments/aps/return/${links.locale}`,
    ...(installments ? { installments } : {}),
    ...(shopper.deviceFingerprint ? { device_fingerprint: shopper.deviceFingerprint } : {}),
  };
  return { ...fields, signature: apsSignature(fields, settings.requestPhrase) };
}

class ApsError extends Error {}

export function createApsProvider(
  settings: ApsSettings,
  urls: { publicUrl: string },
  /** The order's contact: APS requires the shopper's e-mail. */
  contactOf: (order: OrderRow) => Promise<{ email: string | null }>,
): PaymentProvider {
  /** A signed server-to-server call; its answer must carry the response phrase's signature. */
  async function call(request: Fields): Promise<Fields> {
    const body = { ...request, signature: apsSignature(request, settings.requestPhrase) };
    const res = await fetch(settings.apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON: refused below
    }
    const answer = apsFields(json);
    if (res.status >= 300 || !apsSigned(answer, settings.responsePhrase))
      throw new ApsError(
        `APS ${request.command ?? request.query_command} answered ${res.status} unsigned`,
      );
    return answer;
  }
  const keys = () => ({
    access_code: settings.accessCode,
    merchant_identifier: settings.merchantIdentifier,
  });

  return {
    name: 'aps',

    async createPayment(order, { locale, deviceFingerprint }) {
      const { email } = await contactOf(order);
      if (!email) throw new ApsError('APS needs the shopper e-mail');
      const fields = purchaseRequest(
        settings,
        order,
        { publicUrl: urls.publicUrl, locale },
        { email, deviceFingerprint },
      );
      return {
        redirectUrl: `${urls.publicUrl}/payments/aps/pay/${order.merchant_reference}/${locale}`,
        providerOrderId: null,
        form: { action: settings.checkoutUrl, fields },
      };
    },

    verifyCallback: ({ body, query }) =>
      checkApsFeedback(body && typeof body === 'object' ? body : query, settings.responsePhrase),

    async queryStatus(order) {
      const answer = await call({
        query_command: 'CHECK_STATUS',
        ...keys(),
        merchant_reference: order.merchant_reference,
        language: 'en',
      });
      return readCheckStatus(answer, order);
    },

    async refund({
      transactionId,
      amountCents,
      currency,
      merchantReference,
    }): Promise<RefundResult> {
      let answer: Fields;
      try {
        answer = await call({
          command: 'REFUND',
          ...keys(),
          merchant_reference: merchantReference,
          fort_id: transactionId,
          amount: String(amountCents),
          currency,
          language: 'en',
        });
      } catch (error) {
        return { ok: false, reason: error instanceof Error ? error.message : String(error) };
      }
      if (answer.status !== '06')
        return {
          ok: false,
          reason:
            `APS refused the refund (${answer.response_code ?? '?'} ${answer.response_message ?? ''})`.trim(),
        };
      return { ok: true, refundId: `refund:${answer.fort_id ?? transactionId}` };
    },
  };
}
