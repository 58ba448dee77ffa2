/**
 * The routes of Amazon Payment Services (registered only when its four keys are set):
 *   POST     /payments/aps/notification      APS's "Direct Transaction Feedback" (signed)
 *   GET|POST /payments/aps/return/:locale    where APS sends the browser back after paying
 *   GET      /payments/aps/pay/:ref/:locale  a page posting an order's signed request to APS
 * The notification decides; the return only reads the order, asking APS (CHECK_STATUS) when the
 * notification has not arrived yet, and sends the browser to the storefront's success or payment
 * error page.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { storefrontPage } from '../../../links';
import { scopeOf } from '../../../messages/request-scope';
import { MERCHANT_REF_PATTERN } from '../orders';
import { settleTransaction } from '../settle';
import { apsFields, checkApsFeedback } from './aps';
import { answerBrowserReturn, type ProviderRouteDeps } from './browser-return';
import { providerNamed } from './index';
import type { PaymentProvider } from './types';

type Deps = ProviderRouteDeps;

/** Largest form or JSON body APS posts (its feedback is a few dozen short fields). */
const APS_BODY_LIMIT = 16 * 1024;

/** The pay page's one inline script, allowed by its hash and nothing else. */
const SUBMIT_SCRIPT = "document.getElementById('aps').submit();";
const SUBMIT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SUBMIT_SCRIPT).digest('base64')}'`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function registerApsRoutes(app: FastifyInstance, deps: Deps): void {
  const aps = providerNamed(deps, 'aps');
  if (!aps) return;
  void app.register((scope, _opts, done) => {
    // APS posts its feedback and the browser's return as urlencoded forms; parsed in this scope only.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: APS_BODY_LIMIT },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post('/payments/aps/notification', { bodyLimit: APS_BODY_LIMIT }, (request, reply) =>
      notification(deps, aps, request, reply),
    );
    const back = (request: FastifyRequest, reply: FastifyReply) =>
      browserReturn(deps, aps, request, reply);
    scope.get('/payments/aps/return/:locale', back);
    scope.post('/payments/aps/return/:locale', { bodyLimit: APS_BODY_LIMIT }, back);
    scope.get('/payments/aps/pay/:ref/:locale', (request, reply) =>
      payPage(deps, aps, request, reply),
    );
    done();
  });
}

async function notification(
  deps: Deps,
  aps: PaymentProvider,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const check = aps.verifyCallback({ query: {}, body: request.body ?? {} });
  if (!check.ok) {
    request.log.warn({ provider: 'aps', reason: check.reason }, 'payment callback refused');
    return reply.code(401).send({ error: 'refused' });
  }
  const settled = await settleTransaction(
    {
      db: deps.db,
      config: deps.config,
      messages: scopeOf(request, deps.messenger),
      log: request.log,
    },
    aps,
    check.transaction,
    'callback',
  );
  return reply
    .code(settled.result === 'unknown-order' ? 404 : 200)
    .send({ result: settled.result });
}

const localeOf = (request: FastifyRequest) =>
  (request.params as { locale?: string }).locale === 'ar' ? 'ar' : 'en';

async function browserReturn(
  deps: Deps,
  aps: PaymentProvider,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { config, db } = deps;
  const locale = localeOf(request);
  const params = request.method === 'POST' ? request.body : request.query;
  // Only which order, and only when APS signed it: what it says about the payment is asked again.
  const signed = config.payments.aps
    ? checkApsFeedback(params, config.payments.aps.responsePhrase)
    : null;
  const ref = apsFields(params).merchant_reference ?? '';
  const order =
    signed?.ok && MERCHANT_REF_PATTERN.test(ref)
      ? await db
          .selectFrom('orders')
          .selectAll()
          .where('payment_provider', '=', 'aps')
          .where('merchant_reference', '=', ref)
          .executeTakeFirst()
      : undefined;
  if (signed && !signed.ok)
    request.log.warn({ provider: 'aps', reason: signed.reason }, 'payment return refused');
  return answerBrowserReturn(deps, aps, order, request, reply, locale);
}

/** The page that posts a payment-pending order's signed request to APS's hosted page. */
async function payPage(
  deps: Deps,
  aps: PaymentProvider,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const locale = localeOf(request);
  const ref = String((request.params as { ref?: string }).ref ?? '').toUpperCase();
  const order = MERCHANT_REF_PATTERN.test(ref)
    ? await deps.db
        .selectFrom('orders')
        .selectAll()
        .where('payment_provider', '=', 'aps')
        .where('merchant_reference', '=', ref)
        .where('status', '=', 'pending_payment')
        .executeTakeFirst()
    : undefined;
  const created = order ? await aps.createPayment(order, { locale }) : null;
  if (!created?.form) {
    const url = new URL(storefrontPage(deps.config, locale, 'orders/error'));
    url.searchParams.set('msg', 'PAYMENT_ERROR');
    return reply.redirect(url.toString(), 303);
  }
  const { action, fields } = created.form;
  const inputs = Object.entries(fields)
    .map(([n, v]) => `<input type="hidden" name="${escapeHtml(n)}" value="${escapeHtml(v)}">`)
    .join('');
  return reply
    .header(
      'content-security-policy',
      `default-src 'none'; script-src ${SUBMIT_SCRIPT_HASH}; form-action ${new URL(action).origin}; base-uri 'none'; frame-ancestors 'none'`,
    )
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${locale}"><meta charset="utf-8"><title>Amazon Payment Services</title>` +
        `<form id="aps" method="post" action="${escapeHtml(action)}">${inputs}` +
        `<noscript><button type="submit">${locale === 'ar' ? 'متابعة الدفع' : 'Continue to payment'}</button></noscript></form>` +
        `<script>${SUBMIT_SCRIPT}</script></html>`,
    );
}
