/**
 * A local Amazon Payment Services for the tests, real HTTP on 127.0.0.1, speaking the documented
 * protocol (paymentservices.amazon.com/docs): the hosted payment page the browser posts the
 * signed PURCHASE request to, the transaction feedback it POSTs (form-urlencoded) to the
 * merchant's notification URL, the browser's return, CHECK_STATUS and REFUND on the payment API,
 * and their failure answers. Its signatures (SHA-256 of the phrase, the sorted `name=value`
 * pairs, the phrase) are computed here on their own, not taken from the service.
 */
import { createHash, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { closeLocally, listenLocally, type LocalListen } from '../support/local-listen';

export const APS_TEST_KEYS = {
  APS_MERCHANT_IDENTIFIER: 'DukkanLocal',
  APS_ACCESS_CODE: 'localAccessCode0001',
  APS_SHA_REQUEST_PHRASE: 'local-request-phrase-$2y',
  APS_SHA_RESPONSE_PHRASE: 'local-response-phrase-#9x',
} as const;

type Fields = Record<string, string>;

/** The documented signature, written here independently of the service's. */
export function sign(fields: Fields, phrase: string): string {
  const pairs = Object.keys(fields)
    .filter((k) => k !== 'signature')
    .sort()
    .map((k) => `${k}=${fields[k]}`);
  return createHash('sha256')
    .update(phrase + pairs.join('') + phrase)
    .digest('hex');
}

export interface ApsPayment {
  /** The PURCHASE request as the browser posted it. */
  request: Fields;
}

export interface ApsTransaction {
  fields: Fields;
  refunded: boolean;
}

export interface ApsRequest {
  path: string;
  body: Fields;
}

async function readBody(req: IncomingMessage): Promise<Fields> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if ((req.headers['content-type'] ?? '').includes('json')) {
    try {
      return JSON.parse(text) as Fields;
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

const REQUIRED_PURCHASE = [
  'command',
  'access_code',
  'merchant_identifier',
  'merchant_reference',
  'amount',
  'currency',
  'language',
  'customer_email',
  'signature',
] as const;

/** Refuses a request not signed with the request phrase or not for this merchant (status 00). */
function invalidRequest(body: Fields): Fields | null {
  if (
    body.access_code !== APS_TEST_KEYS.APS_ACCESS_CODE ||
    body.merchant_identifier !== APS_TEST_KEYS.APS_MERCHANT_IDENTIFIER
  )
    return { status: '00', response_code: '00008', response_message: 'Invalid access code' };
  if (body.signature !== sign(body, APS_TEST_KEYS.APS_SHA_REQUEST_PHRASE))
    return { status: '00', response_code: '00008', response_message: 'Signature mismatch' };
  return null;
}

export async function startApsServer(listen: LocalListen = {}) {
  const payments = new Map<string, ApsPayment>();
  const transactions: ApsTransaction[] = [];
  const requests: ApsRequest[] = [];
  const failures = new Map<string, Fields>();

  const signed = (fields: Fields): Fields => ({
    ...fields,
    signature: sign(fields, APS_TEST_KEYS.APS_SHA_RESPONSE_PHRASE),
  });

  function paymentPage(body: Fields, res: ServerResponse) {
    const missing = REQUIRED_PURCHASE.filter((k) => !body[k]);
    const refused = missing.length
      ? { response_message: `Missing parameter ${missing.join(', ')}` }
      : invalidRequest(body);
    if (refused) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end(refused.response_message);
      return;
    }
    payments.set(body.merchant_reference ?? '', { request: body });
    res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>APS payment page</h1>');
  }

  function latestOf(ref: string): ApsTransaction | undefined {
    return transactions.filter((t) => t.fields.merchant_reference === ref).at(-1);
  }

  function checkStatus(body: Fields): Fields {
    const base = {
      query_command: 'CHECK_STATUS',
      access_code: body.access_code ?? '',
      merchant_identifier: body.merchant_identifier ?? '',
      merchant_reference: body.merchant_reference ?? '',
      language: body.language ?? '',
    };
    const tx = latestOf(body.merchant_reference ?? '');
    if (!tx)
      return { ...base, status: '11', response_code: '11007', response_message: 'Not found' };
    const f = tx.fields;
    const paid = f.status === '14';
    return {
      ...base,
      status: '12',
      response_code: '12000',
      response_message: 'Success',
      fort_id: f.fort_id ?? '',
      transaction_status: f.status ?? '',
      transaction_code: f.response_code ?? '',
      transaction_message: f.response_message ?? '',
      authorized_amount: paid ? (f.amount ?? '') : '0',
      captured_amount: paid ? (f.amount ?? '') : '0',
      refunded_amount: tx.refunded ? (f.amount ?? '') : '0',
    };
  }

  function refund(body: Fields): Fields {
    const base = {
      command: 'REFUND',
      access_code: body.access_code ?? '',
      merchant_identifier: body.merchant_identifier ?? '',
      merchant_reference: body.merchant_reference ?? '',
      amount: body.amount ?? '',
      currency: body.currency ?? '',
      language: body.language ?? '',
      fort_id: body.fort_id ?? '',
    };
    const tx = transactions.find((t) => t.fields.fort_id === body.fort_id);
    if (!tx || tx.fields.status !== '14' || tx.refunded || tx.fields.amount !== body.amount)
      return { ...base, status: '07', response_code: '07018', response_message: 'Refund failed' };
    tx.refunded = true;
    return { ...base, status: '06', response_code: '06000', response_message: 'Success' };
  }

  function paymentApi(body: Fields): Fields {
    const refused = invalidRequest(body);
    if (refused) return refused;
    const kind = body.query_command ?? body.command ?? '';
    const failure = failures.get(kind);
    if (failure) {
      failures.delete(kind);
      const { signature: _s, ...asked } = body;
      return { ...asked, ...failure };
    }
    if (kind === 'CHECK_STATUS') return checkStatus(body);
    if (kind === 'REFUND') return refund(body);
    return { status: '00', response_code: '00001', response_message: 'Missing parameter command' };
  }

  const { server, url } = await listenLocally((req, res) => {
    void (async () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const body = await readBody(req);
      requests.push({ path, body });
      if (req.method === 'POST' && path === '/FortAPI/paymentPage') return paymentPage(body, res);
      if (req.method === 'POST' && path === '/FortAPI/paymentApi') {
        const answer = paymentApi(body);
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(signed(answer)));
        return;
      }
      res.writeHead(404).end();
    })();
  }, listen);

  return {
    url,
    env: {
      ...APS_TEST_KEYS,
      APS_CHECKOUT_URL: `${url}/FortAPI/paymentPage`,
      APS_API_URL: `${url}/FortAPI/paymentApi`,
    },
    requests,
    payments,
    transactions,
    /** The browser posting the signed request it was given to the hosted page. */
    async post(action: string, fields: Fields): Promise<number> {
      const res = await fetch(action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
      await res.text();
      return res.status;
    },
    /** The shopper paying (or failing to) on the hosted page: the transaction APS then reports. */
    pay(
      ref: string,
      outcome: { success: boolean; amount?: string; currency?: string },
    ): ApsTransaction {
      const payment = payments.get(ref);
      if (!payment) throw new Error(`no payment page was opened for ${ref}`);
      const r = payment.request;
      const installments = r.installments === 'STANDALONE';
      const fields: Fields = {
        command: r.command ?? 'PURCHASE',
        access_code: r.access_code ?? '',
        merchant_identifier: r.merchant_identifier ?? '',
        merchant_reference: ref,
        amount: outcome.amount ?? r.amount ?? '',
        currency: outcome.currency ?? r.currency ?? '',
        language: r.language ?? 'en',
        customer_email: r.customer_email ?? '',
        fort_id: String(randomInt(10 ** 11, 10 ** 12)) + String(transactions.length),
        payment_option: 'VISA',
        eci: 'ECOMMERCE',
        card_number: '400555******0001',
        expiry_date: '2512',
        status: outcome.success ? '14' : '13',
        response_code: outcome.success ? '14000' : '13006',
        response_message: outcome.success ? 'Success' : 'Declined by the issuer',
        ...(outcome.success ? { authorization_code: '123456' } : {}),
        ...(installments
          ? {
              installments: 'STANDALONE',
              number_of_installments: '6',
              plan_code: 'LOCALPLAN06',
              issuer_code: 'LOCALBANK',
            }
          : {}),
        ...(r.return_url ? { return_url: r.return_url } : {}),
      };
      const tx = { fields, refunded: false };
      transactions.push(tx);
      return tx;
    },
    /** The signed parameters of a transaction, as the notification and the return carry them. */
    signedFields(tx: ApsTransaction): Fields {
      return signed(tx.fields);
    },
    /** APS's transaction feedback POSTed to the merchant's notification URL. */
    async notify(target: string, fields: Fields): Promise<{ status: number; json: unknown }> {
      const res = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
      const text = await res.text();
      return { status: res.status, json: text ? (JSON.parse(text) as unknown) : null };
    },
    /** The next answer of a payment API command (`CHECK_STATUS`, `REFUND`) is the request with these fields, signed. */
    failNext(command: string, answer: Fields) {
      failures.set(command, answer);
    },
    close: () => closeLocally(server),
  };
}

export type ApsServer = Awaited<ReturnType<typeof startApsServer>>;
