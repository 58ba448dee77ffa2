// Drawing a page for one request (issue 14): what a remote's `first-screen/pages.cjs` shares
// with the others. The gateway (infra/gateway/src/first-screen/compose.ts) calls the renderer's
// `renderPage(module, request, graphql)`; the renderer draws the page with the app's own
// components and the service's answers (`drawWithData`), and answers its markup with the Apollo
// cache it was drawn from, which the shell restores. A slot of another team's module is left as
// a marker (`markedShell`): the gateway asks that module's remote to draw it
// (`renderFragment`), or puts the slot's loading element in its place.
import { createElement } from 'react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print } from 'graphql';
import { from } from 'rxjs';
import { APOLLO_CACHE_CONFIG } from '@dukkan/contracts';
import type { FragmentComponent, Locale, ShellContextValue } from '@dukkan/contracts';
import { firstScreenTree, staticShell, withStyles } from './render';
import type { staticI18n } from './render';

/** What the gateway passes for one request (infra/gateway/src/first-screen/compose.ts). */
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

/** A page drawn for one request: its markup and the Apollo cache it was drawn from. */
export interface DrawnPage {
  html: string;
  cache: Record<string, unknown>;
  /**
   * Drawn without a part whose query failed (requestClient's `optional`): the gateway serves it
   * but does not keep it, so the next request draws the page whole again.
   */
  partial?: true;
}

/**
 * The element a slot leaves in a page drawn for a request: the module id and its props (JSON) as
 * attributes, the slot's loading element inside. The gateway reads it (FRAGMENT_MARKER there;
 * a gateway test draws one with `markedShell`).
 */
export const FRAGMENT_MARKER = 'dukkan-fragment';

/**
 * `staticShell` whose Fragment leaves a marker for the gateway, with the slot's loading element
 * (else `slotPlaceholder`) inside: what the page shows when no remote draws the slot.
 */
export function markedShell(locale: Locale, slotPlaceholder: ReactNode): ShellContextValue {
  const shell = staticShell(locale, slotPlaceholder);
  // Inside, what the static shell draws for the slot.
  const Fragment: FragmentComponent = (slot) =>
    createElement(
      FRAGMENT_MARKER,
      { 'data-module': slot.module, 'data-props': JSON.stringify(slot.props ?? {}) },
      createElement(shell.Fragment, slot),
    );
  return { ...shell, Fragment };
}

/**
 * An Apollo Client whose link is the gateway's `graphql`: the cache has the app's settings, so
 * what it extracts is what the app's cache would hold after the same answers. `failed` turns
 * true on any error answer: then there is no first screen (the app shows its own error). Not
 * for the operations named in `optional`, whose failure the app shows as a part of the page
 * left out (a product's strips): the page is drawn as the app draws it then, and since the
 * cache holds no answer for them, the app asks for them itself.
 */
export function requestClient(
  graphql: GraphQLFetch,
  { optional = [] }: { optional?: readonly string[] } = {},
) {
  const state = { failed: false, partial: false };
  const fail = (operationName: string) => {
    if (optional.includes(operationName)) state.partial = true;
    else state.failed = true;
  };
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
            if (answer.errors && answer.errors.length > 0) fail(operation.operationName ?? '');
            return answer as ApolloLink.Result;
          },
          (error: unknown) => {
            fail(operation.operationName ?? '');
            throw error;
          },
        ),
      ),
    ),
  });
  return { client, state };
}

/**
 * `page` drawn with `client`'s answers: rendered again as its queries answer, at most
 * `maxRenders` times, inside the app's theme and texts, with the app's class names. Null
 * when a query failed or the page still asked for more. Its controls are inactive (inactiveCopy).
 */
export async function drawWithData(
  page: ReactNode,
  { client, state }: ReturnType<typeof requestClient>,
  options: { i18n: ReturnType<typeof staticI18n>; maxRenders: number },
): Promise<DrawnPage | null> {
  const tree = firstScreenTree(<ApolloProvider client={client}>{page}</ApolloProvider>, options);
  const { result, aborted } = await prerenderStatic({
    tree,
    renderFunction: renderToString,
    maxRerenders: options.maxRenders,
  });
  if (aborted || state.failed) return null;
  return {
    html: inactiveCopy(withStyles(result)),
    cache: client.extract() as Record<string, unknown>,
    ...(state.partial ? { partial: true as const } : {}),
  };
}

/**
 * The copy's controls do nothing until the app replaces it, so nothing a shopper does there is
 * lost when it does. Its buttons (filters, load more, a product's gallery) are marked unavailable,
 * as in the shell's layout. Its forms, labels and fields are inert, which leaves them looking as
 * the app draws them: a product's colour ticked or an e-mail typed into the copy was dropped by
 * the app's first render, and the browser would have sent the copy's form itself. Cleaned
 * service HTML (descriptions) holds none of these elements, so only the app's own are matched.
 */
export function inactiveCopy(html: string): string {
  return html
    .replaceAll('<button ', '<button aria-disabled="true" ')
    .replace(/<(form|label|input|select|textarea)(?=[\s/>])/g, '<$1 inert=""');
}
