// Helpers of the checkout specs (issue 12): the area with a store, a cart with a weighed and a
// configurable product, and the account's address form as a shopper fills it.
import type { Locator, Page } from '@playwright/test';
import type { Locale } from '@dukkan/contracts';
import { expect } from './support';
import { fill } from './shell-support';
import { checkoutEn } from '../../../mf-cart-checkout/src/locales/en/checkout';
import { checkoutAr } from '../../../mf-cart-checkout/src/locales/ar/checkout';
import type { ServiceArea } from './journey-support';
import {
  TEXTS,
  areaWithStore,
  configurableProduct,
  productOwn,
  startingWith,
  templatePattern,
  weighedProduct,
} from './journey-support';

export async function chooseArea(page: Page, locale: Locale) {
  const text = TEXTS[locale];
  const area = await areaWithStore(page.request, locale);
  await page.goto(`/${locale}`);
  const dialog = page.getByRole('dialog', { name: text.shell.selectArea.title });
  await expect(dialog).toBeVisible();
  const a = text.account.areaSelector;
  await dialog.getByRole('combobox', { name: a.city }).selectOption({ label: area.region });
  await dialog.getByRole('combobox', { name: a.area }).selectOption({ label: area.city });
  await dialog.getByRole('combobox', { name: a.district }).selectOption({ label: area.district });
  await dialog.getByRole('button', { name: a.save }).click();
  await expect(dialog).toBeHidden();
  return area;
}

export async function fillCart(page: Page, locale: Locale) {
  const text = TEXTS[locale];
  const weighed = await weighedProduct(page.request, locale, 'mango');
  await page.goto(`/${locale}/${weighed.url_key}`);
  await productOwn(page, fill(text.cart.addToCart.addLabel, { name: weighed.name })).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: fill(text.cart.miniCart.itemAdded, { name: weighed.name }) }),
  ).toBeVisible();
  const shirt = await configurableProduct(page.request, locale, 'polo');
  await page.goto(`/${locale}/${shirt.url_key}`);
  const option = shirt.configurable_options?.[0];
  if (!option) throw new Error('the configurable product has no options');
  await page
    .getByRole('group', { name: option.label })
    .getByRole('radio', { name: option.values[0]!.label, exact: true })
    .check();
  await productOwn(page, templatePattern(text.cart.addToCart.addLabel)).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: templatePattern(text.cart.miniCart.itemAdded, false) }),
  ).toBeVisible();
  return { weighed, shirt };
}

/** The cart remote's texts with its checkout texts (registered by the checkout's pages). */
export const CART_TEXT = {
  en: { ...TEXTS.en.cart, ...checkoutEn },
  ar: { ...TEXTS.ar.cart, ...checkoutAr },
} as const;

/** Fills the account's address form (recipient, area, street and building) inside `scope`. */
export async function fillAddressForm(scope: Locator, locale: Locale, area: ServiceArea) {
  const f = TEXTS[locale].account.addresses.form;
  await scope.getByRole('textbox', { name: startingWith(f.fullName) }).fill('Mona Adel');
  await scope.getByRole('textbox', { name: startingWith(f.phone) }).fill('01012345678');
  await scope
    .getByRole('combobox', { name: startingWith(f.city) })
    .selectOption({ label: area.region });
  await scope
    .getByRole('combobox', { name: startingWith(f.area) })
    .selectOption({ label: area.city });
  await scope
    .getByRole('combobox', { name: startingWith(f.district) })
    .selectOption({ label: area.district });
  await scope.getByRole('textbox', { name: startingWith(f.street) }).fill('12 Abbas El Akkad');
  await scope.getByRole('textbox', { name: startingWith(f.building) }).fill('4');
  await scope.getByRole('textbox', { name: startingWith(f.floor) }).fill('2');
  await scope.getByRole('textbox', { name: startingWith(f.apartment) }).fill('8');
}
