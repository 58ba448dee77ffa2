// Issue 12, done-when 4 (store pickup) and 5 (two quick presses, one order), and the checkout
// layout's code dialog: with store pickup on in the store configuration (dev route; off by
// default), a shopper with an account fills the cart, logs in on /checkout with the code sent to
// the phone (the layout's OTP dialog, without leaving checkout), chooses Store pickup, picks a
// pickup location that stocks the cart's product, pays cash on delivery and presses Place order
// twice quickly: the success page shows the pickup location and the service holds exactly one
// order for the customer. /en and /ar at 1280 px.
import type { APIRequestContext } from '@playwright/test';
import { storeCodeOf } from '@dukkan/contracts';
import type { Locale } from '@dukkan/contracts';
import { expect, test } from './support';
import { LOCALES, fill, isMobile } from './shell-support';
import { TEXTS, lastOutboxId, latestCode, newPhone, productOwn, snap } from './journey-support';
import { newCustomerWithPassword, tokenOf, withAddressPromptAnswered } from './account-support';
import { CART_TEXT, chooseArea } from './checkout-support';
import { deliveryEn } from '../../../mf-cart-checkout/src/locales/en/delivery';
import { deliveryAr } from '../../../mf-cart-checkout/src/locales/ar/delivery';

const DELIVERY = { en: deliveryEn, ar: deliveryAr } as const;
const PASSWORD = 'Pickup2026';

async function service<T>(
  request: APIRequestContext,
  locale: Locale,
  query: string,
  init: { source?: string; token?: string } = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    headers: {
      Store: storeCodeOf(locale),
      'Content-Language': locale,
      ...(init.source ? { source: init.source } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    data: { query },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data || body.errors)
    throw new Error(`The service refused ${query.slice(0, 60)}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

interface Stocked {
  sku: string;
  name: string;
  url_key: string;
  only_x_left_in_stock: number | null;
}

/**
 * A pickup location and a simple product in stock both there and at the store of the area the
 * shopper chooses (the first district with a store), so the pickup cart has no invalid item.
 */
async function pickupStoreAndProduct(request: APIRequestContext, locale: Locale) {
  type District = { is_active: boolean; source_code: string | null };
  const { regionsForCountry } = await service<{
    regionsForCountry: { cities: { is_active: boolean; districts: District[] }[] }[];
  }>(
    request,
    locale,
    '{ regionsForCountry(is_active: true) { cities { is_active districts { is_active source_code } } } }',
  );
  const areaSource = regionsForCountry
    .flatMap((r) => r.cities.filter((c) => c.is_active))
    .flatMap((c) => c.districts)
    .find((d) => d.is_active && d.source_code)?.source_code;
  if (!areaSource) throw new Error('The service has no district with a store');
  const { stores } = await service<{
    stores: { id: number; code: string; name: string; is_active: boolean }[];
  }>(request, locale, '{ stores(type: PICKUP) { id code name is_active } }');
  const products = (source: string, word: string) =>
    service<{ products: { items: (Stocked & { __typename: string })[] } }>(
      request,
      locale,
      `{ products(search: ${JSON.stringify(word)}, pageSize: 24) { items { __typename sku name url_key only_x_left_in_stock } } }`,
      { source },
    );
  for (const word of ['rice', 'pasta', 'tea', 'oil', 'juice']) {
    const atArea = (await products(areaSource, word)).products.items.filter(
      (p) => p.__typename === 'SimpleProduct' && (p.only_x_left_in_stock ?? 0) >= 5,
    );
    for (const store of stores.filter((s) => s.is_active)) {
      const atStore = new Map(
        (await products(store.code, word)).products.items.map((p) => [p.sku, p]),
      );
      const product = atArea.find((p) => (atStore.get(p.sku)?.only_x_left_in_stock ?? 0) >= 5);
      if (product) return { store, product };
    }
  }
  throw new Error('No product is stocked both in the area and at a pickup location');
}

test.beforeAll(async ({ request }) => {
  // The store configuration's switch (dev route): pickup stays on for the rest of this run.
  const on = await request.post('/dev/store-pickup', { data: { enabled: true } });
  expect(on.ok()).toBe(true);
});

for (const locale of LOCALES) {
  test(`${locale}: a customer collects from a store, and two quick presses place one order`, async ({
    page,
    request,
  }, info) => {
    test.setTimeout(180_000);
    const size = isMobile(info) ? 'mobile' : 'desktop';
    const c = CART_TEXT[locale];
    const d = DELIVERY[locale].delivery;
    const q = DELIVERY[locale].quickLogin;
    const { store, product } = await pickupStoreAndProduct(request, locale);
    const phone = newPhone();
    const { email } = await newCustomerWithPassword(request, phone, PASSWORD);
    await withAddressPromptAnswered(page);
    await chooseArea(page, locale);

    await page.goto(`/${locale}/${product.url_key}`);
    await productOwn(page, fill(c.addToCart.addLabel, { name: product.name })).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: fill(c.miniCart.itemAdded, { name: product.name }) }),
    ).toBeVisible();

    // Logging in on /checkout: the phone, then the code in the layout's dialog.
    await page.goto(`/${locale}/checkout`);
    await page.getByRole('textbox', { name: new RegExp(q.phone) }).fill(phone);
    const before = await lastOutboxId(request);
    await page.getByRole('button', { name: q.send }).click();
    const otp = TEXTS[locale].account.otp;
    const dialog = page.getByRole('dialog', { name: otp.title });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout$`));
    await snap(page, `checkout-login-code-${locale}-${size}`);
    const code = await latestCode(request, phone, before);
    for (const [index, digit] of [...code].entries())
      await dialog
        .getByRole('textbox', { name: fill(otp.digit, { index: index + 1, total: 4 }) })
        .fill(digit);
    await expect(dialog).toBeHidden();

    // Store pickup: no address or delivery time, the location with its hours and rules.
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/shipping$`));
    const modes = page.getByRole('group', { name: d.modeTitle });
    await modes.getByRole('radio', { name: new RegExp(d.storePickup) }).check();
    const stores = page.getByRole('group', { name: d.chooseStore });
    await stores.getByRole('radio', { name: new RegExp(store.name) }).check();
    await expect(page.getByText(d.rules)).toBeVisible();
    await expect(stores.getByRole('radio', { name: new RegExp(store.name) })).toBeChecked();
    await expect(page.getByRole('combobox', { name: c.checkout.shipping.interval })).toBeHidden();
    await expect(page.getByRole('group', { name: c.checkout.shipping.methodsTitle })).toBeHidden();
    await snap(page, `checkout-pickup-shipping-${locale}-${size}`);
    await page.getByRole('button', { name: c.checkout.shipping.continue }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/pay$`));

    // Cash on delivery; Place order pressed twice quickly.
    const cod = page
      .getByRole('group', { name: c.checkout.pay.title })
      .getByRole('radio', { name: locale === 'en' ? /cash on delivery/i : /نقداً عند الاستلام/ });
    await cod.check();
    await page.getByRole('button', { name: c.checkout.pay.placeOrder }).dblclick();

    // The success page names the pickup location; the service holds one order for the customer.
    await expect(page).toHaveURL(new RegExp(`/${locale}/orders/success\\?id=`));
    const number = new URL(page.url()).searchParams.get('id')!;
    await expect(
      page.getByRole('heading', { name: fill(c.outcome.orderNumber, { number }) }),
    ).toBeVisible();
    await expect(page.getByText(c.outcome.pickup, { exact: true })).toBeVisible();
    await expect(page.getByText(store.name).first()).toBeVisible();
    await snap(page, `checkout-pickup-success-${locale}-${size}`);
    const { token } = await tokenOf(request, email, PASSWORD);
    const { customerOrders } = await service<{
      customerOrders: { total_count: number; items: { number: string }[] };
    }>(request, locale, '{ customerOrders(pageSize: 5) { total_count items { number } } }', {
      token,
    });
    expect(customerOrders.total_count).toBe(1);
    expect(customerOrders.items.map((o) => o.number)).toEqual([number]);
  });
}
