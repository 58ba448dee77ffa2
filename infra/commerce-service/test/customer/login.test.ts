/**
 * OTP login, tokens (expiry, revocation, refresh), e-mail and password login, password reset and
 * the rate limits on them (shell spec sections 4, 7, 8 and 9).
 */
import { createHash } from 'node:crypto';
import { databases, startTestService } from '../helpers/service';
import {
  DEMO,
  TOKEN_FIELDS,
  firstError,
  loginByOtp,
  loginByPassword,
  registerCustomer,
  type Service,
} from './helpers';

const INITIATE = `mutation($p: String!) { initiateOTPLogin(phone_number: $p) { status message expires_in resend_after } }`;
const RESEND = `mutation($p: String!) { resendOTP(phone_number: $p) { status resend_after } }`;
const VERIFY = `mutation($p: String!, $o: String!) { loginByOTP(phone_number: $p, otp: $o) { ${TOKEN_FIELDS} } }`;
const IDENTITY = `query { customer { id firstname phone_number } }`;

describe.each(databases)('login and sessions (%s)', (database) => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startTestService({ database, products: 150 });
  });
  afterAll(async () => {
    await svc?.close();
  });

  const latestCode = (phone: string) => svc.outbox.latest(phone)?.code as string;
  const wrong = (code: string) => String((Number(code) + 1) % 10000).padStart(4, '0');

  describe('OTP login', () => {
    it('sends a 4-digit code by SMS, valid 5 minutes, and exchanges it for the four token fields', async () => {
      const init = await svc.gql(INITIATE, { p: DEMO.gold.phone });
      expect(init.errors).toBeUndefined();
      expect(init.data.initiateOTPLogin).toMatchObject({
        status: true,
        expires_in: 300,
        resend_after: 120,
      });
      const sms = svc.outbox.latest(DEMO.gold.phone)!;
      expect(sms.channel).toBe('sms');
      expect(sms.code).toMatch(/^\d{4}$/);
      expect(sms.body).toContain(sms.code);

      const res = await svc.gql(VERIFY, { p: DEMO.gold.phone, o: sms.code });
      expect(res.errors).toBeUndefined();
      const t = res.data.loginByOTP;
      expect(t.token).toEqual(expect.any(String));
      expect(t.refreshToken).toEqual(expect.any(String));
      expect(t.token).not.toBe(t.refreshToken);
      const ttl = Date.parse(t.token_expires_at) - Date.now();
      expect(ttl).toBeGreaterThan(50 * 60 * 1000);
      expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000);
      expect(Date.parse(t.refresh_token_expires_at) - Date.now()).toBeGreaterThan(
        29 * 24 * 3600 * 1000,
      );

      const me = await svc.gql(IDENTITY, {}, { token: t.token });
      expect(me.errors).toBeUndefined();
      expect(me.data.customer).toMatchObject({ firstname: 'Ahmed', phone_number: DEMO.gold.phone });
    });

    it('accepts the phone with spaces, dashes and Arabic-Indic digits', async () => {
      const res = await svc.gql(INITIATE, { p: '٠١٢-٣٤٥ ٦٧٨٩٠' });
      expect(res.errors).toBeUndefined();
      expect(svc.outbox.latest(DEMO.bronze.phone)?.code).toMatch(/^\d{4}$/);
    });

    it('answers an unregistered phone with "No customer found with the phone number"', async () => {
      const res = await svc.gql(INITIATE, { p: '01099999999' });
      const err = firstError(res);
      expect(err.message).toBe('No customer found with the phone number');
      expect(err.extensions?.category).toBe('graphql-no-such-entity');
      expect(err.extensions?.message_ar).toEqual(expect.any(String));
      expect(svc.outbox.latest('01099999999')).toBeUndefined();
    });

    it.each([
      ['0101234567', 'Phone number must contain 11 numbers.'],
      ['01312345678', 'Phone number must be in the correct format.'],
      ['01o12345678', '"phone_number" should only consist of numbers.'],
      ['', '"phone_number" is required.'],
    ])('refuses the bad phone %p with a clear input error', async (phone, message) => {
      const err = firstError(await svc.gql(INITIATE, { p: phone }));
      expect(err.message).toBe(message);
      expect(err.extensions?.category).toBe('graphql-input');
    });

    it('answers a wrong code with "The current customer isn\'t authorized."', async () => {
      await svc.gql(INITIATE, { p: DEMO.silver.phone });
      const code = latestCode(DEMO.silver.phone);
      const err = firstError(await svc.gql(VERIFY, { p: DEMO.silver.phone, o: wrong(code) }));
      expect(err.message).toBe("The current customer isn't authorized.");
      // The right code still works after one wrong try.
      const ok = await svc.gql(VERIFY, { p: DEMO.silver.phone, o: code });
      expect(ok.errors).toBeUndefined();
    });

    it('refuses a code that was used already (single use)', async () => {
      await svc.db
        .updateTable('otp_codes')
        .set({ last_sent_at: new Date(Date.now() - 200_000) })
        .execute();
      await svc.gql(INITIATE, { p: DEMO.silver.phone });
      const code = latestCode(DEMO.silver.phone);
      expect((await svc.gql(VERIFY, { p: DEMO.silver.phone, o: code })).errors).toBeUndefined();
      const err = firstError(await svc.gql(VERIFY, { p: DEMO.silver.phone, o: code }));
      expect(err.message).toBe("The current customer isn't authorized.");
    });

    it('voids the code after 5 wrong tries, even for the right code', async () => {
      await svc.db
        .updateTable('otp_codes')
        .set({ last_sent_at: new Date(Date.now() - 200_000) })
        .execute();
      await svc.gql(INITIATE, { p: DEMO.nonmember.phone });
      const code = latestCode(DEMO.nonmember.phone);
      for (let i = 0; i < 5; i++) {
        const err = firstError(await svc.gql(VERIFY, { p: DEMO.nonmember.phone, o: wrong(code) }));
        expect(err.message).toBe("The current customer isn't authorized.");
      }
      const locked = firstError(await svc.gql(VERIFY, { p: DEMO.nonmember.phone, o: code }));
      expect(locked.message).toBe('Too many wrong codes. Please request a new code.');
      const row = await svc.db
        .selectFrom('otp_codes')
        .select('failed_attempts')
        .where('phone_number', '=', DEMO.nonmember.phone)
        .executeTakeFirstOrThrow();
      expect(row.failed_attempts).toBe(5);
    });

    it('never allows more than 5 tries, even when guesses arrive at the same time', async () => {
      const me = await registerCustomer(svc);
      // registerCustomer used its code; ask for a fresh one.
      await svc.db
        .updateTable('otp_codes')
        .set({ last_sent_at: new Date(Date.now() - 200_000) })
        .where('phone_number', '=', me.phone)
        .execute();
      await svc.gql(INITIATE, { p: me.phone });
      const fresh = latestCode(me.phone);
      const guesses = Array.from({ length: 12 }, (_, i) =>
        String((Number(fresh) + 1 + i) % 10000).padStart(4, '0'),
      );
      const answers = await Promise.all(guesses.map((g) => svc.gql(VERIFY, { p: me.phone, o: g })));
      const messages = answers.map((a) => a.errors?.[0]?.message);
      expect(messages.filter((m) => m === "The current customer isn't authorized.")).toHaveLength(
        5,
      );
      expect(
        messages.filter((m) => m === 'Too many wrong codes. Please request a new code.'),
      ).toHaveLength(7);
      expect(firstError(await svc.gql(VERIFY, { p: me.phone, o: fresh })).message).toBe(
        'Too many wrong codes. Please request a new code.',
      );
    });

    it('refuses a code older than 5 minutes', async () => {
      await svc.db
        .updateTable('otp_codes')
        .set({ last_sent_at: new Date(Date.now() - 200_000) })
        .execute();
      await svc.gql(INITIATE, { p: DEMO.bronze.phone });
      const code = latestCode(DEMO.bronze.phone);
      await svc.db
        .updateTable('otp_codes')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('phone_number', '=', DEMO.bronze.phone)
        .execute();
      const err = firstError(await svc.gql(VERIFY, { p: DEMO.bronze.phone, o: code }));
      expect(err.message).toBe('The code has expired. Please request a new code.');
    });

    it('refuses a malformed code with an input error', async () => {
      const err = firstError(await svc.gql(VERIFY, { p: DEMO.gold.phone, o: '12a' }));
      expect(err.message).toBe('The code must have 4 digits.');
      expect(err.extensions?.category).toBe('graphql-input');
    });

    it('refuses a resend within 120 seconds, naming the seconds left, and allows it afterwards', async () => {
      await svc.db
        .updateTable('otp_codes')
        .set({ last_sent_at: new Date(Date.now() - 200_000) })
        .execute();
      expect((await svc.gql(INITIATE, { p: DEMO.gold.phone })).errors).toBeUndefined();
      const first = latestCode(DEMO.gold.phone);
      const refused = firstError(await svc.gql(RESEND, { p: DEMO.gold.phone }));
      expect(refused.message).toMatch(/^Please wait (\d+) seconds before requesting a new code\.$/);
      const seconds = Number(/(\d+)/.exec(refused.message)![1]);
      expect(seconds).toBeGreaterThan(100);
      expect(seconds).toBeLessThanOrEqual(120);
      expect(refused.extensions?.category).toBe('graphql-rate-limit');

      // Initiating again inside the window does not send another SMS.
      const again = await svc.gql(INITIATE, { p: DEMO.gold.phone });
      expect(again.data.initiateOTPLogin.message).toMatch(/already sent/);
      expect(latestCode(DEMO.gold.phone)).toBe(first);

      await svc.db
        .updateTable('otp_codes')
        .set({ last_sent_at: new Date(Date.now() - 121_000) })
        .where('phone_number', '=', DEMO.gold.phone)
        .execute();
      const resent = await svc.gql(RESEND, { p: DEMO.gold.phone });
      expect(resent.errors).toBeUndefined();
      expect(resent.data.resendOTP).toMatchObject({ status: true, resend_after: 120 });
      // The new code replaces the old one.
      const second = latestCode(DEMO.gold.phone);
      if (second !== first) {
        expect(firstError(await svc.gql(VERIFY, { p: DEMO.gold.phone, o: first })).message).toBe(
          "The current customer isn't authorized.",
        );
      }
      expect((await svc.gql(VERIFY, { p: DEMO.gold.phone, o: second })).errors).toBeUndefined();
    });

    it('limits codes per phone to 5 an hour, kept in the database', async () => {
      const phone = DEMO.bronze.phone;
      await svc.db
        .deleteFrom('rate_limits')
        .where('bucket', 'like', `otp-send:phone:${phone}`)
        .execute();
      let refusal: string | undefined;
      for (let i = 0; i < 7 && refusal === undefined; i++) {
        await svc.db
          .updateTable('otp_codes')
          .set({ last_sent_at: new Date(Date.now() - 200_000) })
          .execute();
        const res = await svc.gql(RESEND, { p: phone });
        refusal = res.errors?.[0]?.message;
      }
      expect(refusal).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
      const row = await svc.db
        .selectFrom('rate_limits')
        .select('hits')
        .where('bucket', '=', `otp-send:phone:${phone}`)
        .executeTakeFirstOrThrow();
      expect(row.hits).toBe(6);
    });
  });

  describe('tokens', () => {
    it('refuses an expired token on customer fields with "The current customer isn\'t authorized."', async () => {
      const token = await loginByPassword(svc, DEMO.silver.email);
      expect((await svc.gql(IDENTITY, {}, { token })).errors).toBeUndefined();
      await svc.db
        .updateTable('customer_tokens')
        .set({ token_expires_at: new Date(Date.now() - 1000) })
        .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
        .execute();
      const err = firstError(await svc.gql(IDENTITY, {}, { token }));
      expect(err.message).toBe("The current customer isn't authorized.");
    });

    it('revokes the token on logout (revokeCustomerToken)', async () => {
      const token = await loginByPassword(svc, DEMO.silver.email);
      const out = await svc.gql(`mutation { revokeCustomerToken { result } }`, {}, { token });
      expect(out.errors).toBeUndefined();
      expect(out.data.revokeCustomerToken.result).toBe(true);
      expect(firstError(await svc.gql(IDENTITY, {}, { token })).message).toBe(
        "The current customer isn't authorized.",
      );
      expect(
        firstError(await svc.gql(`mutation { revokeCustomerToken { result } }`, {}, { token }))
          .message,
      ).toBe("The current customer isn't authorized.");
    });

    it('refuses customer fields without a token or with an unknown one', async () => {
      expect(firstError(await svc.gql(IDENTITY)).message).toBe(
        "The current customer isn't authorized.",
      );
      expect(firstError(await svc.gql(IDENTITY, {}, { token: 'not-a-token' })).message).toBe(
        "The current customer isn't authorized.",
      );
    });

    it('exchanges a refresh token for a new session once (rotation)', async () => {
      const login = await svc.gql(
        `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { ${TOKEN_FIELDS} } }`,
        { e: DEMO.bronze.email, p: DEMO.password },
      );
      const { token, refreshToken } = login.data.generateCustomerToken;
      const REFRESH = `mutation($r: String!) { refreshCustomerToken(refreshToken: $r) { ${TOKEN_FIELDS} } }`;
      const refreshed = await svc.gql(REFRESH, { r: refreshToken });
      expect(refreshed.errors).toBeUndefined();
      const next = refreshed.data.refreshCustomerToken.token;
      expect(next).not.toBe(token);
      expect((await svc.gql(IDENTITY, {}, { token: next })).errors).toBeUndefined();
      expect(firstError(await svc.gql(IDENTITY, {}, { token })).message).toBe(
        "The current customer isn't authorized.",
      );
      // Past the 30 s a cut-off page has to retry it, the old refresh token is refused.
      await svc.db
        .updateTable('customer_tokens')
        .set({ rotated_at: new Date(Date.now() - 31_000) })
        .where('rotated_at', 'is not', null)
        .execute();
      expect(firstError(await svc.gql(REFRESH, { r: refreshToken })).message).toBe(
        "The current customer isn't authorized.",
      );
    });
  });

  describe('e-mail and password', () => {
    const LOGIN = `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`;

    it('logs a demo customer in with the documented password', async () => {
      const token = await loginByPassword(svc, DEMO.gold.email);
      const me = await svc.gql(IDENTITY, {}, { token });
      expect(me.data.customer.firstname).toBe('Ahmed');
    });

    it('gives the same error for a wrong password and an unknown e-mail', async () => {
      const a = firstError(await svc.gql(LOGIN, { e: DEMO.gold.email, p: 'wrong-password1' }));
      const b = firstError(await svc.gql(LOGIN, { e: 'nobody@example.com', p: 'wrong-password1' }));
      expect(a.message).toBe(b.message);
      expect(a.message).toMatch(/sign-in was incorrect/);
    });

    it('refuses a bad e-mail with an input error', async () => {
      const err = firstError(await svc.gql(LOGIN, { e: 'not an email', p: 'x' }));
      expect(err.message).toBe('"email" must be a valid email.');
      expect(err.extensions?.category).toBe('graphql-input');
    });

    it('limits password attempts per e-mail (10 per 15 minutes)', async () => {
      const email = DEMO.nonmember.email;
      const messages: string[] = [];
      for (let i = 0; i < 11; i++) {
        messages.push(firstError(await svc.gql(LOGIN, { e: email, p: `wrong-${i}-pass` })).message);
      }
      expect(messages.slice(0, 10).every((m) => /sign-in was incorrect/.test(m))).toBe(true);
      expect(messages[10]).toMatch(/^Too many attempts/);
      // Even the right password is refused while limited.
      expect(firstError(await svc.gql(LOGIN, { e: email, p: DEMO.password })).message).toMatch(
        /^Too many attempts/,
      );
    });
  });

  describe('password reset', () => {
    const REQUEST = `mutation($e: String!) { requestPasswordResetEmail(email: $e) }`;
    const RESET = `mutation($e: String!, $t: String!, $p: String!) { resetPassword(email: $e, resetPasswordToken: $t, newPassword: $p) }`;

    it('e-mails a single-use token, sets the new password and logs out old sessions', async () => {
      const old = await loginByPassword(svc, DEMO.bronze.email);
      const req = await svc.gql(REQUEST, { e: DEMO.bronze.email });
      expect(req.data.requestPasswordResetEmail).toBe(true);
      const mail = svc.outbox.latest(DEMO.bronze.email)!;
      expect(mail.channel).toBe('email');
      expect(mail.body).toContain('/auth/reset');
      const token = mail.code!;

      const weak = firstError(await svc.gql(RESET, { e: DEMO.bronze.email, t: token, p: 'short' }));
      expect(weak.extensions?.category).toBe('graphql-input');

      const ok = await svc.gql(RESET, { e: DEMO.bronze.email, t: token, p: 'NewSecret99' });
      expect(ok.errors).toBeUndefined();
      expect(ok.data.resetPassword).toBe(true);
      expect(firstError(await svc.gql(IDENTITY, {}, { token: old })).message).toBe(
        "The current customer isn't authorized.",
      );
      await loginByPassword(svc, DEMO.bronze.email, 'NewSecret99');

      const reused = firstError(
        await svc.gql(RESET, { e: DEMO.bronze.email, t: token, p: 'Another123' }),
      );
      expect(reused.message).toBe('The password token is mismatched. Reset and try again.');
    });

    it('answers true for an unknown e-mail without sending anything (no enumeration)', async () => {
      const res = await svc.gql(REQUEST, { e: 'ghost@example.com' });
      expect(res.data.requestPasswordResetEmail).toBe(true);
      expect(svc.outbox.latest('ghost@example.com')).toBeUndefined();
    });

    it('refuses an expired reset token', async () => {
      await svc.gql(REQUEST, { e: DEMO.silver.email });
      const token = svc.outbox.latest(DEMO.silver.email)!.code!;
      await svc.db
        .updateTable('password_resets')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .execute();
      const err = firstError(
        await svc.gql(RESET, { e: DEMO.silver.email, t: token, p: 'NewSecret99' }),
      );
      expect(err.message).toBe('Your password reset link has expired.');
    });
  });

  it('keeps working when called over GET for queries, as the storefront sends them', async () => {
    const token = await loginByOtp(svc, DEMO.silver.phone);
    const res = await svc.gql(IDENTITY, {}, { token, method: 'GET' });
    expect(res.errors).toBeUndefined();
    expect(res.data.customer.phone_number).toBe(DEMO.silver.phone);
  });
});
