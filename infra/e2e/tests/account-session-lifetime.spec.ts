// Issue 60: a signed-in shopper's session outlives its access token with the tab open. The spec
// starts a second stack (its own commerce service and gateway, on the suite's ports + 10 unless
// E2E_LIFETIME_GATEWAY_PORT / E2E_LIFETIME_COMMERCE_PORT say otherwise, serving the published
// deploy root) whose access tokens live DUKKAN_ACCESS_TOKEN_TTL_SECONDS = 15 s (the shell's timer
// refreshes every 7.5 s): a guest fills the cart, registers by phone at checkout, keeps the tab
// open past the first token's expiry (the service then refuses it), pays cash on delivery with
// Place order's requests held until the timer has refreshed (they arrive with a revoked token and
// must go again with the timer's token, not after a second refresh, which was the bug),
// and finds the order in My orders, all in the same document. Every refresh the page asked for
// was granted. One width: it draws nothing the width changes.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext, Page, Request, Route } from '@playwright/test';
import type { Locale } from '@dukkan/contracts';
import { expect, test } from './support';
import { LOCALES, fill } from './shell-support';
import { TEXTS } from './journey-support';
import {
  CART_TEXT,
  chooseArea,
  continueToCashOnDelivery,
  fillAddressForm,
  fillCart,
  registerByPhone,
} from './checkout-support';
import type { ServiceArea } from './journey-support';
import { withAddressPromptAnswered } from './account-support';

const TOKEN_SECONDS = 15;
const mainGateway = Number(process.env.E2E_GATEWAY_PORT ?? 8180);
const mainCommerce = Number(process.env.E2E_COMMERCE_PORT ?? 4100);
const GATEWAY_PORT = Number(process.env.E2E_LIFETIME_GATEWAY_PORT ?? mainGateway + 10);
const COMMERCE_PORT = Number(process.env.E2E_LIFETIME_COMMERCE_PORT ?? mainCommerce + 10);
const BASE_URL = `http://localhost:${GATEWAY_PORT}`;
const SERVE = path.resolve(__dirname, '../../scripts/serve-e2e.mjs');

/** Starts serve-e2e.mjs on the second ports with short access tokens; resolves once it serves. */
function startShortTokenStack(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [SERVE], {
    cwd: path.resolve(__dirname, '../../..'),
    env: {
      ...process.env,
      E2E_GATEWAY_PORT: String(GATEWAY_PORT),
      E2E_COMMERCE_PORT: String(COMMERCE_PORT),
      DUKKAN_ACCESS_TOKEN_TTL_SECONDS: String(TOKEN_SECONDS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
      if (output.includes('e2e servers ready')) resolve(child);
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    child.once('exit', (code) =>
      reject(new Error(`The short-token stack stopped (${String(code)}):\n${output}`)),
    );
  });
}

async function stopStack(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function customerWith(request: APIRequestContext, token: string) {
  const response = await request.post('/graphql', {
    data: { query: '{ customer { firstname } }' },
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as {
    data?: { customer?: { firstname: string } | null } | null;
    errors?: { message: string }[];
  };
}

/** From the checkout's login link: a new phone registers, the code from the dev outbox. */
async function registerAtCheckout(page: Page, locale: Locale) {
  await page.getByRole('link', { name: CART_TEXT[locale].checkout.start.login }).click();
  await registerByPhone(page, locale, 'lifetime');
  await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/shipping$`));
}

/** The new customer's address in the shipping step's picker, then Continue and cash on delivery. */
async function payCashOnDelivery(page: Page, locale: Locale, area: ServiceArea) {
  const main = page.getByRole('main');
  const add = main.getByRole('button', { name: TEXTS[locale].account.addresses.picker.addNew });
  if (await add.isVisible()) await add.click();
  await fillAddressForm(main, locale, area);
  await main.getByRole('button', { name: TEXTS[locale].account.addresses.form.save }).click();
  await continueToCashOnDelivery(page, locale);
}

const isRefresh = (request: Request) =>
  request.headers()['x-query-name'] === 'RefreshCustomerToken';
/** The service's answers that end a session (the contracts' SESSION_END_ERRORS, in English). */
const REFUSED =
  /isn't authorized|not authorized|cannot perform operations on cart|for logged[- ]in customer/i;

/**
 * Presses Place order while the customer's requests are slow: each one that carries a token is
 * kept on its way until the shell's timer has refreshed the access token, so it reaches the
 * service with the token rotation has just revoked and is refused. Returns those refused
 * requests, every authorised request the page sent, and the token the timer's refresh gave.
 */
async function placeOrderAcrossARefresh(page: Page, locale: Locale) {
  const refreshed = page.waitForResponse((response) => isRefresh(response.request()), {
    timeout: 60_000,
  });
  const keyOf = (request: Request) =>
    `${request.method()} ${request.url()} ${request.postData() ?? ''}`;
  const sent: { key: string; authorization: string }[] = [];
  const refused: { key: string; authorization: string }[] = [];
  let released = false;
  const slow = async (route: Route) => {
    const request = route.request();
    const authorization = request.headers().authorization;
    if (!authorization || isRefresh(request)) return route.fallback();
    sent.push({ key: keyOf(request), authorization });
    if (released) return route.fallback();
    await refreshed;
    released = true;
    const response = await route.fetch();
    if (REFUSED.test(await response.text())) refused.push({ key: keyOf(request), authorization });
    return route.fulfill({ response });
  };
  const graphql = (url: URL) => url.pathname === '/graphql';
  await page.route(graphql, slow);
  await page.getByRole('button', { name: CART_TEXT[locale].checkout.pay.placeOrder }).click();
  const body = (await (await refreshed).json()) as {
    data?: { refreshCustomerToken?: { token: string } | null } | null;
  };
  await expect(page).toHaveURL(new RegExp(`/${locale}/orders/success\\?id=`));
  await page.unroute(graphql, slow);
  return { sent, refused, timerToken: body.data?.refreshCustomerToken?.token ?? '' };
}

test.describe('a session that outlives its access token', () => {
  // One stack for both locales: the tests share a worker and run one after the other.
  test.describe.configure({ mode: 'default' });
  test.use({ baseURL: BASE_URL });
  let stack: ChildProcess | undefined;

  test.beforeAll(async () => {
    // A fresh database is created and seeded on start.
    test.setTimeout(300_000);
    stack = await startShortTokenStack();
  });
  test.afterAll(async () => {
    await stopStack(stack);
  });

  for (const locale of LOCALES) {
    test(`${locale}: a shopper keeps the tab open past the access token's expiry and checks out signed in @one-width`, async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(240_000);
      const c = CART_TEXT[locale];
      const account = TEXTS[locale].account;
      await withAddressPromptAnswered(page);
      const refreshes: { granted: boolean }[] = [];
      page.on('response', async (response) => {
        if (!/mutation RefreshCustomerToken\b/.test(response.request().postData() ?? '')) return;
        const body = (await response.json().catch(() => null)) as {
          data?: { refreshCustomerToken?: { token?: string } | null } | null;
        } | null;
        refreshes.push({ granted: Boolean(body?.data?.refreshCustomerToken?.token) });
      });
      const cookie = async (name: string) =>
        (await context.cookies()).find((entry) => entry.name === name)?.value;

      // A guest fills the cart and goes to the checkout, where a new phone registers.
      const area = await chooseArea(page, locale);
      await fillCart(page, locale);
      await page.goto(`/${locale}/cart`);
      await page.getByRole('link', { name: c.checkoutButton.label }).click();
      await registerAtCheckout(page, locale);
      const first = (await cookie('auth_token'))!;
      const firstExpiry = new Date(decodeURIComponent((await cookie('auth_token_expires_at'))!));
      expect(first).toBeTruthy();
      expect(firstExpiry.getTime() - Date.now()).toBeLessThanOrEqual(TOKEN_SECONDS * 1000);
      // A mark on this document: still there at the end, the tab was never reloaded.
      await page.evaluate(() => {
        (window as unknown as { sameTab?: boolean }).sameTab = true;
      });

      // The shipping step's work, then the tab stays open past the first token's expiry.
      await payCashOnDelivery(page, locale, area);
      const left = firstExpiry.getTime() - Date.now();
      if (left > -1000) await page.waitForTimeout(left + 1000);
      expect((await customerWith(request, first)).errors?.[0]?.message).toBe(
        "The current customer isn't authorized.",
      );

      // Place order, still signed in (a guest's order would end on /guest-order/success), with
      // its requests slow enough to reach the service after the timer's refresh: each one the
      // service refused for its revoked token went again with the timer's new token, not after a
      // refresh of its own (that would spend the new refresh token and revoke the new token).
      const slow = await placeOrderAcrossARefresh(page, locale);
      expect(slow.refused.length).toBeGreaterThan(0);
      for (const request of slow.refused) {
        const again = slow.sent.filter((entry) => entry.key === request.key);
        expect(again.map((entry) => entry.authorization)).toEqual([
          request.authorization,
          `Bearer ${slow.timerToken}`,
        ]);
      }
      const number = new URL(page.url()).searchParams.get('id')!;
      await expect(
        page.getByRole('heading', { name: fill(c.outcome.orderNumber, { number }) }),
      ).toBeVisible();
      const greeting = page.getByRole('banner').getByRole('button', {
        name: fill(account.accountMenu.greeting, { firstname: 'Salma' }),
      });
      await greeting.click();
      await page
        .getByRole('navigation', { name: account.accountMenu.menuLabel })
        .getByRole('link', { name: account.accountMenu.orders })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/account/orders$`));
      await expect(
        page.getByRole('article', { name: fill(account.orders.number, { number }) }),
      ).toBeVisible();

      // The page refreshed its token on its own, every time with a refresh token not yet spent;
      // the token it holds is good (asked again if the timer replaced it meanwhile).
      expect(await cookie('auth_token')).not.toBe(first);
      await expect
        .poll(async () => (await customerWith(request, (await cookie('auth_token'))!)).data)
        .toEqual({ customer: { firstname: 'Salma' } });
      expect(refreshes.length).toBeGreaterThan(0);
      expect(await page.evaluate(() => (window as unknown as { sameTab?: boolean }).sameTab)).toBe(
        true,
      );
      expect(refreshes.filter((refresh) => !refresh.granted)).toEqual([]);
    });
  }
});
