// Issue 12, done-when 3: a full delivery interval sends the shopper back to choose another. A
// guest chooses a delivery day and interval and reaches the payment step; meanwhile the interval
// fills up (the service's dev route books all its places, as other shoppers' orders would); Place
// order is answered 'No more orders can be accepted', the shopper is back on /checkout/shipping
// with the message in the page language, the full interval is no longer offered, and the order
// goes through with another one. /en and /ar at 1280 px.
import type { Page } from '@playwright/test';
import type { Locale } from '@dukkan/contracts';
import { expect, test } from './support';
import { LOCALES, fill, isMobile } from './shell-support';
import { snap, startingWith, weighedProduct, productOwn } from './journey-support';
import { CART_TEXT, chooseArea, fillAddressForm } from './checkout-support';

/** The order catalogue's noMoreOrdersCanBeAccepted message (shared-contracts errors/tables.ts). */
const INTERVAL_FULL = {
  en: 'This delivery interval is no longer available, please choose another interval.',
  ar: 'موعد التوصيل هذا لم يعد متاحًا، يرجى اختيار موعد آخر.',
} as const;

async function placeCashOrder(page: Page, locale: Locale) {
  const c = CART_TEXT[locale];
  await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/pay$`));
  await page
    .getByRole('group', { name: c.checkout.pay.title })
    .getByRole('radio', { name: locale === 'en' ? /cash on delivery/i : /نقداً عند الاستلام/ })
    .check();
  await page.getByRole('button', { name: c.checkout.pay.placeOrder }).click();
}

// One after the other: each test fills an interval, and the other locale's test, run beside it,
// could be offered that interval as its second choice and be refused a second time.
test.describe.configure({ mode: 'default' });

for (const locale of LOCALES) {
  test(`${locale}: a delivery interval that fills up sends the shopper back to choose another`, async ({
    page,
    request,
  }, info) => {
    test.setTimeout(180_000);
    const size = isMobile(info) ? 'mobile' : 'desktop';
    const c = CART_TEXT[locale];
    const area = await chooseArea(page, locale);
    const mango = await weighedProduct(page.request, locale, 'mango');
    await page.goto(`/${locale}/${mango.url_key}`);
    await productOwn(page, fill(c.addToCart.addLabel, { name: mango.name })).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: fill(c.miniCart.itemAdded, { name: mango.name }) }),
    ).toBeVisible();

    // A guest with an e-mail and an address chooses a day and an interval.
    await page.goto(`/${locale}/checkout/guest-shipping`);
    const main = page.getByRole('main');
    await main
      .getByRole('textbox', { name: startingWith(c.checkout.shipping.email) })
      .fill(`slots.${Date.now()}@example.com`);
    await fillAddressForm(main, locale, area);
    await main.getByRole('button', { name: c.checkout.shipping.saveAddress }).click();
    const day = page.getByRole('combobox', { name: c.checkout.shipping.day });
    const interval = page.getByRole('combobox', { name: c.checkout.shipping.interval });
    await expect(interval).toBeVisible();
    const chosenDay = await day.inputValue();
    const chosenInterval = await interval.inputValue();
    expect(chosenInterval).not.toBe('');
    await page.getByRole('button', { name: c.checkout.shipping.continue }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/pay$`));

    // The interval fills up before the order is placed.
    const full = await request.post(`/dev/delivery-intervals/${chosenInterval}/fill`, {
      data: { day: chosenDay },
    });
    expect(full.ok()).toBe(true);
    await placeCashOrder(page, locale);

    // Back on the shipping step with the message; the full interval is not offered any more.
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/shipping$`));
    await expect(page.getByText(INTERVAL_FULL[locale]).first()).toBeVisible();
    await expect(interval).toBeVisible();
    // The day is offered only while another of its intervals has room.
    const days = await day
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    if (days.includes(chosenDay)) {
      await day.selectOption(chosenDay);
      await expect(interval.locator(`option[value="${chosenInterval}"]`)).toHaveCount(0);
    }
    expect(`${await day.inputValue()}/${await interval.inputValue()}`).not.toBe(
      `${chosenDay}/${chosenInterval}`,
    );
    await snap(page, `checkout-interval-full-${locale}-${size}`);

    // Another interval: the order is placed.
    await page.getByRole('button', { name: c.checkout.shipping.continue }).click();
    await placeCashOrder(page, locale);
    await expect(page).toHaveURL(new RegExp(`/${locale}/guest-order/success\\?id=`));
    const number = new URL(page.url()).searchParams.get('id')!;
    await expect(
      page.getByRole('heading', { name: fill(c.outcome.orderNumber, { number }) }),
    ).toBeVisible();
  });
}
