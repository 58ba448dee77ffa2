import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';

export interface SearchProductsData {
  searchProducts: {
    categories: {
      items:
        | {
            uid: string | null;
            name: string | null;
            url_key: string | null;
            image: string | null;
          }[]
        | null;
    } | null;
    products: {
      items:
        | ({
            sku: string | null;
            name: string | null;
            url_key: string | null;
            small_image: { url: string | null; label: string | null } | null;
            price_range: {
              maximum_price: { regular_price: { value: number | null } | null } | null;
            };
          } | null)[]
        | null;
    } | null;
  } | null;
}

export interface SearchProductsVariables {
  search: string;
  pageSize: number;
}

/** SearchProducts (commerce spec section 7): category matches and full-text product matches. */
export const SEARCH_PRODUCTS: TypedDocumentNode<SearchProductsData, SearchProductsVariables> = gql`
  query SearchProducts($search: String!, $pageSize: Int) {
    searchProducts(search: $search, pageSize: $pageSize) {
      categories {
        items {
          uid
          name
          url_key
          image
        }
      }
      products {
        items {
          sku
          name
          url_key
          small_image {
            url
            label
          }
          price_range {
            maximum_price {
              regular_price {
                value
              }
            }
          }
        }
      }
    }
  }
`;
