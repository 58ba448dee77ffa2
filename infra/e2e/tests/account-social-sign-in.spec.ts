// Issue 63, social sign-in: the store offers GOOGLE through the local OpenID provider that the
// e2e servers start (oidc-provider, infra/scripts/serve-e2e.mjs). A new shopper signs in there,
// gives and proves a phone, and is signed in to Dukkan; when the provider's token endpoint answers
// a forged ID token (another key), the login page shows SOCIAL_ERROR and nobody is signed in.
// /en and /ar at 1280 px. The forgery switch is the provider's, shared: these tests run in turn.
import { LOCALES, PAGE_ERROR_MESSAGES } from '@dukkan/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from './support';
import { fill, withSavedArea } from './shell-support';
import { TEXTS, lastOutboxId, latestCode, newPhone, snap } from './journey-support';
import { seriousViolations, withAddressPromptAnswered } from './account-support';

const providerPort = Number(
  process.env.E2E_OIDC_PORT ?? Number(process.env.E2E_COMMERCE_PORT ?? 4100) + 1,
);
const providerUrl = `http://127.0.0.1:${providerPort}`;

test.describe.configure({ mode: 'serial' });

async function forge(mode: 'off' | 'key'): Promise<void> {
  const response = await fetch(`${providerUrl}/__test/forge?mode=${mode}`, { method: 'POST' });
  expect(response.ok).toBe(true);
}

/** From the login page through the provider's sign-in page, as `email`. */
async function continueWithGoogle(page: Page, locale: 'en' | 'ar', email: string): Promise<void> {
  const text = TEXTS[locale].account;
  await page.goto(`/${locale}/login`);
  const google = page
    .getByRole('main')
    .getByRole('link', { name: fill(text.social.continueWith, { provider: 'Google' }) });
  await expect(google).toBeVisible();
  await google.click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

for (const locale of LOCALES) {
  const text = TEXTS[locale].account;
  const letters = () =>
    Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')
      .slice(0, 6);

  test.describe(`/${locale} social sign-in`, () => {
    test.beforeEach(async ({ page }) => {
      await withSavedArea(page);
      await withAddressPromptAnswered(page);
    });
    test.afterEach(async () => {
      await forge('off');
    });

    test('a new shopper signs in with the local OpenID provider', async ({ page, request }) => {
      const name = `noura${letters()}`;
      await continueWithGoogle(page, locale, `${name}@example.com`);
      // Back on the store: a new customer proves a phone before the account exists.
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: text.social.phoneTitle })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      const phone = newPhone();
      await main.getByRole('textbox', { name: text.login.phone }).fill(phone);
      const before = await lastOutboxId(request);
      await main.getByRole('button', { name: text.login.submit }).click();
      await expect(page.getByRole('heading', { name: text.otp.title })).toBeVisible();
      const code = await latestCode(request, phone, before);
      await snap(page, `account-social-code-${locale}`);
      for (const [index, digit] of [...code].entries())
        await page
          .getByRole('textbox', { name: fill(text.otp.digit, { index: index + 1, total: 4 }) })
          .fill(digit);
      await expect(
        page
          .getByRole('banner')
          .getByRole('button', { name: fill(text.accountMenu.greeting, { firstname: name }) }),
      ).toBeVisible();
    });

    test('a forged ID token shows SOCIAL_ERROR and signs nobody in', async ({ page }) => {
      await forge('key');
      await continueWithGoogle(page, locale, `forged${letters()}@example.com`);
      await expect(page).toHaveURL(new RegExp(`/${locale}/login\\?msg=SOCIAL_ERROR$`));
      const main = page.getByRole('main');
      await expect(main.getByRole('alert')).toHaveText(PAGE_ERROR_MESSAGES.SOCIAL_ERROR[locale]);
      await snap(page, `account-social-forged-${locale}`);
      // Nobody is signed in: the header still offers to log in, and the account asks for it.
      await expect(
        page.getByRole('banner').getByRole('link', { name: text.accountMenu.login }),
      ).toBeVisible();
      await page.goto(`/${locale}/account`);
      await expect(page).toHaveURL(new RegExp(`/${locale}/login`));
    });
  });
}
