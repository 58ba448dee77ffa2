// Built by infra/build/first-screen-plugin.cjs for Node, never for the browser: the shell's parts
// of a page's first screen, rendered at build time from the very components the app renders, so
// the gateway can put them in the page and the shopper sees them before any script has arrived
// (issue 14). The app replaces them on its first render: `createRoot` empties #root.
//   base:   the global styles and the preloads of the faces the first screen draws;
//   layout: the default layout's header and an empty <main>, where the gateway puts the page's
//           own first screen when its remote publishes one;
//   dialog: the select-area dialog a first visit opens by itself.
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { NEVER } from 'rxjs';
import mitt from 'mitt';
import { ApolloProvider } from '@apollo/client/react';
import {
  RulesOnly,
  renderStatic,
  staticI18n,
  staticShell,
} from '@dukkan/build/first-screen/render';
import type { Locale, ShellEvents } from '@dukkan/contracts';
import {
  APOLLO_CACHE_CONFIG,
  DialogPanel,
  ShellContext,
  Skeleton,
  theme,
  withLocale,
} from '@dukkan/contracts';
import { StoreConfigDocument } from '@dukkan/contracts/graphql/store-config';
import { CAIRO_SAMPLES, FACES_CSS, FACES_STYLE_ID, cairoFile } from '../features/theme/font-faces';
import { GlobalStyles } from '../features/theme/components/global-styles';
import {
  selectAreaContent,
  selectAreaTexts,
} from '../features/select-area/components/select-area-dialog';
import {
  FIRST_SCREEN_DIALOG_ID,
  FIRST_SCREEN_PAGE_ID,
  FIRST_SCREEN_PAGE_PATH,
  STORE_MARKS,
} from '@dukkan/contracts/first-screen';
import { SiteHeader } from '../app/layouts/site-header';
import { main, page } from '../app/layouts/default-layout';
import { MAIN_ID, SkipLink } from '../features/header/components/skip-link';
import { Skeleton as SlotSkeleton } from '../shared/components/skeleton';
import { SiteFooter } from '../features/footer/components/site-footer';
import { MobileBottomBar } from '../features/mobile-nav/components/mobile-bottom-bar';
import { MobileMenu } from '../features/mobile-nav/components/mobile-menu';
import { AlertsRegion } from '../features/alerts/components/alerts-region';
import { ShellServicesContext } from '../shared/services/shell-services';
import type { ShellServices } from '../shared/services/shell-services';
import { createBusCounts } from '../shared/services/bus-counts-store';
import { createDialogs } from '../shared/services/dialogs-store';
import { createAlerts } from '../shared/services/alerts-store';
import { SHELL_NS } from '../i18n';
import { en } from '../locales/en';
import { ar } from '../locales/ar';

export { LOCALES } from '@dukkan/contracts';

const TEXTS = { en, ar };

/**
 * The faces the first screen's text is drawn in, fetched with the page: regular (hints, the
 * page's text), semibold (the header's links and banner line) and bold (titles). An Arabic page
 * needs the Latin faces too: spaces, full stops and Western digits are in the Latin file's range,
 * not the Arabic one's: without them an Arabic line waited for a Latin face found only at the
 * first layout, and the largest paint of `/ar` with it (issue 14). An English page draws Arabic
 * only in the language switch (semibold). The copy shows once these have loaded (facePreload).
 */
const WEIGHTS = [theme.fontWeights.regular, theme.fontWeights.semibold, theme.fontWeights.bold];
type Face = { range: 'arabic' | 'latin'; weight: number };
const FACES: Record<Locale, Face[]> = {
  en: [
    ...WEIGHTS.map((weight): Face => ({ range: 'latin', weight })),
    { range: 'arabic', weight: theme.fontWeights.semibold },
  ],
  ar: [
    ...WEIGHTS.map((weight): Face => ({ range: 'arabic', weight })),
    ...WEIGHTS.map((weight): Face => ({ range: 'latin', weight })),
  ],
};

/**
 * A face's preload, with what the first screen's script asks `document.fonts.load` for
 * (`data-font`, `data-text`): the copy shows once these faces have loaded, so that it is laid
 * out once, in them (infra/gateway/src/first-screen/script.ts `FIRST_SCREEN_SCRIPT`).
 */
function facePreload({ range, weight }: Face): string {
  return (
    `<link rel="preload" as="font" type="font/woff2" crossorigin href="${cairoFile(range, weight)}"` +
    ` data-font="${weight} 1em Cairo" data-text="${CAIRO_SAMPLES[range]}">`
  );
}

/** An Apollo Client that never answers: every query renders as it does while loading. */
function loadingClient() {
  return new ApolloClient({
    cache: new InMemoryCache(),
    link: new ApolloLink(() => NEVER),
  });
}

/**
 * Like {@link loadingClient}, with the shell's StoreConfig answered by {@link STORE_MARKS}: the
 * header draws the banner and the phone as it does once the configuration has answered.
 */
function storeMarksClient() {
  const cache = new InMemoryCache(APOLLO_CACHE_CONFIG);
  cache.writeQuery({
    query: StoreConfigDocument,
    data: {
      __typename: 'Query',
      storeConfig: {
        __typename: 'StoreConfig',
        default_description: '',
        default_title: '',
        title_prefix: '',
        title_suffix: '',
        ...STORE_MARKS,
      },
    },
  });
  return new ApolloClient({ cache, link: new ApolloLink(() => NEVER) });
}

/**
 * The shell's services as the parts drawn at build time use them, on a first visit: no cart or
 * comparison counts, no dialog open, no alert. Any other service is not there at build time,
 * and asking for it fails the build with its name.
 */
function buildTimeServices(): ShellServices {
  const bus = mitt<ShellEvents>();
  const services: Partial<ShellServices> = {
    bus,
    counts: createBusCounts(bus),
    dialogs: createDialogs(),
    alerts: createAlerts(),
  };
  return new Proxy(services as ShellServices, {
    get(target, key) {
      if (key in target) return Reflect.get(target, key) as unknown;
      throw new Error(`The first screen is drawn without the shell's ${String(key)} service`);
    },
  });
}

/** `tree` as the app draws it in `locale`, inside the shell's providers, at build time. */
function render(locale: Locale, tree: ReactNode, client = loadingClient()): string {
  return renderStatic(
    locale,
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[withLocale(locale, FIRST_SCREEN_PAGE_PATH)]}>
        <ShellServicesContext.Provider value={buildTimeServices()}>
          <ShellContext.Provider value={staticShell(locale, <SlotSkeleton />)}>
            {tree}
          </ShellContext.Provider>
        </ShellServicesContext.Provider>
      </MemoryRouter>
    </ApolloProvider>,
    { i18n: staticI18n(locale, SHELL_NS, TEXTS[locale]) },
  );
}

/** Buttons do nothing until the app replaces the copy: marked unavailable. */
function withButtonsUnavailable(html: string): string {
  return html.replaceAll('<button ', '<button aria-disabled="true" ');
}

/**
 * The first screens of a page under `/{locale}`, by name (the gateway's first-screen/compose.ts puts them
 * together). The dialog's close button is marked unavailable, since nothing can close it until
 * the app replaces it; the layout's page slot is empty, for the page's remote to fill.
 */
export function renderFirstScreens(locale: Locale): Record<string, string> {
  const t = (key: `selectArea.${keyof typeof en.selectArea}`) =>
    TEXTS[locale].selectArea[key.slice('selectArea.'.length) as keyof typeof en.selectArea];
  const layout = (
    <div css={page}>
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_ID} css={main} tabIndex={-1}>
        <div id={FIRST_SCREEN_PAGE_ID} />
      </main>
      {/* What the default layout's first render draws around the page and the copy does
          not: their rules come with the copy, so the app's first commit does not compile and
          insert them (a category page then inserts 67 rules over its load instead of 111;
          issue 14). */}
      <RulesOnly>
        <SiteFooter />
        <MobileBottomBar />
        <MobileMenu />
        <AlertsRegion />
      </RulesOnly>
    </div>
  );
  const preloads = FACES[locale].map(facePreload).join('');
  // The faces' own style element: the gateway puts it in the head, with the Global's.
  const faces = `<style id="${FACES_STYLE_ID}">${FACES_CSS}</style>`;
  return {
    base: `${preloads}${faces}${render(locale, <GlobalStyles />)}`,
    // Its links work before the app runs (a full page load); its buttons (the category menu's)
    // do nothing until then, so they are marked unavailable.
    layout: withButtonsUnavailable(render(locale, layout)),
    // The same with the store configuration's texts as marks, for the gateway to fill.
    'layout-store': withButtonsUnavailable(render(locale, layout, storeMarksClient())),
    dialog: render(
      locale,
      <div id={FIRST_SCREEN_DIALOG_ID}>
        <DialogPanel variant="address-selector" canClose appear={false} {...selectAreaTexts(t)}>
          <div css={selectAreaContent}>
            <Skeleton />
          </div>
        </DialogPanel>
      </div>,
    ),
  };
}
