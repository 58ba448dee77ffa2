import { gql } from '@apollo/client';

/**
 * One page of a product list (a category's products, the deals) with the shopper's facet
 * filters and sort. Facets and sort fields are asked for with page 1 only; later pages
 * ("load more") skip them.
 */
export const LIST_PRODUCTS = gql`
  query ListProducts(
    $filter: ProductAttributeFilterInput!
    $sort: ProductAttributeSortInput
    $pageSize: Int!
    $currentPage: Int!
    $withAggregations: Boolean!
  ) {
    products(filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
      total_count
      page_info {
        current_page
        page_size
        total_pages
      }
      aggregations @include(if: $withAggregations) {
        attribute_code
        label
        count
        position
        options {
          label
          count
          value
        }
      }
      sort_fields @include(if: $withAggregations) {
        default
        options {
          value
          label
        }
      }
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
