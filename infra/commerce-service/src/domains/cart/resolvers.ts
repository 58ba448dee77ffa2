import type { Resolvers } from '../../graphql/types';

/** Resolvers of the cart domain, merged with the others by `allResolvers()`. */
export const cartResolvers: Resolvers = {};
