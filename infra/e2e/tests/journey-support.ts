// Helpers of the first shopper journey (issue 6): the texts of the four remotes (their own i18n
// files, so the spec finds controls by their real names), what the commerce service holds (an
// area with a store, a weighed product, a configurable product), the one-time code from the
// service's dev outbox, and screenshots for docs/screenshots when DUKKAN_SCREENSHOTS is set.
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { CLIENT_MESSAGES, storeCodeOf } from '@dukkan/contracts';
import type { Locale } from '@dukkan/contracts';
import { en as accountEn } from '../../../mf-account/src/locales/en';
import { ar as accountAr } from '../../../mf-account/src/locales/ar';
import { en as cartEn } from '../../../mf-cart-checkout/src/locales/en';
import { ar as cartAr } from '../../../mf-cart-checkout/src/locales/ar';
import { en as catalogEn } from '../../../mf-catalog/src/locales/en';
import { ar as catalogAr } from '../../../mf-catalog/src/locales/ar';
import { productTextsEn } from '../../../mf-catalog/src/locales/product-en';
import { productTextsAr } from '../../../mf-catalog/src/locales/product-ar';
import { en as searchEn } from '../../../mf-search/src/locales/en';
import { ar as searchAr } from '../../../mf-search/src/locales/ar';
import { SHELL_TEXT } from './shell-support';
import { expect } from './support';

export const TEXTS = {
  en: {
    shell: SHELL_TEXT.en,
    account: accountEn,
    cart: cartEn,
    catalog: { ...catalogEn, ...productTextsEn },
    search: searchEn,
  },
  ar: {
    shell: SHELL_TEXT.ar,
    account: accountAr,
    cart: cartAr,
    catalog: { ...catalogAr, ...productTextsAr },
    search: searchAr,
  },
} as const;

export function clientMessage(key: keyof typeof CLIENT_MESSAGES, locale: Locale): string {
  return CLIENT_MESSAGES[key][locale];
}

/** A name template (`Add {{name}} to cart`) as a pattern matching any value of the placeholders. */
export function templatePattern(template: string, anchored = true): RegExp {
  const parts = template
    .split(/\{\{\w+\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return anchored ? new RegExp(`^${parts.join('.+')}$`) : new RegExp(parts.join('.+'));
}

/** A name that starts with the given text. */
export function startingWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

async function graphql<T>(
  request: APIRequestContext,
  locale: Locale,
  query: string,
  source = 'default',
): Promise<T> {
  const response = await request.get('/graphql', {
    params: { query, store: storeCodeOf(locale), source },
    headers: { Store: storeCodeOf(locale), 'Content-Language': locale, source: 'browser' },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(`The service refused ${query}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export interface ServiceArea {
  region: string;
  city: string;
  district: string;
  /** The stock source of the district's store. */
  source: string;
}

/** The first region, city and district (active, with a store) in the service, in that language. */
export async function areaWithStore(
  request: APIRequestContext,
  locale: Locale,
): Promise<ServiceArea> {
  type District = { name: string; is_active: boolean; source_code: string | null };
  type City = { name: string; is_active: boolean; districts: District[] };
  const data = await graphql<{ regionsForCountry: { name: string; cities: City[] }[] }>(
    request,
    locale,
    '{ regionsForCountry(is_active: true) { name cities { name is_active districts { name is_active source_code } } } }',
  );
  for (const region of data.regionsForCountry) {
    for (const city of region.cities.filter((c) => c.is_active)) {
      const district = city.districts.find((d) => d.is_active && d.source_code);
      if (district?.source_code) {
        const { name, source_code: source } = district;
        return { region: region.name, city: city.name, district: name, source };
      }
    }
  }
  throw new Error('The service has no district with a store');
}

/**
 * A product on the first page of a category (by url key) that is in stock at one of the two
 * sources and out of stock at the other, with whether `source` has it.
 */
export async function productStockedOtherwise(
  request: APIRequestContext,
  locale: Locale,
  categoryUrlKey: string,
  source: string,
): Promise<{ urlKey: string; inStockThere: boolean }> {
  const { categoryList } = await graphql<{ categoryList: { id: number }[] }>(
    request,
    locale,
    `{ categoryList(filters: { url_key: { eq: "${categoryUrlKey}" } }) { id } }`,
  );
  const id = categoryList[0]?.id;
  if (id === undefined) throw new Error(`The service has no category ${categoryUrlKey}`);
  type Item = { sku: string; url_key: string; only_x_left_in_stock: number | null };
  const list = `{ products(filter: { category_id: { eq: "${id}" } }, pageSize: 24, currentPage: 1) { items { sku url_key only_x_left_in_stock } } }`;
  const itemsAt = async (at: string) =>
    (await graphql<{ products: { items: Item[] } }>(request, locale, list, at)).products.items;
  const [here, there] = await Promise.all([itemsAt('default'), itemsAt(source)]);
  const hasIt = (item: Item | undefined) => (item?.only_x_left_in_stock ?? 0) > 0;
  for (const item of here) {
    const inStockThere = hasIt(there.find((other) => other.sku === item.sku));
    if (hasIt(item) !== inStockThere) return { urlKey: item.url_key, inStockThere };
  }
  throw new Error(`No product of ${categoryUrlKey} has another stock at ${source}`);
}

export interface ServiceProduct {
  sku: string;
  name: string;
  url_key: string;
  cart_control: { increment_step: number; min_amount: number; unit: string | null };
  categories: { url_key: string; name: string }[];
  configurable_options?: { label: string; values: { label: string }[] }[];
}

const PRODUCT_FIELDS =
  'sku name url_key only_x_left_in_stock cart_control { increment_step min_amount unit } categories { url_key name }';

/** A product found by a search word whose quantity step is fractional (a weighed product). */
export async function weighedProduct(
  request: APIRequestContext,
  locale: Locale,
  word: string,
): Promise<ServiceProduct> {
  const data = await graphql<{
    products: { items: (ServiceProduct & { only_x_left_in_stock: number | null })[] };
  }>(
    request,
    locale,
    `{ products(search: ${JSON.stringify(word)}, pageSize: 10) { items { ${PRODUCT_FIELDS} } } }`,
  );
  const found = data.products.items.find(
    (item) =>
      !Number.isInteger(item.cart_control.increment_step) && (item.only_x_left_in_stock ?? 0) >= 5,
  );
  if (!found) throw new Error(`No weighed product in stock for "${word}"`);
  return found;
}

/** A configurable product (found by a search word) with its options in that language. */
export async function configurableProduct(
  request: APIRequestContext,
  locale: Locale,
  word: string,
): Promise<ServiceProduct> {
  const data = await graphql<{ products: { items: (ServiceProduct & { __typename: string })[] } }>(
    request,
    locale,
    `{ products(search: ${JSON.stringify(word)}, pageSize: 10) { items { __typename ${PRODUCT_FIELDS}
      ... on ConfigurableProduct { configurable_options { label values { label } } } } } }`,
  );
  const found = data.products.items.find((item) => item.__typename === 'ConfigurableProduct');
  if (!found) throw new Error(`No configurable product for "${word}"`);
  return found;
}

/** Products of one category (for the comparison, which needs a shared category). */
export async function productsOfCategory(
  request: APIRequestContext,
  locale: Locale,
  urlKey: string,
): Promise<{ name: string; sku: string }[]> {
  const data = await graphql<{ categoryList: { uid: string; id: number }[] }>(
    request,
    locale,
    `{ categoryList(filters: { url_key: { eq: ${JSON.stringify(urlKey)} } }) { uid id } }`,
  );
  const id = data.categoryList[0]?.id;
  const products = await graphql<{ products: { items: { name: string; sku: string }[] } }>(
    request,
    locale,
    `{ products(filter: { category_id: { eq: "${String(id)}" } }, pageSize: 24) { items { name sku } } }`,
  );
  return products.products.items;
}

/** The newest one-time code the service "sent" to a phone (dev outbox, not in production). */
export async function latestCode(
  request: APIRequestContext,
  phone: string,
  after: number,
): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await request.get('/dev/outbox', { params: { to: phone } });
    const body = (await response.json()) as { messages: { id: number; code?: string }[] };
    const message = body.messages.find((entry) => entry.id > after && entry.code);
    if (message?.code) return message.code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No code reached the outbox for ${phone}`);
}

/**
 * Proves a phone registered through the API (createCustomer sends the code that proves it; until
 * then the account cannot sign in and a code login treats the phone as unregistered). Returns the
 * session the proof signed in (its token and when the token expires).
 */
export async function provePhone(
  request: APIRequestContext,
  phone: string,
): Promise<{ token: string; expires: string }> {
  const code = await latestCode(request, phone, 0);
  const response = await request.post('/graphql', {
    data: {
      query:
        'mutation($p: String!, $o: String!) { loginByOTP(phone_number: $p, otp: $o) { token token_expires_at } }',
      variables: { p: phone, o: code },
    },
  });
  const body = (await response.json()) as {
    data?: { loginByOTP?: { token: string; token_expires_at: string } };
    errors?: unknown;
  };
  const session = body.data?.loginByOTP;
  if (!session) throw new Error(`Could not prove ${phone}: ${JSON.stringify(body)}`);
  return { token: session.token, expires: session.token_expires_at };
}

/** Id of the newest outbox message (codes sent later have higher ids). */
export async function lastOutboxId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/dev/outbox');
  const body = (await response.json()) as { messages: { id: number }[] };
  return body.messages.reduce((max, entry) => Math.max(max, entry.id), 0);
}

/** Opens the login page from the header, or from the phone's bottom bar at 375 px. */
export async function openLogin(page: Page, locale: Locale, mobile: boolean): Promise<void> {
  const text = TEXTS[locale];
  const entry = mobile
    ? page.getByRole('navigation', { name: text.shell.mobileBar.label })
    : page.getByRole('banner');
  const name = mobile ? text.shell.mobileBar.login : text.account.accountMenu.login;
  await entry.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/login$`));
}

/** A phone number nobody has registered yet (010 and 8 digits from the clock and a counter). */
let phoneCounter = 0;
export function newPhone(): string {
  phoneCounter += 1;
  const digits = String(
    (Date.now() * 10 + phoneCounter + Math.floor(Math.random() * 7)) % 100_000_000,
  ).padStart(8, '0');
  return `010${digits}`;
}

const SHOTS_DIR = path.resolve(__dirname, '../../../docs/screenshots');

/** Saves a screenshot of the page for the docs when DUKKAN_SCREENSHOTS is set. */
export async function snap(page: Page, name: string): Promise<void> {
  if (!process.env.DUKKAN_SCREENSHOTS) return;
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`) });
}

/** The analytics entries the page pushed to `window.dataLayer` under one event name. */
export async function dataLayerEvents(
  page: Page,
  event: string,
): Promise<Record<string, unknown>[]> {
  const entries = await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? []);
  return entries.filter(
    (entry): entry is Record<string, unknown> =>
      typeof entry === 'object' && entry !== null && (entry as { event?: unknown }).event === event,
  );
}

/**
 * A button of the product itself, not of the related, up-sell and cross-sell strips below it
 * (sections with their own cards and buttons; the seed has several products of one name). Waits
 * for the product's own add-to-cart fragment instead of taking a strip's button that drew first.
 */
export function productOwn(page: Page, name: string | RegExp) {
  return page
    .locator('xpath=//main//button[not(ancestor::section)]')
    .and(page.getByRole('button', { name }));
}

/**
 * Opens the newest confirmation link e-mailed to `email` (dev outbox) through the service, as the
 * /confirm-email page does: until then the e-mail cannot sign in by password (issue 60).
 */
export async function proveEmail(request: APIRequestContext, email: string): Promise<void> {
  const token = /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(
    await confirmLinkFor(request, email),
  )?.[1];
  const response = await request.post('/graphql', {
    data: { query: 'mutation($t: String!) { confirmEmail(token: $t) }', variables: { t: token } },
  });
  const body = (await response.json()) as { data?: { confirmEmail?: boolean }; errors?: unknown };
  if (body.data?.confirmEmail !== true) {
    throw new Error(`Could not prove ${email}: ${JSON.stringify(body)}`);
  }
}

/** The newest e-mail confirmation link (`/{locale}/confirm-email?token=..`) sent to `email`. */
export async function confirmLinkFor(request: APIRequestContext, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await request.get('/dev/outbox', { params: { to: email } });
    const body = (await response.json()) as { messages: { body?: string }[] };
    const link = body.messages
      .map(
        (message) =>
          /\/(?:en|ar)\/confirm-email\?token=[A-Za-z0-9_-]+/.exec(message.body ?? '')?.[0],
      )
      .find(Boolean);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No confirmation e-mail reached the outbox for ${email}`);
}
