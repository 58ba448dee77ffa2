/**
 * Account takeover attempts (issue 60): registering someone else's phone, changing the e-mail or
 * phone of an account on a stolen bearer token, and the sessions left behind.
 */
import { databases, startTestService } from '../helpers/service';
import {
  DEMO,
  TOKEN_FIELDS,
  firstError,
  freshIdentity,
  loginByPassword,
  proveEmail,
  type Service,
} from './helpers';

const CREATE = `mutation($i: CustomerCreateInput!) { createCustomer(input: $i) { customer { id email } } }`;
const INITIATE = `mutation($p: String!) { initiateOTPLogin(phone_number: $p) { status } }`;
const VERIFY = `mutation($p: String!, $o: String!) { loginByOTP(phone_number: $p, otp: $o) { ${TOKEN_FIELDS} } }`;
const PASSWORD_LOGIN = `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`;
const RESET_REQUEST = `mutation($e: String!) { requestPasswordResetEmail(email: $e) }`;
const UPDATE = `mutation($i: CustomerUpdateInput!) { updateCustomer(input: $i) { customer { email phone_number } } }`;
const IDENTITY = `query { customer { email phone_number firstname } }`;

const UNREGISTERED = 'No customer found with the phone number';
const INVALID_LOGIN =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
const NEEDS_PROOF =
  'Enter your current password or a code sent to your phone to change your e-mail or phone.';

describe.each(databases)('proven identifiers (%s)', (database) => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startTestService({ database, products: 150 });
  });
  afterAll(async () => {
    await svc?.close();
  });

  const register = (i: Record<string, unknown>) =>
    svc.gql(CREATE, { i: { firstname: 'Some', lastname: 'One', customer_source: 'WEB', ...i } });
  const codeOf = (phone: string) => svc.outbox.latest(phone)?.code;

  it("gives no usable account to someone who registers another person's phone", async () => {
    const victim = freshIdentity('0112');
    const attacker = freshIdentity('0155');
    // The attacker registers the victim's phone with the attacker's e-mail and password.
    const created = await register({
      email: attacker.email,
      phone_number: victim.phone,
      password: 'Attacker99',
    });
    expect(created.errors).toBeUndefined();
    // No password sign-in, no reset e-mail, until the phone is proven.
    expect(
      firstError(await svc.gql(PASSWORD_LOGIN, { e: attacker.email, p: 'Attacker99' })).message,
    ).toBe(INVALID_LOGIN);
    expect((await svc.gql(RESET_REQUEST, { e: attacker.email })).data).toEqual({
      requestPasswordResetEmail: true,
    });
    // The attacker's e-mail got its registration link, and no reset token.
    const mails = svc.outbox.list({ to: attacker.email });
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.every((m) => /confirm-email\?token=/.test(m.body))).toBe(true);

    // The victim signing in by code is told the phone is not registered (the storefront then
    // registers it), and registering it again replaces the unproven row.
    expect(firstError(await svc.gql(INITIATE, { p: victim.phone })).message).toBe(UNREGISTERED);
    const mine = await register({ email: victim.email, phone_number: victim.phone });
    expect(mine.errors).toBeUndefined();
    const code = codeOf(victim.phone);
    expect(code).toMatch(/^\d{4}$/);
    const login = await svc.gql(VERIFY, { p: victim.phone, o: code });
    expect(login.errors).toBeUndefined();
    const me = await svc.gql(IDENTITY, {}, { token: login.data.loginByOTP.token });
    expect(me.data.customer).toMatchObject({ email: victim.email, phone_number: victim.phone });
    // The attacker's password leads nowhere.
    expect(
      firstError(await svc.gql(PASSWORD_LOGIN, { e: attacker.email, p: 'Attacker99' })).message,
    ).toBe(INVALID_LOGIN);
  });

  it('lets the registrant prove the phone with the code registration sent, then sign in by password', async () => {
    const id = freshIdentity('0114');
    expect(
      (await register({ email: id.email, phone_number: id.phone, password: 'Secret123' })).errors,
    ).toBeUndefined();
    const login = await svc.gql(VERIFY, { p: id.phone, o: codeOf(id.phone) });
    expect(login.errors).toBeUndefined();
    await proveEmail(svc, id.email);
    await loginByPassword(svc, id.email, 'Secret123');
    // Now the phone is taken for good.
    const again = firstError(
      await register({ email: freshIdentity().email, phone_number: id.phone }),
    );
    expect(again.message).toBe(
      'A customer with the same phone number already exists in an associated website.',
    );
  });

  it('does not let an unproven registration hold an e-mail hostage', async () => {
    const squatter = freshIdentity('0116');
    const owner = freshIdentity('0117');
    expect(
      (await register({ email: owner.email, phone_number: squatter.phone })).errors,
    ).toBeUndefined();
    expect(
      (await register({ email: owner.email, phone_number: owner.phone })).errors,
    ).toBeUndefined();
    expect(
      (await svc.gql(VERIFY, { p: owner.phone, o: codeOf(owner.phone) })).errors,
    ).toBeUndefined();
  });

  describe('changing the e-mail or phone', () => {
    async function customerWithPassword() {
      const id = freshIdentity('0118');
      await register({ email: id.email, phone_number: id.phone, password: 'Secret123' });
      const first = await svc.gql(VERIFY, { p: id.phone, o: codeOf(id.phone) });
      expect(first.errors).toBeUndefined();
      const other = first.data.loginByOTP.token as string;
      await proveEmail(svc, id.email);
      const token = await loginByPassword(svc, id.email, 'Secret123');
      return { ...id, token, other };
    }

    it('is refused on a bearer token alone', async () => {
      const me = await customerWithPassword();
      const next = freshIdentity('0119');
      for (const change of [{ email: next.email }, { phone_number: next.phone }]) {
        const err = firstError(await svc.gql(UPDATE, { i: change }, { token: me.token }));
        expect(err.message).toBe(NEEDS_PROOF);
        expect(err.extensions?.message_ar).toEqual(expect.any(String));
      }
      const wrong = firstError(
        await svc.gql(
          UPDATE,
          { i: { email: next.email, current_password: 'Wrong1234' } },
          { token: me.token },
        ),
      );
      expect(wrong.message).toBe(
        "The password doesn't match this account. Verify the password and try again.",
      );
      expect((await svc.gql(IDENTITY, {}, { token: me.token })).data.customer.email).toBe(me.email);
      // Names alone need no proof.
      expect(
        (await svc.gql(UPDATE, { i: { firstname: 'Renamed' } }, { token: me.token })).errors,
      ).toBeUndefined();
    });

    it('with the current password: changes, tells the old e-mail and revokes the other sessions', async () => {
      const me = await customerWithPassword();
      const next = freshIdentity('0120');
      const res = await svc.gql(
        UPDATE,
        { i: { email: next.email, current_password: 'Secret123' } },
        { token: me.token },
      );
      expect(res.errors).toBeUndefined();
      // The new address is proven by the link sent to it (identifier-proof.test.ts).
      await proveEmail(svc, next.email);
      const notice = svc.outbox.latest(me.email);
      expect(notice?.body).toContain(next.email);
      expect((await svc.gql(IDENTITY, {}, { token: me.token })).errors).toBeUndefined();
      expect(firstError(await svc.gql(IDENTITY, {}, { token: me.other })).message).toBe(
        "The current customer isn't authorized.",
      );
    });

    it('with a fresh code sent to the current phone: changes the phone and tells the old one', async () => {
      const me = await customerWithPassword();
      const next = freshIdentity('0121');
      await svc.db
        .updateTable('otp_codes')
        .set({ last_sent_at: new Date(Date.now() - 200_000) })
        .where('phone_number', '=', me.phone)
        .execute();
      expect((await svc.gql(INITIATE, { p: me.phone })).errors).toBeUndefined();
      const code = codeOf(me.phone);
      const res = await svc.gql(
        UPDATE,
        { i: { phone_number: next.phone, otp: code } },
        { token: me.token },
      );
      expect(res.errors).toBeUndefined();
      // The new phone is proven by the code sent to it (identifier-proof.test.ts).
      const confirmed = await svc.gql(
        `mutation($p: String!, $o: String!) { confirmPhoneChange(phone_number: $p, otp: $o) { customer { phone_number } } }`,
        { p: next.phone, o: codeOf(next.phone) },
        { token: me.token },
      );
      expect(confirmed.data.confirmPhoneChange.customer.phone_number).toBe(next.phone);
      expect(svc.outbox.latest(me.phone)?.body).toMatch(/changed/);
      expect(firstError(await svc.gql(IDENTITY, {}, { token: me.other })).message).toBe(
        "The current customer isn't authorized.",
      );
      // The code was used up.
      const reuse = firstError(
        await svc.gql(UPDATE, { i: { email: next.email, otp: code } }, { token: me.token }),
      );
      // Refused as a wrong code (a field error: a typo does not sign the customer out).
      expect(reuse.message).toBe('Make sure you typed a valid OTP');
    });
  });

  it('keeps the demo customers usable (they count as proven)', async () => {
    await loginByPassword(svc, DEMO.gold.email);
  });
});
