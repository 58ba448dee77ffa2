/**
 * Errors of the operator operations: a plain English message for the operator and a code the
 * CLI and the dev routes read (`extensions.code`). Operators are staff, not shoppers: these
 * messages are not translated.
 */
import { GraphQLError } from 'graphql';

export type OpsErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'RATE_LIMITED'
  | 'BAD_INPUT'
  | 'NOT_FOUND'
  | 'INVALID_TRANSITION'
  | 'CONFLICT'
  | 'REFUND_FAILED';

export class OpsError extends GraphQLError {
  readonly code: OpsErrorCode;
  constructor(code: OpsErrorCode, message: string, extra: Record<string, unknown> = {}) {
    super(message, { extensions: { code, ...extra } });
    this.code = code;
  }
}

export const badInput = (message: string) => new OpsError('BAD_INPUT', message);
export const notFound = (message: string) => new OpsError('NOT_FOUND', message);
