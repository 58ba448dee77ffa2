import { gql } from '@apollo/client';

/**
 * The cart as every cart screen of this issue shows it: items with prices, stock and options,
 * totals, discounts and the shipping fees split by section. Every cart query and mutation asks
 * for it, so each answer replaces the client cart (commerce spec section 7). The product fields
 * are written out rather than spread from a ProductInterface fragment: the shell's cache has no
 * possibleTypes, so a fragment on an interface would not match SimpleProduct when read back.
 */
export const CART_FIELDS = gql`
  fragment CartFields on Cart {
    id
    total_quantity
    has_invalid_items
    prices {
      subtotal_including_tax {
        value
      }
      grand_total {
        value
      }
      total_money_saved {
        value
      }
      discounts {
        label
        code
        amount {
          value
        }
      }
    }
    selected_shipping_method {
      carrier_code
      method_code
      amount {
        value
      }
      electronics_amount {
        value
      }
      non_electronics_amount {
        value
      }
    }
    items {
      uid
      numeric_id
      quantity
      note
      only_x_left_in_stock
      is_invalid_item
      section
      allow_change_quantity
      errors {
        code
        message
      }
      prices {
        price {
          value
        }
        row_total_including_tax {
          value
        }
        original_item_price {
          value
        }
      }
      product {
        id
        uid
        sku
        name
        url_key
        only_x_left_in_stock
        special_price
        special_from_date
        special_to_date
        small_image {
          url
          label
        }
        cart_control {
          increment_step
          min_amount
          max_amount
          unit
        }
        price_range {
          maximum_price {
            regular_price {
              value
            }
            final_price {
              value
            }
          }
        }
      }
      ... on ConfigurableCartItem {
        configured_variant {
          id
          uid
          sku
          name
          url_key
          only_x_left_in_stock
          special_price
          special_from_date
          special_to_date
          small_image {
            url
            label
          }
          cart_control {
            increment_step
            min_amount
            max_amount
            unit
          }
          price_range {
            maximum_price {
              regular_price {
                value
              }
              final_price {
                value
              }
            }
          }
        }
        configurable_options {
          option_label
          value_label
        }
      }
    }
  }
`;
