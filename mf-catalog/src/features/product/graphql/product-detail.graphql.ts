import { gql } from '@apollo/client';

/**
 * The product page by slug (the spec's Product query): the card fields, gallery, texts,
 * attributes, brand, meta, and for a configurable product its options and variants. Options are
 * read without their `id` (a per-product position the service repeats across products), so the
 * cache keeps them inside their product instead of merging two products' colours.
 */
export const PRODUCT_DETAIL = gql`
  query ProductDetail($urlKey: String!) {
    products(filter: { url_key: { eq: $urlKey } }, pageSize: 1, currentPage: 1) {
      items {
        __typename
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
        image {
          url
          label
        }
        media_gallery {
          url
          label
          position
          disabled
        }
        short_description {
          html
        }
        description {
          html
        }
        brand {
          name
          url_key
        }
        meta_title
        meta_description
        meta_keyword
        categories {
          id
          name
          url_key
        }
        ... on ConfigurableProduct {
          configurable_options {
            uid
            attribute_code
            label
            position
            values {
              uid
              value_index
              label
            }
          }
          variants {
            attributes {
              code
              label
              value_index
            }
            product {
              __typename
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
              image {
                url
                label
              }
            }
          }
        }
      }
    }
  }
`;
