// Issue 12, done-when 4 and the payment methods of /checkout/pay: a new customer pays by a new
// card on the PayFort-style card form and keeps it (save card), approved in the service's payment
// sandbox, success page by merchantRef; the next order pays with the saved card and its security
// code in the cvc dialog (a wrong code is refused in the page language and stays typed). A guest
// pays by mobile wallet: no number and a wrong number are refused in the page language, then the
// wallet page approves. /en and /ar at 1280 px; the screenshots are also taken at 375 px.
import type { Page } from '@playwright/test';
import { VALIDATION_MESSAGES } from '@dukkan/contracts';
import type { Locale } from '@dukkan/contracts';
import { expect, test } from './support';
import { LOCALES, fill } from './shell-support';
import { TEXTS, productOwn, snap, startingWith, templatePattern } from './journey-support';
import {
  CART_TEXT,
  chooseArea,
  fillAddressForm,
  fillCart,
  newCustomerWithAddress,
  productPricedBetween,
} from './checkout-support';

const CARD = { en: 'Credit / Debit Card', ar: 'بطاقة ائتمان / خصم مباشر' } as const;
const WALLET = { en: 'Mobile Wallet', ar: 'المحفظة الإلكترونية' } as const;
const SANDBOX = {
  en: { title: 'Payment sandbox', approve: 'Approve payment', decline: 'Decline payment' },
  ar: { title: 'بيئة تجربة الدفع', approve: 'قبول الدفع', decline: 'رفض الدفع' },
} as const;
/** The methods a cart over 1,000 EGP adds (commerce service amount limits), by page language. */
const INSTALMENTS = {
  en: [
    'Bank Installments',
    'Premium Card Installments',
    'valU Installments',
    'Credit Card (Accept)',
  ],
  ar: ['تقسيط على البطاقة البنكية', 'تقسيط بريميوم كارد', 'تقسيط ڤاليو', 'بطاقة ائتمان (أكسبت)'],
} as const;
const PHONE_MISSING = {
  en: 'Phone number is not inserted',
  ar: 'لم يتم إدخال رقم الهاتف',
} as const;

/** The page at both widths for the docs (the suite itself runs these flows at 1280 px only). */
async function snapBoth(page: Page, name: string) {
  if (!process.env.DUKKAN_SCREENSHOTS) return;
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize({ width: 375, height: 812 });
  await snap(page, `${name}-mobile`);
  await page.setViewportSize(size);
  await snap(page, `${name}-desktop`);
}

/**
 * The area, then the saved address: the address selector opens by itself for a customer with
 * addresses and none chosen (shell spec section 4), over any page, and is confirmed first.
 */
async function chooseAreaAndAddress(page: Page, locale: Locale) {
  await chooseArea(page, locale);
  const selector = page.getByRole('dialog', {
    name: TEXTS[locale].account.addresses.selector.title,
  });
  await expect(selector).toBeVisible();
  await selector
    .getByRole('button', { name: TEXTS[locale].account.addresses.selector.confirm })
    .click();
  await expect(selector).toBeHidden();
}

/** From the filled cart through the customer's shipping step (saved address) to /checkout/pay. */
async function toPayStep(page: Page, locale: Locale) {
  const c = CART_TEXT[locale];
  await page.goto(`/${locale}/checkout`);
  await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/shipping$`));
  const methods = page.getByRole('group', { name: c.checkout.shipping.methodsTitle });
  await expect(methods.getByRole('radio').first()).toBeChecked();
  await expect(page.getByRole('combobox', { name: c.checkout.shipping.interval })).toBeVisible();
  await page.getByRole('button', { name: c.checkout.shipping.continue }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/pay$`));
}

/** The sandbox stands in for the provider's page: approve, back on the success page. */
async function approveInSandbox(page: Page, locale: Locale) {
  await expect(page.getByRole('heading', { name: SANDBOX[locale].title })).toBeVisible();
  await page.getByRole('button', { name: SANDBOX[locale].approve }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/orders/success\\?merchantRef=`));
  await expect(
    page.getByRole('heading', { name: CART_TEXT[locale].outcome.successTitle }),
  ).toBeVisible();
}

for (const locale of LOCALES) {
  test(`${locale}: a customer pays by a new card and keeps it, then pays with the saved card and its security code`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const c = CART_TEXT[locale];
    const p = c.payment;
    const v = VALIDATION_MESSAGES[locale];
    await newCustomerWithAddress(context, page.request, baseURL!);
    await chooseAreaAndAddress(page, locale);
    await fillCart(page, locale);
    await toPayStep(page, locale);

    // A new card: an empty form is refused field by field, in the page language.
    await page.getByRole('radio', { name: CARD[locale] }).check();
    const card = page.getByRole('group', { name: p.newCard });
    await page.getByRole('button', { name: c.checkout.pay.placeOrder }).click();
    await expect(page.getByRole('alert').filter({ hasText: p.fixErrors })).toBeVisible();
    const number = card.getByRole('textbox', { name: startingWith(p.cardNumber) });
    await expect(number).toHaveAccessibleDescription(new RegExp(v.required.replace('.', '\\.')));
    await number.fill('4111 1111 1111 1111');
    await card.getByRole('textbox', { name: startingWith(p.expiryDate) }).fill('12/30');
    await card.getByRole('textbox', { name: startingWith(p.cvc) }).fill('123');
    await card.getByRole('textbox', { name: startingWith(p.holderName) }).fill('Hana Youssef');
    await card.getByRole('checkbox', { name: p.saveCard }).check();
    await expect(page.getByRole('alert').filter({ hasText: p.fixErrors })).toBeHidden();
    await snapBoth(page, `checkout-pay-card-${locale}`);
    await page.getByRole('button', { name: c.checkout.pay.placeOrder }).click();
    await approveInSandbox(page, locale);

    // The next order: the saved card under the card method, its security code in the dialog.
    await fillCart(page, locale);
    await toPayStep(page, locale);
    const saved = page.getByRole('radio', {
      name: fill(p.savedCard, { brand: 'Visa', last4: '1111' }),
    });
    await saved.check();
    const dialog = page.getByRole('dialog', { name: p.cvcTitle });
    await expect(dialog).toBeVisible();
    const cvc = dialog.getByRole('textbox', { name: startingWith(p.cvc) });
    await expect(cvc).toBeFocused();
    await cvc.fill('12');
    await dialog.getByRole('button', { name: p.pay }).click();
    await expect(cvc).toHaveAccessibleDescription(new RegExp(v.card_security_code));
    await expect(cvc).toHaveValue('12');
    await snapBoth(page, `checkout-saved-card-cvc-${locale}`);
    await cvc.fill('123');
    await dialog.getByRole('button', { name: p.pay }).click();
    await approveInSandbox(page, locale);
    await page.goto(`/${locale}/cart`);
    await expect(page.getByText(c.cartPage.empty)).toBeVisible();
  });

  test(`${locale}: a guest's wallet number is refused, the wallet declines and the cart stays, then the wallet pays`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const c = CART_TEXT[locale];
    const area = await chooseArea(page, locale);
    const { weighed, shirt } = await fillCart(page, locale);
    await page.goto(`/${locale}/checkout/guest-shipping`);
    const form = page.getByRole('main');
    await form
      .getByRole('textbox', { name: startingWith(c.checkout.shipping.email) })
      .fill('wallet.guest@example.com');
    await fillAddressForm(form, locale, area);
    await form.getByRole('button', { name: c.checkout.shipping.saveAddress }).click();
    await expect(page.getByRole('combobox', { name: c.checkout.shipping.interval })).toBeVisible();
    await page.getByRole('button', { name: c.checkout.shipping.continue }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/pay$`));

    await page.getByRole('radio', { name: WALLET[locale] }).check();
    const phone = page.getByRole('textbox', { name: startingWith(c.payment.walletPhone) });
    const place = page.getByRole('button', { name: c.checkout.pay.placeOrder });
    await place.click();
    await expect(phone).toHaveAccessibleDescription(new RegExp(PHONE_MISSING[locale]));
    await phone.fill('0101234');
    await place.click();
    await expect(phone).toHaveAccessibleDescription(
      new RegExp(VALIDATION_MESSAGES[locale].walletNumberError),
    );
    await expect(phone).toHaveValue('0101234');
    await snapBoth(page, `checkout-pay-wallet-${locale}`);
    await phone.fill('01012345678');
    await place.click();

    // The wallet page declines: the payment error page, and the guest's cart is still there.
    await expect(page.getByRole('heading', { name: SANDBOX[locale].title })).toBeVisible();
    await page.getByRole('button', { name: SANDBOX[locale].decline }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/orders/error\\?msg=PAYMENT_ERROR`));
    await expect(page.getByRole('heading', { name: c.outcome.errorTitle })).toBeVisible();
    // The header's cart counts the given-back cart again.
    await expect(
      page.getByRole('link', { name: templatePattern(c.miniCart.labelWithCount) }),
    ).toBeVisible();
    await snapBoth(page, `checkout-guest-payment-error-${locale}`);
    await page.goto(`/${locale}/cart`);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: weighed.name }).first()).toBeVisible();
    await expect(main.getByRole('link', { name: shirt.name }).first()).toBeVisible();

    // Paid again from the same cart: the wallet page approves.
    await page.goto(`/${locale}/checkout/pay`);
    await page.getByRole('radio', { name: WALLET[locale] }).check();
    await phone.fill('01012345678');
    await place.click();
    await approveInSandbox(page, locale);
    await snapBoth(page, `checkout-wallet-success-${locale}`);
    await page.goto(`/${locale}/cart`);
    await expect(page.getByText(c.cartPage.empty)).toBeVisible();
  });
}

// Premium in English, valU in Arabic: each goes through the place-order page to the sandbox.
for (const [locale, method] of [
  ['en', 1],
  ['ar', 2],
] as const) {
  test(`${locale}: a cart over 1,000 EGP is offered the installment methods; ${INSTALMENTS[locale][method]} pays through the place-order page`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const c = CART_TEXT[locale];
    await newCustomerWithAddress(context, page.request, baseURL!);
    await chooseAreaAndAddress(page, locale);
    const product = await productPricedBetween(page.request, locale, 1200, 4000);
    await page.goto(`/${locale}/${product.url_key}`);
    await productOwn(page, fill(c.addToCart.addLabel, { name: product.name })).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: fill(c.miniCart.itemAdded, { name: product.name }) }),
    ).toBeVisible();
    await toPayStep(page, locale);
    const methods = page.getByRole('group', { name: c.checkout.pay.title });
    for (const name of INSTALMENTS[locale])
      await expect(methods.getByRole('radio', { name, exact: true })).toBeVisible();
    await methods.getByRole('radio', { name: INSTALMENTS[locale][method], exact: true }).check();
    await snapBoth(page, `checkout-pay-installments-${locale}`);
    await page.getByRole('button', { name: c.checkout.pay.placeOrder }).click();
    // The place-order page places the cart and the browser goes to the provider's page.
    await expect(page.getByRole('heading', { name: SANDBOX[locale].title })).toBeVisible();
    await expect(page.getByText(INSTALMENTS[locale][method], { exact: true })).toBeVisible();
    await page.getByRole('button', { name: SANDBOX[locale].approve }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/orders/success\\?merchantRef=`));
    await expect(page.getByRole('heading', { name: c.outcome.successTitle })).toBeVisible();
    await expect(page.getByText(INSTALMENTS[locale][method], { exact: true })).toBeVisible();
    await snapBoth(page, `checkout-installments-success-${locale}`);
  });
}
