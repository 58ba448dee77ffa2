import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';

interface Money {
  value: number | null;
}

/** The product fields a card needs (what `toProductSummary` reads). */
export interface ResultProductData {
  __typename: string;
  id: number | null;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  small_image: { url: string | null; label: string | null } | null;
  categories: ({ id: number | null } | null)[] | null;
  attributes: ({ key: string | null; value: string | null } | null)[] | null;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  new_from_date: string | null;
  new_to_date: string | null;
  only_x_left_in_stock: number | null;
  price_range: {
    maximum_price: { final_price: Money | null; regular_price: Money | null } | null;
  } | null;
  cart_control: {
    increment_step: number | null;
    min_amount: number | null;
    max_amount: number | null;
    unit: string | null;
  } | null;
}

export interface SearchResultsData {
  products: {
    total_count: number | null;
    page_info: {
      current_page: number | null;
      total_pages: number | null;
      page_size: number | null;
    } | null;
    items: (ResultProductData | null)[] | null;
  } | null;
}

export interface SearchResultsVariables {
  search: string;
  pageSize: number;
  currentPage: number;
}

/** The search results page: full-text products by relevance, 24 a page (spec Products with search). */
export const SEARCH_RESULTS: TypedDocumentNode<SearchResultsData, SearchResultsVariables> = gql`
  query SearchResults($search: String!, $pageSize: Int, $currentPage: Int) {
    products(search: $search, pageSize: $pageSize, currentPage: $currentPage) {
      total_count
      page_info {
        current_page
        total_pages
        page_size
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
