import { gql } from '@apollo/client';

/** A new empty guest cart; answers its masked id. */
export const CREATE_CART_MUTATION = gql`
  mutation CreateCart {
    createEmptyCart
  }
`;
