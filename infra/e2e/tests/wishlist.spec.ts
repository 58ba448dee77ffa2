// Issue 13, the wishlist, in /en and /ar at 1280 px and 375 px, as a customer would: a guest
// presses the wishlist button on a product card, logs in with e-mail and password, comes back to
// the card and the product is in the wishlist (GA4 `add_to_wishlist`); the wishlist page lists
// it, adds it to the cart and removes it. Each language uses a new customer, so runs share nothing.
import { LOCALES } from '@dukkan/contracts';
import { expect, test } from './support';
import { fill, isMobile, withSavedArea } from './shell-support';
import {
  TEXTS,
  dataLayerEvents,
  newPhone,
  productsOfCategory,
  snap,
  startingWith,
  weighedProduct,
} from './journey-support';
import {
  newCustomerWithPassword,
  seriousViolations,
  withAddressPromptAnswered,
} from './account-support';

for (const locale of LOCALES) {
  const text = TEXTS[locale];
  const wishlist = text.account.wishlist;

  test(`/${locale} a guest adds a product to the wishlist from its card, logs in, and uses the wishlist page`, async ({
    page,
    request,
    consoleWatch,
  }, info) => {
    test.slow();
    await withSavedArea(page);
    await withAddressPromptAnswered(page);
    const customer = await newCustomerWithPassword(request, newPhone(), 'Wish2026x');
    const category = (await weighedProduct(request, locale, 'mango')).categories[0]!;
    const [product] = await productsOfCategory(request, locale, category.url_key);
    if (!product) throw new Error(`${category.url_key} has no products`);

    // A guest presses the heart on the product's card and is sent to login.
    await page.goto(`/${locale}/${category.url_key}`);
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: product.name, exact: true }) })
      .first();
    const heart = card.getByRole('button', { name: wishlist.button });
    // The first category page of a run waits for the catalogue's cache to warm on a busy machine.
    await expect(heart).toHaveAttribute('aria-pressed', 'false', { timeout: 45_000 });
    await heart.click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/login$`));
    await expect(page.getByText(wishlist.loginFirst)).toBeVisible();

    // Logged in, back on the card: the product was added.
    const form = page.getByRole('region', { name: text.account.emailLogin.title });
    await form.getByRole('textbox', { name: text.account.emailLogin.email }).fill(customer.email);
    await form.getByLabel(startingWith(text.account.emailLogin.password)).fill('Wish2026x');
    await form.getByRole('button', { name: text.account.emailLogin.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/${category.url_key}$`));
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(wishlist.added)).toBeVisible();
    await expect
      .poll(() => dataLayerEvents(page, 'add_to_wishlist'))
      .toContainEqual({
        event: 'add_to_wishlist',
        ecommerce: expect.objectContaining({
          currency: 'EGP',
          items: [expect.objectContaining({ item_id: product.sku, item_name: product.name })],
        }),
      });

    // The wishlist page lists it.
    await page.getByRole('link', { name: wishlist.view }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/account/wishlist$`));
    // Scoped to the wishlist page: while it loads, the router still shows the category's cards.
    const item = page
      .locator('section[aria-labelledby="wishlist-title"]')
      .getByRole('article', { name: product.name });
    await expect(item.getByRole('link', { name: product.name })).toBeVisible();
    await expect(item.locator('img')).toBeVisible();
    await snap(page, `account-wishlist-${locale}-${isMobile(info) ? 'mobile' : 'desktop'}`);
    expect(await seriousViolations(page)).toEqual([]);

    // Into the cart, through the cart team's AddToCart.
    await item
      .getByRole('button', { name: fill(text.cart.addToCart.addLabel, { name: product.name }) })
      .click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: fill(text.cart.miniCart.itemAdded, { name: product.name }) }),
    ).toBeVisible();

    // Removed: the page is empty, and the card's heart is no longer pressed.
    await item
      .getByRole('button', { name: fill(wishlist.removeItem, { name: product.name }) })
      .click();
    await expect(page.getByText(wishlist.empty)).toBeVisible();
    await page.goto(`/${locale}/${category.url_key}`);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(consoleWatch.unexpected()).toEqual([]);
  });
}
