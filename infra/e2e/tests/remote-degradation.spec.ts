// Issue 16, quiet degradation: a remote that cannot be reached takes away only its own parts.
// An optional fragment (the search remote's compare button and header search) renders nothing
// and the page shows one quiet notice; an essential one (the cart remote's add-to-cart) leaves
// a compact message with a retry in each of its slots. The remote is taken down the way
// remote-offline.spec.ts does it: its remoteEntry.js answers 404.
import { TEXT, expect, test, type AllowedError } from './support';
import { withSavedArea } from './shell-support';
import { TEXTS, templatePattern, weighedProduct } from './journey-support';
import type { Locale } from '@dukkan/contracts';
import type { Page } from '@playwright/test';

/** What an unreachable remote legitimately reports; anything else still fails the test. */
function offline(remote: 'search' | 'cart'): AllowedError[] {
  return [
    {
      pattern: /Failed to load resource: the server responded with a status of 404/,
      reason: `the test makes the ${remote} remote entry answer 404`,
    },
    {
      pattern: new RegExp(`${remote}|remoteEntry|RUNTIME-00\\d|Failed to load script`, 'i'),
      reason: `the federation runtime and the shell's boundaries report the unreachable ${remote} remote`,
    },
  ];
}

async function takeDown(page: Page, remote: 'search' | 'cart') {
  await page.route(`**/remotes/${remote}/**/remoteEntry.js`, (route) =>
    route.fulfill({ status: 404 }),
  );
}

/** A category page with products: the first category of the journey's weighed product. */
async function categoryPath(page: Page, locale: Locale): Promise<string> {
  const product = await weighedProduct(page.request, locale, 'mango');
  return `/${locale}/${product.categories[0]!.url_key}`;
}

/** Switches language with the header link and checks the page follows. */
async function switchTo(page: Page, locale: Locale) {
  const from: Locale = locale === 'ar' ? 'en' : 'ar';
  await page.getByRole('banner').getByRole('link', { name: TEXT.languageSwitch[from] }).click();
  await expect(page).toHaveURL(new RegExp(`^[^?#]*/${locale}/`));
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
}

test.beforeEach(async ({ page }) => {
  // The shell tries an unreachable remote three times and reads the registry again between
  // tries while the page loads; on a busy 2-core machine the first category page has taken
  // close to 20 s to show its cards, so these tests get more time than the default.
  test.setTimeout(120_000);
  await withSavedArea(page);
});

test('search remote unreachable: no per-card notice, one quiet notice, adding to the cart still works, in English and Arabic', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(...offline('search'));
  await takeDown(page, 'search');
  await page.goto(await categoryPath(page, 'en'));
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible({
    timeout: 45_000,
  });

  for (const locale of ['en', 'ar'] as const) {
    const text = TEXTS[locale];
    const main = page.getByRole('main');
    const cards = main.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const addButtons = main.getByRole('button', {
      name: templatePattern(text.cart.addToCart.addLabel),
    });
    await expect(addButtons.first()).toBeVisible();
    // The compare buttons are simply absent: no fallback block, no retry, no compact message.
    await expect(page.getByText(TEXT.fallback[locale])).toHaveCount(0);
    // (exact: the Arabic page notice 'بعض الميزات غير متاحة حاليًا' contains the compact words)
    await expect(page.getByText(text.shell.fallback.compact, { exact: true })).toHaveCount(0);
    await expect(main.getByRole('button', { name: text.search.compare.addTo })).toHaveCount(0);
    // One quiet notice for the page.
    await expect(page.getByText(text.shell.fallback.degraded)).toHaveCount(1);
    // The header still works; adding to the cart still works.
    await expect(page.getByRole('banner')).toBeVisible();
    // (In Arabic the first card's product is already in the cart from the English round.)
    await addButtons.first().click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: templatePattern(text.cart.miniCart.itemAdded, false) }),
    ).toBeVisible();
    if (locale === 'en') await switchTo(page, 'ar');
  }
  expect(consoleWatch.unexpected()).toEqual([]);
});

test('cart remote unreachable: each add-to-cart slot shows the compact message with a retry, in English and Arabic', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(...offline('cart'));
  await takeDown(page, 'cart');
  await page.goto(await categoryPath(page, 'en'));
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible({
    timeout: 45_000,
  });

  for (const locale of ['en', 'ar'] as const) {
    const text = TEXTS[locale];
    const main = page.getByRole('main');
    const cards = main.getByRole('article');
    await expect(cards.first()).toBeVisible();
    // A long list mounts its cards a few at a time and is busy until all are there.
    await expect(main.locator('ul[aria-busy="true"]')).toHaveCount(0);
    const count = await cards.count();
    // Each card's add slot holds the compact message and its retry; no full fallback block.
    // (After the language switch the cart is tried again first: three attempts with backoff.)
    await expect(main.getByText(text.shell.fallback.compact)).toHaveCount(count, {
      timeout: 30_000,
    });
    await expect(main.getByRole('button', { name: text.shell.fallback.retry })).toHaveCount(count);
    await expect(main.getByText(TEXT.fallback[locale])).toHaveCount(0);
    for (let index = 0; index < count; index += 1) {
      await expect(cards.nth(index).getByText(text.shell.fallback.compact)).toHaveCount(1);
    }
    // The header (where the mini cart shows its compact message too) and the language switch work.
    const header = page.getByRole('banner');
    await expect(header.getByText(text.shell.fallback.compact)).toBeVisible();
    await expect(header.getByRole('link', { name: TEXT.languageSwitch[locale] })).toBeVisible();
    if (locale === 'en') await switchTo(page, 'ar');
  }
  expect(consoleWatch.unexpected()).toEqual([]);
});

test('a remote that comes back is shown again on the next navigation, without a reload', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(...offline('cart'));
  await takeDown(page, 'cart');
  const path = await categoryPath(page, 'en');
  await page.goto(path);
  const main = page.getByRole('main');
  await expect(main.getByRole('article').first()).toBeVisible({ timeout: 45_000 });
  // Three attempts with backoff come first (slower on a busy machine).
  await expect(main.getByText(TEXTS.en.shell.fallback.compact).first()).toBeVisible({
    timeout: 30_000,
  });
  // Marks this document: a full reload would lose it.
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  await page.unroute('**/remotes/cart/**/remoteEntry.js');
  await switchTo(page, 'ar');
  await expect(
    main.getByRole('button', { name: templatePattern(TEXTS.ar.cart.addToCart.addLabel) }).first(),
  ).toBeVisible({ timeout: 30_000 });
  await expect(main.getByText(TEXTS.ar.shell.fallback.compact)).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
  expect(consoleWatch.unexpected()).toEqual([]);
});
