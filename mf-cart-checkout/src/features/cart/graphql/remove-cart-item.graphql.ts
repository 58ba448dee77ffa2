import { gql } from '@apollo/client';
import { CART_FIELDS } from './cart-fields.graphql';

/** Removes one item from the cart. */
export const REMOVE_CART_ITEM_MUTATION = gql`
  mutation RemoveCartItem($input: RemoveItemFromCartInput) {
    removeItemFromCart(input: $input) {
      cart {
        ...CartFields
      }
    }
  }
  ${CART_FIELDS}
`;
