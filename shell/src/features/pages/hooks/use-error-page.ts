import { useLocation, useSearchParams } from 'react-router-dom';
import { pageError } from '@dukkan/contracts';
import { useRouteLocale } from '../../../shared/hooks/use-route-locale';

export interface ErrorPageInput {
  statusCode?: number;
  message?: string;
}

/**
 * The error page's message: query `msg` code, else the error's message, else its status, else
 * the generic message (shell spec section 2, resolved by the contracts' error catalogue).
 * Callers that navigate to /error may pass `{ message, statusCode }` as location state.
 */
export function useErrorPage(input: ErrorPageInput = {}) {
  const locale = useRouteLocale();
  const [searchParams] = useSearchParams();
  const state = (useLocation().state ?? {}) as ErrorPageInput;
  const { message, statusCode } = pageError(
    {
      msg: searchParams.get('msg'),
      message: input.message ?? (typeof state.message === 'string' ? state.message : null),
      statusCode:
        input.statusCode ?? (typeof state.statusCode === 'number' ? state.statusCode : null),
    },
    locale,
  );
  return { message, statusCode, homePath: `/${locale}`, ordersPath: `/${locale}/account/orders` };
}
