// Issue 12, done-when 1 and 5: a guest fills the cart with a weighed and a configurable product,
// checks out as a guest with an e-mail and a new address, chooses a delivery day and interval,
// pays cash on delivery and places the order with two quick presses (one order); the success
// page shows the order number and totals and the cart is empty. /en and /ar, 1280 and 375 px.
import { expect, test } from './support';
import { LOCALES, fill, isMobile } from './shell-support';
import { dataLayerEvents, snap, startingWith } from './journey-support';
import { CART_TEXT, chooseArea, fillAddressForm, fillCart } from './checkout-support';

for (const locale of LOCALES) {
  test(`${locale}: a guest checks out with cash on delivery and two quick presses place one order`, async ({
    page,
  }, info) => {
    test.setTimeout(180_000);
    const size = isMobile(info) ? 'mobile' : 'desktop';
    const c = CART_TEXT[locale];
    const area = await chooseArea(page, locale);
    const { weighed } = await fillCart(page, locale);

    // The cart page's Checkout button leads to /checkout (GA4 begin_checkout).
    await page.goto(`/${locale}/cart`);
    await expect(page.getByRole('link', { name: weighed.name }).first()).toBeVisible();
    await snap(page, `checkout-cart-${locale}-${size}`);
    await page.getByRole('link', { name: c.checkoutButton.label }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout$`));
    expect(await dataLayerEvents(page, 'begin_checkout')).toHaveLength(1);
    await snap(page, `checkout-start-${locale}-${size}`);
    await page.getByRole('link', { name: c.checkout.start.guest }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/guest-shipping$`));

    // E-mail, recipient and a new address through the account's address form.
    const form = page.getByRole('main');
    await form
      .getByRole('textbox', { name: startingWith(c.checkout.shipping.email) })
      .fill('guest.buyer@example.com');
    await fillAddressForm(form, locale, area);
    await snap(page, `checkout-guest-shipping-${locale}-${size}`);
    await form.getByRole('button', { name: c.checkout.shipping.saveAddress }).click();

    // Shipping methods with fees (the first selected), then a delivery day and interval.
    const methods = page.getByRole('group', { name: c.checkout.shipping.methodsTitle });
    await expect(methods.getByRole('radio').first()).toBeChecked();
    const day = page.getByRole('combobox', { name: c.checkout.shipping.day });
    await expect(day).toBeVisible();
    const interval = page.getByRole('combobox', { name: c.checkout.shipping.interval });
    const intervals = await interval.locator('option').count();
    expect(intervals).toBeGreaterThan(0);
    await interval.selectOption({ index: intervals - 1 });
    await snap(page, `checkout-shipping-methods-${locale}-${size}`);
    await page.getByRole('button', { name: c.checkout.shipping.continue }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/pay$`));
    expect(await dataLayerEvents(page, 'add_shipping_info')).toHaveLength(1);

    // Cash on delivery; two quick presses of Place order send one order.
    const pay = page.getByRole('group', { name: c.checkout.pay.title });
    await expect(pay.getByRole('radio').first()).toBeChecked();
    const cod = pay.getByRole('radio', {
      name: locale === 'en' ? /cash on delivery/i : /نقداً عند الاستلام/,
    });
    await cod.check();
    await snap(page, `checkout-pay-${locale}-${size}`);
    let placeOrders = 0;
    page.on('request', (request) => {
      if (
        request.url().includes('/graphql') &&
        /mutation PlaceOrder\b/.test(request.postData() ?? '')
      )
        placeOrders += 1;
    });
    await page.getByRole('button', { name: c.checkout.pay.placeOrder }).dblclick();

    // The guest success page: the order number, the totals; the cart is empty.
    await expect(page).toHaveURL(new RegExp(`/${locale}/guest-order/success\\?id=`));
    const number = new URL(page.url()).searchParams.get('id')!;
    await expect(
      page.getByRole('heading', { name: fill(c.outcome.orderNumber, { number }) }),
    ).toBeVisible();
    await expect(page.getByText(c.outcome.grandTotal, { exact: true })).toBeVisible();
    expect(placeOrders).toBe(1);
    await expect
      .poll(() => dataLayerEvents(page, 'purchase'))
      .toContainEqual(
        expect.objectContaining({
          event: 'purchase',
          ecommerce: expect.objectContaining({ transaction_id: number, currency: 'EGP' }),
        }),
      );
    await snap(page, `checkout-guest-success-${locale}-${size}`);
    await page.goto(`/${locale}/cart`);
    await expect(page.getByText(c.cartPage.empty)).toBeVisible();
  });
}
