// Built by infra/build/first-screen-plugin.cjs for Node, never for the browser: the first screen
// of the pages this remote exposes, by module name, rendered at build time from the components
// the pages render (issue 14). The gateway puts it in the shell's layout on a first load, before
// any script has arrived; the shell shows the same copy while the page's module loads.
//   HomePage: the offer banner, the largest thing home paints and the same for every shopper.
import { renderStatic, staticI18n } from '@dukkan/build/first-screen/render';
import type { Locale } from '@dukkan/contracts';
import { homeColumn } from '../features/home/components/home-view';
import { OfferBanner } from '../features/home/components/offer-banner';
import { NS } from '../i18n';
import { en } from '../locales/en';
import { ar } from '../locales/ar';

export { LOCALES } from '@dukkan/contracts';

const TEXTS = { en, ar };

export function renderFirstScreens(locale: Locale): Record<string, string> {
  return {
    HomePage: renderStatic(
      locale,
      <div css={homeColumn}>
        <OfferBanner />
      </div>,
      { i18n: staticI18n(locale, NS, TEXTS[locale]) },
    ),
  };
}

// The first screens drawn per request, with the service's answers (render-page.tsx).
export { renderPage } from './render-page';

// The catalogue's modules drawn into another team's page per request (render-fragment.tsx).
export { renderFragment } from './render-fragment';
