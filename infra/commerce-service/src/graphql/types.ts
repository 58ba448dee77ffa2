import type { GraphQLResolveInfo } from 'graphql';
import type { GqlContext } from './context';

/**
 * Resolver maps are typed loosely on purpose: the schema (.graphql files in shared-contracts) is
 * the contract, checked by the integration tests through HTTP.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ResolverFn = (parent: any, args: any, ctx: GqlContext, info: GraphQLResolveInfo) => unknown;
export type Resolvers = Record<string, Record<string, unknown>>;
