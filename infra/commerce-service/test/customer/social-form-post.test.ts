/**
 * Apple's sign-in answers by form_post (the browser POSTs code and state to the callback): the
 * service asks APPLE for response_mode=form_post and takes its answer only as an urlencoded POST,
 * checked as the query answers are (state, PKCE, the ID token's signature and audience). The
 * local OpenID provider (oidc-provider) answers form_post as Apple does, with an
 * auto-submitting form.
 */
import { startTestService } from '../helpers/service';
import {
  postedAtProvider,
  startLocalProvider,
  type LocalProvider,
  type PostedAnswer,
} from '../support/openid-provider';
import { freshIdentity, type Service } from './helpers';

const PROVIDER_PORT = 4246;
const PUBLIC_URL = 'http://127.0.0.1:4247';
const CALLBACK = `${PUBLIC_URL}/auth/social/apple/callback`;
const STOREFRONT = 'http://storefront.test';
const SOCIAL_ERROR = `${STOREFRONT}/en/login?msg=SOCIAL_ERROR`;

let provider: LocalProvider;
let svc: Service;
beforeAll(async () => {
  provider = await startLocalProvider(PROVIDER_PORT, [CALLBACK]);
  svc = await startTestService({
    env: {
      PUBLIC_URL,
      STOREFRONT_URL: STOREFRONT,
      SOCIAL_APPLE_ISSUER: provider.issuer,
      SOCIAL_APPLE_CLIENT_ID: provider.clientId,
      SOCIAL_APPLE_CLIENT_SECRET: provider.clientSecret,
    },
  });
});
afterAll(async () => {
  await svc?.close();
  await provider?.stop();
});
afterEach(async () => {
  await provider.forge('off');
});

async function start(): Promise<string> {
  const res = await svc.inject({ method: 'GET', url: '/auth/social/apple/start?locale=en' });
  expect(res.statusCode).toBe(303);
  return res.headers.location as string;
}

/** The browser's POST of the provider's form to the callback; where the service sends it. */
async function post({ action, form }: PostedAnswer) {
  const res = await svc.inject({
    method: 'POST',
    url: `${action.pathname}${action.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(res.statusCode).toBe(303);
  return res.headers.location as string;
}

it('asks Apple to answer by form_post', async () => {
  const url = new URL(await start());
  expect(url.origin).toBe(provider.issuer);
  expect(url.searchParams.get('response_mode')).toBe('form_post');
  expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
});

it('takes the POSTed answer: a ticket for the storefront, whose next step is the phone', async () => {
  const answer = await postedAtProvider(await start(), freshIdentity('0156').email);
  expect(answer.action.href).toBe(CALLBACK);
  expect([...answer.form.keys()].sort()).toEqual(['code', 'iss', 'state']);
  const location = await post(answer);
  expect(location).toMatch(new RegExp(`^${STOREFRONT}/en/login\\?social=`));
  const ticket = new URL(location).searchParams.get('social');
  const res = await svc.inject({ method: 'POST', url: '/auth/social/ticket', payload: { ticket } });
  expect(res.json()).toEqual({ status: 'phone-needed' });
});

it("refuses Apple's code when it comes in a URL instead of a form", async () => {
  const { form } = await postedAtProvider(await start(), freshIdentity('0157').email);
  const res = await svc.inject({
    method: 'GET',
    url: `/auth/social/apple/callback?${form.toString()}`,
  });
  expect(res.headers.location).toBe(SOCIAL_ERROR);
});

it('shows SOCIAL_ERROR for a refused consent posted back', async () => {
  const answer = await postedAtProvider(await start(), '', 'deny');
  expect(answer.form.get('error')).toBe('access_denied');
  expect(await post(answer)).toBe(SOCIAL_ERROR);
});

it('shows SOCIAL_ERROR for a forged ID token behind a posted code', async () => {
  await provider.forge('key');
  const answer = await postedAtProvider(await start(), freshIdentity('0158').email);
  expect(await post(answer)).toBe(SOCIAL_ERROR);
});
