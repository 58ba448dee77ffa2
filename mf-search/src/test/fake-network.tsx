// Test doubles for the network, not for this remote's hooks: an Apollo client whose link
// answers each operation from a handler (and records the variables it was sent), and a fetch
// answering the AI search endpoint.
import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';

export type OperationHandler = (variables: Record<string, unknown>) => unknown;

export interface FakeGraphQL {
  client: ApolloClient;
  /** Variables of every operation sent, by operation name. */
  calls: Record<string, Record<string, unknown>[]>;
  wrap: (ui: ReactElement) => ReactElement;
}

/** An Apollo client answering `{ data }` from `handlers[operationName]`; a thrown error fails it. */
export function fakeGraphQL(handlers: Record<string, OperationHandler>): FakeGraphQL {
  const calls: FakeGraphQL['calls'] = {};
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName ?? '';
        (calls[name] ??= []).push(operation.variables);
        // Answer on a later task, as a real network does (tests let it through with settle()).
        const timer = setTimeout(() => {
          try {
            const handler = handlers[name];
            if (!handler) throw new Error(`no handler for ${name}`);
            observer.next({ data: handler(operation.variables) } as ApolloLink.Result);
            observer.complete();
          } catch (error) {
            observer.error(error);
          }
        }, 0);
        return () => clearTimeout(timer);
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return { client, calls, wrap: (ui) => <ApolloProvider client={client}>{ui}</ApolloProvider> };
}

/** A fetch for GET /ai-search answering `{ products }` from the handler, recording the URLs. */
export function fakeAiSearch(
  answer: (params: URLSearchParams) => { status?: number; products?: unknown[] },
) {
  const urls: string[] = [];
  const fetchMock = jest.fn((input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    urls.push(url);
    const { status = 200, products = [] } = answer(new URL(url, 'http://localhost').searchParams);
    return Promise.resolve({
      ok: status < 400,
      status,
      json: () => Promise.resolve(status < 400 ? { products } : { error: 'bad' }),
    });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { urls, fetchMock };
}

/** Lets the fake network's pending answers reach React inside act (no timed assertion). */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
