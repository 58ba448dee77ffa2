import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@dukkan/contracts';
import { TEXTS_I18N_OPTIONS, textsBackend } from '@dukkan/contracts';
import { en } from './locales/en';
import { ar } from './locales/ar';

/** The shell's i18n namespace; each remote registers its own next to it. */
export const SHELL_NS = 'shell';

/**
 * Initialises the shared i18next instance (a Module Federation singleton) with the shell's texts,
 * in both languages, and the contracts' `textsBackend`, through which each remote's namespace is
 * read in the page's language only, from the loaders the remote registers (`registerTexts`),
 * with the contracts' TEXTS_I18N_OPTIONS (no fallback language).
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
      // The shell's own texts are here; the remotes' namespaces come through the backend.
      resources: { en: { [SHELL_NS]: en }, ar: { [SHELL_NS]: ar } },
      returnNull: false,
    });
  return i18next;
}
