import { GraphQLError } from 'graphql';

/** A bad argument: the message says what is wrong; `extensions.category` is `graphql-input`. */
export function inputError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { category: 'graphql-input' } });
}

/** The spec's authorisation message, matched by the storefront's error catalogue. */
export const NOT_AUTHORIZED_MESSAGE = "The current customer isn't authorized.";

export function authorizationError(): GraphQLError {
  return new GraphQLError(NOT_AUTHORIZED_MESSAGE, {
    extensions: { category: 'graphql-authorization' },
  });
}

/** A thing looked up by id or key that does not exist. */
export function notFoundError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { category: 'graphql-no-such-entity' } });
}
