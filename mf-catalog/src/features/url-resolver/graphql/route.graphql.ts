import { gql } from '@apollo/client';

/**
 * Resolves `/{url_key}`: a category (with what its page needs) or a product (its type and
 * url_key; the product page loads the detail by slug).
 */
export const RESOLVE_URL = gql`
  query ResolveUrl($url: String!) {
    route(url: $url) {
      __typename
      type
      relative_url
      ... on CategoryTree {
        id
        uid
        name
        url_key
        url_path
        path
        level
        description
        meta_title
        meta_description
        meta_keywords
        children_count
        children {
          id
          name
          url_key
          image
          position
        }
        breadcrumbs {
          category_id
          category_uid
          category_name
          category_url_key
        }
      }
      ... on SimpleProduct {
        id
        url_key
      }
      ... on ConfigurableProduct {
        id
        url_key
      }
      ... on GroupedProduct {
        id
        url_key
      }
      ... on BundleProduct {
        id
        url_key
      }
    }
  }
`;
