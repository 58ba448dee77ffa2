// The one fake GraphQL network for every package's tests: an Apollo client on the production
// cache settings (the contracts' APOLLO_CACHE_CONFIG, as the shell's client) whose link answers
// each operation by name from a handler and records every request. Only the network is faked;
// the package's own hooks run for real against it.
import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { APOLLO_CACHE_CONFIG } from '@dukkan/contracts';

/** One request the fake network received. */
export interface GraphQLCall {
  operationName: string;
  variables: Record<string, unknown>;
  /** The headers the link chain put in the operation's context (none without the shell links). */
  headers: Record<string, string>;
  /** The store a caller named for this operation (`context: { source }`), read by the shell's link. */
  source?: string;
}

/** An answer carrying GraphQL errors (and optionally partial data), as the service words them. */
export class GraphQLErrorAnswer {
  constructor(
    readonly errors: { message: string; extensions?: Record<string, unknown> }[],
    readonly data: Record<string, unknown> | null = null,
  ) {}
}

/** `graphqlError("The current customer isn't authorized.", { category: 'graphql-authorization' })` */
export function graphqlError(
  message: string,
  extensions: Record<string, unknown> = {},
): GraphQLErrorAnswer {
  return new GraphQLErrorAnswer([{ message, extensions }]);
}

/**
 * Answers one operation: the `data` object (or a promise of it), a `graphqlError(...)`, or a
 * thrown error for a network failure.
 */
export type GraphQLHandler = (variables: Record<string, unknown>, call: GraphQLCall) => unknown;

export interface FakeGraphQL {
  client: ApolloClient;
  /** Every request, in order. */
  calls: GraphQLCall[];
  /** The requests of one operation, in order. */
  callsOf(operationName: string): GraphQLCall[];
  /** Replaces (or adds) the handler of an operation for the requests that follow. */
  answer(operationName: string, handler: GraphQLHandler | GraphQLHandler[]): void;
  /** Wraps UI in the ApolloProvider of this client. */
  wrap(ui: ReactElement): ReactElement;
}

/**
 * A client answering `handlers[operationName]`. A list of handlers answers its requests in turn
 * (the last one repeats). Answers arrive on a later task, as from a real network: let them
 * through with `settle()` or wait with `findBy...`. An operation without a handler fails with
 * an error naming it, so a test never passes on a request it did not expect.
 */
export function fakeGraphQL(
  handlers: Record<string, GraphQLHandler | GraphQLHandler[]> = {},
): FakeGraphQL {
  const table = new Map(Object.entries(handlers));
  const calls: GraphQLCall[] = [];
  const used = new Map<string, number>();

  function handlerFor(name: string): GraphQLHandler | undefined {
    const entry = table.get(name);
    const index = used.get(name) ?? 0;
    used.set(name, index + 1);
    return Array.isArray(entry) ? entry[Math.min(index, entry.length - 1)] : entry;
  }

  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const context = operation.getContext() as {
          headers?: Record<string, string>;
          source?: string;
        };
        const call: GraphQLCall = {
          operationName: operation.operationName ?? '',
          variables: { ...operation.variables },
          headers: { ...context.headers },
          ...(context.source !== undefined ? { source: context.source } : {}),
        };
        calls.push(call);
        const handler = handlerFor(call.operationName);
        let closed = false;
        const timer = setTimeout(() => {
          void (async () => {
            try {
              if (!handler) throw new Error(`fakeGraphQL: no handler for ${call.operationName}`);
              const answer: unknown = await handler(call.variables, call);
              if (closed) return;
              observer.next(
                (answer instanceof GraphQLErrorAnswer
                  ? { data: answer.data, errors: answer.errors }
                  : { data: answer }) as ApolloLink.Result,
              );
              observer.complete();
            } catch (error) {
              if (!closed) observer.error(error);
            }
          })();
        }, 0);
        return () => {
          closed = true;
          clearTimeout(timer);
        };
      }),
  );

  const client = new ApolloClient({ link, cache: new InMemoryCache(APOLLO_CACHE_CONFIG) });
  return {
    client,
    calls,
    callsOf: (name) => calls.filter((call) => call.operationName === name),
    answer: (name, handler) => {
      table.set(name, handler);
      used.delete(name);
    },
    wrap: (ui) => <ApolloProvider client={client}>{ui}</ApolloProvider>,
  };
}

/**
 * Lets the fake network's pending answers reach React inside act (no timed assertion). Under
 * Jest's fake timers the answers wait on a faked timer: use
 * `await act(() => jest.advanceTimersByTimeAsync(0))` there instead.
 */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
