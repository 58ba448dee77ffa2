// Issue 15 (catalogue): a department page's offers and its cards' review summaries, a signed-in
// customer's previously purchased products on their category page, and the cross-sells of the
// cart's products on the cart page (adding one), in /en and /ar. What to expect is read from the
// commerce service first; texts from the catalog's and the cart's locales.
import type { APIRequestContext } from '@playwright/test';
import { storeCodeOf } from '@dukkan/contracts';
import type { Locale } from '@dukkan/contracts';
import { expect, test } from './support';
import { LOCALES, fill, isMobile, withSavedArea } from './shell-support';
import { TEXTS, productOwn, snap, templatePattern } from './journey-support';
import {
  graphqlAs,
  seriousViolations,
  signedInAs,
  withAddressPromptAnswered,
} from './account-support';

async function graphql<T>(request: APIRequestContext, locale: Locale, query: string): Promise<T> {
  const response = await request.get('/graphql', {
    params: { query, store: storeCodeOf(locale), source: 'default' },
    headers: { Store: storeCodeOf(locale), 'Content-Language': locale, source: 'browser' },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(`The service refused ${query}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

interface Offer {
  title: string;
  sort: number;
  button_text: string | null;
  offer_url: string | null;
  promocode: string | null;
}
interface Category {
  id: number;
  name: string;
  url_key: string;
}

/** The first top-level category with offers, and its offers by sort. */
async function departmentWithOffers(request: APIRequestContext, locale: Locale) {
  const { categoryList } = await graphql<{ categoryList: Category[] }>(
    request,
    locale,
    '{ categoryList { id name url_key } }',
  );
  for (const category of categoryList) {
    const { categoryPageOffer } = await graphql<{ categoryPageOffer: Offer[] }>(
      request,
      locale,
      `{ categoryPageOffer(categoryId: ${category.id}) { title sort button_text offer_url promocode } }`,
    );
    if (categoryPageOffer.length > 0)
      return { category, offers: [...categoryPageOffer].sort((a, b) => a.sort - b.sort) };
  }
  throw new Error('No category with offers in the service');
}

test.beforeEach(async ({ page }) => {
  await withSavedArea(page);
});

for (const locale of LOCALES) {
  const catalog = TEXTS[locale].catalog;
  const cart = TEXTS[locale].cart;

  test.describe(`catalogue extras in /${locale}`, () => {
    test('a department page shows its offers and its cards’ review summaries', async ({
      page,
      request,
      consoleWatch,
    }, info) => {
      test.setTimeout(180_000);
      const { category, offers } = await departmentWithOffers(request, locale);
      const { products } = await graphql<{
        products: { items: { name: string; rating_summary: number; review_count: number }[] };
      }>(
        request,
        locale,
        `{ products(filter: { category_id: { eq: "${category.id}" } }, pageSize: 24) { items { name rating_summary review_count } } }`,
      );
      const hasReviews = (p: { rating_summary: number; review_count: number }) =>
        p.rating_summary > 0 && p.review_count > 0;
      // Names can repeat in the seed: only names of one product each are checked.
      const single = products.items.filter(
        (p) => products.items.filter((q) => q.name === p.name).length === 1,
      );
      const rated = single.find(hasReviews);
      const unrated = single.find((p) => !hasReviews(p));

      await page.goto(`/${locale}/${category.url_key}`);
      await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible({
        timeout: 60_000,
      });
      const region = page.getByRole('region', { name: catalog.offers.title });
      await expect(region.getByRole('heading', { level: 3 })).toHaveText(
        offers.map((o) => o.title),
      );
      for (const offer of offers) {
        if (offer.promocode) await expect(region.getByText(offer.promocode)).toBeVisible();
        if (offer.offer_url?.startsWith('/'))
          await expect(
            region.getByRole('link', {
              name: fill(catalog.offers.linkLabel, {
                text: offer.button_text || catalog.offers.shopNow,
                title: offer.title,
              }),
            }),
          ).toHaveAttribute('href', `/${locale}${offer.offer_url}`);
      }
      const grid = page.getByRole('list', { name: category.name, exact: true });
      const stars = templatePattern(catalog.rating.label);
      if (rated)
        await expect(
          grid
            .getByRole('article', { name: rated.name, exact: true })
            .getByRole('img', { name: stars }),
        ).toBeVisible();
      if (unrated)
        await expect(
          grid
            .getByRole('article', { name: unrated.name, exact: true })
            .getByRole('img', { name: stars }),
        ).toHaveCount(0);
      expect(rated ?? unrated).toBeTruthy();
      expect(await seriousViolations(page)).toEqual([]);
      await snap(
        page,
        `catalogue-category-offers-${locale}-${isMobile(info) ? 'mobile' : 'desktop'}`,
      );
      expect(consoleWatch.unexpected()).toEqual([]);
    });

    test('a signed-in customer sees what they bought before on its category page', async ({
      context,
      page,
      request,
      baseURL,
      consoleWatch,
    }, info) => {
      test.setTimeout(180_000);
      // Ahmed's delivered orders are seeded; the list is the service's, read as Ahmed.
      const answer = await graphqlAs(
        request,
        'ahmed',
        '{ previouslyPurchasedProducts(pageSize: 12) { items { name categories { id url_key level } } } }',
      );
      const bought = (
        answer.data?.previouslyPurchasedProducts as {
          items: { name: string; categories: { id: number; url_key: string; level: number }[] }[];
        }
      ).items;
      const product = bought.find((p) => p.categories.length > 0);
      if (!product) throw new Error('Ahmed has no previously purchased product with a category');
      const category = [...product.categories].sort((a, b) => b.level - a.level)[0]!;
      const { previouslyPurchasedProducts: inCategory } = (
        await graphqlAs(
          request,
          'ahmed',
          `{ previouslyPurchasedProducts(filter: { category_id: ${category.id} }, pageSize: 12) { items { name } } }`,
        )
      ).data as { previouslyPurchasedProducts: { items: { name: string }[] } };
      const names = inCategory.items.map((p) => p.name);
      expect(names.length).toBeGreaterThan(0);

      await signedInAs(context, request, baseURL as string, 'ahmed');
      await withAddressPromptAnswered(page);
      await page.goto(`/${locale}/${category.url_key}`);
      const strip = page.getByRole('region', { name: catalog.previouslyPurchased.title });
      await expect(strip).toBeVisible({ timeout: 60_000 });
      await expect(strip.getByRole('article')).toHaveCount(names.length);
      expect(await seriousViolations(page)).toEqual([]);
      await snap(
        page,
        `catalogue-previously-purchased-${locale}-${isMobile(info) ? 'mobile' : 'desktop'}`,
      );
      expect(consoleWatch.unexpected()).toEqual([]);
    });

    test('the cart page offers the cross-sells of its products, and one is added from there', async ({
      page,
      request,
      consoleWatch,
    }, info) => {
      test.setTimeout(180_000);
      type Linked = {
        __typename: string;
        name: string;
        sku: string;
        only_x_left_in_stock: number | null;
      };
      const { products } = await graphql<{
        products: { items: (Linked & { url_key: string; crosssell_products: Linked[] })[] };
      }>(
        request,
        locale,
        '{ products(filter: {}, pageSize: 100) { items { __typename name sku url_key only_x_left_in_stock crosssell_products { __typename name sku only_x_left_in_stock } } } }',
      );
      const inStock = (p: Linked) =>
        p.__typename === 'SimpleProduct' && (p.only_x_left_in_stock ?? 0) > 2;
      const product = products.items.find(
        (p) => inStock(p) && p.crosssell_products.filter(inStock).length > 0,
      );
      if (!product) throw new Error('No product in stock with a cross-sell in stock');
      const extra = product.crosssell_products.find(inStock)!;

      await page.goto(`/${locale}/${product.url_key}`);
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible({
        timeout: 60_000,
      });
      const add = productOwn(page, fill(cart.addToCart.addLabel, { name: product.name }));
      await add.click();
      // In the cart the add button gives way to the cart quantity's stepper.
      await expect(add).toHaveCount(0);

      await page.goto(`/${locale}/cart`);
      const main = page.getByRole('main');
      // The cart page's remote can take long to load on a busy 2-core machine.
      await expect(main.getByRole('link', { name: product.name, exact: true }).first()).toBeVisible(
        {
          timeout: 60_000,
        },
      );
      const strip = main.getByRole('list', { name: catalog.productLinks.crosssell });
      await expect(strip).toBeVisible({ timeout: 60_000 });
      const card = strip.getByRole('article', { name: extra.name, exact: true }).first();
      await expect(card).toBeVisible();
      await expect(strip.getByRole('article', { name: product.name, exact: true })).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await snap(
        page,
        `catalogue-cart-crosssell-${locale}-${isMobile(info) ? 'mobile' : 'desktop'}`,
      );
      await card
        .getByRole('button', { name: fill(cart.addToCart.addLabel, { name: extra.name }) })
        .click();
      // Now a cart line: it leaves the strip and shows in the cart's items.
      await expect(
        main
          .getByRole('listitem')
          .filter({ has: page.getByRole('link', { name: extra.name }) })
          .first(),
      ).toBeVisible();
      await expect(strip.getByRole('article', { name: extra.name, exact: true })).toHaveCount(0);
      expect(consoleWatch.unexpected()).toEqual([]);
    });
  });
}
