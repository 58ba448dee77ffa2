import { gql } from '@apollo/client';

/**
 * Bestsellers come from the store configuration. Read with `no-cache`: storeConfig has no id, so
 * writing this selection would replace the shell's own storeConfig fields in the shared cache.
 */
export const BESTSELLERS = gql`
  query Bestsellers {
    storeConfig {
      bestsellers {
        id
        sku
        name
        url_key
        small_image {
          url
          label
        }
        categories {
          id
        }
        attributes {
          key
          label
          value
        }
        special_price
        special_from_date
        special_to_date
        new_from_date
        new_to_date
        only_x_left_in_stock
        price_range {
          maximum_price {
            final_price {
              value
            }
            regular_price {
              value
            }
          }
        }
        cart_control {
          increment_step
          min_amount
          max_amount
          unit
        }
      }
    }
  }
`;
