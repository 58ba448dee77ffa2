// Issue 5, header and page frame, in /en and /ar at 1280 px (desktop) and 375 px (mobile):
// phone link, language switch keeping the path, logo, search, account and cart slots, the
// sticky header above 767 px, canonical and alternate links, manual scroll restoration.
import { expect, test } from './support';
import { LOCALES, isMobile, withSavedArea } from './shell-support';
import { TEXTS } from './journey-support';

const SWITCH_TO = { en: 'العربية', ar: 'English' } as const;
const SEARCH_LABEL = {
  en: TEXTS.en.search.quickSearch.label,
  ar: TEXTS.ar.search.quickSearch.label,
} as const;

for (const locale of LOCALES) {
  const other = locale === 'en' ? 'ar' : 'en';

  test(`/${locale} header: phone, language switch keeping the path, logo and the remote slots`, async ({
    page,
    consoleWatch,
  }, info) => {
    await withSavedArea(page);
    await page.goto(`/${locale}/about?tab=1`);
    const header = page.getByRole('banner');
    await expect(header).toBeVisible();

    // Phone link of customer service.
    await expect(header.locator('a[href^="tel:"]').first()).toHaveAttribute(
      'href',
      /^tel:\+?\d{3,}$/,
    );

    // Language switch: the same path and query in the other language.
    const switchLink = header.getByRole('link', { name: SWITCH_TO[locale] });
    await expect(switchLink).toHaveAttribute('href', `/${other}/about?tab=1`);

    // Logo goes home in this language.
    await expect(header.locator(`a[href="/${locale}"]`).first()).toBeVisible();

    // The slots the remotes fill: quick search, account (login or register when anonymous) and
    // the mini cart; none is left on its fallback.
    // (on phones the search is a button that opens the search dialog).
    if (isMobile(info)) {
      await expect(header.getByRole('button', { name: SEARCH_LABEL[locale] })).toBeVisible();
    } else {
      await expect(header.getByRole('searchbox', { name: SEARCH_LABEL[locale] })).toBeVisible();
    }
    await expect(header.locator(`a[href="/${locale}/cart"]`).first()).toBeAttached();
    if (!isMobile(info))
      await expect(header.locator(`a[href^="/${locale}/login"]`).first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    // Canonical link and the two language alternates (Arabic paths carry /ar).
    const origin = new URL(page.url()).origin;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin}/${locale}/about`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      `${origin}/en/about`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
      'href',
      `${origin}/ar/about`,
    );

    await switchLink.click();
    await expect(page).toHaveURL(new RegExp(`/${other}/about\\?tab=1$`));
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    expect(consoleWatch.unexpected()).toEqual([]);
  });

  test(`/${locale} header is sticky only wider than 767 px; a new page starts at the top`, async ({
    page,
    consoleWatch,
  }, info) => {
    await withSavedArea(page);
    await page.goto(`/${locale}`);
    expect(await page.evaluate(() => window.history.scrollRestoration)).toBe('manual');
    const header = page.getByRole('banner');
    await expect(header).toBeVisible();
    // The header is in the HTML first screen: this is about the app's, once it has taken over.
    await expect(page.locator('#first-screen')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const top = async () => (await header.boundingBox())?.y ?? Number.NaN;
    if (isMobile(info)) {
      // At 375 px the header scrolls away with the page.
      await expect.poll(top).toBeLessThan(0);
    } else {
      await expect.poll(top).toBe(0);
    }

    // Manual scroll restoration: following a footer link starts the next page at the top.
    await page.getByRole('contentinfo').locator(`a[href="/${locale}/faqs"]`).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/faqs$`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(consoleWatch.unexpected()).toEqual([]);
  });
}
