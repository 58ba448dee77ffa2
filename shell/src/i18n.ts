import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@dukkan/contracts';
import { DEFAULT_LOCALE } from '@dukkan/contracts';
import { en } from './locales/en';
import { ar } from './locales/ar';

/** The shell's i18n namespace; each remote registers its own next to it. */
export const SHELL_NS = 'shell';

/**
 * Initialises the shared i18next instance (a Module Federation singleton, so the remotes'
 * `addResourceBundle` calls land on this very instance) with the shell's texts.
 */
export async function initI18n(locale: Locale): Promise<typeof i18next> {
  if (i18next.isInitialized) {
    await i18next.changeLanguage(locale);
    return i18next;
  }
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: ['en', 'ar'],
    ns: [SHELL_NS],
    defaultNS: SHELL_NS,
    resources: { en: { [SHELL_NS]: en }, ar: { [SHELL_NS]: ar } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}
