import { useLayoutEffect } from 'react';
import i18next from 'i18next';
import type { Locale } from '@dukkan/contracts';
import { applyDocumentLocale } from '../../../shared/locale-preference';

/** Keeps i18next and `<html lang dir>` on the locale of the URL. */
export function useLocaleSync(locale: Locale): void {
  useLayoutEffect(() => {
    applyDocumentLocale(locale);
    if (i18next.language !== locale) {
      i18next.changeLanguage(locale).catch((error: unknown) => {
        console.error('Could not switch the language', error);
      });
    }
  }, [locale]);
}
