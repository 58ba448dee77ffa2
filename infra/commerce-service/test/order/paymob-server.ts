/**
 * A local Paymob Accept for the tests, real HTTP on 127.0.0.1, speaking the documented protocol
 * (developers.paymob.com): the auth token, the Intention API, the transaction-processed callback
 * it POSTs with its HMAC (SHA-512 over the documented 20 fields, written here on its own, not
 * taken from the service), the transaction inquiry, the refund, and their failure answers.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { closeLocally, listenLocally, type LocalListen } from '../support/local-listen';

export const PAYMOB_TEST_KEYS = {
  PAYMOB_API_KEY: 'test-api-key',
  PAYMOB_SECRET_KEY: 'egy_sk_test_local',
  PAYMOB_PUBLIC_KEY: 'egy_pk_test_local',
  PAYMOB_HMAC_SECRET: 'local-hmac-secret-0123456789',
  PAYMOB_INTEGRATION_CARD: '4001',
  PAYMOB_INTEGRATION_WALLET: '4002',
  PAYMOB_INTEGRATION_VALU: '4003',
  PAYMOB_INTEGRATION_PREMIUM: '4004',
} as const;

const INTEGRATIONS = new Set([4001, 4002, 4003, 4004]);

export interface Intention {
  id: string;
  clientSecret: string;
  orderId: number;
  body: Record<string, unknown>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Paymob's JSON, read loosely
export type PaymobTransaction = Record<string, any>;

export interface ReceivedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

/** The 20 fields of the transaction callback's HMAC, in Paymob's documented order. */
function signature(obj: PaymobTransaction, secret: string): string {
  const text = [
    obj.amount_cents,
    obj.created_at,
    obj.currency,
    obj.error_occured,
    obj.has_parent_transaction,
    obj.id,
    obj.integration_id,
    obj.is_3d_secure,
    obj.is_auth,
    obj.is_capture,
    obj.is_refunded,
    obj.is_standalone_payment,
    obj.is_voided,
    obj.order.id,
    obj.owner,
    obj.pending,
    obj.source_data.pan,
    obj.source_data.sub_type,
    obj.source_data.type,
    obj.success,
  ]
    .map((v) => (v === undefined || v === null ? '' : String(v)))
    .join('');
  return createHmac('sha512', secret).update(text).digest('hex');
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text === '' ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startPaymobServer(listen: LocalListen = {}) {
  const intentions: Intention[] = [];
  const transactions: PaymobTransaction[] = [];
  const tokens = new Set<string>();
  const requests: ReceivedRequest[] = [];
  /** Paths that answer with this status next time (a provider having a bad moment). */
  const failures = new Map<string, number>();
  let nextId = 900_000;

  const { server, url } = await listenLocally((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const path = (req.url ?? '').split('?')[0] ?? '';
      const authorization = req.headers.authorization;
      requests.push({ method: req.method ?? '', path, authorization, body });
      const failure = failures.get(path);
      if (failure !== undefined) {
        failures.delete(path);
        return send(res, failure, { detail: 'Internal server error' });
      }
      const b = (body ?? {}) as Record<string, unknown>;
      const secretOk = authorization === `Token ${PAYMOB_TEST_KEYS.PAYMOB_SECRET_KEY}`;
      if (req.method !== 'POST') return send(res, 405, { detail: 'Method not allowed.' });

      if (path === '/api/auth/tokens') {
        if (b.api_key !== PAYMOB_TEST_KEYS.PAYMOB_API_KEY)
          return send(res, 403, { detail: 'incorrect credentials' });
        const token = randomBytes(16).toString('hex');
        tokens.add(token);
        return send(res, 201, { token, profile: { id: 1 } });
      }

      if (path === '/v1/intention/') {
        if (!secretOk)
          return send(res, 401, { detail: 'Authentication credentials were not provided.' });
        const methods = b.payment_methods;
        if (!Array.isArray(methods) || !methods.every((m) => INTEGRATIONS.has(Number(m))))
          return send(res, 404, {
            detail: 'Integration ID/Name does not exist in our system .',
          });
        const billing = b.billing_data as Record<string, unknown> | undefined;
        for (const field of ['first_name', 'last_name', 'email', 'phone_number'])
          if (typeof billing?.[field] !== 'string' || billing[field] === '')
            return send(res, 400, { billing_data: { [field]: ['This field is required.'] } });
        if (!Number.isInteger(b.amount) || (b.amount as number) <= 0)
          return send(res, 400, { amount: ['A valid integer is required.'] });
        const intention: Intention = {
          id: `pi_test_${randomBytes(8).toString('hex')}`,
          clientSecret: `egy_csk_test_${randomBytes(16).toString('hex')}`,
          orderId: nextId++,
          body: b,
        };
        intentions.push(intention);
        return send(res, 201, {
          id: intention.id,
          client_secret: intention.clientSecret,
          intention_order_id: intention.orderId,
          special_reference: b.special_reference,
          status: 'intended',
          payment_methods: methods.map((m) => ({ integration_id: m })),
        });
      }

      if (path === '/api/ecommerce/orders/transaction_inquiry') {
        const token = authorization?.replace(/^Bearer /, '') ?? '';
        if (!tokens.has(token)) return send(res, 401, { detail: 'Invalid token.' });
        const found = transactions.filter(
          (t) => !t.has_parent_transaction && t.order.id === Number(b.order_id),
        );
        const last = found[found.length - 1];
        return last ? send(res, 200, last) : send(res, 404, { detail: 'Not found.' });
      }

      if (path === '/api/acceptance/void_refund/refund') {
        if (!secretOk)
          return send(res, 401, { detail: 'Authentication credentials were not provided.' });
        const parent = transactions.find((t) => t.id === Number(b.transaction_id));
        if (!parent) return send(res, 404, { detail: 'Not found.' });
        const amount = Number(b.amount_cents);
        const left = parent.amount_cents - (parent.refunded_amount_cents ?? 0);
        if (!parent.success || !Number.isInteger(amount) || amount <= 0 || amount > left)
          return send(res, 400, { detail: 'Refund amount exceeds the captured amount.' });
        parent.refunded_amount_cents = (parent.refunded_amount_cents ?? 0) + amount;
        parent.is_refunded = true;
        const refund = transaction(parent.order.id, parent.order.merchant_order_id, {
          amount_cents: amount,
          success: true,
          has_parent_transaction: true,
          is_refund: true,
          integration_id: parent.integration_id,
        });
        transactions.push(refund);
        return send(res, 200, refund);
      }
      return send(res, 404, { detail: 'Not found.' });
    })();
  }, listen);

  function transaction(
    orderId: number,
    merchantOrderId: unknown,
    fields: Partial<PaymobTransaction>,
  ): PaymobTransaction {
    return {
      id: nextId++,
      pending: false,
      amount_cents: 0,
      success: false,
      is_auth: false,
      is_capture: false,
      is_standalone_payment: true,
      is_voided: false,
      is_refunded: false,
      is_3d_secure: true,
      integration_id: 4001,
      has_parent_transaction: false,
      created_at: new Date().toISOString().replace('Z', ''),
      currency: 'EGP',
      error_occured: false,
      owner: 302852,
      source_data: { pan: '2346', type: 'card', sub_type: 'MasterCard' },
      order: { id: orderId, merchant_order_id: merchantOrderId, currency: 'EGP' },
      ...fields,
    };
  }

  return {
    url,
    intentions,
    transactions,
    requests,
    failNext(path: string, status: number) {
      failures.set(path, status);
    },
    intentionOf(clientSecret: string): Intention {
      const found = intentions.find((i) => i.clientSecret === clientSecret);
      if (!found) throw new Error(`no intention with client secret ${clientSecret}`);
      return found;
    },
    /** The shopper pays on the hosted checkout: Paymob's transaction for the intention. */
    pay(
      intention: Intention,
      outcome: { success: boolean; amountCents?: number; currency?: string; pending?: boolean },
    ): PaymobTransaction {
      const tx = transaction(intention.orderId, intention.body.special_reference, {
        amount_cents: outcome.amountCents ?? intention.body.amount,
        currency: outcome.currency ?? intention.body.currency,
        success: outcome.success,
        pending: outcome.pending ?? false,
        integration_id: (intention.body.payment_methods as number[])[0],
      });
      transactions.push(tx);
      return tx;
    },
    /** The callback of a transaction as Paymob sends it: `?hmac=` and `{ type, obj }`. */
    callbackOf(tx: PaymobTransaction, hmac = signature(tx, PAYMOB_TEST_KEYS.PAYMOB_HMAC_SECRET)) {
      return { hmac, body: { type: 'TRANSACTION', obj: tx } };
    },
    /** POSTs the transaction-processed callback to the intention's notification_url. */
    async deliver(
      intention: Intention,
      callback: { hmac: string; body: unknown },
    ): Promise<{ status: number; json: unknown }> {
      const target = new URL(String(intention.body.notification_url));
      target.searchParams.set('hmac', callback.hmac);
      const res = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(callback.body),
      });
      return { status: res.status, json: await res.json() };
    },
    close: () => closeLocally(server),
  };
}

export type PaymobServer = Awaited<ReturnType<typeof startPaymobServer>>;
