// Built by infra/build/first-screen-plugin.cjs for Node, never for the browser, and published in
// the version folder as `first-screen/pages.cjs`: the gateway calls `renderPage` for each first
// load of a page this remote renders per request (issue 14). Today those are the pages of
// `/{url_key}`: a category, whose first product image was the page's largest paint, and a
// product, whose largest paint is its image or its description. Both waited for the scripts,
// then ResolveUrl, then their own queries. Here the page is drawn by the app's own components
// with the service's answers, and those answers travel with it as the Apollo cache the app
// starts from. A product's description is cleaned by sanitize-html in this build (DOMPurify, the
// browser's, needs a DOM; src/shared/sanitize).
import { MemoryRouter } from 'react-router-dom';
import { drawWithData, requestClient } from '@dukkan/build/first-screen/render-page';
import type { DrawnPage, GraphQLFetch, PageRequest } from '@dukkan/build/first-screen/render-page';
import { staticI18n, staticShell } from '@dukkan/build/first-screen/render';
import { ShellContext, Skeleton } from '@dukkan/contracts';
import UrlResolverPage from '../exposes/url-resolver-page';
import { ResolveUrlDocument } from '../shared/route/graphql/__generated__/resolve-url';
import type { ResolveUrlQuery } from '../shared/route/graphql/__generated__/resolve-url';
import { NS } from '../i18n';
import { en } from '../locales/en';
import { ar } from '../locales/ar';
import { productTextsEn } from '../locales/product-en';
import { productTextsAr } from '../locales/product-ar';

/** The namespace as the product page reads it: its texts with the product page's part. */
const TEXTS = { en: { ...en, ...productTextsEn }, ar: { ...ar, ...productTextsAr } };

export type { GraphQLFetch, PageRequest };

/**
 * The most renders of one page while its queries answer: a category needs two (ListProducts
 * with CategoryPageOffer, then the grid), a product three (ProductDetail with StockThreshold,
 * then ProductLinks for the strips under it, then the strips). One spare.
 */
const MAX_RENDERS = 4;

/**
 * The queries a product page shows without: its strips of linked products, which the app leaves
 * out when they cannot be read (use-product-links.ts). Their failure draws the page without them.
 */
const OPTIONAL_QUERIES = ['ProductLinks'] as const;

/**
 * Whether the route is a page drawn here: a category, or a product as the app shows it (a
 * product route with its url_key, use-url-resolver.ts). A CMS page, a path the service does
 * not know, or anything else is not.
 */
function isDrawn(route: ResolveUrlQuery['route'] | undefined): boolean {
  if (!route) return false;
  if (route.__typename === 'CategoryTree') return true;
  return route.__typename !== 'CmsPage' && route.type === 'PRODUCT' && Boolean(route.url_key);
}

/**
 * The page `module` for one request, as markup with the Apollo cache it was drawn from, or null
 * when this remote draws no such first screen: another module, a path that is neither a
 * category nor a product, or a failed answer (but for OPTIONAL_QUERIES). The slots of other teams (a product's add to
 * cart, compare and wishlist buttons) are drawn as the app's Fragment draws them while their
 * remotes load.
 */
export async function renderPage(
  module: string,
  request: PageRequest,
  graphql: GraphQLFetch,
): Promise<DrawnPage | null> {
  const urlKey = request.params.urlKey ?? '';
  if (module !== 'UrlResolverPage' || urlKey === '') return null;
  const { locale } = request;
  const { client, state } = requestClient(graphql, { optional: OPTIONAL_QUERIES });
  const resolved = await client
    .query({ query: ResolveUrlDocument, variables: { url: urlKey } })
    .catch(() => null);
  if (state.failed || !isDrawn(resolved?.data?.route)) return null;
  return drawWithData(
    <MemoryRouter initialEntries={[`${request.path}${request.search}`]}>
      <ShellContext.Provider value={staticShell(locale, <Skeleton />)}>
        <UrlResolverPage routeId="url-resolver" params={{ urlKey }} />
      </ShellContext.Provider>
    </MemoryRouter>,
    { client, state },
    { i18n: staticI18n(locale, NS, TEXTS[locale]), maxRenders: MAX_RENDERS },
  );
}
