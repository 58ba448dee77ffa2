import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';

interface Money {
  value: number | null;
}

/** What the comparison tray and page read of each product (spec ProductCompare). */
export interface CompareProductData {
  sku: string | null;
  name: string | null;
  url_key: string | null;
  thumbnail: { url: string | null; label: string | null } | null;
  small_image: { url: string | null; label: string | null } | null;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  price_range: {
    maximum_price: { regular_price: Money | null; final_price: Money | null } | null;
  };
  brand: { name: string | null; url_key: string | null } | null;
  attributes: { key: string | null; label: string | null; value: string | null }[] | null;
  categories: { id: number | null; name: string | null; url_key: string | null }[] | null;
}

export interface ProductCompareData {
  products: { items: (CompareProductData | null)[] | null } | null;
}

export interface ProductCompareVariables {
  skus: string[];
  pageSize: number;
}

/** ProductCompare (commerce spec section 7): the compared skus, page size 4. */
export const PRODUCT_COMPARE: TypedDocumentNode<ProductCompareData, ProductCompareVariables> = gql`
  query ProductCompare($skus: [String], $pageSize: Int) {
    products(filter: { sku: { in: $skus } }, pageSize: $pageSize) {
      items {
        sku
        name
        url_key
        thumbnail {
          url
          label
        }
        small_image {
          url
          label
        }
        special_price
        special_from_date
        special_to_date
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
        brand {
          name
          url_key
        }
        attributes {
          key
          label
          value
        }
        categories {
          id
          name
          url_key
        }
      }
    }
  }
`;
