import { gql } from '@apollo/client';

/** RevokeToken (shell spec section 7): logout on the server. */
export const REVOKE_TOKEN_MUTATION = gql`
  mutation RevokeToken {
    revokeCustomerToken {
      result
    }
  }
`;

/** AttachCustomerToGroup: moves the customer to the group of a referral link (group-id cookie). */
export const ATTACH_CUSTOMER_GROUP_MUTATION = gql`
  mutation AttachCustomerToGroup($groupId: Int!) {
    attachCustomerGroup(customer_group_id: $groupId) {
      result
    }
  }
`;
