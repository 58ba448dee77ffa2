// Test helper: renders account UI inside the harness ShellContext (renderWithShell) on the one
// fake GraphQL network of @dukkan/build (production cache settings, answers by operation name).
// The shell's session.login and refreshIdentity are replaced by spies, since logging in is the
// shell's job (it stores the tokens and fetches the identity).
import { useMemo } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { ShellContext, useShell } from '@dukkan/contracts';
import type { AuthTokens } from '@dukkan/contracts';
import { renderWithShell } from '@dukkan/build/harness/testing';
import type { ShellTestOptions } from '@dukkan/build/harness/testing';
import { fakeGraphQL } from '@dukkan/build/testing/graphql';
import type { GraphQLHandler } from '@dukkan/build/testing/graphql';

/** The fake service's answers, by operation name (a list answers its requests in turn). */
export type ServiceAnswers = Record<string, GraphQLHandler | GraphQLHandler[]>;

export interface AccountTestOptions extends ShellTestOptions {
  service?: ServiceAnswers;
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

/** Renders `ui` with the harness shell, the fake GraphQL network and session spies. */
export async function renderAccount(ui: ReactElement, options: AccountTestOptions = {}) {
  const network = fakeGraphQL(options.service ?? {});
  const login = jest.fn((_tokens: AuthTokens) => Promise.resolve());
  const refreshIdentity = jest.fn(() => Promise.resolve());
  const view = await renderWithShell(
    network.wrap(
      <ShellSpies login={login} refreshIdentity={refreshIdentity}>
        {ui}
      </ShellSpies>,
    ),
    options,
  );
  return {
    ...view,
    network,
    /** The variables of each request of one operation, in order. */
    variablesOf: (operationName: string) =>
      network.callsOf(operationName).map((call) => call.variables),
    login,
    refreshIdentity,
    /** The alerts pushed to the shell so far. */
    alerts: () => view.store.get().alerts,
  };
}
