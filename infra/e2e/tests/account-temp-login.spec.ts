// Issue 13, /temp-login: the temporary login by a one-time code sent to an e-mail identity, as a
// guest would, in /en and /ar at 1280 and 375 px against the service and its dev outbox: a
// malformed e-mail is refused in the page language; the code from the e-mail, typed on the code
// screen, signs in; the link in the e-mail signs in when opened, and says why once used. Each
// flow uses a customer of its own (a new code waits 120 s). Screenshots; axe clean.
import { LOCALES, VALIDATION_MESSAGES } from '@dukkan/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support';
import { fill, isMobile, withSavedArea } from './shell-support';
import { TEXTS, lastOutboxId, latestCode, newPhone, snap } from './journey-support';
import {
  newCustomerWithPassword,
  seriousViolations,
  withAddressPromptAnswered,
} from './account-support';

/** The temporary-login link of the newest e-mail the service "sent" to `email` (dev outbox). */
async function tempLoginLinkFor(request: APIRequestContext, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await request.get('/dev/outbox', { params: { to: email } });
    const body = (await response.json()) as { messages: { body?: string }[] };
    const link = body.messages
      .map((message) => /\/(?:en|ar)\/temp-login\?\S+?(?=[.,]?\s|$)/.exec(message.body ?? '')?.[0])
      .find(Boolean);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No temporary-login e-mail reached the outbox for ${email}`);
}

for (const locale of LOCALES) {
  const text = TEXTS[locale].account;

  test.describe(`/${locale} temporary login`, () => {
    test.beforeEach(async ({ page }) => {
      await withSavedArea(page);
      await withAddressPromptAnswered(page);
    });

    test('the code e-mailed to the customer signs in on the code screen', async ({
      page,
      request,
      consoleWatch,
    }, info) => {
      // Four page loads, two axe scans and the outbox: room on a busy 2-core machine.
      test.setTimeout(150_000);
      const size = isMobile(info) ? 'mobile' : 'desktop';
      const who = await newCustomerWithPassword(request, newPhone(), 'Dukkan2025x');
      await page.goto(`/${locale}/temp-login`);
      await expect(
        page.getByRole('heading', { level: 1, name: text.routes['temp-login'] }),
      ).toBeVisible();
      const email = page
        .getByRole('main')
        .getByRole('textbox', { name: new RegExp(text.emailLogin.email) });
      await email.fill('not an e-mail');
      await page.getByRole('button', { name: text.tempLogin.submit }).click();
      await expect(page.getByText(VALIDATION_MESSAGES[locale].email)).toBeVisible();
      await expect(email).toHaveValue('not an e-mail');
      await snap(page, `account-temp-login-${locale}-${size}`);
      expect(await seriousViolations(page)).toEqual([]);

      const after = await lastOutboxId(request);
      await email.fill(who.email);
      await page.getByRole('button', { name: text.tempLogin.submit }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: text.tempLogin.codeTitle }),
      ).toBeVisible();
      await expect(page.getByText(who.email)).toBeVisible();
      const code = await latestCode(request, who.email, after);
      await snap(page, `account-temp-login-code-${locale}-${size}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('main').getByRole('textbox').first().click();
      await page.keyboard.type(code);
      await expect(page).not.toHaveURL(/temp-login/, { timeout: 45_000 });
      // Signed in: the account overview greets the customer.
      await page.goto(`/${locale}/account`);
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: fill(text.overview.greeting, { firstname: who.firstname }),
        }),
      ).toBeVisible({ timeout: 45_000 });
      expect(consoleWatch.unexpected()).toEqual([]);
    });

    test('the link in the e-mail signs in once', async ({ page, context, request }) => {
      test.setTimeout(150_000);
      const who = await newCustomerWithPassword(request, newPhone(), 'Dukkan2025x');
      await page.goto(`/${locale}/temp-login`);
      await page
        .getByRole('main')
        .getByRole('textbox', { name: new RegExp(text.emailLogin.email) })
        .fill(who.email);
      await page.getByRole('button', { name: text.tempLogin.submit }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: text.tempLogin.codeTitle }),
      ).toBeVisible();
      const link = await tempLoginLinkFor(request, who.email);
      expect(link.startsWith(`/${locale}/temp-login?`)).toBe(true);
      await page.goto(link);
      await expect(page).not.toHaveURL(/temp-login/, { timeout: 45_000 });
      // Signed in: the account overview greets the customer.
      await page.goto(`/${locale}/account`);
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: fill(text.overview.greeting, { firstname: who.firstname }),
        }),
      ).toBeVisible({ timeout: 45_000 });

      // A used link: a guest opening it again is told so and keeps the e-mail for a new code.
      await context.clearCookies();
      await page.goto(link);
      await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('textbox', { name: new RegExp(text.emailLogin.email) }),
      ).toHaveValue(who.email);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
