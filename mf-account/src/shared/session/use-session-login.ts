import { useCallback } from 'react';
import { useShell } from '@dukkan/contracts';
import type { AuthTokens } from '@dukkan/contracts';

/**
 * What happens once a code is accepted on /login or /register: the shell stores the tokens,
 * fetches the identity and emits session:login; then the shopper goes back to the page before
 * login (the shell's `navigate-back`: the remembered referrer, or home).
 */
export function useSessionLogin() {
  const { session, bus } = useShell();
  const { login } = session;
  return useCallback(
    async (tokens: AuthTokens) => {
      await login(tokens);
      bus.emit('navigate-back');
    },
    [bus, login],
  );
}
