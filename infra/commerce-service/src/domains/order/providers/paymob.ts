/**
 * Paymob Accept, written from Paymob's public documentation (developers.paymob.com):
 *
 * - Create: the Intention API (`POST /v1/intention/`, `Authorization: Token <secret key>`), one
 *   integration id per payment code, our merchant reference as `special_reference`; the shopper is
 *   sent to the Unified Checkout (`/unifiedcheckout/?publicKey=...&clientSecret=...`). Chosen over
 *   the older payment-key flow (auth token, order, payment key, iframe): one request instead of
 *   three, and one hosted page for card, wallet, valU and premium installments.
 * - Callback: the "transaction processed" callback, a POST of `{ type: 'TRANSACTION', obj }` with
 *   `?hmac=`: HMAC SHA-512 (hex) with the account's HMAC secret over the values of 20 documented
 *   fields of `obj`, in the documented order, concatenated without separators.
 * - Inquiry: `POST /api/auth/tokens` (`api_key`) for a token, then
 *   `POST /api/ecommerce/orders/transaction_inquiry` with Paymob's `order_id`.
 * - Refund: `POST /api/acceptance/void_refund/refund` (`transaction_id`, `amount_cents`).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { OrderRow } from '../orders';
import type { PaymobSettings } from './settings';
import { isPaymobCode } from './settings';
import type {
  CallbackCheck,
  CallbackInput,
  CreatedPayment,
  PaymentProvider,
  ProviderTransaction,
  RefundResult,
} from './types';
import { toCents } from './types';

/** The fields of the callback's HMAC, in the documented order (paths into `obj`). */
export const PAYMOB_HMAC_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function at(obj: Json, path: string): unknown {
  let value: unknown = obj;
  for (const key of path.split('.')) value = isObject(value) ? value[key] : undefined;
  return value;
}

/** A value as it is written into the HMAC text: booleans `true`/`false`, a missing one empty. */
function hmacText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** The HMAC of a transaction object (a callback's `obj`), hex. */
export function paymobHmac(obj: Json, secret: string): string {
  const text = PAYMOB_HMAC_FIELDS.map((f) => hmacText(at(obj, f))).join('');
  return createHmac('sha512', secret).update(text).digest('hex');
}

/** Reads a transaction object of Paymob (callback `obj`, inquiry or refund answer). */
export function readTransaction(obj: unknown): ProviderTransaction | null {
  if (!isObject(obj)) return null;
  const id = obj.id;
  const amount = obj.amount_cents;
  if ((typeof id !== 'number' && typeof id !== 'string') || typeof amount !== 'number') return null;
  const order = isObject(obj.order) ? obj.order : {};
  const orderId = typeof order.id === 'number' || typeof order.id === 'string' ? order.id : null;
  const reference = order.merchant_order_id;
  return {
    transactionId: String(id),
    providerOrderId: orderId === null ? null : String(orderId),
    merchantReference: typeof reference === 'string' ? reference : null,
    amountCents: amount,
    currency: typeof obj.currency === 'string' ? obj.currency : '',
    success: obj.success === true,
    pending: obj.pending === true,
    child:
      obj.has_parent_transaction === true ||
      obj.is_refund === true ||
      obj.is_void === true ||
      obj.is_capture === true,
  };
}

class PaymobError extends Error {}

function parseJson(text: string): unknown {
  try {
    return text === '' ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/** A POST to Paymob's API with its JSON answer (null when the body is not JSON). */
async function paymobCall(
  settings: PaymobSettings,
  path: string,
  body: unknown,
  authorization: string | null,
): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${settings.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(authorization ? { authorization } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(settings.timeoutMs),
  });
  const text = await res.text();
  return { status: res.status, json: parseJson(text) };
}

/** Paymob requires every billing field; "NA" is its documented value for an unknown one. */
const orNA = (v: string | null | undefined) => (v && v.trim() !== '' ? v : 'NA');

/** The billing data of the hosted page, from the order's address and contact. */
function billingData(order: OrderRow, email: string | null) {
  const address = order.billing_address ?? order.shipping_address;
  return {
    first_name: orNA(address?.firstname),
    last_name: orNA(address?.lastname),
    email: orNA(email),
    phone_number: orNA(order.payment_data.wallet_phone ?? address?.telephone),
    street: orNA(address?.street.join(', ')),
    building: orNA(address?.building),
    floor: orNA(address?.floor),
    apartment: orNA(address?.apartment),
    city: orNA(address?.city?.name),
    state: orNA(address?.region),
    country: orNA(address?.country_code),
  };
}

/** The Intention API's request for an order: one item, our reference, the two return links. */
function intentionRequest(
  order: OrderRow,
  integrationId: number,
  email: string | null,
  links: { publicUrl: string; locale: string },
) {
  const cents = toCents(order.grand_total);
  return {
    amount: cents,
    currency: order.currency,
    payment_methods: [integrationId],
    items: [{ name: `Order ${order.number}`, amount: cents, quantity: 1 }],
    billing_data: billingData(order, email),
    special_reference: order.merchant_reference,
    notification_url: `${links.publicUrl}/payments/paymob/callback`,
    redirection_url: `${links.publicUrl}/payments/paymob/return/${links.locale}`,
  };
}

/** Checks a transaction callback's HMAC (constant time) and reads its transaction. */
function checkCallback({ query, body }: CallbackInput, hmacSecret: string): CallbackCheck {
  const given = typeof query.hmac === 'string' ? query.hmac : '';
  const obj = isObject(body) ? body.obj : undefined;
  if (!isObject(body) || body.type !== 'TRANSACTION' || !isObject(obj))
    return { ok: false, reason: 'not a transaction callback' };
  const expected = Buffer.from(paymobHmac(obj, hmacSecret), 'hex');
  const received = Buffer.from(/^[0-9a-f]{128}$/i.test(given) ? given : '', 'hex');
  if (received.length !== expected.length || !timingSafeEqual(received, expected))
    return { ok: false, reason: 'HMAC does not match' };
  const transaction = readTransaction(obj);
  return transaction
    ? { ok: true, transaction }
    : { ok: false, reason: 'the transaction lacks its id or amount' };
}

export function createPaymobProvider(
  settings: PaymobSettings,
  urls: { publicUrl: string },
  /** The order's contact for the hosted page's billing data (Paymob requires the fields). */
  contactOf: (order: OrderRow) => Promise<{ email: string | null }>,
): PaymentProvider {
  const call = (path: string, body: unknown, authorization: string | null) =>
    paymobCall(settings, path, body, authorization);

  async function authToken(): Promise<string> {
    const { status, json } = await call('/api/auth/tokens', { api_key: settings.apiKey }, null);
    const token = isObject(json) ? json.token : undefined;
    if (status >= 300 || typeof token !== 'string')
      throw new PaymobError(`Paymob auth answered ${status}`);
    return token;
  }

  function integrationOf(code: string): number {
    const id = isPaymobCode(code) ? settings.integrations[code] : undefined;
    if (id === undefined) throw new PaymobError(`no Paymob integration for ${code}`);
    return id;
  }

  return {
    name: 'paymob',

    async createPayment(order, { locale }): Promise<CreatedPayment> {
      const contact = await contactOf(order);
      const { status, json } = await call(
        '/v1/intention/',
        intentionRequest(order, integrationOf(order.payment_method_code), contact.email, {
          publicUrl: urls.publicUrl,
          locale,
        }),
        `Token ${settings.secretKey}`,
      );
      const secret = isObject(json) ? json.client_secret : undefined;
      const orderId = isObject(json) ? json.intention_order_id : undefined;
      if (status >= 300 || typeof secret !== 'string')
        throw new PaymobError(`Paymob intention answered ${status}`);
      const checkout = new URL(`${settings.baseUrl}/unifiedcheckout/`);
      checkout.searchParams.set('publicKey', settings.publicKey);
      checkout.searchParams.set('clientSecret', secret);
      return {
        redirectUrl: checkout.toString(),
        providerOrderId:
          typeof orderId === 'number' || typeof orderId === 'string' ? String(orderId) : null,
      };
    },

    verifyCallback: (input: CallbackInput) => checkCallback(input, settings.hmacSecret),

    async queryStatus(order) {
      if (order.provider_order_id === null) return null;
      const token = await authToken();
      const { status, json } = await call(
        '/api/ecommerce/orders/transaction_inquiry',
        { order_id: Number(order.provider_order_id) },
        `Bearer ${token}`,
      );
      // No transaction yet for this order: the shopper has not paid (or is still paying).
      if (status === 404) return null;
      if (status >= 300) throw new PaymobError(`Paymob inquiry answered ${status}`);
      return readTransaction(json);
    },

    async refund({ transactionId, amountCents }): Promise<RefundResult> {
      const { status, json } = await call(
        '/api/acceptance/void_refund/refund',
        { transaction_id: Number(transactionId), amount_cents: amountCents },
        `Token ${settings.secretKey}`,
      );
      const refund = readTransaction(json);
      if (status >= 300 || !refund)
        return { ok: false, reason: `Paymob refund answered ${status}` };
      if (!refund.success) return { ok: false, reason: 'Paymob refused the refund' };
      return { ok: true, refundId: refund.transactionId };
    },
  };
}
