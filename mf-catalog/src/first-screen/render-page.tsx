// Built by infra/build/first-screen-plugin.cjs for Node, never for the browser, and published in
// the version folder as `first-screen/pages.cjs`: the gateway calls `renderPage` for each first
// load of a page this remote renders per request (issue 14). Today those are the pages of
// `/{url_key}`: a category, whose first product image was the page's largest paint, and a
// product, whose largest paint is its image or its description. Both waited for the scripts,
// then ResolveUrl, then their own queries. Here the page is drawn by the app's own components
// with the service's answers, and those answers travel with it as the Apollo cache the app
// starts from. A product's description is cleaned by sanitize-html in this build (DOMPurify, the
// browser's, needs a DOM; src/shared/sanitize).
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print } from 'graphql';
import { from } from 'rxjs';
import {
  firstScreenTree,
  staticI18n,
  staticShell,
  withStyles,
} from '@dukkan/build/first-screen/render';
import type { Locale } from '@dukkan/contracts';
import { APOLLO_CACHE_CONFIG, ShellContext, Skeleton } from '@dukkan/contracts';
import UrlResolverPage from '../exposes/url-resolver-page';
import { ResolveUrlDocument } from '../shared/route/graphql/__generated__/resolve-url';
import type { ResolveUrlQuery } from '../shared/route/graphql/__generated__/resolve-url';
import { NS } from '../i18n';
import { en } from '../locales/en';
import { ar } from '../locales/ar';

const TEXTS = { en, ar };

/** What the gateway passes for one request (infra/gateway/src/first-screen.js). */
export interface PageRequest {
  locale: Locale;
  /** The request's path, with its locale (`/en/fresh-fruits`). */
  path: string;
  /** The query string, `?…` or ''. */
  search: string;
  params: Record<string, string>;
}

/** Sends one operation to the commerce service as a guest of the request's area. */
export type GraphQLFetch = (body: {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}) => Promise<{ data?: unknown; errors?: unknown[] }>;

/**
 * The most renders of one page while its queries answer: a category needs two (ListProducts
 * with CategoryPageOffer, then the grid), a product three (ProductDetail with StockThreshold,
 * then ProductLinks for the strips under it, then the strips). One spare.
 */
const MAX_RENDERS = 4;

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
 * An Apollo Client whose link is the gateway's `graphql`: the cache has the app's settings, so
 * what it extracts is what the app's cache would hold after the same answers. `failed` turns
 * true on any error answer: then there is no first screen (the app shows its own error).
 */
function requestClient(graphql: GraphQLFetch) {
  const state = { failed: false };
  const client = new ApolloClient({
    ssrMode: true,
    cache: new InMemoryCache(APOLLO_CACHE_CONFIG),
    link: new ApolloLink((operation) =>
      from(
        graphql({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        }).then(
          (answer) => {
            if (answer.errors && answer.errors.length > 0) state.failed = true;
            return answer as ApolloLink.Result;
          },
          (error: unknown) => {
            state.failed = true;
            throw error;
          },
        ),
      ),
    ),
  });
  return { client, state };
}

/**
 * The page `module` for one request, as markup with the Apollo cache it was drawn from, or null
 * when this remote draws no such first screen: another module, a path that is neither a
 * category nor a product, or a failed answer. The slots of other teams (a product's add to
 * cart, compare and wishlist buttons) are drawn as the app's Fragment draws them while their
 * remotes load.
 */
export async function renderPage(
  module: string,
  request: PageRequest,
  graphql: GraphQLFetch,
): Promise<{ html: string; cache: Record<string, unknown> } | null> {
  const urlKey = request.params.urlKey ?? '';
  if (module !== 'UrlResolverPage' || urlKey === '') return null;
  const { locale } = request;
  const { client, state } = requestClient(graphql);
  const resolved = await client
    .query({ query: ResolveUrlDocument, variables: { url: urlKey } })
    .catch(() => null);
  if (state.failed || !isDrawn(resolved?.data?.route)) return null;
  const tree = firstScreenTree(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[`${request.path}${request.search}`]}>
        <ShellContext.Provider value={staticShell(locale, <Skeleton />)}>
          <UrlResolverPage routeId="url-resolver" params={{ urlKey }} />
        </ShellContext.Provider>
      </MemoryRouter>
    </ApolloProvider>,
    { key: 'page-catalog', i18n: staticI18n(locale, NS, TEXTS[locale]) },
  );
  const { result, aborted } = await prerenderStatic({
    tree,
    renderFunction: renderToString,
    maxRerenders: MAX_RENDERS,
  });
  if (aborted || state.failed) return null;
  return { html: inactive(withStyles(result)), cache: client.extract() as Record<string, unknown> };
}

/**
 * The copy's controls do nothing until the app replaces it, so nothing a shopper does there is
 * lost when it does. Its buttons (filters, load more, a product's gallery) are marked unavailable,
 * as in the shell's layout. Its forms, labels and fields are inert, which leaves them looking as
 * the app draws them: a product's colour ticked or an e-mail typed into the copy was dropped by
 * the app's first render, and the browser would have sent the copy's form itself. The cleaned
 * descriptions hold none of these elements, so only the app's own are matched.
 */
function inactive(html: string): string {
  return html
    .replaceAll('<button ', '<button aria-disabled="true" ')
    .replace(/<(form|label|input|select|textarea)(?=[\s/>])/g, '<$1 inert=""');
}
