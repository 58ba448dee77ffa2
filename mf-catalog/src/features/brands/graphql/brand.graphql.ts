import { gql } from '@apollo/client';

/** One brand by its url_key (null when there is none). */
export const BRAND = gql`
  query Brand($urlKey: String!) {
    brand(url_key: $urlKey) {
      id
      name
      url_key
      image_url
    }
  }
`;
