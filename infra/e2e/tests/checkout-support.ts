// Helpers of the checkout specs (issue 12): the area with a store, a cart with a weighed and a
// configurable product, and the account's address form as a shopper fills it.
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { storeCodeOf } from '@dukkan/contracts';
import type { Locale } from '@dukkan/contracts';
import { expect } from './support';
import { fill } from './shell-support';
import { checkoutEn } from '../../../mf-cart-checkout/src/locales/en/checkout';
import { checkoutAr } from '../../../mf-cart-checkout/src/locales/ar/checkout';
import { paymentEn } from '../../../mf-cart-checkout/src/locales/en/payment';
import { paymentAr } from '../../../mf-cart-checkout/src/locales/ar/payment';
import type { ServiceArea } from './journey-support';
import { withSession } from './account-support';
import {
  TEXTS,
  areaWithStore,
  configurableProduct,
  lastOutboxId,
  latestCode,
  newPhone,
  productOwn,
  proveEmail,
  provePhone,
  startingWith,
  templatePattern,
  weighedProduct,
} from './journey-support';

export async function chooseArea(page: Page, locale: Locale) {
  const area = await areaWithStore(page.request, locale);
  await page.goto(`/${locale}`);
  await saveArea(page, locale, area);
  return area;
}

/** Saves `area` in the select-area dialog that opened by itself on the page shown. */
export async function saveArea(page: Page, locale: Locale, area: ServiceArea) {
  const text = TEXTS[locale];
  const dialog = page.getByRole('dialog', { name: text.shell.selectArea.title });
  await expect(dialog).toBeVisible();
  const a = text.account.areaSelector;
  await dialog.getByRole('combobox', { name: a.city }).selectOption({ label: area.region });
  await dialog.getByRole('combobox', { name: a.area }).selectOption({ label: area.city });
  await dialog.getByRole('combobox', { name: a.district }).selectOption({ label: area.district });
  await dialog.getByRole('button', { name: a.save }).click();
  await expect(dialog).toBeHidden();
}

/**
 * On the login page the checkout sent the shopper to: a new phone goes to registration, which is
 * filled with `name` and an e-mail tagged `emailTag`, and the code from the dev outbox is typed.
 */
export async function registerByPhone(page: Page, locale: Locale, emailTag: string) {
  const account = TEXTS[locale].account;
  const phone = newPhone();
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: account.login.phone }).fill(phone);
  await page.getByRole('button', { name: account.login.submit }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/register\\?phone=`));
  await main.getByRole('textbox', { name: account.register.fullName }).fill('Salma Fathy');
  await main
    .getByRole('textbox', { name: account.register.email })
    .fill(`${emailTag}.${phone}@example.com`);
  const before = await lastOutboxId(page.request);
  await page.getByRole('button', { name: account.register.submit }).click();
  await expect(page.getByRole('heading', { name: account.otp.title })).toBeVisible();
  const code = await latestCode(page.request, phone, before);
  for (const [index, digit] of [...code].entries()) {
    await page
      .getByRole('textbox', { name: fill(account.otp.digit, { index: index + 1, total: 4 }) })
      .fill(digit);
  }
  return phone;
}

/** The shipping step with its first method and a slot chosen: Continue, then cash on delivery. */
export async function continueToCashOnDelivery(page: Page, locale: Locale) {
  const c = CART_TEXT[locale];
  const methods = page.getByRole('group', { name: c.checkout.shipping.methodsTitle });
  await expect(methods.getByRole('radio').first()).toBeChecked();
  await expect(page.getByRole('combobox', { name: c.checkout.shipping.interval })).toBeVisible();
  const next = page.getByRole('button', { name: c.checkout.shipping.continue });
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/pay$`));
  await page
    .getByRole('group', { name: c.checkout.pay.title })
    .getByRole('radio', { name: locale === 'en' ? /cash on delivery/i : /نقداً عند الاستلام/ })
    .check();
}

export async function fillCart(page: Page, locale: Locale) {
  const text = TEXTS[locale];
  const weighed = await weighedProduct(page.request, locale, 'mango');
  await page.goto(`/${locale}/${weighed.url_key}`);
  await productOwn(page, fill(text.cart.addToCart.addLabel, { name: weighed.name })).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: fill(text.cart.miniCart.itemAdded, { name: weighed.name }) }),
  ).toBeVisible();
  const shirt = await configurableProduct(page.request, locale, 'polo');
  await page.goto(`/${locale}/${shirt.url_key}`);
  const option = shirt.configurable_options?.[0];
  if (!option) throw new Error('the configurable product has no options');
  await page
    .getByRole('group', { name: option.label })
    .getByRole('radio', { name: option.values[0]!.label, exact: true })
    .check();
  await productOwn(page, templatePattern(text.cart.addToCart.addLabel)).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: templatePattern(text.cart.miniCart.itemAdded, false) }),
  ).toBeVisible();
  return { weighed, shirt };
}

/** The cart remote's texts with its checkout and payment texts (registered by the checkout's pages). */
export const CART_TEXT = {
  en: { ...TEXTS.en.cart, ...checkoutEn, ...paymentEn },
  ar: { ...TEXTS.ar.cart, ...checkoutAr, ...paymentAr },
} as const;

/** Fills the account's address form (recipient, area, street and building) inside `scope`. */
export async function fillAddressForm(scope: Locator, locale: Locale, area: ServiceArea) {
  const f = TEXTS[locale].account.addresses.form;
  await scope.getByRole('textbox', { name: startingWith(f.fullName) }).fill('Mona Adel');
  await scope.getByRole('textbox', { name: startingWith(f.phone) }).fill('01012345678');
  await scope
    .getByRole('combobox', { name: startingWith(f.city) })
    .selectOption({ label: area.region });
  await scope
    .getByRole('combobox', { name: startingWith(f.area) })
    .selectOption({ label: area.city });
  await scope
    .getByRole('combobox', { name: startingWith(f.district) })
    .selectOption({ label: area.district });
  await scope.getByRole('textbox', { name: startingWith(f.street) }).fill('12 Abbas El Akkad');
  await scope.getByRole('textbox', { name: startingWith(f.building) }).fill('4');
  await scope.getByRole('textbox', { name: startingWith(f.floor) }).fill('2');
  await scope.getByRole('textbox', { name: startingWith(f.apartment) }).fill('8');
}

async function call<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const response = await request.post('/graphql', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data || body.errors)
    throw new Error(`The service refused ${query.slice(0, 60)}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * A new customer (nobody else's saved cards or orders) with one saved address in the first
 * district with a store (the one `chooseArea` picks), signed in in `context` through the shell's
 * session cookies, as a login leaves them.
 */
export async function newCustomerWithAddress(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
): Promise<{ email: string }> {
  const phone = newPhone();
  const email = `pay.${phone}@example.com`;
  const password = 'Dukkan2025';
  await call(
    request,
    'mutation($i: CustomerCreateInput!) { createCustomer(input: $i) { customer { id } } }',
    {
      i: {
        firstname: 'Hana',
        lastname: 'Youssef',
        email,
        phone_number: phone,
        customer_source: 'WEB',
        password,
      },
    },
  );
  await provePhone(request, phone);
  await proveEmail(request, email);
  const { generateCustomerToken: session } = await call<{
    generateCustomerToken: { token: string; token_expires_at: string };
  }>(
    request,
    'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token token_expires_at } }',
    { e: email, p: password },
  );
  type Area = { id: number; is_active: boolean; source_code?: string | null };
  const { regionsForCountry } = await call<{
    regionsForCountry: (Area & { cities: (Area & { districts: Area[] })[] })[];
  }>(
    request,
    '{ regionsForCountry(is_active: true) { id cities { id is_active districts { id is_active source_code } } } }',
    {},
  );
  const found = regionsForCountry
    .flatMap((region) =>
      region.cities
        .filter((city) => city.is_active)
        .map((city) => ({
          region,
          city,
          district: city.districts.find((d) => d.is_active && d.source_code),
        })),
    )
    .find((entry) => entry.district);
  if (!found?.district) throw new Error('The service has no district with a store');
  await call(
    request,
    'mutation($i: CustomerAddressInput!) { createCustomerAddress(input: $i) { id } }',
    {
      i: {
        firstname: 'Hana',
        lastname: 'Youssef',
        telephone: phone,
        street: ['9 Makram Ebeid'],
        country_code: 'EG',
        region: { region_id: found.region.id },
        city: String(found.city.id),
        district: String(found.district.id),
        building: '7',
        floor: '3',
        apartment: '12',
        default_shipping: true,
        default_billing: true,
      },
    },
    session.token,
  );
  await withSession(context, baseURL, { token: session.token, expires: session.token_expires_at });
  return { email };
}

/**
 * A simple product in stock priced between `min` and `max` EGP (its name in that language), for
 * a cart whose total reaches the installment methods' minimum (1,000 EGP) and stays within cash
 * on delivery's maximum.
 */
export async function productPricedBetween(
  request: APIRequestContext,
  locale: Locale,
  min: number,
  max: number,
): Promise<{ name: string; url_key: string; price: number }> {
  type Item = {
    __typename: string;
    name: string;
    url_key: string;
    only_x_left_in_stock: number | null;
    price_range: { minimum_price: { final_price: { value: number } } };
  };
  const response = await request.post('/graphql', {
    params: { store: storeCodeOf(locale), source: 'default' },
    headers: { Store: storeCodeOf(locale), 'Content-Language': locale },
    data: {
      query: `{ products(filter: { price: { from: "${min}", to: "${max}" } }, pageSize: 50) { items { __typename name url_key only_x_left_in_stock price_range { minimum_price { final_price { value } } } } } }`,
    },
  });
  const body = (await response.json()) as { data?: { products: { items: Item[] } } };
  const found = body.data?.products.items.find(
    (item) => item.__typename === 'SimpleProduct' && (item.only_x_left_in_stock ?? 0) >= 5,
  );
  if (!found) throw new Error(`No simple product in stock between ${min} and ${max} EGP`);
  return {
    name: found.name,
    url_key: found.url_key,
    price: found.price_range.minimum_price.final_price.value,
  };
}

/** The seeded customer of issue 59: Home (default) in a served district, Work where no store delivers. */
export const RETURNING_SEED_PHONE = '01123456789';

export interface ReturningAddress {
  id: number;
  title: string;
  is_active: boolean;
  default_shipping: boolean;
  district: { id: number; name: string; available_store: { source_code: string } | null };
}

/**
 * A new customer with the seeded 01123456789's address book (copied by the service's dev route,
 * since the book's own mutations refuse an address no store serves), so parallel tests never
 * share a cart. `defaultTitle` makes another address the default. Answers the phone, a session
 * token for API checks and the addresses in `locale`.
 */
export async function returningCustomer(
  request: APIRequestContext,
  locale: Locale,
  defaultTitle?: string,
): Promise<{ phone: string; token: string; addresses: ReturningAddress[] }> {
  const phone = newPhone();
  const email = `returning.${phone}@example.com`;
  const password = 'Dukkan2025';
  await call(
    request,
    'mutation($i: CustomerCreateInput!) { createCustomer(input: $i) { customer { id } } }',
    {
      i: { firstname: 'Mona', lastname: 'Adel', email, phone_number: phone, password },
    },
  );
  // A registration is usable once its phone is proven with the code it sent, and its e-mail
  // signs in once the link it was sent is opened (issue 60).
  await provePhone(request, phone);
  await proveEmail(request, email);
  const copied = await request.post('/dev/address-book/copy', {
    data: {
      from: RETURNING_SEED_PHONE,
      to: phone,
      ...(defaultTitle ? { default: defaultTitle } : {}),
    },
  });
  expect(copied.status()).toBe(200);
  const { generateCustomerToken: session } = await call<{
    generateCustomerToken: { token: string };
  }>(
    request,
    'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
    { e: email, p: password },
  );
  const response = await request.post('/graphql', {
    params: { store: storeCodeOf(locale) },
    headers: { authorization: `Bearer ${session.token}`, Store: storeCodeOf(locale) },
    data: {
      query:
        '{ customer { addresses { id title is_active default_shipping district { id name available_store { source_code } } } } }',
    },
  });
  const body = (await response.json()) as {
    data: { customer: { addresses: ReturningAddress[] } };
  };
  return { phone, token: session.token, addresses: body.data.customer.addresses };
}

/** The stock source of the signed-in customer's active cart, as the service keeps it. */
export async function customerCartSource(
  request: APIRequestContext,
  token: string,
): Promise<string | null> {
  const body = await call<{ customerCart: { source_code: string | null } }>(
    request,
    '{ customerCart { source_code } }',
    {},
    token,
  );
  return body.customerCart.source_code;
}

/** A simple product (whole units) in stock at every one of `sources`, named in `locale`. */
export async function productStockedAt(
  request: APIRequestContext,
  locale: Locale,
  sources: readonly string[],
): Promise<{ name: string; url_key: string }> {
  type Item = {
    __typename: string;
    sku: string;
    name: string;
    url_key: string;
    only_x_left_in_stock: number | null;
    cart_control: { increment_step: number };
  };
  const itemsAt = async (source: string) => {
    const response = await request.post('/graphql', {
      params: { store: storeCodeOf(locale), source },
      headers: { Store: storeCodeOf(locale), 'Content-Language': locale },
      data: {
        query:
          '{ products(filter: { price: { from: "20", to: "400" } }, pageSize: 50) { items { __typename sku name url_key only_x_left_in_stock cart_control { increment_step } } } }',
      },
    });
    const body = (await response.json()) as { data?: { products: { items: Item[] } } };
    return body.data?.products.items ?? [];
  };
  const lists = await Promise.all(sources.map(itemsAt));
  const stocked = (item: Item | undefined) => (item?.only_x_left_in_stock ?? 0) >= 5;
  const found = (lists[0] ?? []).find(
    (item) =>
      item.__typename === 'SimpleProduct' &&
      Number.isInteger(item.cart_control.increment_step) &&
      lists.every((list) => stocked(list.find((other) => other.sku === item.sku))),
  );
  if (!found) throw new Error(`No simple product is stocked at ${sources.join(' and ')}`);
  return { name: found.name, url_key: found.url_key };
}
