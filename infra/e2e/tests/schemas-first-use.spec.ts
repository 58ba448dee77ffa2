// Issue 14: yup and the form schemas are not part of a page's first load. The contracts (a shared
// singleton) load them with a dynamic import on a form's first use, from the build that provided
// the contracts, whichever remote's form asks: here the product page's stock alert (catalog
// remote) and the footer's newsletter (shell), in /en and /ar.
import type { Page } from '@playwright/test';
import { storeCodeOf, validationMessage } from '@dukkan/contracts';
import { expect, test } from './support';
import { LOCALES, SHELL_TEXT, withSavedArea } from './shell-support';
import { TEXTS } from './journey-support';

/** A message template of yup's own default locale: present in yup's code, in no other file. */
const YUP_MARKER = '${path} is a required field';

/** The URLs of the scripts this page has downloaded that carry yup. */
function watchYup(page: Page): { urls: string[] } {
  const seen = { urls: [] as string[] };
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    void response
      .text()
      .then((body) => {
        if (body.includes(YUP_MARKER)) seen.urls.push(response.url());
      })
      .catch(() => undefined);
  });
  return seen;
}

test.beforeEach(async ({ page }) => {
  await withSavedArea(page);
});

for (const locale of LOCALES) {
  const catalog = TEXTS[locale].catalog;
  const shell = SHELL_TEXT[locale];

  test(`/${locale} stock alert: no yup before the field is used, then its rules from the shared contracts`, async ({
    page,
    request,
    consoleWatch,
  }) => {
    const answer = await request.get('/graphql', {
      params: {
        query:
          '{ products(filter: {}, pageSize: 100) { items { __typename url_key name only_x_left_in_stock } } }',
        store: storeCodeOf(locale),
      },
      headers: { Store: storeCodeOf(locale), 'Content-Language': locale },
    });
    const items = (
      (await answer.json()) as {
        data: {
          products: {
            items: {
              __typename: string;
              url_key: string;
              name: string;
              only_x_left_in_stock: number | null;
            }[];
          };
        };
      }
    ).data.products.items;
    const product = items.find(
      (p) => p.__typename === 'SimpleProduct' && p.only_x_left_in_stock === 0,
    );
    test.skip(!product, 'no out-of-stock simple product in the first 100');
    const yup = watchYup(page);
    await page.goto(`/${locale}/${product!.url_key}`);
    await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The page comes drawn in the HTML, its fields inert until the app has replaced it (the
    // network can be idle before that): the app's field is the one whose first use loads yup.
    await expect(page.getByRole('main').locator('[inert]')).toHaveCount(0);
    expect(yup.urls).toEqual([]);

    const field = page.getByRole('textbox', { name: catalog.stockBack.contact });
    await field.focus();
    await expect.poll(() => yup.urls.length).toBe(1);
    await field.fill('0101');
    await page.getByRole('button', { name: catalog.stockBack.notifyMe }).click();
    await expect(page.getByText(validationMessage('phone_length', locale))).toBeVisible();
    await expect(field).toBeFocused();
    expect(yup.urls).toHaveLength(1);
    expect(consoleWatch.unexpected()).toEqual([]);
  });

  test(`/${locale} newsletter: a submit before the rules arrived still checks the e-mail`, async ({
    page,
    consoleWatch,
  }) => {
    const yup = watchYup(page);
    await page.goto(`/${locale}/about`);
    const footer = page.getByRole('contentinfo');
    const submit = footer.getByRole('button', { name: shell.newsletter.submit });
    await expect(submit).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(yup.urls).toEqual([]);
    // The button is pressed without ever focusing the field: the submit itself loads the rules.
    await submit.click();
    const email = footer.getByRole('textbox', { name: shell.newsletter.emailLabel });
    await expect(footer.getByText(validationMessage('required', locale))).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(yup.urls).toHaveLength(1);
    expect(consoleWatch.unexpected()).toEqual([]);
  });
}
