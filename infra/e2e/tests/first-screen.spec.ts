// Issue 14, the first screen: the gateway serves the page's first screen in its HTML (rendered
// by the shell's and the remotes' builds), so it is on screen before any script has run, and the
// app's first render takes it over: the header of the default layout, home's offer banner, a
// category or a product page drawn per request, and on a first visit the select-area dialog that
// opens by itself. A browser with an area saved never shows the dialog's copy, and one without
// scripts shows none of it.
import type { Page } from '@playwright/test';
import { expect, test } from './support';
import { saveArea } from './checkout-support';
import { TEXTS, areaWithStore, productStockedOtherwise } from './journey-support';
import { withSavedArea } from './shell-support';

const TITLE = { en: 'Where should we deliver?', ar: 'أين نوصل طلبك؟' } as const;
const BANNER = { en: '10% off and free delivery', ar: 'خصم ١٠٪ وتوصيل مجاني' } as const;
const DESCRIPTION = { en: 'Description', ar: 'الوصف' } as const;
/** The header's promotion line, the seeded store configuration's `promo_banner`. */
const PROMO = {
  en: '10% off and free delivery on online orders',
  ar: 'خصم 10% وتوصيل مجاني على الطلبات أونلاين',
} as const;
const PRICE = { en: /EGP\s[\d.,]+/, ar: /ج\.م\./ } as const;

/** The names of the GraphQL queries the page asks for from now on (a list that grows). */
function queriesAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const query = new URL(request.url()).searchParams.get('query') ?? '';
    const name = /^\s*query (\w+)/.exec(query)?.[1];
    if (request.url().includes('/graphql') && name) asked.push(name);
  });
  return asked;
}

/**
 * From now on, notes each moment an element with the progressbar role (a skeleton) is in view
 * within the page's main part; returns a reader of what was noted.
 */
function watchLoadingInView(page: Page): () => Promise<string[]> {
  const started = page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { loadingInView: seen });
    const look = () => {
      for (const bar of document.querySelectorAll('main [role="progressbar"]')) {
        const box = bar.getBoundingClientRect();
        if (bar.checkVisibility({ visibilityProperty: true }) && box.top < window.innerHeight) {
          seen.push(bar.getAttribute('aria-label') ?? 'a progressbar');
        }
      }
    };
    new MutationObserver(look).observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
    });
  });
  return async () => {
    await started;
    return page.evaluate(() => (window as { loadingInView?: string[] }).loadingInView ?? []);
  };
}

/**
 * Notes, when the first screen's copy is shown, whether every face it preloads had loaded by
 * then: its inline script shows it after them, so that it is laid out once, in its own faces.
 */
async function watchCopyFaces(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((changes, observer) => {
      const copy = changes.find((change) => (change.target as Element).id === 'first-screen');
      if (!copy || (copy.target as HTMLElement).hidden) return;
      const links = [...document.querySelectorAll<HTMLElement>('#first-screen link[data-font]')];
      (window as { copyFaces?: boolean }).copyFaces =
        links.length > 0 &&
        links.every((link) => document.fonts.check(link.dataset.font ?? '', link.dataset.text));
      observer.disconnect();
    }).observe(document, { attributes: true, attributeFilter: ['hidden'], subtree: true });
  });
  return () => page.evaluate(() => (window as { copyFaces?: boolean }).copyFaces);
}

/** Loads `path` with every script refused: what the page shows from its HTML alone. */
async function withoutScripts(page: Page, path: string) {
  await page.route(/\.js(\?.*)?$/, (route) => route.abort());
  await page.goto(path);
}

test('the HTML shows the dialog in the page language; the app takes it over', async ({
  page,
  consoleWatch,
}) => {
  const copyFaces = await watchCopyFaces(page);
  for (const locale of ['ar', 'en'] as const) {
    await withoutScripts(page, `/${locale}/cart`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    const drawn = page.getByRole('dialog', { name: TITLE[locale] });
    await expect(drawn).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    // The store's texts come with the HTML (the gateway asks for them).
    await expect(page.getByRole('banner').getByText(PROMO[locale])).toBeVisible();
    // Nothing can close it before the app runs.
    await expect(drawn.getByRole('button')).toHaveAttribute('aria-disabled', 'true');
    expect(await copyFaces()).toBe(true);
    await page.unrouteAll({ behavior: 'wait' });
  }
  consoleWatch.allow({ pattern: /net::ERR_FAILED/, reason: 'the scripts were refused on purpose' });

  const asked = queriesAsked(page);
  await page.goto('/en/cart');
  const dialog = page.getByRole('dialog', { name: TITLE.en });
  await expect(dialog.getByRole('combobox').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.locator('#first-screen')).toHaveCount(0);
  // The app drew them from the HTML's first data, without asking.
  await expect(page.getByRole('banner').getByText(PROMO.en)).toBeVisible();
  expect(asked).not.toContain('StoreConfig');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // No inline script was refused by the Content-Security-Policy, and nothing else failed.
  expect(consoleWatch.unexpected()).toEqual([]);
});

test('an area saved in this browser, or no scripts at all, never shows that copy', async ({
  page,
  context,
}) => {
  // The store cookie lives for the browser session; the saved choice outlives it.
  await withSavedArea(page);
  await withoutScripts(page, '/en');
  await expect(page.locator('#root')).toBeAttached();
  // The gateway sent the dialog (no cookie); the page's own script took it away before painting.
  await expect(page.locator('#first-screen-dialog')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: BANNER.en })).toBeVisible();

  const noScripts = await context.browser()!.newContext({ javaScriptEnabled: false });
  try {
    const bare = await noScripts.newPage();
    await bare.goto(page.url());
    // The page holds the copy (no cookie here), hidden until its script shows it, so that the
    // noscript message shows.
    await expect(bare.locator('#first-screen')).toBeAttached();
    await expect(bare.locator('#first-screen')).toBeHidden();
    await expect(bare.getByRole('dialog')).toHaveCount(0);
  } finally {
    await noScripts.close();
  }
});

test("home's offer banner is in the HTML, where the app then draws it", async ({
  page,
  consoleWatch,
}) => {
  await withSavedArea(page);
  // Each frame notes whether the banner is drawn: it must never go missing once drawn, while the
  // app takes over and the catalogue's module loads (the shell shows the copy meanwhile).
  await page.addInitScript(() => {
    const frames: boolean[] = [];
    Object.assign(window, { bannerFrames: frames });
    const note = () => {
      frames.push(document.getElementById('home-offer-title') !== null);
      if (frames.length < 2000) requestAnimationFrame(note);
    };
    requestAnimationFrame(note);
  });
  for (const locale of ['en', 'ar'] as const) {
    await withoutScripts(page, `/${locale}`);
    const banner = page.getByRole('heading', { name: BANNER[locale], level: 1 });
    await expect(banner).toBeVisible();
    const drawn = await banner.boundingBox();
    await page.unrouteAll({ behavior: 'wait' });

    await page.goto(`/${locale}`);
    // The home's own sections are there: the catalogue's module has rendered.
    await expect(page.locator('#home-deals-title')).toBeVisible();
    await expect(page.locator('#first-screen')).toHaveCount(0);
    await expect(banner).toBeVisible();
    expect(await banner.boundingBox()).toEqual(drawn);
    const frames = await page.evaluate(
      () => (window as unknown as { bannerFrames: boolean[] }).bannerFrames,
    );
    expect(frames.slice(frames.indexOf(true))).not.toContain(false);
  }
  consoleWatch.allow({ pattern: /net::ERR_FAILED/, reason: 'the scripts were refused on purpose' });
  expect(consoleWatch.unexpected()).toEqual([]);
});

test('a category page comes with its products in the HTML, and the app draws them without asking again', async ({
  page,
  consoleWatch,
}) => {
  // The gateway draws the page per request within a deadline; the first request after a start
  // loads the catalogue's renderer and misses it (that fallback is the gateway's unit tests').
  for (let round = 0; round < 2; round += 1) {
    for (const locale of ['en', 'ar']) {
      await page.request.get(`/${locale}/fresh-fruits`, { headers: { accept: 'text/html' } });
    }
  }
  const asked = queriesAsked(page);
  for (const locale of ['en', 'ar'] as const) {
    await withoutScripts(page, `/${locale}/fresh-fruits`);
    const copy = page.locator('#first-screen');
    const name = (await copy.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(name.length).toBeGreaterThan(0);
    const firstImage = copy.getByRole('list', { name }).getByRole('img').first();
    await expect(firstImage).toBeVisible();
    await expect(firstImage).toHaveAttribute('loading', 'eager');
    const drawn = await firstImage.boundingBox();
    // Its buttons do nothing until the app runs.
    const part = page.locator('#first-screen-page');
    expect(await part.locator('button').count()).toBeGreaterThan(0);
    await expect(part.locator('button:not([aria-disabled="true"])')).toHaveCount(0);
    // Nor can its filters and sort be chosen: the app's first render would drop the choice.
    expect(await part.locator('input, select').count()).toBeGreaterThan(0);
    await expect(
      part.locator(':is(form, label, input, select, textarea):not([inert])'),
    ).toHaveCount(0);
    await page.unrouteAll({ behavior: 'wait' });

    asked.length = 0;
    await page.goto(`/${locale}/fresh-fruits`);
    await expect(page.locator('#first-screen')).toHaveCount(0);
    // A first visit: the area dialog covers the page, which stays the HTML's copy while it is
    // open, even once everything has loaded.
    const dialog = page.getByRole('dialog', { name: TITLE[locale] });
    await expect(dialog).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('main').locator('button:not([aria-disabled="true"])')).toHaveCount(
      0,
    );
    const loadingSeen = watchLoadingInView(page);
    await dialog.getByRole('button', { name: TEXTS[locale].shell.selectArea.close }).click();
    const grid = page.getByRole('list', { name });
    await expect(grid.getByRole('article')).toHaveCount(24);
    expect(await grid.getByRole('img').first().boundingBox()).toEqual(drawn);
    await expect(page.locator('#first-data')).toHaveCount(0);
    // The page was drawn from the answers the HTML carried, and took the copy's place whole.
    expect(asked).not.toContain('ResolveUrl');
    expect(asked).not.toContain('ListProducts');
    expect(asked).not.toContain('CategoryPageOffer');
    expect(await loadingSeen()).toEqual([]);
  }
  consoleWatch.allow({ pattern: /net::ERR_FAILED/, reason: 'the scripts were refused on purpose' });
  expect(consoleWatch.unexpected()).toEqual([]);
});

test("saving an area on a first visit draws the page once, with that area's stock, without a reload", async ({
  page,
  consoleWatch,
}) => {
  // The HTML carries the default store's stock (no area is saved); the area the shopper then
  // saves may stock other products. The page stays the HTML's copy behind the dialog, and is
  // drawn after the choice, with the area's answers.
  const locale = 'ar';
  const text = TEXTS[locale];
  const area = await areaWithStore(page.request, locale);
  const product = await productStockedOtherwise(page.request, locale, 'fresh-fruits', area.source);
  const asked = queriesAsked(page);
  await page.goto(`/${locale}/fresh-fruits`);
  await expect(page.locator('#first-screen')).toHaveCount(0);
  const card = page
    .getByRole('article')
    .filter({ has: page.locator(`a[href="/${locale}/${product.urlKey}"]`) });
  const outOfStock = card.getByText(text.catalog.stock.outOfStock).first();
  await expect(outOfStock).toBeVisible({ visible: product.inStockThere });
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main').locator('button:not([aria-disabled="true"])')).toHaveCount(0);
  expect(asked).not.toContain('ListProducts');
  const loadingSeen = watchLoadingInView(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await saveArea(page, locale, area);
  await expect(outOfStock).toBeVisible({ visible: !product.inStockThere });
  await expect(card.getByRole('button').first()).toBeEnabled();
  // The same document (no reload), its list asked once, and never a loading state in view.
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(asked.filter((name) => name === 'ListProducts')).toHaveLength(1);
  expect(await loadingSeen()).toEqual([]);
  expect(consoleWatch.unexpected()).toEqual([]);
});

test('a product page comes with its name, price, image and description in the HTML, and the app draws them without asking again', async ({
  page,
  consoleWatch,
}) => {
  // As for a category: the first request after a start may miss the gateway's deadline.
  for (const locale of ['en', 'ar']) {
    await page.request.get(`/${locale}/mangoes-6`, { headers: { accept: 'text/html' } });
  }
  await withSavedArea(page);
  const asked = queriesAsked(page);
  for (const locale of ['en', 'ar'] as const) {
    await withoutScripts(page, `/${locale}/mangoes-6`);
    const part = page.locator('#first-screen-page');
    const heading = part.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const name = (await heading.textContent()) ?? '';
    expect(name.length).toBeGreaterThan(0);
    const image = part.getByRole('img', { name, exact: true });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).not.toHaveAttribute('loading', 'lazy');
    await expect(part.getByText(PRICE[locale]).first()).toBeVisible();
    const region = { name: DESCRIPTION[locale], exact: true };
    const description = (await part.getByRole('region', region).textContent()) ?? '';
    expect(description.length).toBeGreaterThan(DESCRIPTION[locale].length);
    const drawn = await image.boundingBox();
    await expect(part.locator('button:not([aria-disabled="true"])')).toHaveCount(0);
    await expect(
      part.locator(':is(form, label, input, select, textarea):not([inert])'),
    ).toHaveCount(0);
    await page.unrouteAll({ behavior: 'wait' });

    asked.length = 0;
    await page.goto(`/${locale}/mangoes-6`);
    await expect(page.locator('#first-screen')).toHaveCount(0);
    // The shell shows the copy until the page has committed: its controls are the app's then.
    const live = page.getByRole('main').locator('button:not([aria-disabled="true"])');
    await expect(live.first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('region', region)).toHaveText(description);
    expect(await page.getByRole('img', { name, exact: true }).boundingBox()).toEqual(drawn);
    await expect(page.locator('#first-data')).toHaveCount(0);
    expect(asked).not.toContain('ResolveUrl');
    expect(asked).not.toContain('ProductDetail');
    expect(asked).not.toContain('StockThreshold');
    expect(asked).not.toContain('ProductLinks');
  }
  consoleWatch.allow({ pattern: /net::ERR_FAILED/, reason: 'the scripts were refused on purpose' });
  expect(consoleWatch.unexpected()).toEqual([]);
});

test("a search results page comes with the catalogue's grid in the HTML, and the app keeps it in view while it takes over", async ({
  page,
  consoleWatch,
}) => {
  const search = { en: 'milk', ar: 'حليب' } as const;
  for (const locale of ['en', 'ar'] as const) {
    await page.request.get(`/${locale}/search?q=${search[locale]}`, {
      headers: { accept: 'text/html' },
    });
  }
  await withSavedArea(page);
  const asked = queriesAsked(page);
  for (const locale of ['en', 'ar'] as const) {
    const url = `/${locale}/search?q=${encodeURIComponent(search[locale])}`;
    await withoutScripts(page, url);
    const part = page.locator('#first-screen-page');
    const grid = part.locator('[data-first-fragment="catalog/ProductGrid"]').getByRole('list');
    await expect(grid.getByRole('article').first()).toBeVisible();
    const image = grid.getByRole('img').first();
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    const label = (await grid.getAttribute('aria-label')) ?? '';
    expect(label).not.toBe('');
    const drawn = await image.boundingBox();
    await expect(part.locator('button:not([aria-disabled="true"])')).toHaveCount(0);
    await page.unrouteAll({ behavior: 'wait' });

    // From the first paint to the app's grid, the grid's loading box never takes its place.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { gridGaps: string[] }).gridGaps = seen;
      new MutationObserver(() => {
        const main = document.querySelector('main');
        if (main && !main.querySelector('ul img') && main.querySelector('[role="progressbar"]')) {
          seen.push(String(performance.now()));
        }
      }).observe(document, { childList: true, subtree: true });
    });
    // The grid's code arrives late, as on a slow phone: its slot shows the copy meanwhile.
    await page.route(
      /\/remotes\/catalog\/[^/]+\/__federation_expose_ProductGrid\./,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      },
    );
    asked.length = 0;
    await page.goto(url);
    await expect(page.locator('#first-screen')).toHaveCount(0);
    const live = page.getByRole('main').getByRole('list', { name: label });
    await expect(live.getByRole('article')).toHaveCount(24);
    expect(await live.getByRole('img').first().boundingBox()).toEqual(drawn);
    expect(
      await page.evaluate(() => (window as unknown as { gridGaps: string[] }).gridGaps),
    ).toEqual([]);
    expect(asked).not.toContain('SearchResults');
    await page.unrouteAll({ behavior: 'wait' });
  }
  consoleWatch.allow({ pattern: /net::ERR_FAILED/, reason: 'the scripts were refused on purpose' });
  expect(consoleWatch.unexpected()).toEqual([]);
});

test("the layout's parts the HTML does not draw come with their rules: the app inserts none of them", async ({
  page,
  consoleWatch,
}) => {
  // Every rule the page inserts at run time (emotion inserts one rule at a time in production).
  await page.addInitScript(() => {
    const inserted: string[] = [];
    (window as unknown as { insertedRules: string[] }).insertedRules = inserted;
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function record(rule: string, index?: number) {
      inserted.push(rule);
      return insertRule.call(this, rule, index);
    };
  });
  await page.goto('/en/cart');
  await expect(page.locator('#first-screen')).toHaveCount(0);
  const parts = [
    'footer',
    'nav[aria-label="Quick navigation"]',
    'section[aria-label="Notifications"]',
  ];
  // The footer comes in a commit after the app's first one (useAfterFirstCommit).
  for (const selector of parts) await page.locator(selector).first().waitFor({ state: 'attached' });
  const names = await page.evaluate(
    (selectors) =>
      selectors.map((selector) => {
        const part = document.querySelector(selector);
        const elements = part ? [part, ...part.querySelectorAll('[class]')] : [];
        return [...new Set(elements.flatMap((element) => [...element.classList]))].filter((name) =>
          name.startsWith('css-'),
        );
      }),
    parts,
  );
  const inserted = await page.evaluate(
    () => (window as unknown as { insertedRules: string[] }).insertedRules,
  );
  // The app did insert rules of its own (the header's fragments, the dialog's form).
  expect(inserted.length).toBeGreaterThan(0);
  for (const [index, used] of names.entries()) {
    expect(used.length, parts[index]).toBeGreaterThan(0);
    const insertedForPart = inserted.filter((rule) =>
      used.some((name) => new RegExp(`^[^{]*\\.${name}[^\\w-]`).test(rule)),
    );
    expect(insertedForPart, parts[index]).toEqual([]);
  }
  expect(consoleWatch.unexpected()).toEqual([]);
});
