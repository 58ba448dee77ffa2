import { gql } from '@apollo/client';
import { CART_FIELDS } from './cart-fields.graphql';

/** A guest cart by the id kept in the `cart` cookie. */
export const GUEST_CART_QUERY = gql`
  query GuestCart($cartId: String!) {
    cart(cart_id: $cartId) {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`;
