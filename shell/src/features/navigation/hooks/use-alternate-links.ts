import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { Locale } from '@dukkan/contracts';
import { LOCALES, withLocale } from '@dukkan/contracts';

function headLink(selector: string, create: () => HTMLLinkElement): HTMLLinkElement {
  const existing = document.head.querySelector<HTMLLinkElement>(selector);
  if (existing) return existing;
  const link = create();
  document.head.appendChild(link);
  return link;
}

/**
 * Search-engine metadata (shell spec section 2): a canonical link for the current page and
 * English and Arabic alternates (Arabic paths carry /ar).
 */
export function useAlternateLinks(locale: Locale): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const origin = window.location.origin;
    const canonical = headLink('link[rel="canonical"]', () =>
      Object.assign(document.createElement('link'), { rel: 'canonical' }),
    );
    canonical.href = `${origin}${withLocale(locale, pathname)}`;
    for (const language of LOCALES) {
      const alternate = headLink(`link[rel="alternate"][hreflang="${language}"]`, () =>
        Object.assign(document.createElement('link'), { rel: 'alternate', hreflang: language }),
      );
      alternate.href = `${origin}${withLocale(language, pathname)}`;
    }
  }, [locale, pathname]);
}
