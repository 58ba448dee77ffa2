/**
 * Attacks on one-time codes (issue 60): guessing across many codes and clients, the daily SMS
 * budget of a phone, and codes that can be read back from the database.
 */
import { createHash } from 'node:crypto';
import { codeSecretFromEnv } from '../../src/domains/customer/code-secret';
import { databases, startTestService } from '../helpers/service';
import { DEMO, TOKEN_FIELDS, firstError, type Service } from './helpers';

const INITIATE = `mutation($p: String!) { initiateOTPLogin(phone_number: $p) { status resend_after } }`;
const VERIFY = `mutation($p: String!, $o: String!) { loginByOTP(phone_number: $p, otp: $o) { ${TOKEN_FIELDS} } }`;
const EMAIL_INITIATE = `mutation($e: String!) { initiateEmailOTPLogin(email: $e) { status message resend_after } }`;
const EMAIL_VERIFY = `mutation($e: String!, $o: String!) { loginByEmailOTP(email: $e, otp: $o) { ${TOKEN_FIELDS} } }`;

const WRONG_CODE = "The current customer isn't authorized.";
const LOCKED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

describe.each(databases)('one-time code guard (%s)', (database) => {
  let svc: Service;
  let clock = new Date('2026-03-01T08:00:00Z').getTime();
  beforeAll(async () => {
    svc = await startTestService({ database, products: 150, now: () => new Date(clock) });
  });
  afterAll(async () => {
    await svc?.close();
  });
  const advance = (seconds: number) => {
    clock += seconds * 1000;
  };

  let client = 10;
  /** A GraphQL mutation from its own client address (a new one each call). */
  async function fromNewClient(query: string, variables: Record<string, unknown>) {
    client++;
    const response = await svc.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query, variables },
      remoteAddress: `127.0.${Math.floor(client / 250)}.${(client % 250) + 2}`,
    });
    return response.json<{
      data?: Record<string, unknown>;
      errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
    }>();
  }
  const wrong = (code: string, i = 1) => String((Number(code) + i) % 10000).padStart(4, '0');

  it('judges at most 10 wrong codes a day for one phone, over many codes and clients, then locks it and tells the owner', async () => {
    const phone = DEMO.silver.phone;
    // Code 1: five wrong guesses from five clients void it.
    expect((await fromNewClient(INITIATE, { p: phone })).errors).toBeUndefined();
    const first = svc.outbox.latest(phone)!.code!;
    for (let i = 1; i <= 5; i++) {
      expect(
        firstError(await fromNewClient(VERIFY, { p: phone, o: wrong(first, i) })).message,
      ).toBe(WRONG_CODE);
    }
    // Code 2: four more wrong guesses (nine in all).
    advance(130);
    expect((await fromNewClient(INITIATE, { p: phone })).errors).toBeUndefined();
    const second = svc.outbox.latest(phone)!.code!;
    expect(second).toMatch(/^\d{4}$/);
    for (let i = 1; i <= 4; i++) {
      expect(
        firstError(await fromNewClient(VERIFY, { p: phone, o: wrong(second, i) })).message,
      ).toBe(WRONG_CODE);
    }
    // Code 3: twelve guesses at once; only one more wrong code is judged, the rest are locked out.
    advance(130);
    expect((await fromNewClient(INITIATE, { p: phone })).errors).toBeUndefined();
    const third = svc.outbox.latest(phone)!.code!;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        fromNewClient(VERIFY, { p: phone, o: wrong(third, i + 1) }),
      ),
    );
    const messages = answers.map((a) => a.errors?.[0]?.message);
    expect(messages.filter((m) => m === WRONG_CODE)).toHaveLength(1);
    expect(messages.filter((m) => m === LOCKED)).toHaveLength(11);
    const lockedAnswer = answers.find((a) => a.errors?.[0]?.message === LOCKED)!;
    expect(lockedAnswer.errors![0]!.extensions).toMatchObject({
      category: 'graphql-authentication',
      reason: 'OTP_IDENTITY_LOCKED',
      message_ar: expect.any(String),
    });

    // The owner is told, once, by SMS.
    const notices = svc.outbox
      .list({ to: phone })
      .filter((m) => m.code === undefined && /24 hours/.test(m.body));
    expect(notices).toHaveLength(1);

    // The right code of the newest code no longer signs in, and no new code is sent.
    advance(130);
    expect(firstError(await fromNewClient(VERIFY, { p: phone, o: third })).message).toBe(LOCKED);
    const sentBefore = svc.outbox.list({ to: phone }).length;
    expect(firstError(await fromNewClient(INITIATE, { p: phone })).message).toBe(LOCKED);
    expect(svc.outbox.list({ to: phone })).toHaveLength(sentBefore);

    // A day after the tenth wrong code the phone can sign in again.
    advance(24 * 3600);
    expect((await fromNewClient(INITIATE, { p: phone })).errors).toBeUndefined();
    const fresh = svc.outbox.latest(phone)!.code!;
    expect((await fromNewClient(VERIFY, { p: phone, o: fresh })).errors).toBeUndefined();
  });

  it('locks an e-mail identity the same way, answering initiation as for an unknown e-mail', async () => {
    const email = DEMO.bronze.email;
    const codes: string[] = [];
    for (let round = 0; round < 2; round++) {
      advance(130);
      expect((await fromNewClient(EMAIL_INITIATE, { e: email })).errors).toBeUndefined();
      const code = svc.outbox.latest(email)!.code!;
      codes.push(code);
      for (let i = 1; i <= 5; i++) {
        expect(
          firstError(await fromNewClient(EMAIL_VERIFY, { e: email, o: wrong(code, i) })).message,
        ).toBe(WRONG_CODE);
      }
    }
    advance(130);
    const known = await fromNewClient(EMAIL_INITIATE, { e: email });
    const unknown = await fromNewClient(EMAIL_INITIATE, { e: 'nobody.at.all@example.com' });
    expect(known).toEqual(unknown);
    expect(svc.outbox.latest(email)!.code).toBeUndefined(); // the lock notice, no new code
    expect(firstError(await fromNewClient(EMAIL_VERIFY, { e: email, o: codes[1] })).message).toBe(
      LOCKED,
    );
  });

  it('sends a phone at most 10 codes a day, however slowly they are asked for', async () => {
    const phone = DEMO.nonmember.phone;
    for (let i = 0; i < 10; i++) {
      advance(15 * 60);
      const res = await fromNewClient(INITIATE, { p: phone });
      expect(res.errors).toBeUndefined();
    }
    advance(15 * 60);
    const refused = firstError(await fromNewClient(INITIATE, { p: phone }));
    expect(refused.extensions?.category).toBe('graphql-rate-limit');
    expect(refused.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
  });

  it('stores codes under a keyed hash that cannot be reversed without the server secret', async () => {
    const phone = DEMO.gold.phone;
    expect((await fromNewClient(INITIATE, { p: phone })).errors).toBeUndefined();
    const row = await svc.db
      .selectFrom('otp_codes')
      .select('code_hash')
      .where('phone_number', '=', phone)
      .executeTakeFirstOrThrow();
    // Four digits are ten thousand candidates: an unkeyed hash of any obvious form gives them away.
    const forms = (code: string) => [
      `otp:${phone}:${code}`,
      `${phone}:${code}`,
      `${phone}${code}`,
      code,
    ];
    for (let n = 0; n < 10_000; n++) {
      const code = String(n).padStart(4, '0');
      for (const form of forms(code)) {
        expect(createHash('sha256').update(form).digest('hex')).not.toBe(row.code_hash);
      }
    }
    const code = svc.outbox.latest(phone)!.code!;
    expect((await fromNewClient(VERIFY, { p: phone, o: code })).errors).toBeUndefined();
  });
});

describe('the code secret', () => {
  it('is required in production, and must be long enough', () => {
    expect(() => codeSecretFromEnv({}, true)).toThrow(
      /DUKKAN_CODE_SECRET is required in production/,
    );
    expect(() => codeSecretFromEnv({ DUKKAN_CODE_SECRET: 'short' }, false)).toThrow(
      /at least 32 characters/,
    );
    expect(codeSecretFromEnv({}, false)).toBeNull();
    expect(codeSecretFromEnv({ DUKKAN_CODE_SECRET: 'x'.repeat(40) }, true)).toHaveLength(40);
  });
});
