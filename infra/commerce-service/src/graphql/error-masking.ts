/**
 * Production error masking. The spec's own errors (every domain error carries an
 * `extensions.category` such as `graphql-input`) and the query's validation errors (no path:
 * nothing ran) reach the browser as they are. Anything else a resolver threw (a database error, a
 * bug) reaches it as the spec's "Internal server error" with a stable code and the request's id;
 * the detail is only in the log, under the same id.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ExecutionResult, FormattedExecutionResult, GraphQLFormattedError } from 'graphql';
import mercurius, { type MercuriusContext } from 'mercurius';

export const INTERNAL_ERROR = {
  message: 'Internal server error',
  message_ar: 'حدث خطأ في الخادم. يرجى المحاولة مرة أخرى لاحقاً.',
  code: 'INTERNAL_SERVER_ERROR',
  category: 'graphql-internal',
} as const;

function isUserError(error: GraphQLFormattedError): boolean {
  const category = error.extensions?.category;
  if (typeof category === 'string' && category.startsWith('graphql-')) return true;
  return error.path === undefined;
}

/** Mercurius' `errorFormatter` of a production service. */
export function maskingErrorFormatter(
  execution: ExecutionResult & Required<Pick<ExecutionResult, 'errors'>>,
  context: MercuriusContext,
): { statusCode: number; response: ExecutionResult | FormattedExecutionResult } {
  const formatted = mercurius.defaultErrorFormatter(execution, context);
  const requestId = context.reply?.request.id;
  const errors = (formatted.response.errors ?? []) as GraphQLFormattedError[];
  let masked = false;
  const shown = errors.map((error, i) => {
    if (isUserError(error)) return error;
    masked = true;
    context.reply?.log.error(
      { err: execution.errors[i]?.originalError ?? execution.errors[i], path: error.path },
      'internal error in a GraphQL resolver',
    );
    return {
      message: INTERNAL_ERROR.message,
      ...(error.path ? { path: error.path } : {}),
      extensions: {
        category: INTERNAL_ERROR.category,
        code: INTERNAL_ERROR.code,
        message_ar: INTERNAL_ERROR.message_ar,
        request_id: requestId,
      },
    };
  });
  return {
    statusCode: formatted.statusCode,
    response: {
      ...formatted.response,
      errors: masked ? shown : formatted.response.errors,
    },
  };
}

/** Fastify's error handler of a production service: a 5xx answer names no internals. */
export function maskServerErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.send(error);
    request.log.error({ err: error }, 'internal error');
    return reply.code(status).send({
      statusCode: status,
      error: INTERNAL_ERROR.code,
      message: INTERNAL_ERROR.message,
      message_ar: INTERNAL_ERROR.message_ar,
      request_id: request.id,
    });
  });
}
