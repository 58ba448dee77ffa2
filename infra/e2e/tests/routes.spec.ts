// Issue 2 item 8: every route renders under /en and /ar without console errors.
// The routes are visited in groups, one page per group: a fresh browser context per route cost a
// cold cache and a full script compile each time (about a hundred page loads), while what is
// checked is the same for each route. Soft expectations and one step per route report every
// route that fails, not only the first of its group.
import { LOCALES, ROUTES } from '@dukkan/contracts';
import { TEXT, expect, samplePath, test } from './support';

// The catch-all 404 route has its own cases in locale.spec.ts.
const PAGES = ROUTES.filter((route) => !(route.path === '*' && !route.endsWith));
const GROUP_SIZE = 9;
const GROUPS = Array.from({ length: Math.ceil(PAGES.length / GROUP_SIZE) }, (_, index) =>
  PAGES.slice(index * GROUP_SIZE, (index + 1) * GROUP_SIZE),
);

for (const locale of LOCALES) {
  test.describe(`every route under /${locale}`, () => {
    for (const group of GROUPS) {
      const ids = group.map((route) => route.id);
      test(`${ids[0]} to ${ids[ids.length - 1]} render`, async ({ page, consoleWatch }) => {
        test.setTimeout(group.length * 30_000);
        for (const route of group) {
          const url = `/${locale}${samplePath(route)}`;
          await test.step(`${route.id} renders at ${url}`, async () => {
            const errorsBefore = consoleWatch.unexpected().length;
            await page.goto(url);
            const main = page.getByRole('main');
            await expect.soft(main, `${url}: main`).toBeVisible();
            await expect
              .soft(main.getByRole('heading', { level: 1 }).first(), `${url}: h1`)
              .toBeVisible();
            await page.waitForLoadState('networkidle');
            // Every remote is deployed, so no page or fragment may be left on its fallback.
            await expect
              .soft(page.getByText(TEXT.fallback[locale]), `${url}: fallback`)
              .toHaveCount(0);
            await expect.soft(page.getByRole('banner'), `${url}: banner`).toBeVisible();
            if (route.layout === 'default')
              await expect.soft(page.getByRole('contentinfo'), `${url}: footer`).toBeVisible();
            expect
              .soft(consoleWatch.unexpected().slice(errorsBefore), `${url}: console errors`)
              .toEqual([]);
          });
        }
      });
    }
  });
}
