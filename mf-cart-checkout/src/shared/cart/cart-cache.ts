// The cart as the Apollo cache holds it: one normalized `Cart` per id (type policies in the
// contracts' APOLLO_CACHE_CONFIG), written by every cart answer (queries and mutations alike)
// and read here for the cart in use. `cart(cart_id)` reads the `Cart` of that id from the
// cache, so the page-start document doubles as the read of any cart, guest's or customer's.
import type { ApolloClient } from '@apollo/client';
import { GuestCartDocument } from './graphql/__generated__/guest-cart';
import type { CartFieldsFragment } from './graphql/__generated__/cart-fields';
import { toCartView } from './cart-view';
import type { CartView } from './cart-view';

/** The cached cart of `cartId` as its answers left it; null without an id or a complete cart. */
export function readCartFields(
  client: ApolloClient,
  cartId: string | null,
): CartFieldsFragment | null {
  if (!cartId) return null;
  return client.readQuery({ query: GuestCartDocument, variables: { cartId } })?.cart ?? null;
}

/** The client view of the cached cart of `cartId` (null when there is none). */
export function readCart(client: ApolloClient, cartId: string | null): CartView | null {
  const fields = readCartFields(client, cartId);
  return fields ? toCartView(fields) : null;
}
