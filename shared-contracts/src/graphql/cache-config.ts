import type { InMemoryCacheConfig } from '@apollo/client';
import type {
  FieldMergeFunction,
  FieldReadFunction,
  Reference,
  StoreObject,
} from '@apollo/client/cache';
import { POSSIBLE_TYPES } from './possible-types';

/**
 * `cart(cart_id)` is the `Cart` of that id: a cart written by any answer (a mutation's, the
 * customer's cart, a checkout step's selection) is read back by id without asking again. An
 * answer of no cart for that id stays no cart.
 */
const cartById: FieldReadFunction<Reference | null> = (existing, { args, toReference }) =>
  existing === null || typeof args?.cart_id !== 'string'
    ? existing
    : toReference({ __typename: 'Cart', id: args.cart_id });

/**
 * The cart's chosen method has no id: two answers naming the same carrier and method are one
 * object whose selections merge (the cart's amounts, the shipping step's title); another method
 * replaces it whole, so no field of the previous method survives.
 */
const sameShippingMethod: FieldMergeFunction<StoreObject | null> = (
  existing,
  incoming,
  { readField },
) => {
  if (!existing || !incoming) return incoming;
  const same = (['carrier_code', 'method_code'] as const).every(
    (field) => readField(field, existing) === readField(field, incoming),
  );
  return same ? { ...existing, ...incoming } : incoming;
};

/**
 * The settings of the page's one Apollo cache, used as they are by the shell's client, the
 * remotes' dev harness and the shared test network (`@dukkan/build/testing/graphql`), so a test
 * or a harness run reads the cache as the browser does:
 * - `possibleTypes`: interface fragments (`...ProductCardFields` on ProductInterface) match the
 *   concrete answer types when read back from the cache;
 * - `StoreConfig` has no id and remotes select different fields of it: the fields merge instead
 *   of one selection replacing another;
 * - the cart is one normalized `Cart` (by `id`) that every cart view reads and every cart answer
 *   writes: its items are entities by `uid` (all three item types, through CartItemInterface),
 *   so a line changed by one answer is the same line in every view; the id-less parts of one
 *   cart (its prices, an item's prices, the minimum order) merge the fields of partial
 *   selections; the chosen shipping method merges only while it is the same method.
 */
export const APOLLO_CACHE_CONFIG: InMemoryCacheConfig = {
  possibleTypes: POSSIBLE_TYPES as Record<string, string[]>,
  typePolicies: {
    StoreConfig: { merge: true },
    Query: { fields: { cart: { read: cartById } } },
    CartItemInterface: { keyFields: ['uid'] },
    CartPrices: { merge: true },
    CartItemPrices: { merge: true },
    MinimumOrderAmount: { merge: true },
    Cart: { fields: { selected_shipping_method: { merge: sameShippingMethod } } },
  },
};
