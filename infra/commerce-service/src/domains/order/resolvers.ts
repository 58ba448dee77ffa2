import type { Resolvers } from '../../graphql/types';

/** Resolvers of the order domain, merged with the others by `allResolvers()`. */
export const orderResolvers: Resolvers = {};
