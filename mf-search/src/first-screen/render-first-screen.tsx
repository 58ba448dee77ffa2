// Built by infra/build/first-screen-plugin.cjs for Node, never for the browser, and published in
// the version folder as `first-screen/pages.cjs` (issue 14): the gateway calls `renderPage` for
// each first load of a search results page. Its largest paint is the first product photo of
// the catalogue's grid, which waited for the scripts, the search and then the grid's code
// (about 4 s in Lighthouse's mobile run, every other page under 2). Here the page is drawn by
// its own components with the service's answer; the grid, another team's module, is left as a
// marker that the gateway asks the catalogue's renderer to draw (`renderFragment`). The search
// has no build-time first screen: it is never the same for two terms.
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { drawWithData, markedShell, requestClient } from '@dukkan/build/first-screen/render-page';
import type { DrawnPage, GraphQLFetch, PageRequest } from '@dukkan/build/first-screen/render-page';
import { staticI18n } from '@dukkan/build/first-screen/render';
import type { Locale } from '@dukkan/contracts';
import { ShellContext, Skeleton } from '@dukkan/contracts';
import SearchPage from '../exposes/search-page';
import { NS } from '../i18n';
import { en } from '../locales/en';
import { ar } from '../locales/ar';

export { LOCALES } from '@dukkan/contracts';

const TEXTS = { en, ar };

/** The search, then the page with its results: two renders, and one spare. */
const MAX_RENDERS = 3;

/** None drawn at build time (see above). */
export function renderFirstScreens(_locale: Locale): Record<string, string> {
  return {};
}

/**
 * The search results page for one request, as markup with the Apollo cache it was drawn from, or
 * null: another module, no term (the page then shows its own hint), or a failed answer.
 */
export async function renderPage(
  module: string,
  request: PageRequest,
  graphql: GraphQLFetch,
): Promise<DrawnPage | null> {
  if (module !== 'SearchPage') return null;
  const term = new URLSearchParams(request.search).get('q') ?? request.params.name ?? '';
  if (term.trim() === '') return null;
  const { locale } = request;
  return drawWithData(
    <MemoryRouter initialEntries={[`${request.path}${request.search}`]}>
      <ShellContext.Provider value={markedShell(locale, <Skeleton />)}>
        <Routes>
          {/* The app's routes (contracts ROUTES): `search` and `search/{name}`. */}
          <Route
            path="/:locale/search/:name?"
            element={<SearchPage routeId="search" params={request.params} />}
          />
        </Routes>
      </ShellContext.Provider>
    </MemoryRouter>,
    requestClient(graphql),
    { i18n: staticI18n(locale, NS, TEXTS[locale]), maxRenders: MAX_RENDERS },
  );
}
