import { gql } from '@apollo/client';
import { CART_FIELDS } from './cart-fields.graphql';

/** A note for the picker on one item; an empty note removes it. */
export const SET_CART_ITEM_NOTE_MUTATION = gql`
  mutation SetCartItemNote($input: SetCartItemNoteInput!) {
    setCartItemNote(input: $input) {
      cart {
        ...CartFields
      }
    }
  }
  ${CART_FIELDS}
`;
