import { gql } from '@apollo/client';
import { CART_FIELDS } from './cart-fields.graphql';

/** Changes an item's quantity; item problems come back in errors. */
export const UPDATE_CART_ITEMS_MUTATION = gql`
  mutation UpdateCartItems($input: UpdateCartItemsInput) {
    updateCartItems(input: $input) {
      cart {
        ...CartFields
      }
      errors {
        code
        message
      }
    }
  }
  ${CART_FIELDS}
`;
