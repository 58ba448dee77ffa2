/**
 * Proving identifiers (issue 60): a new phone or e-mail takes effect only once it is proven (a
 * code sent to the new phone, a link sent to the new e-mail), and a registration's e-mail cannot
 * sign in or recover the account until the link sent to it was opened.
 */
import { databases, startTestService } from '../helpers/service';
import { TOKEN_FIELDS, firstError, freshIdentity, loginByPassword, type Service } from './helpers';

const CREATE = `mutation($i: CustomerCreateInput!) { createCustomer(input: $i) { customer { id } } }`;
const VERIFY = `mutation($p: String!, $o: String!) { loginByOTP(phone_number: $p, otp: $o) { ${TOKEN_FIELDS} } }`;
const UPDATE = `mutation($i: CustomerUpdateInput!) { updateCustomer(input: $i) { customer { email phone_number } pending_change { kind to } } }`;
const CONFIRM_PHONE = `mutation($p: String!, $o: String!) { confirmPhoneChange(phone_number: $p, otp: $o) { customer { phone_number } } }`;
const CONFIRM_EMAIL = `mutation($t: String!) { confirmEmail(token: $t) }`;
const PASSWORD_LOGIN = `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`;
const EMAIL_CODE = `mutation($e: String!) { initiateEmailOTPLogin(email: $e) { status message } }`;
const RESET_REQUEST = `mutation($e: String!) { requestPasswordResetEmail(email: $e) }`;
const IDENTITY = `query { customer { email phone_number } }`;
const NOT_AUTHORIZED = "The current customer isn't authorized.";
const EMAIL_UNPROVEN =
  'Confirm your e-mail first: open the link we sent to it, then sign in again.';

describe.each(databases)('proving a new identifier (%s)', (database) => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startTestService({ database, products: 150 });
  });
  afterAll(async () => {
    await svc?.close();
  });

  const codeOf = (phone: string) => svc.outbox.latest(phone)?.code;
  /** The token of the newest confirmation link e-mailed to `email`. */
  const linkTokenOf = (email: string) => {
    const body = svc.outbox.latest(email)?.body ?? '';
    return /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1];
  };

  /** A registered customer with a password: phone proven by its code, e-mail not yet. */
  async function registered(prefix: string) {
    const id = freshIdentity(prefix);
    const created = await svc.gql(CREATE, {
      i: {
        firstname: 'Proof',
        lastname: 'Test',
        email: id.email,
        phone_number: id.phone,
        password: 'Secret123',
      },
    });
    expect(created.errors).toBeUndefined();
    const registrationLink = linkTokenOf(id.email);
    const first = await svc.gql(VERIFY, { p: id.phone, o: codeOf(id.phone) });
    expect(first.errors).toBeUndefined();
    return { ...id, token: first.data.loginByOTP.token as string, registrationLink };
  }

  async function proveEmail(email: string) {
    const token = linkTokenOf(email);
    expect(token).toEqual(expect.any(String));
    const res = await svc.gql(CONFIRM_EMAIL, { t: token });
    expect(res.errors).toBeUndefined();
    expect(res.data.confirmEmail).toBe(true);
  }

  describe("a registration's e-mail", () => {
    it('cannot sign in with its password, get a code or a reset link until the link is opened', async () => {
      const me = await registered('0102');
      expect(me.registrationLink).toEqual(expect.any(String));

      const login = firstError(await svc.gql(PASSWORD_LOGIN, { e: me.email, p: 'Secret123' }));
      expect(login.message).toBe(EMAIL_UNPROVEN);
      expect(login.extensions?.reason).toBe('EMAIL_UNPROVEN');
      expect(login.extensions?.message_ar).toEqual(expect.any(String));

      // The code and the reset answer as for any address; the e-mail carries the link instead.
      const before = svc.outbox.list({ to: me.email }).length;
      expect((await svc.gql(EMAIL_CODE, { e: me.email })).data.initiateEmailOTPLogin.status).toBe(
        true,
      );
      expect((await svc.gql(RESET_REQUEST, { e: me.email })).data.requestPasswordResetEmail).toBe(
        true,
      );
      const sent = svc.outbox.list({ to: me.email }).slice(0, 2);
      expect(svc.outbox.list({ to: me.email }).length).toBe(before + 2);
      for (const message of sent) {
        // The link's token is the message's one-time secret (erased from the table once sent).
        const token = /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(message.body)?.[1];
        expect(token).toBeDefined();
        expect(message.code).toBe(token);
      }

      await proveEmail(me.email);
      await loginByPassword(svc, me.email, 'Secret123');
    });

    it('refuses a link that was used, made up or expired', async () => {
      const me = await registered('0103');
      await proveEmail(me.email);
      for (const t of [me.registrationLink, 'madeUpToken123456789012345678901234']) {
        const err = firstError(await svc.gql(CONFIRM_EMAIL, { t }));
        expect(err.message).toBe('This confirmation link is not valid any more.');
        expect(err.extensions?.message_ar).toEqual(expect.any(String));
      }
    });
  });

  describe('a change of phone', () => {
    it('takes effect only with the code sent to the new phone', async () => {
      const me = await registered('0104');
      await proveEmail(me.email);
      const other = await loginByPassword(svc, me.email, 'Secret123');
      const next = freshIdentity('0105');

      const asked = await svc.gql(
        UPDATE,
        { i: { phone_number: next.phone, current_password: 'Secret123' } },
        { token: me.token },
      );
      expect(asked.errors).toBeUndefined();
      // Not changed yet: a code went to the new phone.
      expect(asked.data.updateCustomer.customer.phone_number).toBe(me.phone);
      expect(asked.data.updateCustomer.pending_change).toEqual({ kind: 'PHONE', to: next.phone });
      const code = codeOf(next.phone);
      expect(code).toMatch(/^\d{4}$/);
      expect((await svc.gql(IDENTITY, {}, { token: me.token })).data.customer.phone_number).toBe(
        me.phone,
      );

      // A wrong code changes nothing; neither does the right code on another session's token.
      const wrong = code === '1111' ? '2222' : '1111';
      expect(
        firstError(await svc.gql(CONFIRM_PHONE, { p: next.phone, o: wrong }, { token: me.token }))
          .message,
      ).toBe(NOT_AUTHORIZED);
      expect(
        firstError(await svc.gql(CONFIRM_PHONE, { p: next.phone, o: code }, { token: other }))
          .message,
      ).toBe(NOT_AUTHORIZED);
      expect((await svc.gql(IDENTITY, {}, { token: other })).errors).toBeUndefined();

      // The right code, from the session that asked for the change.
      await svc.db
        .updateTable('otp_codes')
        .set({ last_sent_at: new Date(Date.now() - 200_000) })
        .execute();
      const again = await svc.gql(
        UPDATE,
        { i: { phone_number: next.phone, current_password: 'Secret123' } },
        { token: me.token },
      );
      expect(again.errors).toBeUndefined();
      const done = await svc.gql(
        CONFIRM_PHONE,
        { p: next.phone, o: codeOf(next.phone) },
        { token: me.token },
      );
      expect(done.errors).toBeUndefined();
      expect(done.data.confirmPhoneChange.customer.phone_number).toBe(next.phone);
      // The old phone is told; the other session is over; this one goes on.
      expect(svc.outbox.latest(me.phone)?.body).toMatch(/changed/);
      expect(firstError(await svc.gql(IDENTITY, {}, { token: other })).message).toBe(
        NOT_AUTHORIZED,
      );
      expect((await svc.gql(IDENTITY, {}, { token: me.token })).data.customer.phone_number).toBe(
        next.phone,
      );
    });
  });

  describe('a change of e-mail', () => {
    it('takes effect only when the link sent to the new address is opened', async () => {
      const me = await registered('0106');
      await proveEmail(me.email);
      const other = await loginByPassword(svc, me.email, 'Secret123');
      const next = freshIdentity('0107');

      const asked = await svc.gql(
        UPDATE,
        { i: { email: next.email, current_password: 'Secret123' } },
        { token: me.token },
      );
      expect(asked.errors).toBeUndefined();
      expect(asked.data.updateCustomer.customer.email).toBe(me.email);
      expect(asked.data.updateCustomer.pending_change).toEqual({ kind: 'EMAIL', to: next.email });
      expect((await svc.gql(IDENTITY, {}, { token: me.token })).data.customer.email).toBe(me.email);
      expect((await svc.gql(IDENTITY, {}, { token: other })).errors).toBeUndefined();

      await proveEmail(next.email);
      expect((await svc.gql(IDENTITY, {}, { token: me.token })).data.customer.email).toBe(
        next.email,
      );
      expect(svc.outbox.latest(me.email)?.body).toContain(next.email);
      expect(firstError(await svc.gql(IDENTITY, {}, { token: other })).message).toBe(
        NOT_AUTHORIZED,
      );
      // The new address is proven: it signs in.
      await loginByPassword(svc, next.email, 'Secret123');
    });
  });
});
