// Issue 15 (catalogue): a grouped product's members added with one button, each with its own
// quantity (one left out), and a bundle added with the shopper's option choices, both shown right
// on the cart page, in /en and /ar (the mobile project runs it at 375 px too). Products and their parts are looked up in the commerce
// service, texts in the catalog's and the cart's locales.
import type { APIRequestContext, Page } from '@playwright/test';
import { formatPrice, storeCodeOf } from '@dukkan/contracts';
import type { Locale } from '@dukkan/contracts';
import { expect, test } from './support';
import { LOCALES, fill, isMobile, withSavedArea } from './shell-support';
import { TEXTS, snap, templatePattern } from './journey-support';
import { seriousViolations } from './account-support';

async function graphql<T>(request: APIRequestContext, locale: Locale, query: string): Promise<T> {
  const response = await request.get('/graphql', {
    params: { query, store: storeCodeOf(locale), source: 'default' },
    headers: { Store: storeCodeOf(locale), 'Content-Language': locale, source: 'browser' },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(`The service refused ${query}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

interface Part {
  name: string;
  only_x_left_in_stock: number | null;
}
interface Found {
  __typename: string;
  name: string;
  url_key: string;
  only_x_left_in_stock: number | null;
  items?: GroupedItem[] | BundleItem[] | null;
}
interface GroupedItem {
  qty: number;
  position: number;
  product: Part;
}
interface BundleItem {
  title: string;
  required: boolean;
  type: string;
  position: number;
  options: { label: string; price: number; quantity: number; position: number; product: Part }[];
}

const PARTS = 'name only_x_left_in_stock';
const QUERY = (page: number) =>
  `{ products(filter: {}, pageSize: 100, currentPage: ${page}) { items { __typename name url_key only_x_left_in_stock ... on GroupedProduct { items { qty position product { ${PARTS} } } } ... on BundleProduct { items { title required type position options { label price quantity position product { ${PARTS} } } } } } } }`;

/** The first product of `typename` in stock with `parts` parts (in stock), looked for page by page. */
async function findComposite(
  request: APIRequestContext,
  locale: Locale,
  typename: 'GroupedProduct' | 'BundleProduct',
  parts = 2,
): Promise<Found> {
  for (let currentPage = 1; currentPage <= 20; currentPage += 1) {
    const data = await graphql<{ products: { items: Found[] } }>(
      request,
      locale,
      QUERY(currentPage),
    );
    const found = data.products.items.find(
      (item) =>
        item.__typename === typename &&
        (item.only_x_left_in_stock ?? 0) > 0 &&
        (item.items ?? []).length >= parts &&
        (typename !== 'GroupedProduct' ||
          (item.items as GroupedItem[]).filter((m) => (m.product.only_x_left_in_stock ?? 0) > 2)
            .length >= parts),
    );
    if (found) return found;
  }
  throw new Error(`No ${typename} in stock in the first 2,000 products`);
}

async function expectAxeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await withSavedArea(page);
});

for (const locale of LOCALES) {
  const catalog = TEXTS[locale].catalog;
  const cart = TEXTS[locale].cart;

  test.describe(`grouped and bundle products in /${locale}`, () => {
    test('a grouped product: members chosen by their own steps, added with one button', async ({
      page,
      request,
      consoleWatch,
    }, info) => {
      test.setTimeout(180_000);
      const grouped = await findComposite(request, locale, 'GroupedProduct', 3);
      const inStock = (grouped.items as GroupedItem[])
        .filter((m) => (m.product.only_x_left_in_stock ?? 0) > 2)
        .sort((a, b) => a.position - b.position);
      expect(inStock.length).toBeGreaterThanOrEqual(3);
      const [first, second, third] = inStock as [GroupedItem, GroupedItem, GroupedItem];
      await page.goto(`/${locale}/${grouped.url_key}`);
      await expect(page.getByRole('heading', { level: 1, name: grouped.name })).toBeVisible({
        timeout: 60_000,
      });
      const pack = page.getByRole('region', { name: catalog.grouped.title });
      await expect(pack.getByTestId('grouped-member')).toHaveCount(grouped.items?.length ?? 0);
      const stepper = (name: string) =>
        pack.getByRole('group', { name: fill(catalog.grouped.quantity, { name }) });
      const row = (name: string) => pack.getByTestId('grouped-member').filter({ hasText: name });

      // The first member stays at its pack quantity; the second goes one of its own steps up;
      // the third is taken down to "Not included" and must not reach the cart.
      const firstChosen = (await stepper(first.product.name).textContent()) ?? '';
      const secondBefore = (await stepper(second.product.name).textContent()) ?? '';
      await pack
        .getByRole('button', {
          name: fill(catalog.grouped.increase, { name: second.product.name }),
        })
        .click();
      await expect(stepper(second.product.name)).not.toHaveText(secondBefore);
      const secondChosen = (await stepper(second.product.name).textContent()) ?? '';
      const decreaseThird = pack.getByRole('button', {
        name: fill(catalog.grouped.decrease, { name: third.product.name }),
      });
      while (await decreaseThird.isEnabled()) await decreaseThird.click();
      await expect(stepper(third.product.name)).toContainText(catalog.grouped.skipped);

      await pack
        .getByRole('button', { name: fill(cart.addGroup.addLabel, { name: grouped.name }) })
        .click();
      await expect(row(first.product.name).getByText(catalog.grouped.added)).toBeVisible();
      await expect(row(second.product.name).getByText(catalog.grouped.added)).toBeVisible();
      await expect(row(third.product.name).getByText(catalog.grouped.added)).toHaveCount(0);
      // The chosen quantities stay after the add.
      await expect(stepper(second.product.name)).toHaveText(secondChosen);
      await expectAxeClean(page);
      await snap(page, `catalogue-grouped-${locale}-${isMobile(info) ? 'mobile' : 'desktop'}`);

      await page.goto(`/${locale}/cart`);
      const main = page.getByRole('main');
      // The cart page's remote can take long to load on a busy 2-core machine (its free-delivery
      // progress bar stays, so the wait is on the line itself).
      await expect(main.getByRole('link', { name: first.product.name }).first()).toBeVisible({
        timeout: 60_000,
      });
      const cartStepper = (name: string) =>
        main.getByRole('group', { name: fill(cart.stepper.group, { name }) });
      await expect(cartStepper(first.product.name)).toHaveText(firstChosen);
      await expect(cartStepper(second.product.name)).toHaveText(secondChosen);
      await expect(main.getByRole('link', { name: third.product.name })).toHaveCount(0);
      expect(consoleWatch.unexpected()).toEqual([]);
    });

    test('a grouped member the service refuses says why, the others are added', async ({
      page,
      request,
      consoleWatch,
    }) => {
      test.setTimeout(180_000);
      const grouped = await findComposite(request, locale, 'GroupedProduct', 2);
      const [first, second] = (grouped.items as GroupedItem[])
        .filter((m) => (m.product.only_x_left_in_stock ?? 0) > 2)
        .sort((a, b) => a.position - b.position) as [GroupedItem, GroupedItem];
      // Someone else buys the second member out meanwhile: its quantity goes to the service
      // above its stock, so the service itself refuses that member (and only that one).
      await page.route('**/graphql**', async (route) => {
        const body = route.request().postDataJSON() as {
          operationName?: string;
          variables?: { cartItems?: { sku: string; quantity: number }[] };
        } | null;
        const items = body?.variables?.cartItems;
        if (body?.operationName !== 'AddProductsToCart' || !items || items.length < 2)
          return route.continue();
        const changed = items.map((item, index) =>
          index === 1 ? { ...item, quantity: 100_000 } : item,
        );
        return route.continue({
          postData: JSON.stringify({
            ...body,
            variables: { ...body.variables, cartItems: changed },
          }),
        });
      });
      await page.goto(`/${locale}/${grouped.url_key}`);
      const pack = page.getByRole('region', { name: catalog.grouped.title });
      await expect(pack.getByTestId('grouped-member').first()).toBeVisible({ timeout: 60_000 });
      const row = (name: string) => pack.getByTestId('grouped-member').filter({ hasText: name });
      const chosen =
        (await row(second.product.name)
          .getByRole('group', {
            name: fill(catalog.grouped.quantity, { name: second.product.name }),
          })
          .textContent()) ?? '';
      await pack
        .getByRole('button', { name: fill(cart.addGroup.addLabel, { name: grouped.name }) })
        .click();
      await expect(row(first.product.name).getByText(catalog.grouped.added)).toBeVisible();
      await expect(
        row(second.product.name).getByText(templatePattern(catalog.grouped.refused)),
      ).toBeVisible();
      // What the shopper chose stays for another try.
      await expect(
        row(second.product.name).getByRole('group', {
          name: fill(catalog.grouped.quantity, { name: second.product.name }),
        }),
      ).toHaveText(chosen);
      expect(consoleWatch.unexpected()).toEqual([]);
    });

    test('a bundle: options chosen, price from the choices, the cart line lists them', async ({
      page,
      request,
      consoleWatch,
    }, info) => {
      test.setTimeout(180_000);
      const bundle = await findComposite(request, locale, 'BundleProduct');
      const options = (bundle.items as BundleItem[]).sort((a, b) => a.position - b.position);
      const required = options.find((o) => o.required && o.options.length >= 2);
      const optional = options.find((o) => !o.required && o.options.length >= 1);
      if (!required || !optional) throw new Error('The seeded bundle lacks its two options');
      const byPosition = <T extends { position: number }>(list: T[]) =>
        [...list].sort((a, b) => a.position - b.position);
      const laptop = byPosition(required.options)[1];
      const extra = byPosition(optional.options)[0];
      if (!laptop || !extra) throw new Error('The seeded bundle lacks its choices');

      await page.goto(`/${locale}/${bundle.url_key}`);
      await expect(page.getByRole('heading', { level: 1, name: bundle.name })).toBeVisible({
        timeout: 60_000,
      });
      const choice = (o: { label: string; quantity: number }) =>
        fill(catalog.bundle.choice, { qty: o.quantity, name: o.label });
      await page.getByRole('radio', { name: choice(laptop) }).check();
      await page.getByRole('checkbox', { name: choice(extra) }).check();
      const total = laptop.price * laptop.quantity + extra.price * extra.quantity;
      await expect(
        page.getByRole('main').getByText(formatPrice(total, locale)).first(),
      ).toBeVisible();
      await expectAxeClean(page);
      await snap(page, `catalogue-bundle-${locale}-${isMobile(info) ? 'mobile' : 'desktop'}`);
      await page
        .locator('xpath=//main//button[not(ancestor::section)]')
        .and(
          page.getByRole('button', { name: fill(cart.addToCart.addLabel, { name: bundle.name }) }),
        )
        .click();
      await expect(
        page.getByRole('button', { name: fill(cart.addToCart.addLabel, { name: bundle.name }) }),
      ).toBeEnabled();

      await page.goto(`/${locale}/cart`);
      const main = page.getByRole('main');
      // The cart page's remote can take long to load on a busy 2-core machine (its free-delivery
      // progress bar stays, so the wait is on the line itself).
      await expect(main.getByRole('link', { name: bundle.name }).first()).toBeVisible({
        timeout: 60_000,
      });
      const line = main
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: bundle.name }) });
      await expect(line.first()).toContainText(`${required.title}: ${laptop.label}`);
      await expect(line.first()).toContainText(`${optional.title}: ${extra.label}`);
      await snap(page, `catalogue-bundle-cart-${locale}-${isMobile(info) ? 'mobile' : 'desktop'}`);
      expect(consoleWatch.unexpected()).toEqual([]);
    });
  });
}
