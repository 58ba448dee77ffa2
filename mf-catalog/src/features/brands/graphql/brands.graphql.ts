import { gql } from '@apollo/client';

/** All brands, by name, with their product counts. */
export const BRANDS = gql`
  query Brands {
    brands {
      id
      name
      url_key
      image_url
      product_count
    }
  }
`;
