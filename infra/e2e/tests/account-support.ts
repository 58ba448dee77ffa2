// Helpers of the customer-area spec (issue 13): the seeded customers, one signed-in state per
// customer reused by the tests that are not about signing in (the service's token in the shell's
// session cookies, as the shell leaves them after a login), and axe's serious and critical
// violations.
import { mkdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { newPhone, proveEmail, provePhone } from './journey-support';

/** Seeded customers (infra/commerce-service/src/domains/customer/seed.ts), password Dukkan2025. */
export const CUSTOMERS = {
  /** GOLD, every voucher status, a wishlist. */
  ahmed: { email: 'ahmed.hassan@example.com', firstname: 'Ahmed' },
  /** SILVER, 4,820 points (180 to GOLD), 75.50 EGP credit, one READY voucher. */
  mona: { email: 'mona.adel@example.com', firstname: 'Mona' },
  /** BRONZE, one order. */
  karim: { email: 'karim.mostafa@example.com', firstname: 'Karim' },
  /** NONMEMBER, empty account. */
  salma: { email: 'salma.ibrahim@example.com', firstname: 'Salma' },
  /** BRONZE with a tier upgrade to acknowledge (the loyalty upgrade dialog). */
  nour: { email: 'nour.samir@example.com', firstname: 'Nour' },
} as const;
export type CustomerKey = keyof typeof CUSTOMERS;
export const DEMO_PASSWORD = 'Dukkan2025';

const tokens = new Map<string, Promise<{ token: string; expires: string }>>();

/** A session token of `email` (one per worker and customer). */
export function tokenOf(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<{ token: string; expires: string }> {
  const key = `${email}:${password}`;
  let pending = tokens.get(key);
  if (!pending) {
    pending = (async () => {
      const response = await request.post('/graphql', {
        data: {
          query:
            'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token token_expires_at } }',
          variables: { e: email, p: password },
        },
      });
      const body = (await response.json()) as {
        data?: { generateCustomerToken?: { token: string; token_expires_at: string } };
        errors?: unknown;
      };
      const answer = body.data?.generateCustomerToken;
      if (!answer) throw new Error(`No token for ${email}: ${JSON.stringify(body.errors)}`);
      return { token: answer.token, expires: answer.token_expires_at };
    })();
    tokens.set(key, pending);
  }
  return pending;
}

/** Signs the browser context in as a seeded customer (the shell's session cookies). */
export async function signedInAs(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
  customer: CustomerKey,
): Promise<void> {
  await withSession(context, baseURL, await tokenOf(request, CUSTOMERS[customer].email));
}

/**
 * Puts a session the service gave (a token and its expiry) into the browser context as the
 * shell's session cookies, as a login in the page leaves them.
 */
export async function withSession(
  context: BrowserContext,
  baseURL: string,
  { token, expires }: { token: string; expires: string },
): Promise<void> {
  const seconds = Math.floor(new Date(expires).getTime() / 1000);
  await context.addCookies(
    [
      ['auth_token', token],
      ['secured-session', '1'],
    ].map(([name, value]) => ({
      name: name as string,
      value: value as string,
      url: baseURL,
      expires: seconds,
      sameSite: 'Lax' as const,
    })),
  );
}

/** The specs' axe check (support.ts), kept importable from here. */
export { seriousViolations } from './support';

async function serviceCall<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
  token: string | null,
  source?: string,
): Promise<T> {
  const response = await request.post('/graphql', {
    params: source ? { source } : {},
    headers: token ? { authorization: `Bearer ${token}` } : {},
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data || body.errors) {
    throw new Error(`The service refused ${query.slice(0, 60)}: ${JSON.stringify(body.errors)}`);
  }
  return body.data;
}

/**
 * A cart of a seeded customer ready to pay, as checkout leaves it: at the store of the customer's
 * first active address, three units of an in-stock product, that address, the first open
 * delivery slot, flat rate. Returns the cart id and a caller with the customer's token.
 */
async function readyCartFor(request: APIRequestContext, customer: CustomerKey) {
  const { token } = await tokenOf(request, CUSTOMERS[customer].email);
  const { customer: me } = await serviceCall<{
    customer: {
      addresses: {
        id: number;
        is_active: boolean;
        district: { id: number; available_store: { source_code: string } };
      }[];
    };
  }>(
    request,
    '{ customer { addresses { id is_active district { id available_store { source_code } } } } }',
    {},
    token,
  );
  const address = me.addresses.find((entry) => entry.is_active);
  if (!address) throw new Error(`${customer} has no active address`);
  const source = address.district.available_store.source_code;
  const call = <T>(query: string, variables: Record<string, unknown> = {}) =>
    serviceCall<T>(request, query, variables, token, source);
  const { createEmptyCart: cartId } = await call<{ createEmptyCart: string }>(
    'mutation { createEmptyCart }',
  );
  const { products } = await call<{
    products: { items: { sku: string; __typename: string; stock_status: string }[] };
  }>('{ products(search: "rice", pageSize: 20) { items { sku __typename stock_status } } }');
  const product = products.items.find(
    (item) => item.__typename === 'SimpleProduct' && item.stock_status === 'IN_STOCK',
  );
  if (!product) throw new Error(`No product in stock at ${source}`);
  await call(
    'mutation($c: String!, $s: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $s, quantity: 3 }]) { cart { id } } }',
    { c: cartId, s: product.sku },
  );
  await call(
    'mutation($c: String!, $a: Int!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ customer_address_id: $a }] }) { cart { id } } }',
    { c: cartId, a: address.id },
  );
  const { availableDeliveryDays } = await call<{
    availableDeliveryDays: { day: string; intervals: { id: number }[] }[];
  }>('query($d: Int!) { availableDeliveryDays(districtId: $d) { day intervals { id } } }', {
    d: address.district.id,
  });
  const day = availableDeliveryDays.find((entry) => entry.intervals.length > 0);
  if (!day) throw new Error('No delivery slot is open');
  await call(
    'mutation($c: String!, $day: String!, $i: Int!, $d: Int!) { setDeliveryScheduleOnCart(input: { cart_id: $c, delivery_day: $day, delivery_interval_id: $i, district_id: $d }) { cart { id } } }',
    { c: cartId, day: day.day, i: day.intervals[0]?.id, d: address.district.id },
  );
  await call(
    'mutation($c: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }',
    { c: cartId },
  );
  return { cartId, call };
}

/**
 * Runs `work` while no other worker of this run fills, places or orders again into the same
 * customer's cart: a customer has one active cart, and two orders prepared on it at once ended one
 * of them with "The cart isn't active" (seen in CI: account-review beside account-substitution,
 * both Karim); items ordered again went into an order another worker placed. The lock is a
 * folder per run and customer; one older than a minute was left by a killed run.
 */
export async function oneCartAtATime<T>(customer: CustomerKey, work: () => Promise<T>): Promise<T> {
  const run = process.env.E2E_GATEWAY_PORT ?? '8180';
  const lock = path.join(os.tmpdir(), `dukkan-e2e-${run}-${customer}-cart.lock`);
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const since = await stat(lock).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      if (since > 60_000) await rm(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** Places a cash-on-delivery order for a seeded customer through the service, as checkout does. */
export async function placeOrderFor(
  request: APIRequestContext,
  customer: CustomerKey,
): Promise<string> {
  return oneCartAtATime(customer, () => placeOrderNow(request, customer));
}

async function placeOrderNow(request: APIRequestContext, customer: CustomerKey): Promise<string> {
  const { cartId, call } = await readyCartFor(request, customer);
  await call(
    'mutation($c: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: "cashondelivery" } }) { cart { id } } }',
    { c: cartId },
  );
  const placed = await call<{ placeOrder: { order: { order_number: string } } }>(
    'mutation($c: String!) { placeOrder(input: { cart_id: $c }) { order { order_number } } }',
    { c: cartId },
  );
  return placed.placeOrder.order.order_number;
}

/**
 * Gives a seeded customer a saved card as a shopper gets one: an order paid by card with "save
 * card" ticked, the card posted to the sandbox's PayFort-style page with the signed fields, the
 * payment approved. Returns the new card's id.
 */
export async function savedCardFor(
  request: APIRequestContext,
  customer: CustomerKey,
  baseURL: string,
): Promise<number> {
  return oneCartAtATime(customer, () => saveCardNow(request, customer, baseURL));
}

async function saveCardNow(
  request: APIRequestContext,
  customer: CustomerKey,
  baseURL: string,
): Promise<number> {
  const { cartId, call } = await readyCartFor(request, customer);
  await call(
    'mutation($c: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: "robusta_payfort_cc" } }) { cart { id } } }',
    { c: cartId },
  );
  await call(
    'mutation($c: String!) { savePaymentCardOnCart(input: { cart_id: $c, save_card: true }) { cart_id } }',
    { c: cartId },
  );
  const { cardPaymentSignature: signed } = await call<{
    cardPaymentSignature: {
      access_code: string;
      merchant_identifier: string;
      merchant_reference: string;
      return_url: string;
      signature: string;
      service_url: string;
      fields: { name: string; value: string }[];
    };
  }>(
    'mutation($c: String!, $r: String!) { cardPaymentSignature(input: { cart_id: $c, return_url: $r }) { access_code merchant_identifier merchant_reference return_url signature service_url fields { name value } } }',
    { c: cartId, r: new URL('/en/orders/success', baseURL).toString() },
  );
  const form: Record<string, string> = {
    access_code: signed.access_code,
    merchant_identifier: signed.merchant_identifier,
    merchant_reference: signed.merchant_reference,
    return_url: signed.return_url,
    signature: signed.signature,
    card_number: '4111111111111111',
    expiry_date: `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`,
    card_security_code: '123',
    card_holder_name: 'Test Holder',
  };
  for (const field of signed.fields) form[field.name] = field.value;
  const posted = await request.post(new URL(signed.service_url).pathname, { form });
  if (!posted.ok()) throw new Error(`The card form was refused: ${posted.status()}`);
  const approved = await request.post(`/dev/payment-sandbox/${signed.merchant_reference}/approve`, {
    maxRedirects: 0,
  });
  if (approved.status() >= 400)
    throw new Error(`The payment was not approved: ${approved.status()}`);
  const { customerCards } = await call<{ customerCards: { card_id: number }[] }>(
    '{ customerCards { card_id } }',
  );
  const newest = Math.max(...customerCards.map((card) => card.card_id));
  if (!Number.isFinite(newest)) throw new Error(`${customer} has no saved card after paying`);
  return newest;
}

/** The newest order number of a seeded customer. */
export async function latestOrderOf(
  request: APIRequestContext,
  customer: CustomerKey,
): Promise<string> {
  const { token } = await tokenOf(request, CUSTOMERS[customer].email);
  const { customerOrders } = await serviceCall<{
    customerOrders: { items: { number: string }[] };
  }>(request, '{ customerOrders(pageSize: 1) { items { number } } }', {}, token);
  const number = customerOrders.items[0]?.number;
  if (!number) throw new Error(`${customer} has no order`);
  return number;
}

/** A new customer with an e-mail and password (createCustomer), so a test may change it freely. */
export async function newCustomerWithPassword(
  request: APIRequestContext,
  phone: string,
  password: string,
): Promise<{ email: string; firstname: string }> {
  const email = `reset.${phone}@example.com`;
  await serviceCall(
    request,
    'mutation($i: CustomerCreateInput!) { createCustomer(input: $i) { customer { id } } }',
    {
      i: {
        firstname: 'Nour',
        lastname: 'Said',
        email,
        phone_number: phone,
        customer_source: 'WEB',
        password,
      },
    },
    null,
  );
  await provePhone(request, phone);
  await proveEmail(request, email);
  return { email, firstname: 'Nour' };
}

/**
 * A new customer made through the service as registration by phone makes one (source WEB, no
 * address), signed in in `context` with the session its phone's code gave, as a login by phone
 * in the page leaves it. Answers the phone.
 */
export async function newCustomerSignedIn(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
): Promise<string> {
  const phone = newPhone();
  await serviceCall(
    request,
    'mutation($i: CustomerCreateInput!) { createCustomer(input: $i) { customer { id } } }',
    {
      i: {
        phone_number: phone,
        email: `nour.${phone}@example.com`,
        firstname: 'Nour',
        lastname: 'Samir',
        customer_source: 'WEB',
      },
    },
    null,
  );
  await withSession(context, baseURL, await provePhone(request, phone));
  return phone;
}

/** The reset link of the newest e-mail the service "sent" to `email` (dev outbox). */
export async function resetLinkFor(request: APIRequestContext, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await request.get('/dev/outbox', { params: { to: email } });
    const body = (await response.json()) as { messages: { body?: string }[] };
    const link = body.messages
      .map((message) => /\/(?:en|ar)\/auth\/reset\?\S+/.exec(message.body ?? '')?.[0])
      .find(Boolean);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No reset e-mail reached the outbox for ${email}`);
}

/**
 * Every customer has already answered the address selector's prompt (issue 12: it opens by itself
 * for a signed-in customer with a saved area and no stored address, over whatever page is open),
 * so the customer-area pages can be used and photographed. The prompt's own specs cover it.
 */
export async function withAddressPromptAnswered(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      if (key.startsWith('dukkan:address-prompt-confirmed:')) return '1';
      return getItem.call(this, key);
    };
  });
}

/** The store's side of an order (the service's dev routes): the next status, step by step. */
export async function advanceOrderTo(
  request: APIRequestContext,
  number: string,
  to: 'processing' | 'out_for_delivery' | 'delivered',
): Promise<void> {
  const steps = ['processing', 'out_for_delivery', 'delivered'] as const;
  for (const status of steps.slice(0, steps.indexOf(to) + 1)) {
    const response = await request.post(`/dev/orders/${number}/status`, { data: { status } });
    if (!response.ok()) throw new Error(`${number} -> ${status}: ${await response.text()}`);
  }
}

/** The store proposes replacements for the order's first item (the service's dev route). */
export async function proposeSubstitutionFor(
  request: APIRequestContext,
  number: string,
): Promise<void> {
  const response = await request.post(`/dev/orders/${number}/substitution`, { data: {} });
  if (!response.ok()) throw new Error(`substitution for ${number}: ${await response.text()}`);
}

/** The service's raw answer (data and errors) to a request made with a customer's token, or as a guest. */
export async function graphqlAs(
  request: APIRequestContext,
  customer: CustomerKey | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}> {
  const token = customer ? (await tokenOf(request, CUSTOMERS[customer].email)).token : null;
  const response = await request.post('/graphql', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    data: { query, variables },
  });
  return (await response.json()) as {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
}
