// Issue 14, the first screen: on a first visit the select-area dialog opens by itself, and the
// gateway serves it in the page's HTML (rendered by the shell's build), so it is on screen before
// any script has run; the app's first render takes it over. A browser with an area saved, or
// without scripts, never shows that copy.
import type { Page } from '@playwright/test';
import { expect, test } from './support';
import { withSavedArea } from './shell-support';

const TITLE = { en: 'Where should we deliver?', ar: 'أين نوصل طلبك؟' } as const;

/** Loads `path` with every script refused: what the page shows from its HTML alone. */
async function withoutScripts(page: Page, path: string) {
  await page.route(/\.js(\?.*)?$/, (route) => route.abort());
  await page.goto(path);
}

test('the HTML shows the dialog in the page language; the app takes it over', async ({
  page,
  consoleWatch,
}) => {
  for (const locale of ['ar', 'en'] as const) {
    await withoutScripts(page, `/${locale}/cart`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    const drawn = page.getByRole('dialog', { name: TITLE[locale] });
    await expect(drawn).toBeVisible();
    // Nothing can close it before the app runs.
    await expect(drawn.getByRole('button')).toHaveAttribute('aria-disabled', 'true');
    await page.unrouteAll({ behavior: 'wait' });
  }
  consoleWatch.allow({ pattern: /net::ERR_FAILED/, reason: 'the scripts were refused on purpose' });

  await page.goto('/en/cart');
  const dialog = page.getByRole('dialog', { name: TITLE.en });
  await expect(dialog.getByRole('combobox').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // No inline script was refused by the Content-Security-Policy, and nothing else failed.
  expect(consoleWatch.unexpected()).toEqual([]);
});

test('an area saved in this browser, or no scripts at all, never shows that copy', async ({
  page,
  context,
}) => {
  // The store cookie lives for the browser session; the saved choice outlives it.
  await withSavedArea(page);
  await withoutScripts(page, '/en');
  await expect(page.locator('#root')).toBeAttached();
  // The gateway sent the copy (no cookie); the page's own script took it away before painting.
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const noScripts = await context.browser()!.newContext({ javaScriptEnabled: false });
  try {
    const bare = await noScripts.newPage();
    await bare.goto(page.url());
    // The page holds the copy (no cookie here), hidden so that its noscript message shows.
    await expect(bare.locator('#first-screen')).toBeAttached();
    await expect(bare.locator('#first-screen')).toBeHidden();
    await expect(bare.getByRole('dialog')).toHaveCount(0);
  } finally {
    await noScripts.close();
  }
});
