// The address form's map picker and the out-of-range dialog (issue 63), in /en and /ar on both
// widths: a new customer opens the picker on the new-address page (Leaflet and its stylesheet
// arrive only then), the pin starts in downtown Cairo (Garden City: no delivery), so "Use this
// location" shows the out-of-range dialog; "Pick another location" reopens the map, three
// presses of the left arrow move the pin into Dokki's Tahrir Street and Enter fills city, area
// and district. Tiles are answered here (a 1x1 PNG for the configured OpenStreetMap template),
// so no test reaches a tile server.
import type { Page } from '@playwright/test';
import { expect, test } from './support';
import { LOCALES, fill, isMobile, withSavedArea } from './shell-support';
import { TEXTS, snap } from './journey-support';
import { newCustomerSignedIn, seriousViolations } from './account-support';

/** A 1x1 transparent PNG. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const EXPECTED = {
  en: { region: 'Giza', city: 'Dokki', district: 'Tahrir Street' },
  ar: { region: 'الجيزة', city: 'الدقي', district: 'شارع التحرير' },
} as const;

/** Tile requests answered locally; the count proves the map drew from the configured template. */
async function serveTiles(page: Page): Promise<{ count: () => number }> {
  let tiles = 0;
  await page.route('https://tile.openstreetmap.org/**', (route) => {
    tiles += 1;
    return route.fulfill({ status: 200, contentType: 'image/png', body: TILE });
  });
  return { count: () => tiles };
}

for (const locale of LOCALES) {
  test(`${locale}: a shopper picks a location on the map, and a point outside is out of range`, async ({
    page,
    context,
    request,
    baseURL,
  }, info) => {
    test.setTimeout(150_000);
    const text = TEXTS[locale].account.addresses;
    const size = isMobile(info) ? 'mobile' : 'desktop';
    const tiles = await serveTiles(page);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script' || r.resourceType() === 'stylesheet') scripts.push(r.url());
    });
    await withSavedArea(page);
    await newCustomerSignedIn(context, request, baseURL as string);
    await page.goto(`/${locale}`);
    const selector = page.getByRole('dialog', { name: text.selector.title });
    await selector.getByRole('button', { name: text.selector.addNew }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/account/addresses/new$`));
    const main = page.getByRole('main');
    await expect(main.getByRole('combobox', { name: text.form.city })).toBeEnabled();
    // Nothing of the map is loaded before the shopper asks for it.
    expect(scripts.filter((url) => /leaflet/.test(url))).toEqual([]);
    const loadedBefore = scripts.length;

    await main.getByRole('button', { name: text.map.open }).click();
    let picker = page.getByRole('dialog', { name: text.map.title });
    await expect(picker).toBeVisible();
    const map = picker.getByRole('application', { name: text.map.mapLabel });
    await expect(map.locator('.leaflet-marker-icon')).toBeVisible();
    await expect(map).toBeFocused();
    // The picker's chunk and Leaflet's stylesheet came with the opening.
    const opened = scripts.slice(loadedBefore);
    expect(opened.some((url) => /\/leaflet\.\w+\.css$/.test(url))).toBe(true);
    expect(opened.some((url) => /\.js$/.test(url))).toBe(true);
    await expect.poll(() => tiles.count()).toBeGreaterThan(0);
    await expect(map.locator('.leaflet-control-attribution')).toHaveText(
      '© OpenStreetMap contributors',
    );
    await expect(picker.getByRole('status')).toHaveText(text.map.outside);
    await snap(page, `address-map-outside-${locale}-${size}`);
    expect(await seriousViolations(page)).toEqual([]);

    // Outside the delivery areas: the out-of-range dialog, then another point.
    await picker.getByRole('button', { name: text.map.use }).click();
    const warning = page.getByRole('alertdialog', { name: text.outOfRange.title });
    await expect(warning).toBeVisible();
    await expect(warning.getByText(text.card.outOfRange)).toBeVisible();
    await snap(page, `address-map-out-of-range-${locale}-${size}`);
    expect(await seriousViolations(page)).toEqual([]);
    await warning.getByRole('button', { name: text.outOfRange.pickAgain }).click();
    picker = page.getByRole('dialog', { name: text.map.title });
    await expect(picker.getByRole('status')).toHaveText(text.map.outside);

    // Three steps west with the keyboard: Dokki's Tahrir Street, confirmed with Enter.
    await expect(map).toBeFocused();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowLeft');
    const expected = EXPECTED[locale];
    await expect(picker.getByRole('status')).toHaveText(fill(text.map.found, expected));
    await snap(page, `address-map-found-${locale}-${size}`);
    await page.keyboard.press('Enter');
    await expect(picker).toBeHidden();
    const chosen = (name: string) =>
      main
        .getByRole('combobox', { name })
        .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');
    expect(await chosen(text.form.city)).toBe(expected.region);
    expect(await chosen(text.form.area)).toBe(expected.city);
    expect(await chosen(text.form.district)).toBe(expected.district);
    await expect(main.getByText(fill(text.map.filled, expected))).toBeVisible();
  });
}
