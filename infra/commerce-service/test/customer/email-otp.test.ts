/**
 * The one-time code sent to an e-mail identity, with its temporary-login link (the storefront's
 * /temp-login): no account enumeration, the SMS code's rules (5 minutes, 5 wrong tries, single
 * use, 120 s between codes) and a session for the e-mail's own customer.
 */
import { databases, startTestService } from '../helpers/service';
import { DEMO, TOKEN_FIELDS, firstError, type Service } from './helpers';

const INITIATE = `mutation($e: String!) { initiateEmailOTPLogin(email: $e) { status message expires_in resend_after } }`;
const VERIFY = `mutation($e: String!, $o: String!) { loginByEmailOTP(email: $e, otp: $o) { ${TOKEN_FIELDS} } }`;
const IDENTITY = `query { customer { email } }`;

describe.each(databases)('e-mail one-time code (%s)', (database) => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startTestService({ database, products: 150 });
  });
  afterAll(async () => {
    await svc?.close();
  });
  const wrong = (code: string) => String((Number(code) + 1) % 10000).padStart(4, '0');
  const age = (email: string, field: 'last_sent_at' | 'expires_at', ms: number) =>
    svc.db
      .updateTable('otp_codes')
      .set({ [field]: new Date(Date.now() - ms) })
      .where('phone_number', '=', `email:${email}`)
      .execute();

  it('e-mails a code and a temporary-login link, and exchanges the code for a session', async () => {
    const init = await svc.gql(INITIATE, { e: ` ${DEMO.silver.email.toUpperCase()} ` });
    expect(init.errors).toBeUndefined();
    expect(init.data.initiateEmailOTPLogin).toMatchObject({
      status: true,
      expires_in: 300,
      resend_after: 120,
    });
    const mail = svc.outbox.latest(DEMO.silver.email)!;
    expect(mail.channel).toBe('email');
    expect(mail.code).toMatch(/^\d{4}$/);
    expect(mail.body).toContain(
      `/en/temp-login?email=${encodeURIComponent(DEMO.silver.email)}&code=${mail.code}`,
    );
    const login = await svc.gql(VERIFY, { e: DEMO.silver.email, o: mail.code });
    expect(login.errors).toBeUndefined();
    const me = await svc.gql(IDENTITY, {}, { token: login.data.loginByEmailOTP.token });
    expect(me.data.customer.email).toBe(DEMO.silver.email);
    // Single use.
    expect(firstError(await svc.gql(VERIFY, { e: DEMO.silver.email, o: mail.code })).message).toBe(
      "The current customer isn't authorized.",
    );
  });

  it('answers an unknown e-mail the same way and sends nothing; its codes never sign in', async () => {
    const init = await svc.gql(INITIATE, { e: 'nobody@example.com' });
    expect(init.errors).toBeUndefined();
    expect(init.data.initiateEmailOTPLogin.status).toBe(true);
    expect(svc.outbox.latest('nobody@example.com')).toBeUndefined();
    expect(firstError(await svc.gql(VERIFY, { e: 'nobody@example.com', o: '1234' })).message).toBe(
      "The current customer isn't authorized.",
    );
  });

  it('sends no new code within 120 s, then a new one that replaces the old', async () => {
    await svc.gql(INITIATE, { e: DEMO.nonmember.email });
    const first = svc.outbox.latest(DEMO.nonmember.email)!;
    const again = await svc.gql(INITIATE, { e: DEMO.nonmember.email });
    expect(again.data.initiateEmailOTPLogin.resend_after).toBeGreaterThan(100);
    expect(svc.outbox.latest(DEMO.nonmember.email)!.id).toBe(first.id);
    await age(DEMO.nonmember.email, 'last_sent_at', 121_000);
    await svc.gql(INITIATE, { e: DEMO.nonmember.email });
    const second = svc.outbox.latest(DEMO.nonmember.email)!;
    expect(second.id).not.toBe(first.id);
    if (second.code !== first.code) {
      expect(
        firstError(await svc.gql(VERIFY, { e: DEMO.nonmember.email, o: first.code })).message,
      ).toBe("The current customer isn't authorized.");
    }
    expect(
      (await svc.gql(VERIFY, { e: DEMO.nonmember.email, o: second.code })).errors,
    ).toBeUndefined();
  });

  it('voids the code after 5 wrong tries and refuses an expired one, in both languages', async () => {
    await svc.gql(INITIATE, { e: DEMO.gold.email });
    const code = svc.outbox.latest(DEMO.gold.email)!.code!;
    for (let i = 0; i < 5; i++) {
      expect(
        firstError(await svc.gql(VERIFY, { e: DEMO.gold.email, o: wrong(code) })).message,
      ).toBe("The current customer isn't authorized.");
    }
    const locked = firstError(await svc.gql(VERIFY, { e: DEMO.gold.email, o: code }));
    expect(locked.message).toBe('Too many wrong codes. Please request a new code.');
    expect(locked.extensions?.message_ar).toBe('تم إدخال رموز خاطئة كثيرة. يرجى طلب رمز جديد.');

    await age(DEMO.gold.email, 'last_sent_at', 121_000);
    await svc.gql(INITIATE, { e: DEMO.gold.email });
    const fresh = svc.outbox.latest(DEMO.gold.email)!.code!;
    await age(DEMO.gold.email, 'expires_at', 1000);
    expect(firstError(await svc.gql(VERIFY, { e: DEMO.gold.email, o: fresh })).message).toBe(
      'The code has expired. Please request a new code.',
    );
  });

  it('refuses a malformed e-mail or code', async () => {
    expect(firstError(await svc.gql(INITIATE, { e: 'not-an-email' })).extensions?.category).toBe(
      'graphql-input',
    );
    expect(firstError(await svc.gql(VERIFY, { e: DEMO.gold.email, o: '12' })).message).toBe(
      'The code must have 4 digits.',
    );
  });

  it('sends the Arabic e-mail and link in Arabic', async () => {
    await svc.gql(INITIATE, { e: DEMO.upgraded.email }, { store: 'ar_EG' });
    const mail = svc.outbox.latest(DEMO.upgraded.email)!;
    expect(mail.body).toContain('/ar/temp-login?email=');
  });
});
