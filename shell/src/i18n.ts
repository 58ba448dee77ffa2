import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@dukkan/contracts';
import { TEXTS_I18N_OPTIONS, loadTexts, registerTexts, textsBackend } from '@dukkan/contracts';

/** The shell's i18n namespace; each remote registers its own next to it. */
export const SHELL_NS = 'shell';

// The shell's texts are read like a remote's: each language in a file of its own
// (`texts-<locale>`), in the page's language only (issue 14: both languages in the shell's
// bootstrap cost every page about 1.2 KB gzip of texts it never shows). The gateway preloads the
// page language's file with the shell's other first-load scripts (first-load.json `texts`).
registerTexts(i18next, SHELL_NS, (locale) =>
  locale === 'ar'
    ? import(/* webpackChunkName: "texts-ar" */ './locales/ar').then((texts) => texts.ar)
    : import(/* webpackChunkName: "texts-en" */ './locales/en').then((texts) => texts.en),
);

/**
 * Initialises the shared i18next instance (a Module Federation singleton) with the contracts'
 * `textsBackend`, through which every namespace, the shell's and each remote's, is read in the
 * page's language only, from the loaders registered for it (`registerTexts`), with the
 * contracts' TEXTS_I18N_OPTIONS (no fallback language).
 */
export async function initI18n(locale: Locale): Promise<typeof i18next> {
  if (i18next.isInitialized) {
    await i18next.changeLanguage(locale);
    return i18next;
  }
  await i18next
    .use(initReactI18next)
    .use(textsBackend)
    .init({
      ...TEXTS_I18N_OPTIONS,
      lng: locale,
      ns: [SHELL_NS],
      defaultNS: SHELL_NS,
      returnNull: false,
    });
  // The shell renders nothing without its texts: a read that failed is tried once more, and a
  // second failure fails the start rather than showing keys.
  await loadTexts(i18next, SHELL_NS);
  return i18next;
}
