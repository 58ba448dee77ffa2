import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { Locale } from '@dukkan/contracts';
import { LOCALES, withLocale } from '@dukkan/contracts';
import { headElement } from '../head-element';

/**
 * Search-engine metadata (shell spec section 2): a canonical link for the current page and
 * English and Arabic alternates (Arabic paths carry /ar).
 */
export function useAlternateLinks(locale: Locale): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const origin = window.location.origin;
    const canonical = headElement('link[rel="canonical"]', (doc) =>
      Object.assign(doc.createElement('link'), { rel: 'canonical' }),
    );
    canonical.href = `${origin}${withLocale(locale, pathname)}`;
    for (const language of LOCALES) {
      const alternate = headElement(`link[rel="alternate"][hreflang="${language}"]`, (doc) =>
        Object.assign(doc.createElement('link'), { rel: 'alternate', hreflang: language }),
      );
      alternate.href = `${origin}${withLocale(language, pathname)}`;
    }
  }, [locale, pathname]);
}
