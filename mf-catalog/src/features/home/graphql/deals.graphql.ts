import { gql } from '@apollo/client';

/** Products with an active special price (the spec's DiscountedProducts), for the home strip. */
export const HOME_DEALS = gql`
  query HomeDeals($pageSize: Int!) {
    products(filter: { on_sale: { eq: "1" } }, pageSize: $pageSize, currentPage: 1) {
      total_count
      items {
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
