// Issue 63 (product page extras): an electronics product's video in the gallery and its
// highlights, a clothing product's size chart, which shipment a product travels in, a signed-in
// customer's stock-back request remembered on the next visit, and the product's data in the new
// language after a language switch. What to expect is read from the commerce service first;
// texts from the catalog's locales.
import type { APIRequestContext } from '@playwright/test';
import { storeCodeOf } from '@dukkan/contracts';
import type { Locale } from '@dukkan/contracts';
import { TEXT, expect, test } from './support';
import { LOCALES, withSavedArea } from './shell-support';
import { TEXTS } from './journey-support';
import { newCustomerSignedIn, withAddressPromptAnswered } from './account-support';

interface Found {
  __typename: string;
  name: string;
  sku: string;
  url_key: string;
  only_x_left_in_stock: number | null;
  categories: { section: string }[];
  media_gallery: { __typename: string; video_content?: { video_title: string } }[];
  product_featured_attributes: { label: string; value: string }[];
  size_chart: { name: string; image: string } | null;
}

const FIELDS = `__typename name sku url_key only_x_left_in_stock categories { section }
  media_gallery { __typename ... on ProductVideo { video_content { video_title } } }
  product_featured_attributes { label value } size_chart { name image }`;

/** The first listed product (30 a page) that `accept` takes, as the service answers in `locale`. */
async function findProduct(
  request: APIRequestContext,
  locale: Locale,
  accept: (product: Found) => boolean,
): Promise<Found> {
  for (let currentPage = 1; currentPage <= 30; currentPage += 1) {
    const response = await request.get('/graphql', {
      params: {
        query: `{ products(filter: {}, pageSize: 30, currentPage: ${currentPage}) { items { ${FIELDS} } } }`,
        store: storeCodeOf(locale),
        source: 'default',
      },
      headers: { Store: storeCodeOf(locale), 'Content-Language': locale, source: 'browser' },
    });
    const body = (await response.json()) as { data?: { products: { items: Found[] } } };
    const found = body.data?.products.items.find(accept);
    if (found) return found;
  }
  throw new Error('No product of that kind in the first 900');
}

test.beforeEach(async ({ page }) => {
  await withSavedArea(page);
});

for (const locale of LOCALES) {
  const catalog = TEXTS[locale].catalog;

  test.describe(`product page extras in /${locale}`, () => {
    test('an electronics product plays its video from the gallery and lists its highlights', async ({
      page,
      request,
      consoleWatch,
    }) => {
      const product = await findProduct(request, locale, (p) =>
        p.media_gallery.some((m) => m.__typename === 'ProductVideo'),
      );
      const title = product.media_gallery.find((m) => m.video_content)?.video_content?.video_title;
      await page.goto(`/${locale}/${product.url_key}`);
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      const thumb = page.getByRole('button', { name: new RegExp(`${title}$`) });
      // Pressed again until the app has taken over the page's first-screen copy.
      await expect(async () => {
        await thumb.press('Enter');
        await expect(thumb).toHaveAttribute('aria-pressed', 'true', { timeout: 1000 });
      }).toPass();
      const video = page.locator('video');
      await expect(video).toHaveAttribute('src', `/media/video/${product.sku}.webm`);
      // The clip is served and is a WebM the browser can play.
      const playable = await video.evaluate(
        (element: HTMLVideoElement) =>
          new Promise<boolean>((resolve) => {
            element.addEventListener('loadeddata', () => resolve(true), { once: true });
            element.addEventListener('error', () => resolve(false), { once: true });
            element.load();
          }),
      );
      expect(playable).toBe(true);
      const highlights = page.getByRole('region', { name: catalog.productPage.highlights });
      const featured = product.product_featured_attributes[0];
      await expect(highlights).toContainText(`${featured?.label}: ${featured?.value}`);
      await expect(page.getByText(catalog.productPage.section.electronics)).toBeVisible();
      expect(consoleWatch.unexpected()).toEqual([]);
    });

    test('a clothing product opens its size chart from the keyboard @one-width', async ({
      page,
      request,
      consoleWatch,
    }) => {
      const product = await findProduct(request, locale, (p) => p.size_chart !== null);
      await page.goto(`/${locale}/${product.url_key}`);
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await expect(page.getByText(catalog.productPage.section.clothing)).toBeVisible();
      const open = page.getByRole('button', { name: catalog.productPage.sizeChartOpen });
      const dialog = page.getByRole('dialog', { name: product.size_chart?.name });
      // Pressed again until the app has taken over the page's first-screen copy.
      await expect(async () => {
        await open.press('Enter');
        await expect(dialog).toBeVisible({ timeout: 1000 });
      }).toPass();
      const chart = dialog.getByRole('img', { name: product.size_chart?.name });
      await expect(chart).toBeVisible();
      expect(await chart.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();
      expect(consoleWatch.unexpected()).toEqual([]);
    });

    test('a signed-in customer asks to be told when a product is back, and the page remembers it', async ({
      page,
      context,
      request,
      baseURL,
      consoleWatch,
    }) => {
      const product = await findProduct(
        request,
        locale,
        (p) => p.__typename === 'SimpleProduct' && p.only_x_left_in_stock === 0,
      );
      await withAddressPromptAnswered(page);
      await newCustomerSignedIn(context, request, baseURL ?? '');
      await page.goto(`/${locale}/${product.url_key}`);
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await page.getByRole('button', { name: catalog.stockBack.notifyMe }).click();
      await expect(
        page.getByRole('status').filter({ hasText: catalog.stockBack.done }),
      ).toBeVisible();
      await page.reload();
      const asked = page.getByRole('button', { name: catalog.stockBack.alreadyAsked });
      await expect(asked).toBeDisabled();
      await expect(page.getByText(catalog.stockBack.alreadyAskedHint)).toBeVisible();
      await expect(page.getByRole('button', { name: catalog.stockBack.notifyMe })).toHaveCount(0);
      expect(consoleWatch.unexpected()).toEqual([]);
    });
  });
}

test('after a language switch the product page shows the product’s Arabic data', async ({
  page,
  request,
  consoleWatch,
}) => {
  const en = await findProduct(request, 'en', (p) => p.product_featured_attributes.length > 0);
  const ar = await findProduct(request, 'ar', (p) => p.sku === en.sku);
  expect(ar.name).not.toBe(en.name);
  await page.goto(`/en/${en.url_key}`);
  await expect(page.getByRole('heading', { level: 1, name: en.name })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: TEXT.languageSwitch.en }).click();
  await expect(page).toHaveURL(new RegExp(`/ar/${en.url_key}$`));
  await expect(page.getByRole('heading', { level: 1, name: ar.name })).toBeVisible();
  const highlights = page.getByRole('region', { name: TEXTS.ar.catalog.productPage.highlights });
  const featured = ar.product_featured_attributes[0];
  await expect(highlights).toContainText(`${featured?.label}: ${featured?.value}`);
  expect(consoleWatch.unexpected()).toEqual([]);
});
