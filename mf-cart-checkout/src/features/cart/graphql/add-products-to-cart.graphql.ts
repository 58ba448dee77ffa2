import { gql } from '@apollo/client';
import { CART_FIELDS } from './cart-fields.graphql';

/** Adds products by sku (a variant with `parent_sku`); item problems come back in user_errors. */
export const ADD_PRODUCTS_TO_CART_MUTATION = gql`
  mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {
    addProductsToCart(cartId: $cartId, cartItems: $cartItems) {
      cart {
        ...CartFields
      }
      user_errors {
        code
        message
      }
    }
  }
  ${CART_FIELDS}
`;
