import { gql } from '@apollo/client';
import { CART_FIELDS } from './cart-fields.graphql';

/** Moves the guest cart's items into the signed-in customer's cart. */
export const MERGE_CARTS_MUTATION = gql`
  mutation MergeCarts($sourceCartId: String!, $destinationCartId: String) {
    mergeCarts(source_cart_id: $sourceCartId, destination_cart_id: $destinationCartId) {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`;
