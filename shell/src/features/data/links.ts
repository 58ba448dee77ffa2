import { ApolloLink, HttpLink } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { OperationTypeNode } from 'graphql';
import { Observable } from 'rxjs';
import type { DocumentNode } from 'graphql';
import type { Locale } from '@dukkan/contracts';
import { ORDER, isSessionEndingError, storeCodeOf } from '@dukkan/contracts';
import { nextTask } from '../../shared/next-task';

/** What the link chain reads from the shell at request time (never captured at creation). */
export interface LinkDependencies {
  /** GraphQL endpoint; `/graphql` on the gateway. */
  uri: string;
  locale(): Locale;
  /** Stock source code of the store choice (`default` when none is saved). */
  source(): string;
  /** Bearer token of the session, or null for a guest. */
  token(): string | null;
  /** The authorization-header policy (spec section 6) applied to the operation. */
  needsAuthorization(operation: DocumentNode, operationName?: string): boolean;
  /** Called when a request that carried a token fails with a session-ending error. */
  onSessionError(): void;
  /**
   * Exchanges the refresh token (true when a new access token is held): a request that carried
   * a token and failed with a session-ending error is sent once more after it.
   */
  refreshSession?(): Promise<boolean>;
  fetch?: typeof fetch;
}

/** Context flag: the request carried an Authorization header. */
const AUTHORIZED = 'dukkanAuthorized';
/** Context: the access token the request was sent with (null for a guest's request). */
const SENT_WITH = 'dukkanSentWith';
/** Context flag: the request is already the retry after a refresh. */
const RETRIED = 'dukkanRetried';
/** Session operations whose failure is the session's own business (no refresh, no logout). */
const SESSION_OPERATIONS = new Set(['RefreshCustomerToken', 'RevokeToken']);

/**
 * Adds the URL parameters and headers of spec section 7. Queries go as GET (HttpLink adds
 * `query` and `variables`); this link adds `source` and `store` to their URL, and to the URL of
 * mutations too, so a cart created or changed by a mutation takes the saved store's stock
 * source without each team adding it (the body stays the POSTed operation). An operation whose
 * caller has just chosen another store names it in its context (`context: { source }`): the
 * store choice of this render may still be the previous one. Every request carries source, query
 * type, query name, Content-Language, Store and the order source (`sourcecode: Web`); the
 * authorization header only when the policy asks for it, otherwise the query is marked cacheable.
 */
export function createRequestLink(deps: LinkDependencies): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const locale = deps.locale();
    const store = storeCodeOf(locale);
    const type = operation.operationType === OperationTypeNode.MUTATION ? 'mutation' : 'query';
    const token = deps.token();
    const authorize =
      token !== null && deps.needsAuthorization(operation.query, operation.operationName);
    const headers: Record<string, string> = {
      source: 'browser',
      'x-query-type': type,
      'x-query-name': operation.operationName ?? '',
      'Content-Language': locale,
      Store: store,
      [ORDER.sourceHeader]: ORDER.source,
    };
    if (authorize) headers.Authorization = `Bearer ${token}`;
    else if (type === 'query') headers['x-cacheable'] = '1';
    const chosen = (operation.getContext() as { source?: unknown }).source;
    const source = typeof chosen === 'string' && chosen !== '' ? chosen : deps.source();
    const params = new URLSearchParams({ source, store });
    const uri = `${deps.uri}${deps.uri.includes('?') ? '&' : '?'}${params.toString()}`;
    operation.setContext(({ headers: previous = {} }: { headers?: Record<string, string> }) => {
      const merged: Record<string, string> = { ...previous, ...headers };
      if (!authorize) {
        delete merged.Authorization;
        delete merged.authorization;
      }
      return {
        uri,
        headers: merged,
        [AUTHORIZED]: authorize,
        [SENT_WITH]: authorize ? token : null,
      };
    });
    return forward(operation);
  });
}

/**
 * Session errors (not authorized, cannot operate on cart, logged-in customers only) end the
 * session; every other error passes through to the caller. A guest request cannot end a
 * session, so only requests that carried a token trigger the logout.
 *
 * A request sent with an access token the session has since replaced (the refresh timer ran
 * while it was on its way; rotation revoked the token it carried) is sent again with the new
 * token, without a refresh: refreshing again would spend the new refresh token for nothing and
 * revoke the access token every other request in flight now carries. Otherwise the refresh token
 * is exchanged once and the request sent again; a second failure ends the session.
 */
export function createSessionErrorLink(
  deps: Pick<LinkDependencies, 'token' | 'onSessionError' | 'refreshSession'>,
): ApolloLink {
  return new ErrorLink(({ error, operation, forward }) => {
    const context = operation.getContext() as Record<string, unknown>;
    if (context[AUTHORIZED] !== true || !isSessionEndingError(error)) return;
    if (SESSION_OPERATIONS.has(operation.operationName ?? '')) return;
    const held = deps.token();
    // The request link puts the session's token on the request again.
    if (held !== null && held !== context[SENT_WITH]) return forward(operation);
    const refreshSession = deps.refreshSession;
    if (!refreshSession || context[RETRIED] === true) {
      deps.onSessionError();
      return;
    }
    // Once: a new access token, then the same request again.
    return new Observable((observer) => {
      let retry: { unsubscribe(): void } | undefined;
      let cancelled = false;
      refreshSession().then(
        (ok) => {
          if (cancelled) return;
          if (!ok) {
            deps.onSessionError();
            observer.error(error);
            return;
          }
          operation.setContext({ [RETRIED]: true });
          retry = forward(operation).subscribe(observer);
        },
        () => {
          deps.onSessionError();
          observer.error(error);
        },
      );
      return () => {
        cancelled = true;
        retry?.unsubscribe();
      };
    });
  });
}

/**
 * Sends each request from a task of its own. Queries start in the effects of the render that
 * needs them, and the HTTP link's work (the printed query in the URL, the `fetch` call) then
 * lengthened that commit's task: on the app's first commit, which replaces the whole page,
 * 26 to 64 ms at 4x (bench:trace --tasks). A message to ourselves runs as soon as the thread is
 * free; an unsubscription before then sends nothing.
 */
export function createNextTaskLink(): ApolloLink {
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let sending: { unsubscribe(): void } | undefined;
        let cancelled = false;
        void nextTask().then(() => {
          if (!cancelled) sending = forward(operation).subscribe(observer);
        });
        return () => {
          cancelled = true;
          sending?.unsubscribe();
        };
      }),
  );
}

/** The whole chain: session errors, request shaping, a task of its own, then HTTP (GET for queries). */
export function createLinkChain(deps: LinkDependencies): ApolloLink {
  return ApolloLink.from([
    createSessionErrorLink(deps),
    createRequestLink(deps),
    createNextTaskLink(),
    new HttpLink({
      uri: deps.uri,
      useGETForQueries: true,
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
    }),
  ]);
}
