/**
 * Social sign-in against a local OpenID provider (oidc-provider, started by this test): a new
 * shopper, a returning one, linking an existing account only with its phone's code, a refused
 * consent, forged ID tokens, a replayed or expired state, single-use tickets, and the limits.
 */
import { SOCIAL_START_PER_IP } from '../../src/domains/customer/social/flow';
import { databases, startTestService } from '../helpers/service';
import {
  answerAtProvider,
  startLocalProvider,
  type LocalProvider,
} from '../support/openid-provider';
import { freshIdentity, registerCustomer, type Service } from './helpers';

const PROVIDER_PORT = 4272;
const PUBLIC_URL = 'http://127.0.0.1:4270';
const CALLBACK = `${PUBLIC_URL}/auth/social/google/callback`;
const STOREFRONT = 'http://storefront.test';
const SOCIAL_ERROR = (locale: string) => `${STOREFRONT}/${locale}/login?msg=SOCIAL_ERROR`;

let provider: LocalProvider;
beforeAll(async () => {
  provider = await startLocalProvider(PROVIDER_PORT, [CALLBACK]);
});
afterAll(async () => {
  await provider?.stop();
});

describe.each(databases)('social sign-in (%s)', (database) => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startTestService({
      database,
      env: {
        PUBLIC_URL,
        STOREFRONT_URL: STOREFRONT,
        SOCIAL_GOOGLE_ISSUER: provider.issuer,
        SOCIAL_GOOGLE_CLIENT_ID: provider.clientId,
        SOCIAL_GOOGLE_CLIENT_SECRET: provider.clientSecret,
      },
    });
  });
  afterAll(async () => {
    await svc?.close();
  });
  afterEach(async () => {
    await provider.forge('off');
  });

  let address = 0;
  /** Each test its own client address, so the per-address limits stay apart. */
  const client = () => `127.0.0.${10 + (address++ % 200)}`;

  async function start(locale = 'en', remoteAddress = client()): Promise<string> {
    const res = await svc.inject({
      method: 'GET',
      url: `/auth/social/google/start?locale=${locale}`,
      remoteAddress,
    });
    expect(res.statusCode).toBe(303);
    return res.headers.location as string;
  }

  async function callback(url: URL) {
    const res = await svc.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(res.statusCode).toBe(303);
    return res.headers.location as string;
  }

  /** The whole browser round trip; answers where the service sends the browser at the end. */
  async function signIn(email: string, decision: 'allow' | 'deny' = 'allow', locale = 'en') {
    const back = await answerAtProvider(await start(locale), email, decision);
    return { back, location: await callback(back) };
  }

  const ticketOf = (location: string) => new URL(location).searchParams.get('social') ?? '';

  async function step(path: string, body: Record<string, unknown>) {
    const res = await svc.inject({ method: 'POST', url: `/auth/social/${path}`, payload: body });
    return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
  }

  async function whoIs(token: unknown) {
    const res = await svc.gql(`query { customer { email phone_number firstname } }`, undefined, {
      headers: { authorization: `Bearer ${String(token)}` },
    });
    return res.data?.customer as { email: string; phone_number: string } | undefined;
  }

  it('offers only the configured providers', async () => {
    const res = await svc.inject({ method: 'GET', url: '/auth/social/providers' });
    expect(res.json()).toEqual({ providers: ['GOOGLE'] });
    const apple = await svc.inject({ method: 'GET', url: '/auth/social/apple/start?locale=ar' });
    expect(apple.headers.location).toBe(SOCIAL_ERROR('ar'));
  });

  it('sends the browser to the provider with state, nonce and an S256 PKCE challenge only', async () => {
    const url = new URL(await start());
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const name of ['state', 'nonce', 'code_challenge'])
      expect(url.searchParams.get(name)).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('code_verifier')).toBeNull();
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
  });

  it('makes a new customer from the verified claims once the shopper proves a phone', async () => {
    const id = freshIdentity('0155');
    const { location } = await signIn(id.email, 'allow', 'ar');
    expect(location).toMatch(new RegExp(`^${STOREFRONT}/ar/login\\?social=`));
    const ticket = ticketOf(location);
    expect(await step('ticket', { ticket })).toEqual({
      status: 200,
      body: { status: 'phone-needed' },
    });
    const sent = await step('phone', { ticket, phone: id.phone, locale: 'ar' });
    expect(sent.body).toEqual({
      status: 'code-sent',
      phone: `${id.phone.slice(0, 3)}*****${id.phone.slice(-3)}`,
    });
    const code = svc.outbox.latest(id.phone)?.code;
    const done = await step('code', { ticket, otp: code });
    expect(done.body.status).toBe('signed-in');
    expect(await whoIs(done.body.token)).toMatchObject({ email: id.email, phone_number: id.phone });

    // The next time, the linked identity signs in at once.
    const again = await signIn(id.email);
    const next = await step('ticket', { ticket: ticketOf(again.location) });
    expect(next.body.status).toBe('signed-in');
    expect(await whoIs(next.body.token)).toMatchObject({ email: id.email });
    // A ticket works once.
    expect(await step('ticket', { ticket: ticketOf(again.location) })).toEqual({
      status: 400,
      body: { code: 'SOCIAL_ERROR' },
    });
  });

  it("links an existing account only after the code sent to that account's phone", async () => {
    const account = await registerCustomer(svc);
    const { location } = await signIn(account.email);
    const ticket = ticketOf(location);
    const read = await step('ticket', { ticket });
    expect(read.body).toEqual({
      status: 'code-sent',
      phone: `${account.phone.slice(0, 3)}*****${account.phone.slice(-3)}`,
    });
    // Neither the ticket alone, nor a new phone, nor a wrong code signs anyone in.
    expect((await step('phone', { ticket, phone: freshIdentity().phone })).body).toEqual({
      code: 'SOCIAL_ERROR',
    });
    // A new code replaces the first one (the code screen's resend).
    const first = svc.outbox.latest(account.phone)?.code;
    expect((await step('resend', { ticket })).body.status).toBe('code-sent');
    const code = svc.outbox.latest(account.phone)?.code as string;
    expect(svc.outbox.list({ to: account.phone }).filter((m) => m.code === first).length).toBe(1);
    const wrongCode = String((Number(code) + 1) % 10000).padStart(4, '0');
    const wrong = await step('code', { ticket, otp: wrongCode });
    expect(wrong.status).toBe(400);
    expect(wrong.body.token).toBeUndefined();
    const linked = await svc.db
      .selectFrom('social_identities')
      .selectAll()
      .where('email', '=', account.email)
      .execute();
    expect(linked).toEqual([]);

    const right = await step('code', { ticket, otp: code });
    expect(right.body.status).toBe('signed-in');
    expect(await whoIs(right.body.token)).toMatchObject({ phone_number: account.phone });
  });

  it('shows SOCIAL_ERROR when the shopper refuses consent, and signs nobody in', async () => {
    const id = freshIdentity();
    const before = await svc.db.selectFrom('social_tickets').select('ticket_hash').execute();
    const { back, location } = await signIn(id.email, 'deny', 'ar');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(location).toBe(SOCIAL_ERROR('ar'));
    const after = await svc.db.selectFrom('social_tickets').select('ticket_hash').execute();
    expect(after.length).toBe(before.length);
  });

  it.each(['key', 'aud'] as const)('refuses an ID token forged with another %s', async (mode) => {
    await provider.forge(mode);
    const id = freshIdentity();
    const { location } = await signIn(id.email);
    expect(location).toBe(SOCIAL_ERROR('en'));
    const tickets = await svc.db
      .selectFrom('social_tickets')
      .select('ticket_hash')
      .where('email', '=', id.email)
      .execute();
    expect(tickets).toEqual([]);
  });

  it('refuses a replayed state and an expired one', async () => {
    const id = freshIdentity();
    const { back, location } = await signIn(id.email);
    expect(location).toContain('social=');
    expect(await callback(back)).toBe(SOCIAL_ERROR('en'));

    const late = await answerAtProvider(await start(), id.email);
    await svc.db
      .updateTable('social_states')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect(await callback(late)).toBe(SOCIAL_ERROR('en'));
  });

  it(`starts at most ${SOCIAL_START_PER_IP.limit} sign-ins per address in ${SOCIAL_START_PER_IP.windowSeconds / 60} minutes`, async () => {
    const remoteAddress = '127.0.0.250';
    for (let i = 0; i < SOCIAL_START_PER_IP.limit; i++)
      expect(await start('en', remoteAddress)).toMatch(new RegExp(`^${provider.issuer}/`));
    expect(await start('en', remoteAddress)).toBe(SOCIAL_ERROR('en'));
  });
});
