// Issue 5, shell behaviours in /en and /ar at 1280 and 375 px: the select-area dialog opening
// by itself (not on privacy, terms, return; not once an area is saved) with page scroll locked;
// the offline notice; the page progress bar while a page downloads; the error page (msg code,
// Shop Now, My Orders) and the 404; the minimal checkout layout; the download-app banner (once
// per session, Android install link, iOS root url, nothing elsewhere).
import { PAGE_ERROR_MESSAGES, pageError } from '@dukkan/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from './support';
import { LOCALES, SHELL_TEXT, isMobile, withSavedArea } from './shell-support';

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

for (const locale of LOCALES) {
  const t = SHELL_TEXT[locale];

  test(`/${locale} select-area dialog opens by itself except on privacy, terms and return @one-width`, async ({
    page,
    consoleWatch,
  }) => {
    const dialog = page.getByRole('dialog', { name: t.selectArea.title });
    const footer = page.getByRole('contentinfo');
    await page.goto(`/${locale}/privacy`);
    await expect(page.getByRole('main')).toBeVisible();
    for (const path of ['/terms', '/return']) {
      await footer.locator(`a[href="/${locale}${path}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`/${locale}${path}$`));
    }
    await expect(dialog).toHaveCount(0);

    // Any other page without a saved area opens it, with the page scroll locked.
    await footer.locator(`a[href="/${locale}/faqs"]`).first().click();
    await expect(dialog).toBeVisible();
    const overflow = () =>
      page.evaluate(() =>
        [
          getComputedStyle(document.documentElement).overflow,
          getComputedStyle(document.body).overflow,
        ].join(' '),
      );
    await expect.poll(overflow).toContain('hidden');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(overflow).not.toContain('hidden');
    expect(consoleWatch.unexpected()).toEqual([]);
  });

  test(`/${locale} with a saved area no dialog opens; offline notice; progress bar while a page loads @one-width`, async ({
    page,
    context,
    consoleWatch,
  }) => {
    await withSavedArea(page);
    await page.goto(`/${locale}/about`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('dialog', { name: t.selectArea.title })).toHaveCount(0);

    // Offline: a translated notice while the browser reports no network. The h1 above is the
    // HTML's copy: the network is cut only once the app has taken over and its requests are
    // done, since a request still in flight then fails and the browser logs it.
    await expect(page.locator('#first-screen')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const offline = page.getByText(t.offline.message);
    await context.setOffline(true);
    await expect(offline).toBeVisible();
    await context.setOffline(false);
    await expect(offline).toBeHidden();

    // The cart page's code is held for a second: the progress bar shows, then goes.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/remotes/cart/**', async (route) => {
      await held;
      await route.continue();
    });
    const progress = page.getByRole('progressbar', { name: t.progress.label });
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/${locale}/cart`);
    await expect(progress).toBeVisible();
    release();
    await expect(progress).toBeHidden({ timeout: 10_000 });
    expect(consoleWatch.unexpected()).toEqual([]);
  });

  test(`/${locale} error page shows Ooops!, the msg text, Shop Now and My Orders; 404 text`, async ({
    page,
    consoleWatch,
  }) => {
    await withSavedArea(page);
    await page.goto(`/${locale}/error?msg=PAYMENT_ERROR`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: t.errorPage.title })).toBeVisible();
    await expect(main.getByText(PAGE_ERROR_MESSAGES.PAYMENT_ERROR[locale])).toBeVisible();
    await expect(main.getByRole('link', { name: t.errorPage.shopNow })).toHaveAttribute(
      'href',
      `/${locale}`,
    );
    await expect(main.getByRole('link', { name: t.errorPage.myOrders })).toHaveAttribute(
      'href',
      `/${locale}/account/orders`,
    );

    // No code: the generic message.
    await page.goto(`/${locale}/error`);
    await expect(main.getByText(pageError({}, locale).message)).toBeVisible();

    await page.goto(`/${locale}/no/such/page`);
    await expect(main.getByText(t.notFound.message)).toBeVisible();
    expect(consoleWatch.unexpected()).toEqual([]);
  });

  test(`/${locale} checkout uses the minimal layout`, async ({ page, consoleWatch }) => {
    await withSavedArea(page);
    await page.goto(`/${locale}/checkout`);
    const header = page.getByRole('banner');
    await expect(header.getByText(t.header.secureCheckout)).toBeVisible();
    await expect(header.locator('a[href^="tel:"]')).toBeVisible();
    await expect(header.getByRole('link', { name: t.header.languageSwitch })).toHaveAttribute(
      'href',
      `/${locale === 'en' ? 'ar' : 'en'}/checkout`,
    );
    await expect(page.getByRole('link', { name: t.checkout.privacyLink })).toHaveAttribute(
      'href',
      `/${locale}/privacy`,
    );
    // No shop navigation, footer links or mobile bar while paying.
    await expect(page.getByRole('navigation', { name: t.menu.label })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: t.mobileBar.label })).toHaveCount(0);
    await expect(page.getByRole('contentinfo').locator(`a[href="/${locale}/faqs"]`)).toHaveCount(0);
    expect(consoleWatch.unexpected()).toEqual([]);
  });

  test(`/${locale} download-app banner: Android install link once per session, iOS root url, none on desktop`, async ({
    browser,
  }, info) => {
    const banner = (page: Page) => page.getByRole('region', { name: t.downloadApp.label });
    if (!isMobile(info)) {
      const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await desktop.newPage();
      await withSavedArea(page);
      await page.goto(`/${locale}/about`);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(banner(page)).toHaveCount(0);
      await desktop.close();
      return;
    }
    const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
    const android = await browser.newContext({ ...phone, userAgent: ANDROID_UA });
    const page = await android.newPage();
    await withSavedArea(page);
    await page.goto(`/${locale}/about`);
    await expect(banner(page).getByRole('link', { name: t.downloadApp.install })).toHaveAttribute(
      'href',
      /^https:\/\/play\.google\.com\//,
    );
    await banner(page).getByRole('button', { name: t.downloadApp.close }).click();
    await expect(banner(page)).toHaveCount(0);
    // Decided once per session: the next load of the same tab session shows nothing.
    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await android.close();

    const ios = await browser.newContext({ ...phone, userAgent: IPHONE_UA });
    const iphone = await ios.newPage();
    await withSavedArea(iphone);
    await iphone.goto(`/${locale}/about`);
    await expect(banner(iphone).getByRole('link', { name: t.downloadApp.open })).toHaveAttribute(
      'href',
      /^https:\/\/apps\.apple\.com\//,
    );
    await ios.close();
  });
}
