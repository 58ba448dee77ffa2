// Issue 15 (catalogue): the view-more list, related products on a product page, the stock-back
// subscription of an out-of-stock product, the contact form and the store list, in /en and /ar (the mobile project runs it
// at 375 px too). Products are looked up in the commerce service, texts in the catalog's locales.
import type { APIRequestContext } from '@playwright/test';
import { storeCodeOf, validationMessage } from '@dukkan/contracts';
import type { Locale } from '@dukkan/contracts';
import { expect, test } from './support';
import { LOCALES, withSavedArea } from './shell-support';
import { TEXTS } from './journey-support';

async function graphql<T>(request: APIRequestContext, locale: Locale, query: string): Promise<T> {
  const response = await request.get('/graphql', {
    params: { query, store: storeCodeOf(locale), source: 'default' },
    headers: { Store: storeCodeOf(locale), 'Content-Language': locale, source: 'browser' },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(`The service refused ${query}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

interface Found {
  __typename: string;
  name: string;
  url_key: string;
  only_x_left_in_stock: number | null;
  related_products: { name: string }[] | null;
}

/** The first simple product (by position) that satisfies `accept`, looked for page by page. */
async function findProduct(
  request: APIRequestContext,
  locale: Locale,
  accept: (product: Found) => boolean,
): Promise<Found> {
  for (let currentPage = 1; currentPage <= 10; currentPage += 1) {
    const data = await graphql<{ products: { items: Found[] } }>(
      request,
      locale,
      `{ products(filter: {}, pageSize: 100, currentPage: ${currentPage}) { items { __typename name url_key only_x_left_in_stock related_products { name } } } }`,
    );
    const found = data.products.items.find(
      (item) => item.__typename === 'SimpleProduct' && accept(item),
    );
    if (found) return found;
  }
  throw new Error('No product of that kind in the first 1,000');
}

test.beforeEach(async ({ page }) => {
  await withSavedArea(page);
});

for (const locale of LOCALES) {
  const catalog = TEXTS[locale].catalog;

  test.describe(`catalogue in /${locale}`, () => {
    test('the view-more page lists the new arrivals, 24 a page @one-width', async ({
      page,
      request,
      consoleWatch,
    }) => {
      const { products } = await graphql<{ products: { total_count: number } }>(
        request,
        locale,
        '{ products(filter: { new: { eq: "1" } }, pageSize: 1) { total_count } }',
      );
      expect(products.total_count).toBeGreaterThan(0);
      await page.goto(`/${locale}/view-more/new`);
      const { productLists } = await graphql<{ productLists: { code: string; title: string }[] }>(
        request,
        locale,
        '{ productLists { code title } }',
      );
      const name = productLists.find((list) => list.code === 'new')?.title ?? '';
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const grid = page.getByRole('list', { name, exact: true });
      await expect(grid.getByRole('listitem')).toHaveCount(Math.min(24, products.total_count));
      if (products.total_count > 24) {
        await page.getByRole('button', { name: catalog.category.loadMore }).click();
        await expect(grid.getByRole('listitem')).toHaveCount(Math.min(48, products.total_count));
      }
      expect(consoleWatch.unexpected()).toEqual([]);
    });

    test('a product page shows its related products', async ({ page, request, consoleWatch }) => {
      const product = await findProduct(
        request,
        locale,
        (item) => (item.related_products?.length ?? 0) > 0,
      );
      await page.goto(`/${locale}/${product.url_key}`);
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      const related = page.getByRole('list', { name: catalog.productLinks.related, exact: true });
      const first = product.related_products?.[0]?.name ?? '';
      await expect(related.getByRole('link', { name: first, exact: true }).first()).toBeVisible();
      expect(consoleWatch.unexpected()).toEqual([]);
    });

    test('a guest subscribes to hear when an out-of-stock product is back @one-width', async ({
      page,
      request,
      consoleWatch,
    }) => {
      const product = await findProduct(request, locale, (item) => item.only_x_left_in_stock === 0);
      await page.goto(`/${locale}/${product.url_key}`);
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      const notify = page.getByRole('button', { name: catalog.stockBack.notifyMe });
      const field = page.getByRole('textbox', { name: catalog.stockBack.contact });
      await field.fill('not-an-email@');
      await notify.click();
      await expect(page.getByText(validationMessage('email', locale))).toBeVisible();
      await field.fill(`stock-back-${locale}-${Date.now()}@example.com`);
      await notify.click();
      await expect(
        page.getByRole('status').filter({ hasText: catalog.stockBack.done }),
      ).toBeVisible();
      expect(consoleWatch.unexpected()).toEqual([]);
    });
    test('the contact form sends a message to customer service', async ({
      page,
      request,
      consoleWatch,
    }) => {
      const reason = `Delivery ${locale} ${Date.now()}`;
      await page.goto(`/${locale}/contact`);
      const form = catalog.contact;
      // The footer has its own e-mail field (the newsletter): look inside the contact form.
      const section = page.getByRole('region', { name: form.title });
      await section.getByLabel(form.name).fill('Mona Adel');
      await section.getByLabel(form.email).fill('mona@example.com');
      await section.getByLabel(form.phone).fill('010 1234 5678');
      await section.getByLabel(form.reason).fill(reason);
      await section.getByLabel(form.message).fill('My order came late.');
      await section.getByRole('button', { name: form.send }).click();
      await expect(page.getByText(form.sent)).toBeVisible();
      await expect(section.getByLabel(form.message)).toHaveValue('');
      const outbox = (await (await request.get('/dev/outbox')).json()) as {
        messages: { subject?: string }[];
      };
      expect(outbox.messages.some((message) => message.subject?.endsWith(reason))).toBe(true);
      expect(consoleWatch.unexpected()).toEqual([]);
    });

    test('a contact message the service refuses keeps everything typed @one-width', async ({
      page,
      consoleWatch,
    }) => {
      // The service takes at most 2,000 characters of message; the form leaves that to it.
      const long = 'My order came late. '.repeat(101);
      await page.goto(`/${locale}/contact`);
      const form = catalog.contact;
      // The footer has its own e-mail field (the newsletter): look inside the contact form.
      const section = page.getByRole('region', { name: form.title });
      await section.getByLabel(form.name).fill('Mona Adel');
      await section.getByLabel(form.email).fill('mona@example.com');
      await section.getByLabel(form.phone).fill('01012345678');
      await section.getByLabel(form.reason).fill('Delivery');
      await section.getByLabel(form.message).fill(long);
      await section.getByRole('button', { name: form.send }).click();
      await expect(page.getByRole('alert').filter({ hasText: '2000' })).toBeVisible();
      await expect(section.getByLabel(form.message)).toHaveValue(long);
      await expect(section.getByLabel(form.name)).toHaveValue('Mona Adel');
      expect(consoleWatch.unexpected()).toEqual([]);
    });

    test('the stores page lists the stores by city with a map link', async ({
      page,
      request,
      consoleWatch,
    }) => {
      const { getAllStores } = await graphql<{
        getAllStores: { name: string; is_active: boolean; city: { name: string } | null }[];
      }>(request, locale, '{ getAllStores { name is_active city { name } } }');
      const store = getAllStores.find((entry) => entry.is_active && entry.city);
      expect(store).toBeDefined();
      await page.goto(`/${locale}/stores`);
      await expect(
        page.getByRole('heading', { level: 2, name: catalog.stores.title }),
      ).toBeVisible();
      const city = page.getByRole('region', { name: store?.city?.name ?? '', exact: true });
      const card = city.getByRole('listitem', { name: store?.name ?? '', exact: true });
      await expect(card).toBeVisible();
      await expect(
        card.getByRole('link', { name: catalog.stores.map.replace('{{name}}', store?.name ?? '') }),
      ).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\//);
      expect(consoleWatch.unexpected()).toEqual([]);
    });
  });
}
