// Shell spec section 8, SOCIAL_ERROR: a social sign-in that fails returns to the login page with
// msg=SOCIAL_ERROR; the shopper reads the catalogue's message in the page language and can sign
// in another way (here: e-mail and password). /en and /ar, 1280 and 375 px; axe clean.
import { LOCALES, PAGE_ERROR_MESSAGES } from '@dukkan/contracts';
import { expect, test } from './support';
import { isMobile, withSavedArea } from './shell-support';
import { TEXTS, snap } from './journey-support';
import { seriousViolations, withAddressPromptAnswered } from './account-support';

for (const locale of LOCALES) {
  const text = TEXTS[locale].account;

  test(`/${locale} a failed social sign-in says so on the login page`, async ({
    page,
    consoleWatch,
  }, info) => {
    const size = isMobile(info) ? 'mobile' : 'desktop';
    await withSavedArea(page);
    await withAddressPromptAnswered(page);
    await page.goto(`/${locale}/login?msg=SOCIAL_ERROR`);
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toHaveText(PAGE_ERROR_MESSAGES.SOCIAL_ERROR[locale]);
    // The other ways to sign in are all there.
    await expect(main.getByRole('textbox', { name: new RegExp(text.login.phone) })).toBeVisible();
    await expect(
      main
        .getByRole('region', { name: text.emailLogin.title })
        .getByRole('button', { name: text.emailLogin.submit }),
    ).toBeVisible();
    await snap(page, `account-social-error-${locale}-${size}`);
    expect(await seriousViolations(page)).toEqual([]);
    // Without the code the page says nothing of it.
    await page.goto(`/${locale}/login`);
    await expect(main.getByRole('heading', { level: 1, name: text.login.title })).toBeVisible();
    await expect(main.getByRole('alert')).toHaveCount(0);
    expect(consoleWatch.unexpected()).toEqual([]);
  });
}
