// Built by infra/build/first-screen-plugin.cjs for Node, never for the browser, and published in
// the version folder as `first-screen/pages.cjs`: the gateway calls `renderPage` for each first
// load of a page this remote renders per request (issue 14). Today that is a category page: its
// first product image was the largest paint of the page, and it waited for the scripts, then
// ResolveUrl, then ListProducts. Here the page is drawn by the app's own components with the
// service's answers, and those answers travel with it as the Apollo cache the app starts from.
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

/** The most renders of one page while its queries answer (a category needs three). */
const MAX_RENDERS = 4;

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
 * when this remote draws no such first screen: another module, a path that is no category (a
 * product's description is cleaned by DOMPurify, which needs a browser), or a failed answer.
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
  if (state.failed || resolved?.data?.route?.__typename !== 'CategoryTree') return null;
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
  // Its buttons (filters, load more) do nothing until the app replaces the copy, as in the
  // shell's layout.
  const html = withStyles(result).replaceAll('<button ', '<button aria-disabled="true" ');
  return { html, cache: client.extract() as Record<string, unknown> };
}
