import type { Resolvers } from '../graphql/types';
import { catalogResolvers } from './catalog/resolvers';
import { customerResolvers } from './customer/resolvers';
import { siteResolvers } from './site/resolvers';
import { cartResolvers } from './cart/resolvers';
import { orderResolvers } from './order/resolvers';

const baseResolvers: Resolvers = {
  Query: { ping: () => true },
  Mutation: { ping: () => true },
};

/** Merges the resolver maps of every domain, type by type; a field defined twice is a start-up error. */
export function mergeResolvers(...maps: Resolvers[]): Resolvers {
  const merged: Resolvers = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      const target = (merged[typeName] ??= {});
      for (const [field, resolver] of Object.entries(fields)) {
        if (field in target)
          throw new Error(`resolver ${typeName}.${field} is defined by two domains`);
        target[field] = resolver;
      }
    }
  }
  return merged;
}

export function allResolvers(): Resolvers {
  return mergeResolvers(
    baseResolvers,
    catalogResolvers,
    siteResolvers,
    customerResolvers,
    cartResolvers,
    orderResolvers,
  );
}
