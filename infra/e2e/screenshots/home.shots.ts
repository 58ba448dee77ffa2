// Screenshots of home for docs/screenshots/: header, footer and mobile bar, and the menu open,
// in English and Arabic, at 1280 px and 375 px. A saved delivery area keeps the select-area
// dialog closed, so the page itself is shown.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { LOCALES, SHELL_TEXT, withSavedArea } from '../tests/shell-support';

const OUT = path.resolve(__dirname, '../../../docs/screenshots');
const SIZES = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
} as const;

/** Waits until fonts, images and every remote slot have settled. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

for (const locale of LOCALES) {
  const t = SHELL_TEXT[locale];
  for (const [size, options] of Object.entries(SIZES)) {
    test(`home ${locale} ${size}`, async ({ browser }) => {
      const context = await browser.newContext({ ...options, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await withSavedArea(page);
      await page.goto(`/${locale}`);
      await expect(page.getByRole('banner')).toBeVisible();
      await settle(page);
      await page.screenshot({
        path: path.join(OUT, `home-${locale}-${size}.png`),
        fullPage: size === 'desktop',
      });
      if (size === 'mobile') {
        // The footer above the mobile bar, at the end of the page.
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.screenshot({ path: path.join(OUT, `home-${locale}-mobile-footer.png`) });
        await page.evaluate(() => window.scrollTo(0, 0));
        await page
          .getByRole('navigation', { name: t.mobileBar.label })
          .getByRole('button', { name: t.mobileBar.categories })
          .click();
        await expect(page.getByRole('dialog', { name: t.mobileMenu.title })).toBeVisible();
      } else {
        const nav = page.getByRole('navigation', { name: t.menu.label });
        await nav.getByRole('button', { name: t.menu.allCategories }).click();
        await expect(nav.getByRole('list', { name: t.menu.allCategories })).toBeVisible();
        await nav
          .getByRole('list', { name: t.menu.allCategories })
          .getByRole('link')
          .first()
          .hover();
      }
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(OUT, `home-${locale}-${size}-menu.png`) });
      await context.close();
    });
  }
}
