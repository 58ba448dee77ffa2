// Built into `first-screen/pages.cjs` with render-page.tsx (issue 14): the catalogue's modules
// that another team's page shows, drawn for the gateway when that page is drawn per request.
// Today that is the search results page's product grid, its largest paint: the search remote's
// renderer leaves a marker with the grid's props (the products it found), and the gateway asks
// here for the grid's markup to put in its place (infra/gateway/src/first-screen/compose.ts).
import { MemoryRouter } from 'react-router-dom';
import { renderStatic, staticI18n, staticShell } from '@dukkan/build/first-screen/render';
import { inactiveCopy } from '@dukkan/build/first-screen/render-page';
import type { Locale, ModuleProps } from '@dukkan/contracts';
import { ShellContext, Skeleton } from '@dukkan/contracts';

import ProductGrid from '../exposes/product-grid';
import { NS } from '../i18n';
import { en } from '../locales/en';
import { ar } from '../locales/ar';

const TEXTS = { en, ar };

function isGridProps(props: unknown): props is ModuleProps['catalog/ProductGrid'] {
  return (
    typeof props === 'object' &&
    props !== null &&
    Array.isArray((props as { products?: unknown }).products)
  );
}

/**
 * The markup of the catalogue's module `module` (its exposed name) with `props`, as the app draws
 * it in `request.locale` on `request.path`, or null for a module drawn only in the browser or
 * props that are not its own. Its own slots (add to cart, compare) are drawn as the app's
 * Fragment draws them while their remotes load.
 */
export function renderFragment(
  module: string,
  props: unknown,
  request: { locale: Locale; path: string },
): string | null {
  if (module !== 'ProductGrid' || !isGridProps(props)) return null;
  const { locale } = request;
  return inactiveCopy(
    renderStatic(
      locale,
      <MemoryRouter initialEntries={[request.path]}>
        <ShellContext.Provider value={staticShell(locale, <Skeleton />)}>
          <ProductGrid {...props} />
        </ShellContext.Provider>
      </MemoryRouter>,
      { i18n: staticI18n(locale, NS, TEXTS[locale]) },
    ),
  );
}
