// Built by shell/build/first-screen-plugin.cjs for Node, never for the browser: the HTML of the
// select-area dialog that a first visit opens by itself, rendered at build time from the very
// components the app renders, so the gateway can put it in the page and the shopper sees it
// before any script has arrived (issue 14: the dialog's text is the largest paint of a first
// visit on most pages). The app replaces it on its first render: `createRoot` empties #root.
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Locale } from '@dukkan/contracts';
import { DialogPanel, Skeleton, directionOf, theme } from '@dukkan/contracts';
import { cairoFile } from '../features/theme/font-faces';
import { GlobalStyles } from '../features/theme/components/global-styles';
import { ShellThemeProvider } from '../features/theme/components/theme-provider';
import {
  FIRST_SCREEN_ID,
  selectAreaContent,
  selectAreaTexts,
} from '../features/select-area/components/select-area-dialog';
import { en } from '../locales/en';
import { ar } from '../locales/ar';

export { LOCALES } from '@dukkan/contracts';

const TEXTS = { en, ar };

/** The faces the dialog's text is drawn in (regular hint, bold title), fetched with the page. */
const WEIGHTS = [theme.fontWeights.regular, theme.fontWeights.bold];
const FACES = {
  en: WEIGHTS.map((weight) => cairoFile('latin', weight)),
  ar: WEIGHTS.map((weight) => cairoFile('arabic', weight)),
};

/**
 * The first screen of a page under `/{locale}` with no area saved: the global styles and the
 * select-area dialog as the app first draws it (title, hint, the selector's placeholder), without
 * its entry animation. Its close button is marked unavailable, since nothing can close it until
 * the app replaces it.
 * Its styles carry no `data-emotion` mark, so the app's emotion caches leave them alone and they
 * go with the rest of #root.
 */
export function renderFirstScreen(locale: Locale): string {
  const direction = directionOf(locale);
  const cache = createCache({
    key: 'first',
    stylisPlugins: direction === 'rtl' ? [rtlPlugin] : [],
  });
  const { selectArea } = TEXTS[locale];
  const t = (key: `selectArea.${keyof typeof selectArea}`) =>
    selectArea[key.slice('selectArea.'.length) as keyof typeof selectArea];
  const html = renderToString(
    <CacheProvider value={cache}>
      <ShellThemeProvider>
        <GlobalStyles />
        <DialogPanel variant="address-selector" canClose appear={false} {...selectAreaTexts(t)}>
          <div css={selectAreaContent}>
            <Skeleton />
          </div>
        </DialogPanel>
      </ShellThemeProvider>
    </CacheProvider>,
  );
  // One style element ahead of the markup instead of emotion's one per element, and the screen
  // hidden until its last element is parsed: a page painted while the HTML still streams in
  // would otherwise show a short panel, centred, that jumps as the rest arrives. The faces
  // block (not swap): the text shows in Cairo, as the app then draws it, not in the fallback.
  const styles: string[] = [];
  const markup = html.replace(/<style data-emotion="[^"]*">([^<]*)<\/style>/g, (_all, rules) => {
    styles.push(String(rules).replaceAll('font-display:swap', 'font-display:block'));
    return '';
  });
  const preloads = FACES[locale]
    .map((url) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${url}">`)
    .join('');
  return `${preloads}<style>${styles.join('')}#${FIRST_SCREEN_ID}{visibility:hidden}</style>${markup}<style>#${FIRST_SCREEN_ID}{visibility:visible}</style>`;
}
