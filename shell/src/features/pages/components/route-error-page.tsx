import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorPage } from './error-page';
import type { ErrorPageInput } from '../hooks/use-error-page';

/**
 * What the error page may show of a caught error: router responses (`throw data(..., 404)`)
 * and errors thrown on purpose with a `statusCode` carry a message meant for shoppers; a plain
 * programming error only gets the generic message (its text is for the console).
 */
export function errorPageInputOf(error: unknown): ErrorPageInput {
  if (isRouteErrorResponse(error)) {
    return {
      statusCode: error.status,
      ...(typeof error.data === 'string' && error.data ? { message: error.data } : {}),
    };
  }
  if (
    error instanceof Error &&
    typeof (error as { statusCode?: unknown }).statusCode === 'number'
  ) {
    return {
      statusCode: (error as Error & { statusCode: number }).statusCode,
      message: error.message,
    };
  }
  return {};
}

/** Router error element: shows the error page for what the router caught. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error('A route failed to render', error);
  return <ErrorPage {...errorPageInputOf(error)} />;
}
