import { gql } from '@apollo/client';

/** FirstDeliveryInterval (commerce spec): the first open delivery interval of a district. */
export const FIRST_DELIVERY_INTERVAL_QUERY = gql`
  query FirstDeliveryInterval($districtId: Int!) {
    firstDeliveryInterval(districtId: $districtId) {
      day
      interval_id
      from
      to
    }
  }
`;

/** The FirstDeliveryInterval answer, as selected above (null: none open this week). */
export interface FirstDeliveryIntervalData {
  firstDeliveryInterval: { day: string; interval_id: number; from: string; to: string } | null;
}
