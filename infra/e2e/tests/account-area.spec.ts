// Issue 13 "done when", in its order, as a customer would, in /en and /ar at 1280 px and 375 px:
// log in with e-mail and password (a guest sent to login from the account comes back to it), the
// overview with the seeded customer's tier, points, wallet and vouchers. Tests that are not about
// signing in reuse one signed-in state per customer (account-support.ts). Screenshots go to
// docs/screenshots when DUKKAN_SCREENSHOTS is set; axe finds no serious or critical violation.
import { INTL_LOCALE, LOCALES, formatPrice } from '@dukkan/contracts';
import { expect, test } from './support';
import { fill, isMobile, withSavedArea } from './shell-support';
import { TEXTS, newPhone, snap, startingWith } from './journey-support';
import {
  CUSTOMERS,
  DEMO_PASSWORD,
  latestOrderOf,
  newCustomerWithPassword,
  placeOrderFor,
  resetLinkFor,
  withAddressPromptAnswered,
  seriousViolations,
  signedInAs,
  tokenOf,
  withSession,
} from './account-support';

// On the phone only the test that uses the phone's own controls (the bottom bar's account
// drawer) runs; the others show the same screens as at 1280 px (@one-width: playwright.config.ts).

for (const locale of LOCALES) {
  const text = TEXTS[locale].account;
  const number = (value: number) => value.toLocaleString(INTL_LOCALE[locale]);
  /** The voucher count text in the plural form the language uses for `count`. */
  const readyVouchers = (count: number) => {
    const form = new Intl.PluralRules(locale).select(count) as
      'one' | 'two' | 'few' | 'many' | 'other';
    return fill(text.overview.vouchers[`ready_${form}`], { n: number(count) });
  };

  test.describe(`/${locale} customer area @one-width`, () => {
    test.beforeEach(async ({ page }) => {
      await withSavedArea(page);
      await withAddressPromptAnswered(page);
    });

    test('a guest opening the account logs in with e-mail and password and comes back to it', async ({
      page,
      consoleWatch,
    }, info) => {
      const size = isMobile(info) ? 'mobile' : 'desktop';
      // Every sign-in counts against the service's 10 per e-mail in 15 minutes: each language
      // signs in as another customer, so a whole run stays under it.
      const who = CUSTOMERS[locale === 'en' ? 'mona' : 'karim'];
      await page.goto(`/${locale}/account`);
      await expect(page).toHaveURL(new RegExp(`/${locale}/login$`));
      const form = page.getByRole('region', { name: text.emailLogin.title });
      await form.getByRole('textbox', { name: text.emailLogin.email }).fill(who.email);
      // A wrong password is refused in the page language and nothing typed is lost.
      await form.getByLabel(startingWith(text.emailLogin.password)).fill('Wrong2025x');
      await form.getByRole('button', { name: text.emailLogin.submit }).click();
      await expect(form.getByRole('alert')).toBeVisible();
      await expect(form.getByRole('textbox', { name: text.emailLogin.email })).toHaveValue(
        who.email,
      );
      await snap(page, `account-login-${locale}-${size}`);
      expect(await seriousViolations(page)).toEqual([]);

      await form.getByLabel(startingWith(text.emailLogin.password)).fill(DEMO_PASSWORD);
      await form.getByRole('button', { name: text.emailLogin.submit }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/account$`));
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: fill(text.overview.greeting, { firstname: who.firstname }),
        }),
      ).toBeVisible();
      expect(consoleWatch.unexpected()).toEqual([]);
    });

    test('the overview shows the seeded tier, points, progress, wallet and vouchers', async ({
      page,
      context,
      request,
      baseURL,
      consoleWatch,
    }, info) => {
      const size = isMobile(info) ? 'mobile' : 'desktop';
      await signedInAs(context, request, baseURL as string, 'mona');
      await page.goto(`/${locale}/account`);
      const main = page.getByRole('main');
      const loyalty = main.getByRole('region', { name: text.overview.loyalty.title });
      await expect(loyalty.getByText(text.overview.loyalty.tier.SILVER)).toBeVisible();
      await expect(
        loyalty.getByText(fill(text.overview.loyalty.points, { points: number(4820) })),
      ).toBeVisible();
      await expect(loyalty.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '96');
      await expect(
        loyalty.getByText(
          fill(text.overview.loyalty.toNextTier, {
            points: number(180),
            tier: text.overview.loyalty.tier.GOLD,
          }),
        ),
      ).toBeVisible();
      const wallet = main.getByRole('region', { name: text.overview.wallet.title });
      await expect(wallet.getByText(formatPrice(75.5, locale))).toBeVisible();
      await expect(main.getByRole('link', { name: readyVouchers(1) })).toHaveAttribute(
        'href',
        `/${locale}/account/my-vouchers`,
      );
      await expect(
        main.getByRole('navigation', { name: text.overview.areas }).getByRole('link'),
      ).toHaveCount(8);
      await snap(page, `account-overview-${locale}-${size}`);
      expect(await seriousViolations(page)).toEqual([]);
      expect(consoleWatch.unexpected()).toEqual([]);
    });

    test('a customer without points sees the welcome panel; the gold customer the last tier and the vouchers', async ({
      page,
      context,
      request,
      baseURL,
    }, info) => {
      await signedInAs(context, request, baseURL as string, 'salma');
      await page.goto(`/${locale}/account`);
      await expect(
        page.getByRole('region', { name: text.overview.loyalty.welcomeTitle }),
      ).toBeVisible();
      await expect(page.getByText(text.overview.wallet.empty)).toBeVisible();
      await context.clearCookies();
      await signedInAs(context, request, baseURL as string, 'ahmed');
      await page.goto(`/${locale}/account`);
      await expect(page.getByText(text.overview.loyalty.lastTier)).toBeVisible();
      await expect(page.getByRole('link', { name: readyVouchers(2) })).toBeVisible();
      await page.getByRole('link', { name: readyVouchers(2) }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/account/my-vouchers$`));
      // Every seeded status but HIDDEN: two ready, not ready, redeemed, expired.
      await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(5);
      await expect(page.getByText(text.vouchers.status.READY)).toHaveCount(2);
      await snap(page, `account-vouchers-${locale}-${isMobile(info) ? 'mobile' : 'desktop'}`);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

for (const locale of LOCALES) {
  const text = TEXTS[locale].account;

  test.describe(`/${locale} orders @one-width`, () => {
    test.beforeEach(async ({ page }) => {
      await withSavedArea(page);
      await withAddressPromptAnswered(page);
    });

    test('an order placed in the test is listed, opened and cancelled with a reason', async ({
      page,
      context,
      request,
      baseURL,
      consoleWatch,
    }, info) => {
      // An order placed through the API, then four pages with axe checks: longer than the default.
      test.setTimeout(150_000);
      const size = isMobile(info) ? 'mobile' : 'desktop';
      const number = await placeOrderFor(request, 'karim');
      await signedInAs(context, request, baseURL as string, 'karim');
      await page.goto(`/${locale}/account/orders`);
      const card = page.getByRole('article', { name: fill(text.orders.number, { number }) });
      await expect(card).toBeVisible();
      await snap(page, `account-orders-${locale}-${size}`);
      expect(await seriousViolations(page)).toEqual([]);
      await card.getByRole('link', { name: fill(text.orders.details, { number }) }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/account/orders/${number}$`));
      await expect(
        page.getByRole('heading', { level: 1, name: fill(text.order.title, { number }) }),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: text.order.items })).toBeVisible();
      await expect(page.getByRole('region', { name: text.order.totals })).toBeVisible();
      await snap(page, `account-order-${locale}-${size}`);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: text.cancel.open }).click();
      const dialog = page.getByRole('alertdialog', { name: fill(text.cancel.title, { number }) });
      const reason = dialog.getByRole('combobox', { name: text.cancel.reason });
      await expect(reason.locator('option')).not.toHaveCount(1);
      await reason.selectOption({ index: 1 });
      const chosen = (await reason.locator('option:checked').textContent()) ?? '';
      await snap(page, `account-order-cancel-${locale}-${size}`);
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: text.cancel.confirm }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(text.cancel.done)).toBeVisible();
      await expect(
        page.getByText(fill(text.order.cancelledBecause, { reason: chosen })),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: text.cancel.open })).toHaveCount(0);

      // The filter finds it among the cancelled orders.
      await page.goto(`/${locale}/account/orders`);
      await page
        .getByRole('combobox', { name: text.orders.filter })
        .selectOption({ label: text.orders.status.canceled });
      await expect(page).toHaveURL(/status=canceled/);
      await expect(
        page.getByRole('article', { name: fill(text.orders.number, { number }) }),
      ).toBeVisible();
      expect(consoleWatch.unexpected()).toEqual([]);
    });

    test("another customer's order number shows nothing of that order", async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const theirs = await latestOrderOf(request, 'ahmed');
      await signedInAs(context, request, baseURL as string, 'salma');
      await page.goto(`/${locale}/account/orders/${theirs}`);
      await expect(
        page.getByRole('heading', { level: 1, name: text.order.notFound }),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: text.order.items })).toHaveCount(0);
      await expect(page.getByText('Ahmed')).toHaveCount(0);
    });
  });
}

for (const locale of LOCALES) {
  const text = TEXTS[locale].account;

  test(`/${locale} change the password, log out, recover it through the e-mailed link and log in with the new one`, async ({
    page,
    context,
    request,
    baseURL,
    consoleWatch,
  }, info) => {
    // A password change, a logout, a recovery through the outbox, a login and three axe checks:
    // about a minute on a quiet 2-core machine, so the default 60 s is too tight.
    test.setTimeout(180_000);
    const mobile = isMobile(info);
    const size = mobile ? 'mobile' : 'desktop';
    await withSavedArea(page);
    await withAddressPromptAnswered(page);
    const customer = await newCustomerWithPassword(request, newPhone(), 'Start2026x');
    // Signed in as a login by e-mail leaves it: that login (and the way back to the page that
    // sent a guest to it) is this file's first test; the login with the new password below is
    // this test's.
    await withSession(
      context,
      baseURL as string,
      await tokenOf(request, customer.email, 'Start2026x'),
    );
    const emailLogin = async (password: string) => {
      const form = page.getByRole('region', { name: text.emailLogin.title });
      await form.getByRole('textbox', { name: text.emailLogin.email }).fill(customer.email);
      await form.getByLabel(startingWith(text.emailLogin.password)).fill(password);
      await form.getByRole('button', { name: text.emailLogin.submit }).click();
    };

    await page.goto(`/${locale}/account/edit/password`);
    await page.getByLabel(startingWith(text.profile.currentPassword)).fill('Start2026x');
    await page.getByLabel(startingWith(text.reset.password)).fill('Second2026x');
    await page.getByLabel(startingWith(text.reset.confirmation)).fill('Second2026x');
    await snap(page, `account-edit-password-${locale}-${size}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: text.profile.savePassword }).click();
    await expect(page.getByText(text.profile.passwordSaved)).toBeVisible();

    // Log out from the account (the shell sends the customer home).
    if (mobile) {
      await page
        .getByRole('navigation', { name: TEXTS[locale].shell.mobileBar.label })
        .getByRole('button', { name: TEXTS[locale].shell.mobileBar.account })
        .click();
      await page
        .getByRole('dialog', { name: text.accountMenu.drawerTitle })
        .getByRole('button', { name: text.accountMenu.logout })
        .click();
    } else {
      await page
        .getByRole('banner')
        .getByRole('button', {
          name: fill(text.accountMenu.greeting, { firstname: customer.firstname }),
        })
        .click();
      await page.getByRole('button', { name: text.accountMenu.logout }).click();
    }
    await expect(page).toHaveURL(new RegExp(`/${locale}/?$`));

    await page.goto(`/${locale}/auth/recover`);
    await page
      .getByRole('main')
      .getByRole('textbox', { name: text.emailLogin.email })
      .fill(customer.email);
    await snap(page, `account-recover-${locale}-${size}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: text.recover.submit }).click();
    await expect(page.getByText(fill(text.recover.sent, { email: customer.email }))).toBeVisible();

    await page.goto(await resetLinkFor(request, customer.email));
    await expect(
      page.getByRole('main').getByRole('textbox', { name: text.emailLogin.email }),
    ).toHaveValue(customer.email);
    await page.getByLabel(startingWith(text.reset.password)).fill('Third2026x');
    await page.getByLabel(startingWith(text.reset.confirmation)).fill('Third2026x');
    await snap(page, `account-reset-${locale}-${size}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: text.reset.submit }).click();
    await expect(page.getByText(text.reset.done)).toBeVisible();
    await page.getByRole('link', { name: text.reset.login }).click();

    await expect(page).toHaveURL(new RegExp(`/${locale}/login$`));
    await emailLogin('Third2026x');
    // Signed in: the login page sends the customer back (to the page before login).
    await expect(page).not.toHaveURL(new RegExp(`/${locale}/login$`));
    await page.goto(`/${locale}/account`);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: fill(text.overview.greeting, { firstname: customer.firstname }),
      }),
    ).toBeVisible();
    expect(consoleWatch.unexpected()).toEqual([]);
  });

  test(`/${locale} the profile settings show the customer's details @one-width`, async ({
    page,
    context,
    request,
    baseURL,
  }, info) => {
    const size = isMobile(info) ? 'mobile' : 'desktop';
    await withSavedArea(page);
    await withAddressPromptAnswered(page);
    await signedInAs(context, request, baseURL as string, 'ahmed');
    await page.goto(`/${locale}/account/edit`);
    await expect(page.getByLabel(startingWith(text.profile.firstname))).toHaveValue('Ahmed');
    await snap(page, `account-edit-${locale}-${size}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: text.routes['account-edit-email'] }).click();
    await expect(
      page.getByRole('main').getByRole('textbox', { name: text.emailLogin.email }),
    ).toHaveValue(CUSTOMERS.ahmed.email);
    await snap(page, `account-edit-email-${locale}-${size}`);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const locale of LOCALES) {
  const text = TEXTS[locale].account;

  test(`/${locale} saved cards: a customer without cards is told how a card is saved @one-width`, async ({
    page,
    context,
    request,
    baseURL,
  }, info) => {
    const size = isMobile(info) ? 'mobile' : 'desktop';
    await withSavedArea(page);
    await withAddressPromptAnswered(page);
    await signedInAs(context, request, baseURL as string, 'salma');
    await page.goto(`/${locale}/account/saved-cards`);
    await expect(
      page.getByRole('heading', { level: 1, name: text.routes['account-saved-cards'] }),
    ).toBeVisible();
    await expect(page.getByText(text.cards.empty)).toBeVisible();
    await snap(page, `account-saved-cards-${locale}-${size}`);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
