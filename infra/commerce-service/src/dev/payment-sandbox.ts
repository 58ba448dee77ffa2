/**
 * The payment sandbox (development only, like /dev/outbox): a plain server-rendered page that
 * stands in for PayFort, Accept and the mobile-wallet iframe. It shows the order and the amount,
 * and lets the tester approve or decline; the browser then returns to the storefront's
 * `/{locale}/orders/success?merchantRef=...` or its payment error page.
 *
 * Routes (registered by `src/dev/index.ts`, never loaded in production mode):
 *   GET  /dev/payment-sandbox/:ref?locale=en|ar   the payment page of a payment-pending order
 *   POST /dev/payment-sandbox/payfort             PayFort-style form post (signed fields + card)
 *   POST /dev/payment-sandbox/:ref/approve        approve, 303 to the success page
 *   POST /dev/payment-sandbox/:ref/decline        decline, 303 to the error page
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServiceConfig } from '../config';
import type { Database } from '../db/schema';
import { cardOption, checkCard, maskCard, type CardCheck } from '../domains/order/cards';
import { MERCHANT_REF_PATTERN, STATUS_LABELS } from '../domains/order/orders';
import { title as paymentTitle, verifySignature } from '../domains/order/payment-methods';
import type { Messenger } from '../messages/messenger';
import { scopeOf } from '../messages/request-scope';
import { approvePayment, declinePayment, errorUrl, successUrl } from '../domains/order/payments';
import { storefrontPage } from '../links';
import { createSandboxProvider } from '../domains/order/providers/sandbox';

type Locale = 'en' | 'ar';

const TEXT = {
  en: {
    title: 'Payment sandbox',
    notice: 'Development only: no money moves. Approve or decline to test both outcomes.',
    order: 'Order',
    amount: 'Amount',
    method: 'Payment method',
    status: 'Status',
    wallet: 'Wallet number',
    card: 'Card',
    approve: 'Approve payment',
    decline: 'Decline payment',
    done: 'This payment is already decided.',
    back: 'Back to the store',
    notFound: 'No payment with this reference.',
    badSignature: 'The request signature is not valid.',
    cardProblems: 'The card was refused:',
  },
  ar: {
    title: 'بيئة تجربة الدفع',
    notice: 'للتطوير فقط: لا يتم تحويل أي أموال. اقبل أو ارفض لتجربة الحالتين.',
    order: 'الطلب',
    amount: 'المبلغ',
    method: 'طريقة الدفع',
    status: 'الحالة',
    wallet: 'رقم المحفظة',
    card: 'البطاقة',
    approve: 'قبول الدفع',
    decline: 'رفض الدفع',
    done: 'تم البت في هذه العملية من قبل.',
    back: 'العودة إلى المتجر',
    notFound: 'لا توجد عملية دفع بهذا المرجع.',
    badSignature: 'توقيع الطلب غير صالح.',
    cardProblems: 'تم رفض البطاقة:',
  },
} as const;

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const localeOf = (raw: unknown): Locale => (raw === 'ar' ? 'ar' : 'en');

function formatAmount(value: number, locale: Locale): string {
  // Spec section 9: English prices with 2 decimals, Arabic with none.
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-EG' : 'en-US', {
    style: 'currency',
    currency: 'EGP',
    minimumFractionDigits: locale === 'ar' ? 0 : 2,
    maximumFractionDigits: locale === 'ar' ? 0 : 2,
  }).format(value);
}

function page(locale: Locale, body: string): string {
  const t = TEXT[locale];
  return `<!doctype html>
<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(t.title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
.notice{background:#fff4d6;border-inline-start:4px solid #e0a100;padding:.75rem 1rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.5rem 1rem}dt{font-weight:600}
.actions{display:flex;gap:1rem;margin-block-start:1.5rem}
button{font-size:1rem;padding:.75rem 1.25rem;border-radius:.5rem;border:2px solid transparent;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #1a5fd0;outline-offset:2px}
.approve{background:#137333;color:#fff}.decline{background:#fff;color:#a50e0e;border-color:#a50e0e}
.error{color:#a50e0e}
</style></head>
<body><main><h1>${escape(t.title)}</h1><p class="notice" role="note">${escape(t.notice)}</p>${body}</main></body></html>`;
}

function message(locale: Locale, text: string, link?: string): string {
  const t = TEXT[locale];
  return page(
    locale,
    `<p role="alert">${escape(text)}</p>${link ? `<p><a href="${escape(link)}">${escape(t.back)}</a></p>` : ''}`,
  );
}

async function paymentPage(
  db: Kysely<Database>,
  config: ServiceConfig,
  reply: FastifyReply,
  ref: string,
  locale: Locale,
  problems: CardCheck[] = [],
) {
  const t = TEXT[locale];
  const order = MERCHANT_REF_PATTERN.test(ref)
    ? await db
        .selectFrom('orders')
        .selectAll()
        .where('merchant_reference', '=', ref)
        .executeTakeFirst()
    : undefined;
  reply.type('text/html; charset=utf-8');
  if (!order)
    return reply.code(404).send(message(locale, t.notFound, storefrontPage(config, locale)));
  const data = order.payment_data;
  const rows: Array<[string, string]> = [
    [t.order, `#${order.number}`],
    [t.amount, formatAmount(Number(order.grand_total), locale)],
    [t.method, paymentTitle(order.payment_method_code, locale)],
    [t.status, STATUS_LABELS[order.status][locale]],
  ];
  if (data.wallet_phone) rows.push([t.wallet, data.wallet_phone]);
  if (data.card_number) rows.push([t.card, data.card_number]);
  const list = `<dl>${rows.map(([k, v]) => `<dt>${escape(k)}</dt><dd>${escape(v)}</dd>`).join('')}</dl>`;
  const errors = problems.length
    ? `<div class="error" role="alert"><p>${escape(t.cardProblems)}</p><ul>${problems.map((p) => `<li>${escape(p.field)}: ${escape(p.message[locale])}</li>`).join('')}</ul></div>`
    : '';
  if (order.status !== 'pending_payment') {
    const back =
      order.payment_status === 'APPROVED'
        ? successUrl(config, order, locale)
        : errorUrl(config, order, locale);
    return reply.send(
      page(
        locale,
        `${list}<p role="status">${escape(t.done)}</p><p><a href="${escape(back)}">${escape(t.back)}</a></p>`,
      ),
    );
  }
  const action = (what: 'approve' | 'decline', cls: string, label: string, disabled: boolean) =>
    `<form method="post" action="/dev/payment-sandbox/${escape(ref)}/${what}?locale=${locale}"><button type="submit" class="${cls}"${disabled ? ' disabled' : ''}>${escape(label)}</button></form>`;
  return reply.send(
    page(
      locale,
      `${list}${errors}<div class="actions">${action('approve', 'approve', t.approve, problems.length > 0)}${action('decline', 'decline', t.decline, false)}</div>`,
    ),
  );
}

type SandboxDeps = { config: ServiceConfig; db: Kysely<Database>; messenger: Messenger };
type PayfortRequest = FastifyRequest<{ Body: Record<string, string> | undefined }>;
type DecisionRequest = FastifyRequest<{
  Params: { ref: string; action: string };
  Querystring: { locale?: string };
}>;

// The fields of PayFort's tokenization request its signature covers (the card fields are not).
const SIGNED_FIELDS = [
  'access_code',
  'language',
  'merchant_identifier',
  'merchant_reference',
  'return_url',
  'service_command',
];

/**
 * Registers the sandbox routes on `scope`, an encapsulated plugin scope of the dev routes: the
 * form body parser it adds stays inside that scope.
 */
export function registerPaymentSandbox(scope: FastifyInstance, deps: SandboxDeps): void {
  const { config, db } = deps;
  // HTML forms post urlencoded bodies; parsed here only, without a plugin for one content type.
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  scope.get<{ Params: { ref: string }; Querystring: { locale?: string } }>(
    '/dev/payment-sandbox/:ref',
    (request, reply) =>
      paymentPage(
        db,
        config,
        reply,
        request.params.ref.toUpperCase(),
        localeOf(request.query.locale),
      ),
  );
  scope.post('/dev/payment-sandbox/payfort', (request: PayfortRequest, reply) =>
    payfortForm(deps, request, reply),
  );
  scope.post('/dev/payment-sandbox/:ref/:action', (request: DecisionRequest, reply) =>
    decidePayment(deps, request, reply),
  );
}

/**
 * PayFort's tokenization page: checks the signature over the request fields (the card fields
 * are not signed, as with PayFort), then the card fields, then shows the payment page.
 */
async function payfortForm(
  { config, db }: SandboxDeps,
  request: PayfortRequest,
  reply: FastifyReply,
) {
  const body = request.body ?? {};
  const locale = localeOf(body.language);
  const signed: Record<string, string> = {};
  for (const key of SIGNED_FIELDS) {
    if (typeof body[key] === 'string') signed[key] = body[key];
  }
  reply.type('text/html; charset=utf-8');
  if (!verifySignature(signed, body.signature ?? '', config.payfort.secret))
    return reply.code(400).send(message(locale, TEXT[locale].badSignature));
  const ref = (signed.merchant_reference ?? '').toUpperCase();
  const problems = checkCard(body, config.now());
  if (problems.length === 0) await recordCard(db, ref, body);
  return paymentPage(db, config, reply, ref, locale, problems);
}

/** Keeps the card's masked number, expiry, brand and holder on the payment-pending order. */
async function recordCard(db: Kysely<Database>, ref: string, body: Record<string, string>) {
  const number = (body.card_number ?? '').replace(/[\s-]/g, '');
  const order = await db
    .selectFrom('orders')
    .select(['id', 'payment_data'])
    .where('merchant_reference', '=', ref)
    .where('status', '=', 'pending_payment')
    .executeTakeFirst();
  if (!order) return;
  const data = {
    ...order.payment_data,
    card_number: maskCard(number),
    expiry_date: body.expiry_date ?? '',
    payment_option: cardOption(number),
    card_holder_name: (body.card_holder_name ?? '').trim(),
  };
  await db
    .updateTable('orders')
    .set({ payment_data: JSON.stringify(data) })
    .where('id', '=', order.id)
    .execute();
}

/** Approves or declines the payment, then sends the browser to the success or error page. */
async function decidePayment(
  { config, db, messenger }: SandboxDeps,
  request: DecisionRequest,
  reply: FastifyReply,
) {
  const locale = localeOf(request.query.locale);
  const notFound = () =>
    reply.code(404).type('text/html; charset=utf-8').send(message(locale, TEXT[locale].notFound));
  // The tester's decision is the sandbox provider's callback (providers/sandbox.ts).
  const check = createSandboxProvider(config).verifyCallback({ query: request.params, body: null });
  if (!check.ok || check.transaction.merchantReference === null) return notFound();
  const ref = check.transaction.merchantReference;
  const now = config.now();
  const result = check.transaction.success
    ? await approvePayment(db, ref, now, { messages: scopeOf(request, messenger), config })
    : await declinePayment(db, ref, now);
  if (!result.order) return notFound();
  const paid = result.order.payment_status === 'APPROVED';
  return reply.redirect(
    paid ? successUrl(config, result.order, locale) : errorUrl(config, result.order, locale),
    303,
  );
}
