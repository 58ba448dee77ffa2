/** @jest-environment node */
// Which texts each exposed module reads (issue 14): the every-page fragments only the every-page
// file; a page its own parts, with its route title (the shell's <title> reads `routes.<id>`).
// Each case evaluates modules in a registry of its own, as a fresh page would.
import path from 'node:path';
import type { i18n as I18n } from 'i18next';
import { REMOTES, ROUTES } from '@dukkan/contracts';
import { everyPageEn } from '../locales/en/every-page';
import { everyPageAr } from '../locales/ar/every-page';

const NS = REMOTES.account.i18nNamespace;
const packageDir = path.join(__dirname, '..', '..');
const exposes = jest.requireActual<Record<string, string>>(path.join(packageDir, 'exposes.cjs'));

/** The account namespace in `locale` once the named exposed modules ran on a fresh page. */
async function textsAfterLoading(names: string[], locale: 'en' | 'ar') {
  let texts: Record<string, unknown> = {};
  await jest.isolateModulesAsync(async () => {
    const { initHarnessI18n } = await import('@dukkan/build/harness/i18n');
    for (const name of names) {
      const file = exposes[`./${name}`];
      if (!file) throw new Error(`account does not expose ${name}`);
      await import(path.join(packageDir, file));
    }
    await initHarnessI18n(locale);
    const { default: i18next } = (await import('i18next')) as { default: I18n };
    texts = i18next.getResourceBundle(locale, NS) as Record<string, unknown>;
  });
  return texts;
}

const FIRST_LOAD = [
  'AreaSelector',
  'AccountMenu',
  'AddressSelectorModal',
  'LoyaltyUpgradeModal',
  'WishlistButton',
];

describe('texts read on use', () => {
  it.each(['en', 'ar'] as const)(
    'the every-page fragments read only the every-page texts (%s)',
    async (locale) => {
      const texts = await textsAfterLoading(FIRST_LOAD, locale);
      expect(texts).toEqual(locale === 'en' ? everyPageEn : everyPageAr);
    },
  );

  const pages = [
    ...new Set(
      ROUTES.filter((route) => route.module.startsWith('account/')).map(
        (route) => route.module.split('/')[1] ?? '',
      ),
    ),
  ];

  it.each(pages)('%s reads its own texts with its route titles', async (name) => {
    const ids = ROUTES.filter((route) => route.module === `account/${name}`).map(
      (route) => route.id,
    );
    for (const locale of ['en', 'ar'] as const) {
      const texts = await textsAfterLoading([name], locale);
      const routes = (texts.routes ?? {}) as Record<string, unknown>;
      for (const id of ids) expect([locale, id, typeof routes[id]]).toEqual([locale, id, 'string']);
    }
  });
});
