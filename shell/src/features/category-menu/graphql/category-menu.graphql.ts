import { gql } from '@apollo/client';
import type { MenuCategory } from '../category-links';

/**
 * CategoryList for the menus (shell spec section 7): the top categories flagged for the menu,
 * with two levels of children and the mega-menu offer. Cacheable (no customer data).
 */
export const CATEGORY_MENU_QUERY = gql`
  query CategoryList {
    categoryList(filters: { include_in_menu: { eq: "1" } }) {
      uid
      name
      url_key
      includeInMenu
      featuredOrder
      megaMenuOffer {
        title
        description
        cta
        href
      }
      children {
        uid
        name
        url_key
        children {
          uid
          name
          url_key
        }
      }
    }
  }
`;

/** The CategoryList answer, as selected above. */
export interface CategoryMenuData {
  categoryList: MenuCategory[] | null;
}
