// Test helper: renders account UI inside the harness ShellContext (renderWithShell) with an
// Apollo client whose network is a fake commerce service answering by operation name, and
// records every request. The shell's session.login is replaced by a spy, since logging in is
// the shell's job (it stores the tokens and fetches the identity).
import { useMemo } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { ShellContext, useShell } from '@dukkan/contracts';
import type { AuthTokens } from '@dukkan/contracts';
import { renderWithShell } from '@dukkan/build/harness/testing';
import type { ShellTestOptions } from '@dukkan/build/harness/testing';

/** What the fake service answers: GraphQL data or errors (as the real service words them). */
export interface FakeAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export type FakeHandler = (variables: Record<string, unknown>) => FakeAnswer | Promise<FakeAnswer>;

export interface RecordedCall {
  operation: string;
  variables: Record<string, unknown>;
}

/** A GraphQL error answer, e.g. `graphqlError("The current customer isn't authorized.")`. */
export function graphqlError(message: string, extensions: Record<string, unknown> = {}): FakeAnswer {
  return { data: null, errors: [{ message, extensions }] };
}

export function fakeService(handlers: Record<string, FakeHandler>) {
  const calls: RecordedCall[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const name = operation.operationName ?? '';
        calls.push({ operation: name, variables: { ...operation.variables } });
        const handler = handlers[name];
        Promise.resolve(handler ? handler(operation.variables) : graphqlError(`No fake answer for ${name}`))
          .then((answer) => {
            observer.next(answer as ApolloLink.Result);
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return { client, calls, callsOf: (operation: string) => calls.filter((call) => call.operation === operation) };
}

export interface AccountTestOptions extends ShellTestOptions {
  service?: Record<string, FakeHandler>;
}

function ShellSpies({
  children,
  login,
  refreshIdentity,
}: {
  children: ReactNode;
  login: (tokens: AuthTokens) => Promise<void>;
  refreshIdentity: () => Promise<void>;
}) {
  const shell = useShell();
  const value = useMemo(
    () => ({ ...shell, session: { ...shell.session, login, refreshIdentity } }),
    [shell, login, refreshIdentity],
  );
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

/** Renders `ui` with the harness shell, the fake service and session spies. */
export async function renderAccount(ui: ReactElement, options: AccountTestOptions = {}) {
  const service = fakeService(options.service ?? {});
  const login = jest.fn((_tokens: AuthTokens) => Promise.resolve());
  const refreshIdentity = jest.fn(() => Promise.resolve());
  const view = await renderWithShell(
    <ApolloProvider client={service.client}>
      <ShellSpies login={login} refreshIdentity={refreshIdentity}>
        {ui}
      </ShellSpies>
    </ApolloProvider>,
    options,
  );
  return {
    ...view,
    ...service,
    login,
    refreshIdentity,
    /** The alerts pushed to the shell so far. */
    alerts: () => view.store.get().alerts,
  };
}
