import { gql } from '@apollo/client';
import { CART_FIELDS } from './cart-fields.graphql';

/** Adds a chosen variant of a configurable product; a problem is a GraphQL error. */
export const ADD_CONFIGURABLE_PRODUCTS_TO_CART_MUTATION = gql`
  mutation AddConfigurableProductsToCart($input: AddConfigurableProductsToCartInput) {
    addConfigurableProductsToCart(input: $input) {
      cart {
        ...CartFields
      }
    }
  }
  ${CART_FIELDS}
`;
