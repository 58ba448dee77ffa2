/**
 * Messages through the transactional outbox (issue 62): e-mail over a real SMTP server in this
 * process, SMS to a local server speaking Twilio's documented protocol, including its failures.
 * A code is tried at once and again with short backoff while the mutation waits; after the last
 * try it is failed and the shopper gets the spec's otp.unableToSend. An order confirmation goes
 * to the guest's e-mail and phone. Several workers never send one message twice.
 */
import path from 'node:path';
import { databases, startTestService } from '../helpers/service';
import { DEMO, TOKEN_FIELDS, type Service } from '../customer/helpers';
import { makeCart, PLACE, stockedProduct } from '../order/helpers';
import { createMessenger, ERASED_BODY } from '../../src/messages/messenger';
import { MESSAGE_POLICY } from '../../src/messages/policy';
import type { Sender } from '../../src/messages/senders';
import { CODE_NOT_SENT } from '../../src/messages/texts';
import { advanceOrder } from '../../src/dev/store-side';
import { startSmtpServer, startTwilioServer } from './servers';

const INITIATE = `mutation($p: String!) { initiateOTPLogin(phone_number: $p) { status message expires_in resend_after } }`;
const VERIFY = `mutation($p: String!, $o: String!) { loginByOTP(phone_number: $p, otp: $o) { ${TOKEN_FIELDS} } }`;
const EMAIL_CODE = `mutation($e: String!) { initiateEmailOTPLogin(email: $e) { status message } }`;
const EMAIL_LOGIN = `mutation($e: String!, $o: String!) { loginByEmailOTP(email: $e, otp: $o) { token } }`;

const SMTP = { user: 'dukkan-mailer', pass: 'local-smtp-password' };
const TWILIO = { sid: `AC${'0123456789abcdef'.repeat(2)}`, token: 'local-twilio-auth-token' };

describe.each(databases)('messages through providers (%s)', (database) => {
  let svc: Service;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let twilio: Awaited<ReturnType<typeof startTwilioServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer(SMTP);
    twilio = await startTwilioServer(TWILIO);
    svc = await startTestService({
      database,
      products: 150,
      env: {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtp.port),
        SMTP_USER: SMTP.user,
        SMTP_PASS: SMTP.pass,
        SMTP_REQUIRE_TLS: '0',
        MAIL_FROM: 'Dukkan <no-reply@dukkan.test>',
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: TWILIO.sid,
        TWILIO_AUTH_TOKEN: TWILIO.token,
        TWILIO_FROM: '+15005550006',
        TWILIO_API_BASE: `http://127.0.0.1:${twilio.port}`,
      },
    });
  });
  afterAll(async () => {
    await svc?.close();
    await smtp?.close();
    await twilio?.close();
  });
  beforeEach(() => {
    twilio.control.plan = [];
    twilio.control.always = null;
  });

  const messageTo = (recipient: string) =>
    svc.db
      .selectFrom('messages')
      .selectAll()
      .where('recipient', '=', recipient)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  const attemptsOf = (id: string | number) =>
    svc.db
      .selectFrom('message_attempts')
      .selectAll()
      .where('message_id', '=', id)
      .orderBy('attempt')
      .execute();
  const codeIn = (text: string) => /\b(\d{4})\b/.exec(text)?.[1];

  it('sends an e-mail code over SMTP, authenticated, and records the server answer', async () => {
    const res = await svc.gql(EMAIL_CODE, { e: DEMO.silver.email });
    expect(res.data.initiateEmailOTPLogin.status).toBe(true);
    const mail = smtp.received.find((m) => m.to.includes(DEMO.silver.email));
    expect(mail).toMatchObject({ from: 'no-reply@dukkan.test', user: SMTP.user });
    expect(mail?.subject).toBe('Your Dukkan sign-in code');
    const code = codeIn(mail!.text);
    expect(code).toMatch(/^\d{4}$/);
    const login = await svc.gql(EMAIL_LOGIN, { e: DEMO.silver.email, o: code });
    expect(login.data.loginByEmailOTP.token).toEqual(expect.any(String));

    const row = await messageTo(DEMO.silver.email);
    expect(row).toMatchObject({ status: 'sent', provider: 'smtp', attempts: 1, code: null });
    // The code is not kept once delivered.
    expect(row.body).toBe(ERASED_BODY);
    expect(row.provider_id).toMatch(/^<.+@.+>$/);
    const [attempt] = await attemptsOf(row.id);
    expect(attempt).toMatchObject({ ok: true, provider: 'smtp', provider_status: '250' });
  });

  it('(a) SMS answered 500 three times then 201: the code arrives, four tries recorded', async () => {
    twilio.control.plan = [500, 500, 500];
    const res = await svc.gql(INITIATE, { p: DEMO.gold.phone });
    expect(res.data.initiateOTPLogin.status).toBe(true);
    const tries = twilio.requests.filter((r) => r.to === '+201012345678');
    expect(tries.map((r) => r.answered)).toEqual([500, 500, 500, 201]);
    expect(tries[3]!.from).toBe('+15005550006');
    const code = codeIn(tries[3]!.body);
    const login = await svc.gql(VERIFY, { p: DEMO.gold.phone, o: code });
    expect(login.data.loginByOTP.token).toEqual(expect.any(String));

    const row = await messageTo(DEMO.gold.phone);
    expect(row).toMatchObject({ status: 'sent', provider: 'twilio', attempts: 4, urgent: true });
    expect(row.provider_id).toMatch(/^SM[0-9a-f]{32}$/);
    const attempts = await attemptsOf(row.id);
    expect(attempts.map((a) => [a.attempt, a.ok, a.retryable, a.provider_status])).toEqual([
      [1, false, true, '500'],
      [2, false, true, '500'],
      [3, false, true, '500'],
      [4, true, false, '201'],
    ]);
    expect(attempts[0]!.provider_answer).toBe('20500 Internal Server Error');
  });

  it("(b) SMS answered 500 always: failed after the last try, the shopper gets the spec's error", async () => {
    twilio.control.always = 500;
    const en = await svc.gql(INITIATE, { p: DEMO.bronze.phone });
    expect(en.errors).toBeUndefined();
    expect(en.data.initiateOTPLogin).toMatchObject({ status: false, message: CODE_NOT_SENT.en });
    const row = await messageTo(DEMO.bronze.phone);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: MESSAGE_POLICY.urgent.maxAttempts,
      body: ERASED_BODY,
      code: null,
    });
    expect(row.last_error).toBe('500 20500 Internal Server Error');
    expect(await attemptsOf(row.id)).toHaveLength(MESSAGE_POLICY.urgent.maxAttempts);
    // The undelivered code is withdrawn: asking again sends a new one now, not "already sent".
    twilio.control.always = null;
    const again = await svc.gql(INITIATE, { p: DEMO.bronze.phone });
    expect(again.data.initiateOTPLogin).toMatchObject({ status: true, resend_after: 120 });
    const sms = twilio.requests.filter((r) => r.to === '+201234567890').at(-1)!;
    expect(sms.answered).toBe(201);
    const login = await svc.gql(VERIFY, { p: DEMO.bronze.phone, o: codeIn(sms.body) });
    expect(login.data.loginByOTP.token).toEqual(expect.any(String));
    twilio.control.always = 500;

    const ar = await svc.gql(INITIATE, { p: DEMO.nonmember.phone }, { store: 'ar_EG' });
    expect(ar.data.initiateOTPLogin).toMatchObject({ status: false, message: CODE_NOT_SENT.ar });
  });

  it('does not retry an answer that will not change (400: invalid number)', async () => {
    twilio.control.plan = [400];
    const res = await svc.gql(INITIATE, { p: DEMO.upgraded.phone });
    expect(res.data.initiateOTPLogin.status).toBe(false);
    const row = await messageTo(DEMO.upgraded.phone);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.last_error).toMatch(/^400 21211 /);
  });

  it("confirms a guest's order to the e-mail and phone given at checkout, and tells a status change", async () => {
    const product = await stockedProduct(svc);
    const email = `guest.msg.${database}@example.com`;
    const cartId = await makeCart(svc, { email, items: [{ productId: product.id, qty: 2 }] });
    const res = await svc.gql(PLACE, { i: { cart_id: cartId } });
    expect(res.errors).toBeUndefined();
    const number = res.data.placeOrder.order.order_number as string;
    await svc.deliverDue();

    const mail = smtp.received.find((m) => m.to.includes(email));
    expect(mail?.subject).toBe(`Your Dukkan order ${number}`);
    expect(mail?.text).toContain(`${product.name} × 2`);
    expect(mail?.text).toMatch(/Grand total: EGP [\d,]+\.\d{2}/);
    expect(mail?.text).toContain('Cash On Delivery');
    const sms = twilio.requests.find((r) => r.body.includes(number));
    expect(sms?.to).toBe('+201011111111');
    expect(sms?.body).toMatch(new RegExp(`^Dukkan: order ${number} received, total EGP`));
    const kinds = await svc.db
      .selectFrom('messages')
      .select(['kind', 'channel', 'status'])
      .where('recipient', 'in', [email, '01011111111'])
      .where('kind', '=', 'order_confirmation')
      .execute();
    expect(kinds).toEqual(
      expect.arrayContaining([
        { kind: 'order_confirmation', channel: 'email', status: 'sent' },
        { kind: 'order_confirmation', channel: 'sms', status: 'sent' },
      ]),
    );

    const moved = await advanceOrder(svc.db, number, 'processing', svc.config.now(), {
      messages: svc.messages,
      config: svc.config,
    });
    expect(moved).toHaveProperty('order');
    await svc.deliverDue();
    expect(
      smtp.received.find((m) => m.subject === `Your order ${number}: Processing`),
    ).toBeTruthy();
  });

  it('a placement that fails writes no message (same transaction)', async () => {
    const before = await svc.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const cartId = await makeCart(svc, { email: 'empty.cart@example.com', items: [] });
    const res = await svc.gql(PLACE, { i: { cart_id: cartId } });
    expect(res.errors?.[0]?.message).toBeTruthy();
    const after = await svc.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('several workers on one database never send a message twice', async () => {
    const sent: string[] = [];
    const counting: Sender = {
      name: 'counting',
      async send(message) {
        sent.push(message.id);
        await new Promise((resolve) => setImmediate(resolve));
        return { ok: true, providerId: null, status: null, answer: '' };
      },
      close() {},
    };
    const policy = { ...MESSAGE_POLICY, batch: 5 };
    const workers = [1, 2, 3].map(() =>
      createMessenger({ db: svc.db, senders: { email: counting, sms: counting }, policy }),
    );
    // The service's own worker stays out of it (it would send them through SMTP).
    await svc.service.messenger.stop();
    const ids: string[] = [];
    for (let i = 0; i < 30; i++)
      ids.push(
        await workers[0]!.enqueue(svc.db, {
          kind: 'test',
          channel: 'email',
          to: `worker-${i}@example.com`,
          locale: 'en',
          subject: 'x',
          body: 'x',
        }),
      );
    await Promise.all(workers.map((w) => w.pollOnce()));
    // Each message once: no id twice, and every one of them sent.
    expect(new Set(sent).size).toBe(sent.length);
    expect(sent).toEqual(expect.arrayContaining(ids));
    const statuses = await svc.db
      .selectFrom('messages')
      .select('status')
      .where('id', 'in', ids as never[])
      .execute();
    expect(statuses.every((s) => s.status === 'sent')).toBe(true);
  });
});

describe('the code-not-sent text', () => {
  it("is the storefront's otp.unableToSend, word for word", () => {
    const pages = jest.requireActual<{
      CLIENT_MESSAGES: Record<string, { en: string; ar: string }>;
    }>(path.join(__dirname, '..', '..', '..', '..', 'shared-contracts', 'src', 'errors', 'pages'));
    expect(pages.CLIENT_MESSAGES['otp.unableToSend']).toEqual(CODE_NOT_SENT);
  });
});
