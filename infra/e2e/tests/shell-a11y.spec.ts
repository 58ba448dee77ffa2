// Issue 5 "done when": axe (@axe-core/playwright) reports no serious or critical violation on
// home with the header, the footer and the mobile bar, then with the menu open (the mega menu's
// all-categories panel at 1280 px, the mobile menu at 375 px), in /en and /ar.
import { expect, seriousViolations, test } from './support';
import { LOCALES, SHELL_TEXT, isMobile, withSavedArea } from './shell-support';

for (const locale of LOCALES) {
  const t = SHELL_TEXT[locale];

  test(`/${locale} home has no serious or critical axe violation, with and without the menu open`, async ({
    page,
    consoleWatch,
  }, info) => {
    await withSavedArea(page);
    await page.goto(`/${locale}`);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    if (isMobile(info))
      await expect(page.getByRole('navigation', { name: t.mobileBar.label })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);

    if (isMobile(info)) {
      await page
        .getByRole('navigation', { name: t.mobileBar.label })
        .getByRole('button', { name: t.mobileBar.categories })
        .click();
      await expect(page.getByRole('dialog', { name: t.mobileMenu.title })).toBeVisible();
    } else {
      const button = page
        .getByRole('navigation', { name: t.menu.label })
        .getByRole('button', { name: t.menu.allCategories });
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
    }
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleWatch.unexpected()).toEqual([]);
  });
}
