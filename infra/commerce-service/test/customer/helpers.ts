/** Shared steps of the customer-domain tests (all through HTTP via S-core's test service). */
import { signGroupCookie } from '../../src/domains/customer/group-cookie';
import type { startTestService } from '../helpers/service';

export type Service = Awaited<ReturnType<typeof startTestService>>;

export const TOKEN_FIELDS = 'token refreshToken token_expires_at refresh_token_expires_at';

export const DEMO = {
  gold: { phone: '01012345678', email: 'ahmed.hassan@example.com' },
  silver: { phone: '01123456789', email: 'mona.adel@example.com' },
  bronze: { phone: '01234567890', email: 'karim.mostafa@example.com' },
  nonmember: { phone: '01555555555', email: 'salma.ibrahim@example.com' },
  /** BRONZE with a tier upgrade to acknowledge (the storefront's upgrade dialog). */
  upgraded: { phone: '01098765432', email: 'nour.samir@example.com' },
  password: 'Dukkan2025',
} as const;

/** Logs in by OTP, reading the code from the dev outbox; returns the bearer token. */
export async function loginByOtp(svc: Service, phone: string): Promise<string> {
  const init = await svc.gql(
    `mutation($p: String!) { initiateOTPLogin(phone_number: $p) { status } }`,
    { p: phone },
  );
  expect(init.errors).toBeUndefined();
  // Within 120 s of a still-valid code no new SMS is sent: the newest outbox code is the one.
  const code = svc.outbox.latest(phone)?.code;
  expect(code).toMatch(/^\d{4}$/);
  const res = await svc.gql<{ loginByOTP: { token: string } }>(
    `mutation($p: String!, $o: String!) { loginByOTP(phone_number: $p, otp: $o) { ${TOKEN_FIELDS} } }`,
    { p: phone, o: code },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.loginByOTP.token;
}

/** Logs in with the demo password. */
export async function loginByPassword(
  svc: Service,
  email: string,
  password: string = DEMO.password,
): Promise<string> {
  const res = await svc.gql<{ generateCustomerToken: { token: string } }>(
    `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
    { e: email, p: password },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.generateCustomerToken.token;
}

let counter = 0;
/** A unique valid phone and e-mail per call within a test file. */
export function freshIdentity(prefix = '0101'): { phone: string; email: string } {
  counter++;
  const phone = `${prefix}${String(7_000_000 + counter).padStart(7, '0')}`;
  return { phone, email: `shopper${counter}.${Date.now() % 100000}@example.com` };
}

export async function registerCustomer(
  svc: Service,
  extra: Record<string, unknown> = {},
): Promise<{ phone: string; email: string; token: string }> {
  const id = freshIdentity();
  const res = await svc.gql(
    `mutation($i: CustomerCreateInput!) { createCustomer(input: $i) { customer { id phone_number } } }`,
    {
      i: {
        firstname: 'Test',
        lastname: 'Shopper',
        email: id.email,
        phone_number: id.phone,
        customer_source: 'WEB',
        ...extra,
      },
    },
  );
  expect(res.errors).toBeUndefined();
  const token = await provePhone(svc, id.phone);
  await proveEmail(svc, id.email);
  return { ...id, token };
}

/** Opens the newest confirmation link e-mailed to `email` (registration or a new e-mail). */
export async function proveEmail(svc: Service, email: string): Promise<void> {
  const body = svc.outbox.list({ to: email }).find((m) => /confirm-email\?token=/.test(m.body));
  const token = /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(body?.body ?? '')?.[1];
  expect(token).toEqual(expect.any(String));
  const res = await svc.gql(`mutation($t: String!) { confirmEmail(token: $t) }`, { t: token });
  expect(res.errors).toBeUndefined();
}

/**
 * Proves a new registration's phone with the code createCustomer sent (until then the account
 * cannot be used, and initiateOTPLogin answers the phone as unregistered); returns the token.
 */
export async function provePhone(svc: Service, phone: string): Promise<string> {
  const code = svc.outbox.latest(phone)?.code;
  expect(code).toMatch(/^\d{4}$/);
  const res = await svc.gql<{ loginByOTP: { token: string } }>(
    `mutation($p: String!, $o: String!) { loginByOTP(phone_number: $p, otp: $o) { ${TOKEN_FIELDS} } }`,
    { p: phone, o: code },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.loginByOTP.token;
}

export function firstError(res: {
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}) {
  expect(res.errors?.length).toBeGreaterThan(0);
  return res.errors![0]!;
}

/** The Cookie header of a referral link to `group`, signed as the gateway signs it. */
export function referralCookie(svc: Service, group: number): Record<string, string> {
  return { cookie: `lang=en; group-id=${signGroupCookie(svc.config.groupCookieSecret, group)}` };
}
