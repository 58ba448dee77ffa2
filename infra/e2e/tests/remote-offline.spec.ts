// Issue 2 item 8: with one remote's entry (remoteEntry.js) answering 404, the page shows the
// translated fallback in that remote's places while the header and footer keep working.
import { TEXT, expect, test, type AllowedError } from './support';
import { withSavedArea } from './shell-support';

/** What a missing remote legitimately reports; anything else still fails the test. */
const SEARCH_OFFLINE: AllowedError[] = [
  {
    pattern: /Failed to load resource: the server responded with a status of 404/,
    reason: 'the test makes the search remote entry answer 404',
  },
  {
    pattern: /search|remoteEntry|RUNTIME-00\d|Failed to load script/i,
    reason:
      'the federation runtime and the shell error boundary report the unreachable search remote',
  },
];

test.beforeEach(async ({ page, consoleWatch }) => {
  consoleWatch.allow(...SEARCH_OFFLINE);
  // No select-area dialog over the page (it opens by itself when no area is saved).
  await withSavedArea(page);
  await page.route('**/remotes/search/**/remoteEntry.js', (route) =>
    route.fulfill({ status: 404 }),
  );
});

test('the search page shows the fallback with a retry button, in English and Arabic', async ({
  page,
  consoleWatch,
}) => {
  await page.goto('/en/search');
  const main = page.getByRole('main');
  await expect(main.getByText(TEXT.fallback.en)).toBeVisible();
  await expect(main.getByRole('button', { name: TEXT.retry.en })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // The header's language switch still navigates.
  await page.getByRole('banner').getByRole('link', { name: TEXT.languageSwitch.en }).click();
  await expect(page).toHaveURL(/\/ar\/search$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('main').getByText(TEXT.fallback.ar)).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: TEXT.retry.ar })).toBeVisible();
  expect(consoleWatch.unexpected().filter((text) => text.startsWith('uncaught:'))).toEqual([]);
  expect(consoleWatch.unexpected()).toEqual([]);
});

test('footer links still lead to pages of the other remotes', async ({ page, consoleWatch }) => {
  await page.goto('/en/search');
  await expect(page.getByRole('main').getByText(TEXT.fallback.en)).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/en\/about$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('main').getByText(TEXT.fallback.en)).toHaveCount(0);
  expect(consoleWatch.unexpected()).toEqual([]);
});

test('the home page renders while the header search slot falls back', async ({
  page,
  consoleWatch,
}) => {
  await page.goto('/en');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: TEXT.languageSwitch.en }),
  ).toBeVisible();
  expect(consoleWatch.unexpected()).toEqual([]);
});
