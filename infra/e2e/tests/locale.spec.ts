// Issue 2 item 8: /ar is right-to-left, /en left-to-right; an unknown path shows the 404 text.
import { TEXT, expect, test } from './support';
import { withSavedArea } from './shell-support';

// With no saved delivery area the select-area dialog opens by itself (issue 5) and covers the
// page; these tests are about language and direction, so an area is saved first.
test.beforeEach(async ({ page }) => {
  await withSavedArea(page);
});

test('/ar is Arabic and right-to-left', async ({ page, consoleWatch }) => {
  await page.goto('/ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(
    page.getByRole('banner').getByRole('link', { name: TEXT.languageSwitch.ar }),
  ).toBeVisible();
  expect(consoleWatch.unexpected()).toEqual([]);
});

test('/en is English and left-to-right', async ({ page, consoleWatch }) => {
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('banner').getByRole('link', { name: TEXT.languageSwitch.en }),
  ).toBeVisible();
  expect(consoleWatch.unexpected()).toEqual([]);
});

test('the language switch moves to the same page in Arabic and mirrors it', async ({
  page,
  consoleWatch,
}) => {
  await page.goto('/en/about');
  await page.getByRole('banner').getByRole('link', { name: TEXT.languageSwitch.en }).click();
  await expect(page).toHaveURL(/\/ar\/about$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(consoleWatch.unexpected()).toEqual([]);
});

test('an unknown path shows that the page could not be found', async ({ page, consoleWatch }) => {
  await page.goto('/en/this/does/not/exist');
  await expect(page.getByRole('main').getByText(TEXT.notFound.en)).toBeVisible();
  expect(consoleWatch.unexpected()).toEqual([]);
});

test('an unknown Arabic path shows the Arabic not-found text @one-width', async ({
  page,
  consoleWatch,
}) => {
  await page.goto('/ar/this/does/not/exist');
  await expect(page.getByRole('main').getByText(TEXT.notFound.ar)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(consoleWatch.unexpected()).toEqual([]);
});

test('/ goes to the locale remembered in the i18n_locale cookie @one-width', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
  await context.addCookies([{ name: 'i18n_locale', value: 'ar', url: baseURL! }]);
  await page.goto('/');
  await expect(page).toHaveURL(/\/ar$/);
});
