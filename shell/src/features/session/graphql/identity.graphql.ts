import { gql } from '@apollo/client';

/** Identity (shell spec section 7): the signed-in customer, always from the network. */
export const IDENTITY_QUERY = gql`
  query Identity {
    customer {
      id
      firstname
      lastname
      email
      phone_number
      group_id
      wishlist {
        id
      }
      tier {
        code
      }
      has_tier_upgrade
      reward_points {
        balance {
          points
        }
      }
      store_credit {
        current_balance {
          value
        }
      }
    }
  }
`;

/** The Identity answer, as selected above. */
export interface IdentityData {
  customer: {
    id: number | null;
    firstname: string | null;
    lastname: string | null;
    email: string | null;
    phone_number: string | null;
    group_id: number | null;
    wishlist: { id: string | null } | null;
    tier: { code: 'NONMEMBER' | 'BRONZE' | 'SILVER' | 'GOLD' | null } | null;
    has_tier_upgrade: boolean | null;
    reward_points: { balance: { points: number | null } | null } | null;
    store_credit: { current_balance: { value: number | null } | null } | null;
  } | null;
}
