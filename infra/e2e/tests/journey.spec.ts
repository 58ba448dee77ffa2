// Issue 6: the first shopper journey across the four remotes, as a new shopper does it, in
// English and Arabic at 1280 px (desktop project) and 375 px (mobile project): choose an area in
// the dialog that opens by itself, search by an English and an Arabic word, open the product,
// add a weighed product with a fractional step and a configurable variant, compare two products
// of one category, open the cart, register and log in by phone with the code from the service's
// dev outbox, see the guest cart merged into the customer's, and log out (from the cart, which
// sends the shopper home). Along the way it checks the shell behaviours that need real remotes:
// the comparison tray only while the list has items, back to the referrer after login, and the
// logout redirect.
import type { Locale } from '@dukkan/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from './support';
import { LOCALES, fill, isMobile } from './shell-support';
import {
  TEXTS,
  areaWithStore,
  clientMessage,
  configurableProduct,
  dataLayerEvents,
  lastOutboxId,
  latestCode,
  newPhone,
  productOwn,
  productsOfCategory,
  snap,
  startingWith,
  templatePattern,
  weighedProduct,
  openLogin,
} from './journey-support';

const WORDS = { english: 'mango', arabic: 'مانجو', configurable: 'polo' } as const;

/** The header search: the desktop field, or on phones the search dialog it opens. */
async function searchFor(page: Page, locale: Locale, mobile: boolean, word: string) {
  const t = TEXTS[locale].search.quickSearch;
  const header = page.getByRole('banner');
  let scope = header;
  if (mobile) {
    const dialog = page.getByRole('dialog', { name: t.dialogTitle });
    if (!(await dialog.isVisible())) await header.getByRole('button', { name: t.label }).click();
    await expect(dialog).toBeVisible();
    scope = dialog;
  }
  const field = scope
    .getByRole('searchbox', { name: t.label })
    .or(scope.getByRole('combobox', { name: t.label }));
  await field.fill(word);
  return scope;
}

for (const locale of LOCALES) {
  test(`${locale}: a new shopper chooses an area, searches, fills the cart, compares, registers by phone and logs out`, async ({
    page,
    consoleWatch,
  }, info) => {
    test.setTimeout(240_000);
    const mobile = isMobile(info);
    const size = mobile ? 'mobile' : 'desktop';
    const text = TEXTS[locale];
    const request = page.request;

    // 1. The select-area dialog opens by itself; choose a district that has a store.
    const area = await areaWithStore(request, locale);
    await page.goto(`/${locale}`);
    const areaDialog = page.getByRole('dialog', { name: text.shell.selectArea.title });
    await expect(areaDialog).toBeVisible();
    const a = text.account.areaSelector;
    await areaDialog.getByRole('combobox', { name: a.city }).selectOption({ label: area.region });
    await areaDialog.getByRole('combobox', { name: a.area }).selectOption({ label: area.city });
    await areaDialog
      .getByRole('combobox', { name: a.district })
      .selectOption({ label: area.district });
    await snap(page, `journey-area-${locale}-${size}`);
    await areaDialog.getByRole('button', { name: a.save }).click();
    await expect(areaDialog).toBeHidden();
    const deliveringTo = page.getByRole('banner').getByRole('button', {
      name: startingWith(fill(a.deliveringTo, { district: area.district })),
    });
    await expect(deliveringTo).toBeVisible();
    await snap(page, `journey-home-${locale}-${size}`);

    // No comparison yet: the shell mounts no tray.
    await expect(
      page.getByRole('button', { name: templatePattern(text.search.compare.toggle) }),
    ).toHaveCount(0);

    // 2. Search by an English and an Arabic word; both find the weighed product.
    const weighed = await weighedProduct(request, locale, WORDS.english);
    let results = await searchFor(page, locale, mobile, WORDS.english);
    await expect(results.getByRole('link', { name: weighed.name }).first()).toBeVisible();
    results = await searchFor(page, locale, mobile, WORDS.arabic);
    const suggestion = results.getByRole('link', { name: weighed.name }).first();
    await expect(suggestion).toBeVisible();
    await snap(page, `journey-search-${locale}-${size}`);
    // Submitting the search opens the results page and tells analytics (GA4 `search`).
    await results
      .getByRole('searchbox', { name: text.search.quickSearch.label })
      .or(results.getByRole('combobox', { name: text.search.quickSearch.label }))
      .press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${locale}/search\\?q=`));
    await expect
      .poll(() => dataLayerEvents(page, 'search'))
      .toContainEqual({ event: 'search', search_term: WORDS.arabic });
    await page.goto(`/${locale}/${weighed.url_key}`);

    // 3. The product page (GA4 `view_item`); add the weighed product (`add_to_cart` in EGP),
    // then one more step.
    await expect(page.getByRole('heading', { level: 1, name: weighed.name })).toBeVisible();
    await expect
      .poll(() => dataLayerEvents(page, 'view_item'))
      .toContainEqual({
        event: 'view_item',
        ecommerce: expect.objectContaining({
          currency: 'EGP',
          items: [expect.objectContaining({ item_id: weighed.sku, item_name: weighed.name })],
        }),
      });
    await productOwn(page, fill(text.cart.addToCart.addLabel, { name: weighed.name })).click();
    const added = page
      .getByRole('status')
      .filter({ hasText: fill(text.cart.miniCart.itemAdded, { name: weighed.name }) });
    await expect(added).toBeVisible();
    await expect
      .poll(() => dataLayerEvents(page, 'add_to_cart'))
      .toContainEqual({
        event: 'add_to_cart',
        ecommerce: expect.objectContaining({
          currency: 'EGP',
          items: [
            expect.objectContaining({
              item_id: weighed.sku,
              quantity: weighed.cart_control.min_amount,
            }),
          ],
        }),
      });
    await expect(added.getByRole('link', { name: text.cart.miniCart.viewCart })).toHaveAttribute(
      'href',
      `/${locale}/cart`,
    );
    await productOwn(page, fill(text.cart.stepper.increase, { name: weighed.name })).click();
    await snap(page, `journey-product-${locale}-${size}`);
    // The add-to-cart message closes by itself after 5 s.
    await expect(added).toBeHidden({ timeout: 10_000 });

    // 4. A configurable product: choose a variant, add it.
    const shirt = await configurableProduct(request, locale, WORDS.configurable);
    await page.goto(`/${locale}/${shirt.url_key}`);
    await expect(page.getByRole('heading', { level: 1, name: shirt.name })).toBeVisible();
    const option = shirt.configurable_options?.[0];
    if (!option) throw new Error('the configurable product has no options');
    const value = option.values[1] ?? option.values[0];
    await page
      .getByRole('group', { name: option.label })
      .getByRole('radio', { name: value!.label, exact: true })
      .check();
    await productOwn(page, templatePattern(text.cart.addToCart.addLabel)).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: templatePattern(text.cart.miniCart.itemAdded, false) }),
    ).toBeVisible();

    // 5. Compare two products of one category; the tray appears with both.
    const category = weighed.categories[0]!;
    const [first, second] = await productsOfCategory(request, locale, category.url_key);
    await page.goto(`/${locale}/${category.url_key}`);
    for (const product of [first!, second!]) {
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('link', { name: product.name }) })
        .first();
      await card.getByRole('button', { name: text.search.compare.addTo }).click();
    }
    const trayToggle = page.getByRole('button', {
      name: fill(text.search.compare.toggle, { count: 2 }),
    });
    await expect(trayToggle).toBeVisible();
    await snap(page, `journey-category-${locale}-${size}`);
    await page.getByRole('link', { name: text.search.compare.compareProducts }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/compare$`));
    const table = page.getByRole('table', { name: text.search.comparePage.table });
    await expect(table.getByText(first!.name, { exact: true }).first()).toBeVisible();
    await expect(table.getByText(second!.name, { exact: true }).first()).toBeVisible();
    await snap(page, `journey-compare-${locale}-${size}`);

    // 6. The cart holds the weighed product (two steps) and the variant.
    await page.goto(`/${locale}/cart`);
    await expect(
      page.getByRole('heading', { level: 1, name: text.cart.routes.cart }),
    ).toBeVisible();
    const cartLinks = page.getByRole('main').getByRole('link', { name: weighed.name });
    await expect(cartLinks.first()).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(shirt.name) })
        .first(),
    ).toBeVisible();
    await snap(page, `journey-cart-${locale}-${size}`);

    // 7. Log in by phone: an unregistered phone leads to registration, then the code screen.
    const phone = newPhone();
    const main = page.getByRole('main');
    await openLogin(page, locale, mobile);
    await main.getByRole('textbox', { name: text.account.login.phone }).fill(phone);
    await snap(page, `journey-login-${locale}-${size}`);
    await page.getByRole('button', { name: text.account.login.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/register\\?phone=`));
    await expect(main.getByRole('textbox', { name: text.account.register.phone })).toHaveValue(
      phone,
    );
    await main.getByRole('textbox', { name: text.account.register.fullName }).fill('Salma Fathy');
    await main
      .getByRole('textbox', { name: text.account.register.email })
      .fill(`salma.${phone}@example.com`);
    const before = await lastOutboxId(request);
    await page.getByRole('button', { name: text.account.register.submit }).click();
    await expect(page.getByRole('heading', { name: text.account.otp.title })).toBeVisible();
    const code = await latestCode(request, phone, before);
    await snap(page, `journey-otp-${locale}-${size}`);
    // The merge notice lives 5 s from the moment of login: watch for it before the code goes in.
    const mergedNotice = page
      .getByText(clientMessage('cartMerged', locale))
      .waitFor({ state: 'visible', timeout: 45_000 });
    for (const [index, digit] of [...code].entries()) {
      await page
        .getByRole('textbox', {
          name: fill(text.account.otp.digit, { index: index + 1, total: 4 }),
        })
        .fill(digit);
    }

    // 8. Back on the cart (the referrer), merged into the new customer's cart.
    await expect(page).toHaveURL(new RegExp(`/${locale}/cart$`));
    await mergedNotice;
    await expect(cartLinks.first()).toBeVisible();
    if (!mobile) {
      await expect(
        page.getByRole('banner').getByRole('button', {
          name: fill(text.account.accountMenu.greeting, { firstname: 'Salma' }),
        }),
      ).toBeVisible();
    }
    await snap(page, `journey-cart-merged-${locale}-${size}`);
    // A customer with a chosen store and no stored address is asked for one (shell and account
    // spec, address selector modal); the new customer has none saved yet and closes it.
    const selector = page.getByRole('dialog', { name: text.account.addresses.selector.title });
    await expect(selector).toBeVisible();
    await expect(selector.getByText(text.account.addresses.selector.empty)).toBeVisible();
    await selector.getByRole('button', { name: text.account.addresses.selector.close }).click();
    await expect(selector).toBeHidden();

    // 9. Log out from the cart: the shopper is sent home and is a guest again.
    if (mobile) {
      await page
        .getByRole('navigation', { name: text.shell.mobileBar.label })
        .getByRole('button', { name: text.shell.mobileBar.account })
        .click();
      const drawer = page.getByRole('dialog', { name: text.account.accountMenu.drawerTitle });
      await expect(drawer).toBeVisible();
      await snap(page, `journey-account-drawer-${locale}-${size}`);
      await drawer.getByRole('button', { name: text.account.accountMenu.logout }).click();
    } else {
      await page
        .getByRole('banner')
        .getByRole('button', {
          name: fill(text.account.accountMenu.greeting, { firstname: 'Salma' }),
        })
        .click();
      await page.getByRole('button', { name: text.account.accountMenu.logout }).click();
    }
    // The notice may come while the old page is still shown and the home page loads (both
    // layouts hold the alerts region), so both are awaited together.
    await Promise.all([
      expect(page).toHaveURL(new RegExp(`/${locale}/?$`)),
      expect(page.getByText(clientMessage('loggedOut', locale))).toBeVisible(),
    ]);
    if (mobile) {
      await expect(
        page
          .getByRole('navigation', { name: text.shell.mobileBar.label })
          .getByRole('link', { name: text.shell.mobileBar.login }),
      ).toBeVisible();
    } else {
      await expect(
        page.getByRole('banner').getByRole('link', { name: text.account.accountMenu.login }),
      ).toBeVisible();
    }
    expect(consoleWatch.unexpected()).toEqual([]);
  });
}
