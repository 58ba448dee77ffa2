import { useLayoutEffect, useMemo, useRef } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useShell } from '@dukkan/contracts';
import type { CartDeps } from '../cart-operations';

/** The Apollo client and the latest shell, stable across renders, for the cart operations. */
export function useCartDeps(): CartDeps {
  const client = useApolloClient();
  const shell = useShell();
  const latest = useRef(shell);
  useLayoutEffect(() => {
    latest.current = shell;
  });
  return useMemo(() => ({ client, shell: () => latest.current }), [client]);
}
