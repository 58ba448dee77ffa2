// Issue 59: a returning customer who chose an area as a guest, logs in and confirms the default
// address of another area in the address selector must be able to check out: the shipping step
// preselects that address, the cart moves to its store (the service says so), and the order is
// placed by cash on delivery. A default address outside every delivery area and each address
// state of the shipping step (in area, other area, out of range, none saved) tell the shopper
// what to do next. /en and /ar at 1280 and 375 px; customers of their own with the seeded
// 01123456789's address book (Home served, Work where no store delivers).
import type { Page } from '@playwright/test';
import type { Locale } from '@dukkan/contracts';
import { expect, test } from './support';
import { LOCALES, fill, isMobile } from './shell-support';
import {
  TEXTS,
  lastOutboxId,
  latestCode,
  productOwn,
  snap,
  startingWith,
  openLogin,
} from './journey-support';
import type { ServiceArea } from './journey-support';
import {
  continueToCashOnDelivery,
  CART_TEXT,
  chooseArea,
  customerCartSource,
  productStockedAt,
  returningCustomer,
} from './checkout-support';
import type { ReturningAddress } from './checkout-support';
import { newCustomerSignedIn } from './account-support';

/** Logs in by phone from the header (the phone's bottom bar at 375 px) with the outbox's code. */
async function logInByPhone(page: Page, locale: Locale, phone: string, mobile: boolean) {
  const text = TEXTS[locale];
  await openLogin(page, locale, mobile);
  await page.getByRole('main').getByRole('textbox', { name: text.account.login.phone }).fill(phone);
  const before = await lastOutboxId(page.request);
  await page.getByRole('button', { name: text.account.login.submit }).click();
  await expect(page.getByRole('heading', { name: text.account.otp.title })).toBeVisible();
  const code = await latestCode(page.request, phone, before);
  for (const [index, digit] of [...code].entries()) {
    await page
      .getByRole('textbox', { name: fill(text.account.otp.digit, { index: index + 1, total: 4 }) })
      .fill(digit);
  }
}

/** Opens the product's page and adds one to the cart. */
async function addToCart(page: Page, locale: Locale, product: { name: string; url_key: string }) {
  const text = TEXTS[locale];
  await page.goto(`/${locale}/${product.url_key}`);
  await productOwn(page, fill(text.cart.addToCart.addLabel, { name: product.name })).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: fill(text.cart.miniCart.itemAdded, { name: product.name }) }),
  ).toBeVisible();
}

/** From the cart page's Checkout button to the customer's shipping step. */
async function openShippingStep(page: Page, locale: Locale) {
  const c = CART_TEXT[locale];
  await page.goto(`/${locale}/cart`);
  await page.getByRole('link', { name: c.checkoutButton.label }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/checkout(/shipping)?$`));
  if (!page.url().endsWith('/shipping')) await page.goto(`/${locale}/checkout/shipping`);
  await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/shipping$`));
}

/** Continue to payment, cash on delivery, Place order: the success page with the order number. */
async function payCashOnDelivery(page: Page, locale: Locale) {
  const c = CART_TEXT[locale];
  await continueToCashOnDelivery(page, locale);
  await page.getByRole('button', { name: c.checkout.pay.placeOrder }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/orders/success\\?id=`));
  const number = new URL(page.url()).searchParams.get('id')!;
  await expect(
    page.getByRole('heading', { name: fill(c.outcome.orderNumber, { number }) }),
  ).toBeVisible();
}

const titled = (addresses: ReturningAddress[], title: string) => {
  const found = addresses.find((address) => address.title === title);
  if (!found) throw new Error(`The copied book has no ${title}`);
  return found;
};

/** The copied book's Home and Work, the product to buy, and the guest's first area. */
async function setUp(page: Page, locale: Locale, defaultTitle?: string) {
  const customer = await returningCustomer(page.request, locale, defaultTitle);
  const home = titled(customer.addresses, 'Home');
  const work = titled(customer.addresses, 'Work');
  const homeSource = home.district.available_store?.source_code ?? '';
  // The premise: Home is served, by another store than the first area's; Work by none.
  expect(home.is_active).toBe(true);
  expect(work.is_active).toBe(false);
  const area: ServiceArea = await chooseArea(page, locale);
  expect(homeSource).not.toBe('');
  expect(homeSource).not.toBe(area.source);
  const product = await productStockedAt(page.request, locale, [area.source, homeSource]);
  return { customer, home, homeSource, area, product };
}

/**
 * The address states of the shipping step never leave every control disabled: some choice or
 * button is enabled, and the step says what to do next.
 */
async function expectAWayForward(page: Page) {
  const main = page.getByRole('main');
  const enabled = main.locator(
    'input[type="radio"]:enabled, button:enabled, select:enabled, input[type="text"]:enabled',
  );
  await expect(enabled.first()).toBeVisible();
}

for (const locale of LOCALES) {
  test(`${locale}: a guest's area, a login and the confirmed default address of another area end in a cash-on-delivery order`, async ({
    page,
  }, info) => {
    test.setTimeout(240_000);
    const mobile = isMobile(info);
    const size = mobile ? 'mobile' : 'desktop';
    const text = TEXTS[locale];
    const c = CART_TEXT[locale];
    const { customer, homeSource, product } = await setUp(page, locale);

    // 2-3. A product in the cart, then the login by phone and its code.
    await addToCart(page, locale, product);
    await logInByPhone(page, locale, customer.phone, mobile);

    // 4. The address selector opens by itself with the default (Home) chosen; Work cannot be.
    const selector = page.getByRole('dialog', { name: text.account.addresses.selector.title });
    await expect(selector).toBeVisible();
    await expect(selector.getByRole('radio', { name: 'Home', exact: true })).toBeChecked();
    await expect(selector.getByRole('radio', { name: 'Work', exact: true })).toBeDisabled();
    await selector.getByRole('button', { name: text.account.addresses.selector.confirm }).click();
    await expect(selector).toBeHidden();
    await expect(
      page.getByRole('button', {
        name: startingWith(fill(text.account.areaSelector.deliveringTo, { district: 'Home' })),
      }),
    ).toBeVisible();

    // The cart follows the confirmed address's store from the first page after the confirm (the
    // service says so): prices and stock are Home's area's before checkout starts.
    await page.goto(`/${locale}/cart`);
    await expect(
      page.getByRole('main').getByRole('link', { name: product.name }).first(),
    ).toBeVisible();
    await expect.poll(() => customerCartSource(page.request, customer.token)).toBe(homeSource);

    // 5. The shipping step: Home preselected, Work out of range with its reason, no dead end.
    await openShippingStep(page, locale);
    const main = page.getByRole('main');
    await expect(main.getByRole('radio', { name: 'Home', exact: true })).toBeChecked();
    await expect(main.getByRole('radio', { name: 'Work', exact: true })).toBeDisabled();
    await expect(main.getByText(text.account.addresses.card.outOfRange)).toBeVisible();
    await expect(main.getByText('This address is out of the chosen area')).toBeHidden();
    await expect(main.getByText('هذا العنوان خارج المنطقة المختارة')).toBeHidden();
    await expect(main.getByText(c.checkout.shipping.chooseAddress)).toBeHidden();
    await expectAWayForward(page);
    await snap(page, `checkout-returning-shipping-${locale}-${size}`);

    // The service agrees: the cart is at Home's store, then the order is placed.
    expect(await customerCartSource(page.request, customer.token)).toBe(homeSource);
    await payCashOnDelivery(page, locale);
  });

  test(`${locale}: a default address outside every delivery area gives way to another address and an order @one-width`, async ({
    page,
  }, info) => {
    test.setTimeout(240_000);
    const mobile = isMobile(info);
    const size = mobile ? 'mobile' : 'desktop';
    const text = TEXTS[locale];
    const c = CART_TEXT[locale];
    const { customer, home, homeSource, area, product } = await setUp(page, locale, 'Work');
    await addToCart(page, locale, product);
    await logInByPhone(page, locale, customer.phone, mobile);

    // The selector cannot confirm the default (Work): it says why; the shopper closes it.
    const selector = page.getByRole('dialog', { name: text.account.addresses.selector.title });
    await expect(selector).toBeVisible();
    await expect(selector.getByRole('radio', { name: 'Work', exact: true })).toBeDisabled();
    await expect(selector.getByText(text.account.addresses.card.outOfRange)).toBeVisible();
    await selector.getByRole('button', { name: text.account.addresses.selector.close }).click();
    await expect(selector).toBeHidden();

    // The shipping step: out of range (Work, the default) and another area (Home); nothing is
    // chosen for the shopper, and the step says what to do, with the area change at hand.
    await openShippingStep(page, locale);
    const main = page.getByRole('main');
    const workRadio = main.getByRole('radio', { name: 'Work', exact: true });
    const homeRadio = main.getByRole('radio', { name: 'Home', exact: true });
    await expect(workRadio).toBeDisabled();
    await expect(main.getByText(text.account.addresses.card.outOfRange)).toBeVisible();
    await expect(homeRadio).toBeEnabled();
    await expect(homeRadio).not.toBeChecked();
    await expect(
      main.getByText(fill(text.account.addresses.card.otherArea, { district: home.district.name })),
    ).toBeVisible();
    await expect(main.getByText(c.checkout.shipping.chooseAddress)).toBeVisible();
    await expect(main.getByRole('button', { name: c.checkout.shipping.changeArea })).toBeEnabled();
    await expect(main.getByRole('button', { name: c.checkout.shipping.continue })).toBeDisabled();
    await expectAWayForward(page);
    await snap(page, `checkout-returning-out-of-range-${locale}-${size}`);
    expect(await customerCartSource(page.request, customer.token)).toBe(area.source);

    // Choosing Home changes the area to Home's, moves the cart there, and the order goes through.
    // A controlled radio: it is checked once the cart holds the address.
    await homeRadio.click();
    await expect(homeRadio).toBeChecked();
    await expect(main.getByText(c.checkout.shipping.chooseAddress)).toBeHidden();
    await expect.poll(() => customerCartSource(page.request, customer.token)).toBe(homeSource);
    await payCashOnDelivery(page, locale);
  });

  test(`${locale}: with no saved address the shipping step asks for one and keeps its form usable`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const text = TEXTS[locale];
    const c = CART_TEXT[locale];
    // A new customer with an empty book, signed in through the service: registering in the page
    // is the journey's and checkout-customer's subject, this one is the shipping step's.
    await newCustomerSignedIn(context, page.request, baseURL as string);
    const area = await chooseArea(page, locale);
    // The selector opens by itself once a signed-in customer has an area; the book is empty.
    const selector = page.getByRole('dialog', { name: text.account.addresses.selector.title });
    await expect(selector.getByText(text.account.addresses.selector.empty)).toBeVisible();
    await selector.getByRole('button', { name: text.account.addresses.selector.close }).click();
    await expect(selector).toBeHidden();
    const product = await productStockedAt(page.request, locale, [area.source]);
    await addToCart(page, locale, product);

    await openShippingStep(page, locale);
    const main = page.getByRole('main');
    await expect(main.getByText(text.account.addresses.picker.empty)).toBeVisible();
    await expect(main.getByText(c.checkout.shipping.chooseAddress)).toBeVisible();
    await expect(
      main.getByRole('textbox', { name: startingWith(text.account.addresses.form.street) }),
    ).toBeEditable();
    await expect(main.getByRole('button', { name: c.checkout.shipping.changeArea })).toBeEnabled();
    await expectAWayForward(page);
  });
}
