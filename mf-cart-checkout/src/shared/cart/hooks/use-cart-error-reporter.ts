import { useCallback } from 'react';
import { useShell } from '@dukkan/contracts';
import { describeCartError } from '../cart-errors';

/** Shows a cart error as an alert (translated through the error catalogue) and returns its text. */
export function useCartErrorReporter(): (error: unknown) => string {
  const shell = useShell();
  return useCallback(
    (error) => {
      const problem = describeCartError(error, shell.locale);
      shell.alerts.push({ type: problem.type, message: problem.message });
      return problem.message;
    },
    [shell],
  );
}
