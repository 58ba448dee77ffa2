// Issue 12, cart page discounts: the seeded GOLD customer (3,150 points, 250 EGP store credit,
// two READY e-vouchers) fills the cart, applies reward points and sees the total fall, removes
// them, applies an e-voucher and store credit, in /en and then /ar on the same server-side cart
// (one test, so the two languages never share the customer's cart at the same time). Everything
// applied is removed again, so the customer's cart is as plain as the other specs expect.
// Desktop only: the cart page's layout on phones is covered by the checkout specs.
import type { Locator, Page } from '@playwright/test';
import type { Locale } from '@dukkan/contracts';
import { expect, test } from './support';
import { LOCALES, withSavedArea } from './shell-support';
import { signedInAs, withAddressPromptAnswered } from './account-support';
import { snap, templatePattern } from './journey-support';
import { CART_TEXT, fillCart } from './checkout-support';

/** The summary's line after `term` (its <dd>), read from the rendered text; null while absent. */
async function summaryValue(summary: Locator, term: string): Promise<string | null> {
  const lines = (await summary.innerText()).split(/\n+/).map((line) => line.trim());
  const at = lines.findIndex((line) => line.startsWith(term));
  if (at < 0) return null;
  // The term and its value may share a line (tab-separated) or take two.
  const rest = lines[at]!.slice(term.length).trim();
  return rest || lines[at + 1] || null;
}

async function discountsOnCart(page: Page, locale: Locale) {
  const c = CART_TEXT[locale];
  await page.goto(`/${locale}/cart`);
  const summary = page.getByRole('region', { name: c.cartPage.summary });
  const total = () => summaryValue(summary, c.cartPage.grandTotal);
  await expect.poll(total).not.toBeNull();
  const before = await total();
  await expect(page.getByRole('progressbar', { name: c.freeShipping.progress })).toBeVisible();

  // Reward points: the 500-point option at the GOLD rate (100 points = 15 EGP), then removed.
  const points = page.getByRole('region', { name: c.rewardPoints.title });
  const choice = points.getByRole('combobox', { name: c.rewardPoints.label });
  await expect(choice.getByRole('option', { name: c.rewardPoints.none })).toHaveCount(1);
  await choice.selectOption('500');
  await points.getByRole('button', { name: c.rewardPoints.apply }).click();
  await expect(points.getByRole('status')).toHaveText(c.rewardPoints.appliedNotice);
  await expect.poll(total).not.toBe(before);
  await expect(summary).toContainText(templatePattern(c.cartPage.rewardPoints, false));
  await points.getByRole('button', { name: c.rewardPoints.remove }).click();
  await expect(points.getByRole('status')).toHaveText(c.rewardPoints.removedNotice);
  await expect.poll(total).toBe(before);

  // An e-voucher of the customer's own, then the points again and the store credit.
  const vouchers = page.getByRole('region', { name: c.evouchers.title });
  await vouchers
    .getByRole('button', { name: templatePattern(c.evouchers.applyLabel) })
    .first()
    .click();
  await expect(vouchers.getByRole('status')).toHaveText(c.evouchers.appliedNotice);
  await expect(
    vouchers.getByRole('button', { name: templatePattern(c.evouchers.removeLabel) }),
  ).toBeVisible();
  await expect.poll(total).not.toBe(before);
  await choice.selectOption('500');
  await points.getByRole('button', { name: c.rewardPoints.apply }).click();
  await expect(points.getByRole('status')).toHaveText(c.rewardPoints.appliedNotice);
  const credit = page.getByRole('region', { name: c.storeCredit.title });
  await credit.getByRole('button', { name: c.storeCredit.apply }).click();
  await expect(credit.getByRole('status')).toHaveText(c.storeCredit.appliedNotice);
  await expect.poll(() => summaryValue(summary, c.cartPage.storeCredit)).not.toBeNull();
  await expect(credit.getByRole('button', { name: c.storeCredit.remove })).toBeVisible();
  // The whole cart column in one picture: a taller window rather than a scrolled one.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 1400 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, `cart-discounts-${locale}-desktop`);
  if (viewport) await page.setViewportSize(viewport);

  // Everything off again: the total is what it was.
  await credit.getByRole('button', { name: c.storeCredit.remove }).click();
  await expect(credit.getByRole('status')).toHaveText(c.storeCredit.removedNotice);
  await points.getByRole('button', { name: c.rewardPoints.remove }).click();
  await expect(points.getByRole('status')).toHaveText(c.rewardPoints.removedNotice);
  await vouchers.getByRole('button', { name: templatePattern(c.evouchers.removeLabel) }).click();
  await expect(vouchers.getByRole('status')).toHaveText(c.evouchers.removedNotice);
  await expect.poll(total).toBe(before);
}

test('a customer applies and removes reward points, an e-voucher and store credit on the cart, in English and Arabic', async ({
  page,
  context,
  request,
  baseURL,
  consoleWatch,
}) => {
  test.setTimeout(240_000);
  await withSavedArea(page);
  await withAddressPromptAnswered(page);
  await signedInAs(context, request, baseURL as string, 'ahmed');
  await fillCart(page, 'en');
  for (const locale of LOCALES) await discountsOnCart(page, locale);
  expect(consoleWatch.unexpected()).toEqual([]);
});
