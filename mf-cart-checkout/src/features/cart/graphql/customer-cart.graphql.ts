import { gql } from '@apollo/client';
import { CART_FIELDS } from './cart-fields.graphql';

/** The signed-in customer's active cart (the service creates one when there is none). */
export const CUSTOMER_CART_QUERY = gql`
  query CustomerCart {
    customerCart {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`;
