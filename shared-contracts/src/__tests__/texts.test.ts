import { createInstance } from 'i18next';
import type { i18n as I18n } from 'i18next';
import {
  hasTexts,
  loadTexts,
  mergeTexts,
  registerTexts,
  TEXTS_I18N_OPTIONS,
  textsBackend,
} from '../texts';
import type { Locale } from '../locale';
import type { Texts } from '../texts';

// The loaders registry is module state shared by the whole file, so every case uses namespaces
// of its own.

/** An i18next set up as the shell sets it up (backend, no fallback language). */
async function makeI18n(lng: Locale): Promise<I18n> {
  const i18n = createInstance();
  await i18n.use(textsBackend).init({
    ...TEXTS_I18N_OPTIONS,
    lng,
    ns: ['shell'],
    defaultNS: 'shell',
    resources: { en: { shell: { hi: 'Hi' } }, ar: { shell: { hi: 'أهلًا' } } },
  });
  return i18n;
}

/** A loader that records which languages were asked for. */
function recordingLoader(texts: Record<Locale, Texts>) {
  const asked: Locale[] = [];
  const loader = (locale: Locale) => {
    asked.push(locale);
    return Promise.resolve(texts[locale]);
  };
  return { loader, asked };
}

describe('remote texts read in the page language only', () => {
  it('reads a namespace in the current language alone, and the other one on a switch', async () => {
    const i18n = await makeI18n('ar');
    const { loader, asked } = recordingLoader({
      en: { cart: { title: 'Cart' } },
      ar: { cart: { title: 'السلة' } },
    });
    registerTexts(i18n, 'ns-one', loader);
    expect(hasTexts('ns-one')).toBe(true);

    await loadTexts(i18n, 'ns-one');
    expect(asked).toEqual(['ar']);
    expect(i18n.t('cart.title', { ns: 'ns-one' })).toBe('السلة');
    expect(i18n.hasResourceBundle('en', 'ns-one')).toBe(false);

    await i18n.changeLanguage('en');
    expect(asked).toEqual(['ar', 'en']);
    expect(i18n.t('cart.title', { ns: 'ns-one' })).toBe('Cart');

    // Already there: nothing is read again.
    await loadTexts(i18n, 'ns-one');
    expect(asked).toEqual(['ar', 'en']);
  });

  it('merges a part registered after the namespace was read, and waits for it', async () => {
    const i18n = await makeI18n('en');
    registerTexts(i18n, 'ns-two', () => Promise.resolve({ page: { title: 'Cart' } }));
    await loadTexts(i18n, 'ns-two');

    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    registerTexts(i18n, 'ns-two', async (locale) => {
      await gate;
      return { page: { coupon: locale === 'en' ? 'Coupon' : 'القسيمة' }, checkout: { go: 'Go' } };
    });
    const ready = loadTexts(i18n, 'ns-two');
    let done = false;
    void ready.then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    release();
    await ready;
    expect(i18n.t('page.title', { ns: 'ns-two' })).toBe('Cart');
    expect(i18n.t('page.coupon', { ns: 'ns-two' })).toBe('Coupon');
    expect(i18n.t('checkout.go', { ns: 'ns-two' })).toBe('Go');
  });

  it('reads a part registered while the namespace is being read', async () => {
    const i18n = await makeI18n('en');
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    registerTexts(i18n, 'ns-five', async () => {
      await gate;
      return { cart: { title: 'Cart' } };
    });
    const first = loadTexts(i18n, 'ns-five');
    await Promise.resolve();
    registerTexts(i18n, 'ns-five', () => Promise.resolve({ checkout: { title: 'Checkout' } }));
    const second = loadTexts(i18n, 'ns-five');
    release();
    await Promise.all([first, second]);
    expect(i18n.t('cart.title', { ns: 'ns-five' })).toBe('Cart');
    expect(i18n.t('checkout.title', { ns: 'ns-five' })).toBe('Checkout');
  });

  it('reads every part when they are registered before the first read', async () => {
    const i18n = await makeI18n('en');
    registerTexts(i18n, 'ns-three', () => Promise.resolve({ a: { one: '1' } }));
    registerTexts(i18n, 'ns-three', () => Promise.resolve({ a: { two: '2' } }));
    await loadTexts(i18n, 'ns-three');
    expect(i18n.t('a.one', { ns: 'ns-three' })).toBe('1');
    expect(i18n.t('a.two', { ns: 'ns-three' })).toBe('2');
  });

  it('fails when the texts cannot be loaded, and reads them again on the next try', async () => {
    const i18n = await makeI18n('en');
    let fail = true;
    registerTexts(i18n, 'ns-four', () =>
      fail ? Promise.reject(new Error('network down')) : Promise.resolve({ title: 'Back' }),
    );
    await expect(loadTexts(i18n, 'ns-four')).rejects.toThrow(/ns-four/);
    fail = false;
    await loadTexts(i18n, 'ns-four');
    expect(i18n.t('title', { ns: 'ns-four' })).toBe('Back');
  });

  it('tries a late part again when it failed, until it is there', async () => {
    const i18n = await makeI18n('en');
    registerTexts(i18n, 'ns-six', () => Promise.resolve({ cart: { title: 'Cart' } }));
    await loadTexts(i18n, 'ns-six');
    let fail = true;
    registerTexts(i18n, 'ns-six', () =>
      fail
        ? Promise.reject(new Error('network down'))
        : Promise.resolve({ checkout: { title: 'Checkout' } }),
    );
    await expect(loadTexts(i18n, 'ns-six')).rejects.toThrow('network down');
    fail = false;
    await loadTexts(i18n, 'ns-six');
    expect(i18n.t('checkout.title', { ns: 'ns-six' })).toBe('Checkout');
    expect(i18n.t('cart.title', { ns: 'ns-six' })).toBe('Cart');
  });

  it('refuses a namespace nobody registered rather than showing keys', async () => {
    const i18n = await makeI18n('en');
    expect(hasTexts('ns-nobody')).toBe(false);
    await expect(loadTexts(i18n, 'ns-nobody')).rejects.toThrow(/ns-nobody/);
  });

  it('merges texts at every depth', () => {
    expect(mergeTexts({ a: { b: '1', c: { d: '2' } } }, { a: { c: { e: '3' } }, f: '4' })).toEqual({
      a: { b: '1', c: { d: '2', e: '3' } },
      f: '4',
    });
  });
});
