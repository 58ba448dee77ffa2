import { gql } from '@apollo/client';

/** Categories flagged for the home page (sorted by featuredOrder and cut to 9 by the hook). */
export const HOME_CATEGORIES = gql`
  query HomeCategories {
    categoryList(filters: { include_in_home_page: { eq: "1" } }) {
      id
      uid
      name
      url_key
      image
      includeInHomePage
      featuredOrder
      children_count
    }
  }
`;
