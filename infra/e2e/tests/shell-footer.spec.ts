// Issue 5, footer and alerts in /en and /ar at 1280 and 375 px: every link and logo of the
// spec, app and social links in a new tab, payment logos, copyright year, scroll-to-top; the
// newsletter form (submitting state, success notice and cleared e-mail, duplicate notice,
// request failure notice keeping the e-mail, invalid e-mail error); alerts are dismissable,
// gone after 5000 ms and cleared on route change.
import { CLIENT_MESSAGES, NEWSLETTER_ERRORS } from '@dukkan/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from './support';
import { LOCALES, SHELL_TEXT, fill, withSavedArea } from './shell-support';
import type { Locale } from './shell-support';

const FOOTER_PATHS = ['/faqs', '/contact', '/about', '/stores', '/return', '/terms', '/privacy'];

function newsletterNotice(locale: Locale, key: 'alreadySubscribed' | 'newsletterError'): string {
  const message = NEWSLETTER_ERRORS.find((row) => row.key === key)?.message;
  if (!message || typeof message !== 'object')
    throw new Error(`NEWSLETTER_ERRORS has no fixed text for ${key}`);
  return message[locale];
}

/** A fresh address per run and project, so the success case never meets an earlier one. */
const uniqueEmail = (tag: string) =>
  `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

function alertsRegion(page: Page, locale: Locale) {
  return page.getByRole('region', { name: SHELL_TEXT[locale].alerts.regionLabel });
}

for (const locale of LOCALES) {
  const t = SHELL_TEXT[locale];

  test(`/${locale} footer: spec links, apps, social, payment logos, copyright year, scroll to top`, async ({
    page,
    consoleWatch,
  }) => {
    await withSavedArea(page);
    await page.goto(`/${locale}`);
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    for (const path of FOOTER_PATHS) {
      await expect(footer.locator(`a[href="/${locale}${path}"]`).first(), path).toBeVisible();
    }
    // App stores and social profiles open in a new tab.
    const external = footer.locator('a[target="_blank"]');
    await expect(footer.getByRole('link', { name: t.apps.appStore })).toHaveAttribute(
      'href',
      /^https:\/\/apps\.apple\.com\//,
    );
    await expect(footer.getByRole('link', { name: t.apps.playStore })).toHaveAttribute(
      'href',
      /^https:\/\/play\.google\.com\//,
    );
    for (const key of ['facebook', 'instagram', 'x', 'youtube'] as const) {
      await expect(footer.getByRole('link', { name: new RegExp(t.social[key]) })).toHaveAttribute(
        'target',
        '_blank',
      );
    }
    expect(await external.count()).toBeGreaterThanOrEqual(6);
    for (const rel of await external.evaluateAll((links) =>
      links.map((link) => link.getAttribute('rel') ?? ''),
    )) {
      expect(rel).toContain('noopener');
    }
    // Payment logos: mastercard, visa, cib, nbe, valu.
    const payments = footer.getByRole('list', { name: t.payments.title });
    for (const key of ['mastercard', 'visa', 'cib', 'nbe', 'valu'] as const) {
      await expect(payments.getByRole('img', { name: t.payments[key] })).toBeVisible();
    }
    await expect(
      footer.getByText(fill(t.footer.copyright, { year: new Date().getFullYear() })),
    ).toBeVisible();

    // Scroll to top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await footer.getByRole('button', { name: new RegExp(t.scrollToTop) }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(consoleWatch.unexpected()).toEqual([]);
  });

  test(`/${locale} newsletter: invalid e-mail, success clears it, duplicate and failure keep it; alerts @one-width`, async ({
    page,
    consoleWatch,
  }) => {
    await withSavedArea(page);
    await page.goto(`/${locale}/about`);
    const footer = page.getByRole('contentinfo');
    const email = footer.getByRole('textbox', { name: t.newsletter.emailLabel });
    const submit = footer.getByRole('button', { name: t.newsletter.submit });
    const region = alertsRegion(page, locale);
    await email.scrollIntoViewIfNeeded();

    // A malformed address is refused before any request, with the typed text kept.
    await email.fill('not-an-email');
    await submit.click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('not-an-email');

    // Success: the submitting state shows while the request runs, then the success notice and
    // an empty field. The request is held until the submitting state has been seen.
    const address = uniqueEmail(`${locale}-${test.info().project.name}`);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql*', async (route) => {
      if (route.request().postData()?.includes('SubscribeToEmail')) await held;
      await route.continue();
    });
    await email.fill(address);
    await submit.click();
    const busy = footer.getByRole('button', { name: t.newsletter.submitting });
    await expect(busy).toBeDisabled();
    release();
    const success = region.getByText(CLIENT_MESSAGES.newsletterSubscribed[locale]);
    await expect(success).toBeVisible();
    await expect(email).toHaveValue('');
    await page.unroute('**/graphql*');

    // The alert can be dismissed.
    await region.getByRole('button', { name: t.alerts.dismiss }).first().click();
    await expect(success).toBeHidden();

    // Duplicate: the same address again gives the duplicate notice and keeps the address.
    await email.fill(address);
    await submit.click();
    const duplicate = region.getByText(newsletterNotice(locale, 'alreadySubscribed'));
    await expect(duplicate).toBeVisible();
    await expect(email).toHaveValue(address);

    // Alerts are removed after 5000 ms by themselves.
    await expect(duplicate).toBeHidden({ timeout: 8_000 });

    // Another request failure: the error notice, the e-mail kept.
    consoleWatch.allow({
      pattern: /status of 500/,
      reason: 'the test makes the newsletter request fail',
    });
    await page.route('**/graphql*', (route) =>
      route.request().postData()?.includes('SubscribeToEmail')
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"errors":[{"message":"Internal server error"}]}',
          })
        : route.continue(),
    );
    const other = uniqueEmail('fail');
    await email.fill(other);
    await submit.click();
    const failure = region.getByText(newsletterNotice(locale, 'newsletterError'));
    await expect(failure).toBeVisible();
    await expect(email).toHaveValue(other);

    // The alert list clears on route change.
    await footer.locator(`a[href="/${locale}/faqs"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/faqs$`));
    await expect(failure).toBeHidden();
    expect(consoleWatch.unexpected()).toEqual([]);
  });
}
