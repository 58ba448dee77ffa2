// Issue 2 item 8: every route renders under /en and /ar without console errors.
import { LOCALES, ROUTES } from '@dukkan/contracts';
import { TEXT, expect, samplePath, test } from './support';

// The catch-all 404 route has its own cases in locale.spec.ts.
const PAGES = ROUTES.filter((route) => !(route.path === '*' && !route.endsWith));

for (const locale of LOCALES) {
  test.describe(`every route under /${locale}`, () => {
    for (const route of PAGES) {
      const url = `/${locale}${samplePath(route)}`;
      test(`${route.id} renders at ${url}`, async ({ page, consoleWatch }) => {
        await page.goto(url);
        const main = page.getByRole('main');
        await expect(main).toBeVisible();
        await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        // Every remote is deployed, so no page or fragment may be left on its fallback.
        await expect(page.getByText(TEXT.fallback[locale])).toHaveCount(0);
        await expect(page.getByRole('banner')).toBeVisible();
        if (route.layout === 'default') await expect(page.getByRole('contentinfo')).toBeVisible();
        expect(consoleWatch.unexpected()).toEqual([]);
      });
    }
  });
}
