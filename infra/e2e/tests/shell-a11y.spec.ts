// Issue 5 "done when": axe (@axe-core/playwright) reports no serious or critical violation on
// home with the header, the footer and the mobile bar, then with the menu open (the mega menu's
// all-categories panel at 1280 px, the mobile menu at 375 px), in /en and /ar.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support';
import { LOCALES, SHELL_TEXT, isMobile, withSavedArea } from './shell-support';

/** Serious and critical violations, each with the selectors of the elements at fault. */
async function seriousViolations(page: Page): Promise<string[]> {
  // A drawer that has just opened still slides in over its dim layer: its text's contrast,
  // measured mid-way, is against what is under it. Wait for the entry animations (not for
  // endless ones, such as a loading spinner's).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

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
