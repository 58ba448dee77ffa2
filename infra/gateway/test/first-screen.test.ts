import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIRST_SCREEN_ID } from '@dukkan/contracts/first-screen';
import { buildGateway } from '../src/app';
import { firstScreenOf } from '../src/first-screen/compose';
import { opensSelectArea } from '../src/first-screen/parts';
import { FIRST_SCREEN_SCRIPT, FIRST_SCREEN_SCRIPT_SOURCE } from '../src/first-screen/script';
import { withPageAdditions } from '../src/pages/html';
import { localeOfPage } from '../src/pages/routes';

/** `firstScreenOf` as one page, as the gateway serves it: the `first-data` block at the end. */
async function withFirstScreen(html: string, request: Parameters<typeof firstScreenOf>[1]) {
  const { html: page, firstData } = await firstScreenOf(html, request);
  return firstData === null ? page : withPageAdditions(page, [firstData]);
}

// The shell's build writes the root without quotes; the dev template has them.
const INDEX =
  '<!doctype html><html lang="en" dir="ltr"><head></head><body><div id=root></div></body></html>';
const SCREEN = {
  en: '<div role="dialog">Where should we deliver?</div>',
  ar: '<div role="dialog">أين نوصل طلبك؟</div>',
};
/** The shell's other parts, as its build writes them (render-first-screen.tsx). */
const GLOBAL = (locale: string) =>
  `<style data-emotion="css-global 1abc" data-s="">/* global ${locale} */</style>`;
const FACES = (locale: string) => `<style id="dukkan-faces">/* faces ${locale} */</style>`;
const PRELOADS = (locale: string) =>
  `<link rel="preload" as="font" href="/${locale}.woff2" data-font="400 1em Cairo" data-text="a">`;
const BASE = (locale: string) => `${PRELOADS(locale)}${FACES(locale)}${GLOBAL(locale)}`;
const LAYOUT = (locale: string, here = '/first-screen-path') =>
  `<header><a href="/${locale === 'ar' ? 'en' : 'ar'}${here}">switch</a></header><main><div id="first-screen-page"></div></main>`;
const BANNER = { en: '<h1>10% off</h1>', ar: '<h1>خصم ١٠٪</h1>' };

let shellDir: string;
let remotesDir: string;
const REGISTRY = {
  catalog: {
    entry: '/remotes/catalog/1.0.0-abc/remoteEntry.js',
    manifest: '/remotes/catalog/1.0.0-abc/mf-manifest.json',
    version: '1.0.0-abc',
  },
};

beforeAll(() => {
  shellDir = mkdtempSync(path.join(tmpdir(), 'first-screen-'));
  mkdirSync(path.join(shellDir, 'first-screen'));
  for (const [locale, html] of Object.entries(SCREEN)) {
    writeFileSync(path.join(shellDir, 'first-screen', `dialog.${locale}.html`), html);
    writeFileSync(path.join(shellDir, 'first-screen', `base.${locale}.html`), BASE(locale));
    writeFileSync(path.join(shellDir, 'first-screen', `layout.${locale}.html`), LAYOUT(locale));
  }
  writeFileSync(path.join(shellDir, 'index.html'), INDEX);
  writeFileSync(path.join(shellDir, 'main.0123456789.js'), '');
  remotesDir = mkdtempSync(path.join(tmpdir(), 'first-screen-remotes-'));
  const folder = path.join(remotesDir, 'catalog', '1.0.0-abc', 'first-screen');
  mkdirSync(folder, { recursive: true });
  for (const [locale, html] of Object.entries(BANNER)) {
    writeFileSync(path.join(folder, `HomePage.${locale}.html`), html);
  }
});

afterAll(() => {
  rmSync(shellDir, { recursive: true, force: true });
  rmSync(remotesDir, { recursive: true, force: true });
});

describe('first screen: which pages get it', () => {
  it('reads the locale of a page path only from its first segment', () => {
    expect(localeOfPage('/en')).toBe('en');
    expect(localeOfPage('/ar/cart')).toBe('ar');
    expect(localeOfPage('/')).toBeNull();
    expect(localeOfPage('/english')).toBeNull();
    expect(localeOfPage('/fr/cart')).toBeNull();
  });

  it('opens the dialog by itself on every locale page but privacy, terms and return', () => {
    const opens = ['', '/', '/cart', '/mangoes-6', '/privacy-x', '/checkout/shipping'];
    const exempt = ['/privacy', '/terms/', '/return'];
    for (const rest of opens) {
      expect(opensSelectArea(`/en${rest}`, undefined)).toBe(true);
      expect(opensSelectArea(`/ar${rest}`, 'i18n_locale=ar')).toBe(true);
    }
    for (const rest of exempt) {
      expect(opensSelectArea(`/en${rest}`, undefined)).toBe(false);
      expect(opensSelectArea(`/ar${rest}`, 'i18n_locale=ar')).toBe(false);
    }
  });

  it('is left out once the area is saved (the store cookie), and outside the locales', () => {
    expect(opensSelectArea('/en/cart', 'store=cairo-1')).toBe(false);
    expect(opensSelectArea('/en/cart', 'a=1; store=default')).toBe(false);
    expect(opensSelectArea('/en/cart', 'mystore=1')).toBe(true);
    expect(opensSelectArea('/', undefined)).toBe(false);
  });
});

describe('first screen: the page', () => {
  const remotes = () => ({ registry: REGISTRY, remotesDir });

  it("puts the locale on <html>, the base's Global in the head, and the layout, the dialog and its script inside #root", async () => {
    const page = await withFirstScreen(INDEX, {
      pathname: '/ar/cart',
      cookieHeader: undefined,
      shellDir: shellDir,
      ...remotes(),
    });
    expect(page).toContain('<html lang="ar" dir="rtl">');
    // The app's Global takes its rules over from the head (they outlast the first screen), and
    // the faces stay there, where nothing moves them.
    expect(page).toContain(`<head>${FACES('ar')}${GLOBAL('ar')}</head>`);
    expect(page.split('data-emotion')).toHaveLength(2);
    // The cart's remote published no first screen for its page: the layout's <main> stays empty.
    expect(page).toContain(
      `<div id="root"><div id="first-screen" hidden>${PRELOADS('ar')}${LAYOUT('ar', '/cart')}${SCREEN.ar}</div><script>${FIRST_SCREEN_SCRIPT}</script></div>`,
    );
    // The copy is hidden until its script shows it: without scripts, the page's noscript message
    // shows instead of a copy that cannot work.
    expect(page).not.toContain('<noscript>');
  });

  it("puts the live version's page part in the layout's <main>", async () => {
    for (const locale of ['en', 'ar'] as const) {
      const page = await withFirstScreen(INDEX, {
        pathname: `/${locale}`,
        cookieHeader: 'store=cairo-1',
        shellDir: shellDir,
        ...remotes(),
      });
      expect(page).toContain(
        `<main><div id="first-screen-page">${BANNER[locale]}</div></main></div><script>`,
      );
    }
    // A line pointing outside the gateway's version folders, or no registry: no page part.
    const elsewhere = {
      registry: {
        catalog: { ...REGISTRY.catalog, manifest: 'https://cdn.example/mf-manifest.json' },
      },
      remotesDir,
    };
    for (const page of [
      await withFirstScreen(INDEX, {
        pathname: '/en',
        cookieHeader: undefined,
        shellDir: shellDir,
        ...elsewhere,
      }),
      await withFirstScreen(INDEX, {
        pathname: '/en',
        cookieHeader: undefined,
        shellDir: shellDir,
      }),
    ]) {
      expect(page).toContain('<main><div id="first-screen-page"></div></main>');
    }
  });

  it('leaves the dialog out when the area is saved or the page is exempt, not the script', async () => {
    for (const [pathname, cookie] of [
      ['/en/cart', 'store=cairo-1'],
      ['/en/privacy', undefined],
    ] as const) {
      const page = await withFirstScreen(INDEX, {
        pathname: pathname,
        cookieHeader: cookie,
        shellDir: shellDir,
        ...remotes(),
      });
      expect(page).toContain('<html lang="en" dir="ltr">');
      expect(page).toContain(
        `${LAYOUT('en', pathname.slice(3))}</div><script>${FIRST_SCREEN_SCRIPT}</script></div>`,
      );
      expect(page).not.toContain(SCREEN.en);
    }
  });

  it("points the copy's language switch at this page in the other language", async () => {
    const page = await withFirstScreen(INDEX, {
      pathname: '/en/about',
      search: '?tab=1&q="x"',
      cookieHeader: undefined,
      shellDir,
    });
    expect(page).toContain('<a href="/ar/about?tab=1&amp;q=&quot;x&quot;">switch</a>');
    const home = await withFirstScreen(INDEX, {
      pathname: '/ar',
      cookieHeader: undefined,
      shellDir,
    });
    expect(home).toContain('<a href="/en">switch</a>');
  });

  it('gives the minimal layout (checkout) the dialog alone, and nothing once the area is saved', async () => {
    const first = await withFirstScreen(INDEX, {
      pathname: '/en/checkout',
      cookieHeader: undefined,
      shellDir: shellDir,
      ...remotes(),
    });
    expect(first).toContain(`<div id="first-screen" hidden>${PRELOADS('en')}${SCREEN.en}</div>`);
    expect(first).not.toContain('<header>');
    const saved = await withFirstScreen(INDEX, {
      pathname: '/en/checkout',
      cookieHeader: 'store=x',
      shellDir: shellDir,
      ...remotes(),
    });
    expect(saved).toContain('<html lang="en" dir="ltr">');
    expect(saved).not.toContain(FIRST_SCREEN_ID);
  });

  it('leaves the page alone outside the locales and without a built first screen', async () => {
    expect(
      await withFirstScreen(INDEX, { pathname: '/', cookieHeader: undefined, shellDir: shellDir }),
    ).toBe(INDEX);
    const bare = mkdtempSync(path.join(tmpdir(), 'no-first-screen-'));
    try {
      const page = await withFirstScreen(INDEX, {
        pathname: '/ar',
        cookieHeader: undefined,
        shellDir: bare,
      });
      expect(page).toContain('<html lang="ar" dir="rtl">');
      expect(page).not.toContain(FIRST_SCREEN_ID);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });

  it('reads a shell part again once a deploy has rewritten it in place, and not before', async () => {
    const deployed = mkdtempSync(path.join(tmpdir(), 'first-screen-redeploy-'));
    const dialog = path.join(deployed, 'first-screen', 'dialog.en.html');
    try {
      mkdirSync(path.join(deployed, 'first-screen'));
      writeFileSync(path.join(deployed, 'first-screen', 'base.en.html'), BASE('en'));
      writeFileSync(dialog, '<div role="dialog">old copy</div>');
      const built = new Date('2026-11-01T10:00:00Z');
      utimesSync(dialog, built, built);
      const request = { pathname: '/en/privacy-not', cookieHeader: undefined, shellDir: deployed };
      expect(await withFirstScreen(INDEX, request)).toContain('old copy');
      // The same modified time: the part read before serves (no read per request).
      writeFileSync(dialog, '<div role="dialog">new copy</div>');
      utimesSync(dialog, built, built);
      expect(await withFirstScreen(INDEX, request)).toContain('old copy');
      // A deploy's files are newer than the first build's.
      const deployedAt = new Date('2026-11-02T10:00:00Z');
      utimesSync(dialog, deployedAt, deployedAt);
      const page = await withFirstScreen(INDEX, request);
      expect(page).toContain('new copy');
      expect(page).not.toContain('old copy');
      rmSync(path.join(deployed, 'first-screen'), { recursive: true });
      expect(await withFirstScreen(INDEX, request)).not.toContain(FIRST_SCREEN_ID);
    } finally {
      rmSync(deployed, { recursive: true, force: true });
    }
  });

  it("lists the page's scripts for after the first screen's paint, and hints them at once without one", async () => {
    const deployDir = mkdtempSync(path.join(tmpdir(), 'first-screen-deploy-'));
    const list = path.join(shellDir, 'first-load.json');
    writeFileSync(list, JSON.stringify({ scripts: ['lib.0123456789.js'] }));
    const app = await buildGateway({ shellDir, deployDir, commerceUrl: 'http://127.0.0.1:9' });
    try {
      const painted = await app.inject({ url: '/en/cart', headers: { accept: 'text/html' } });
      expect(painted.body).toContain(LAYOUT('en', '/cart'));
      expect(painted.body).toContain(
        `<script type="application/json" id="dukkan-after-paint">["/lib.0123456789.js"]</script>`,
      );
      expect(painted.body).not.toContain('rel="preload" href="/lib.0123456789.js"');
      // `/` has no first screen (its locale is picked in the app): nothing waits for a paint.
      const plain = await app.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(plain.body).not.toContain('id="first-screen"');
      expect(plain.body).toContain(
        '<link rel="preload" href="/lib.0123456789.js" as="script" fetchpriority="low">',
      );
      expect(plain.body).not.toContain('dukkan-after-paint');
    } finally {
      await app.close();
      rmSync(list);
      rmSync(deployDir, { recursive: true, force: true });
    }
  });

  it('is served by the gateway, whose policy allows that one inline script by its hash', async () => {
    const deployDir = mkdtempSync(path.join(tmpdir(), 'first-screen-deploy-'));
    const app = await buildGateway({ shellDir, deployDir, commerceUrl: 'http://127.0.0.1:9' });
    try {
      const page = await app.inject({ url: '/en', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(SCREEN.en);
      const hash = createHash('sha256').update(FIRST_SCREEN_SCRIPT).digest('base64');
      expect(FIRST_SCREEN_SCRIPT_SOURCE).toBe(`'sha256-${hash}'`);
      expect(page.headers['content-security-policy']).toContain(
        `script-src 'self' 'sha256-${hash}';`,
      );
      const saved = await app.inject({
        url: '/en',
        headers: { accept: 'text/html', cookie: 'store=cairo-1' },
      });
      expect(saved.body).not.toContain(SCREEN.en);
      expect(saved.body).toContain(LAYOUT('en', ''));
    } finally {
      await app.close();
      rmSync(deployDir, { recursive: true, force: true });
    }
  });
});
