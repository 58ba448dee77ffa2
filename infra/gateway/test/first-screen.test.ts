import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { shouldPromptForArea } from '../../../shell/src/features/select-area/select-area-rules';
import { STORE_CHOICE_KEY } from '../../../shell/src/shared/services/store-choice-store';
import { FIRST_SCREEN_ID as SHELL_FIRST_SCREEN_ID } from '../../../shell/src/features/select-area/components/select-area-dialog';
import { buildGateway } from '../src/app.js';
import {
  FIRST_SCREEN_ID,
  FIRST_SCREEN_SCRIPT,
  FIRST_SCREEN_SCRIPT_SOURCE,
  localeOfPage,
  opensSelectArea,
  withFirstScreen,
} from '../src/first-screen.js';

// The shell's build writes the root without quotes; the dev template has them.
const INDEX =
  '<!doctype html><html lang="en" dir="ltr"><head></head><body><div id=root></div></body></html>';
const SCREEN = {
  en: '<div role="dialog">Where should we deliver?</div>',
  ar: '<div role="dialog">أين نوصل طلبك؟</div>',
};

let shellDir: string;

beforeAll(() => {
  shellDir = mkdtempSync(path.join(tmpdir(), 'first-screen-'));
  mkdirSync(path.join(shellDir, 'first-screen'));
  for (const [locale, html] of Object.entries(SCREEN)) {
    writeFileSync(path.join(shellDir, 'first-screen', `${locale}.html`), html);
  }
  writeFileSync(path.join(shellDir, 'index.html'), INDEX);
  writeFileSync(path.join(shellDir, 'main.0123456789.js'), '');
});

afterAll(() => rmSync(shellDir, { recursive: true, force: true }));

describe('first screen: which pages get it', () => {
  it('reads the locale of a page path only from its first segment', () => {
    expect(localeOfPage('/en')).toBe('en');
    expect(localeOfPage('/ar/cart')).toBe('ar');
    expect(localeOfPage('/')).toBeNull();
    expect(localeOfPage('/english')).toBeNull();
    expect(localeOfPage('/fr/cart')).toBeNull();
  });

  it('agrees with the shell on the pages where the dialog opens by itself', () => {
    const paths = [
      '',
      '/',
      '/cart',
      '/mangoes-6',
      '/privacy',
      '/terms/',
      '/return',
      '/privacy-x',
      '/checkout/shipping',
    ];
    for (const rest of paths) {
      expect(opensSelectArea(`/en${rest}`, undefined)).toBe(
        shouldPromptForArea(rest || '/', false),
      );
      expect(opensSelectArea(`/ar${rest}`, 'i18n_locale=ar')).toBe(
        shouldPromptForArea(rest || '/', false),
      );
    }
  });

  it('is left out once the area is saved (the store cookie), and outside the locales', () => {
    expect(opensSelectArea('/en/cart', 'store=cairo-1')).toBe(false);
    expect(opensSelectArea('/en/cart', 'a=1; store=default')).toBe(false);
    expect(opensSelectArea('/en/cart', 'mystore=1')).toBe(true);
    expect(opensSelectArea('/', undefined)).toBe(false);
  });

  it('shares its element id and storage key with the shell', () => {
    expect(FIRST_SCREEN_ID).toBe(SHELL_FIRST_SCREEN_ID);
    expect(FIRST_SCREEN_SCRIPT).toContain(`localStorage.getItem('${STORE_CHOICE_KEY}')`);
  });
});

describe('first screen: the page', () => {
  it('puts the locale on <html> and the first screen with its script inside #root', async () => {
    const page = await withFirstScreen(INDEX, '/ar/cart', undefined, shellDir);
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain(
      `<div id="root"><div id="first-screen">${SCREEN.ar}</div><script>${FIRST_SCREEN_SCRIPT}</script>`,
    );
    // Without scripts the page's noscript message shows instead of a dialog that cannot work.
    expect(page).toContain('<noscript><style>#first-screen{display:none}</style></noscript>');
  });

  it('gives the locale alone when the area is saved or the page is exempt', async () => {
    for (const [pathname, cookie] of [
      ['/en/cart', 'store=cairo-1'],
      ['/en/privacy', undefined],
    ] as const) {
      const page = await withFirstScreen(INDEX, pathname, cookie, shellDir);
      expect(page).toContain('<html lang="en" dir="ltr">');
      expect(page).not.toContain(FIRST_SCREEN_ID);
    }
  });

  it('leaves the page alone outside the locales and without a built first screen', async () => {
    expect(await withFirstScreen(INDEX, '/', undefined, shellDir)).toBe(INDEX);
    const bare = mkdtempSync(path.join(tmpdir(), 'no-first-screen-'));
    try {
      const page = await withFirstScreen(INDEX, '/ar', undefined, bare);
      expect(page).toContain('<html lang="ar" dir="rtl">');
      expect(page).not.toContain(FIRST_SCREEN_ID);
    } finally {
      rmSync(bare, { recursive: true, force: true });
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
    } finally {
      await app.close();
      rmSync(deployDir, { recursive: true, force: true });
    }
  });
});
