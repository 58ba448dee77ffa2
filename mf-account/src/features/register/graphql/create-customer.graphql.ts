import { gql } from '@apollo/client';

/** CreateCustomer (shell spec section 7): registers a customer (source WEB, optional group). */
export const CREATE_CUSTOMER_MUTATION = gql`
  mutation CreateCustomer($input: CustomerCreateInput!) {
    createCustomer(input: $input) {
      customer {
        phone_number
      }
    }
  }
`;

/** The CreateCustomer answer, as selected above. */
export interface CreateCustomerData {
  createCustomer: { customer: { phone_number: string | null } } | null;
}
