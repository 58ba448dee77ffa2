import { gql } from '@apollo/client';

/** Records a product page view (the spec's ViewProductPage). */
export const VIEW_PRODUCT_PAGE = gql`
  mutation ViewProductPage($productId: Int!) {
    viewProductPage(product_id: $productId)
  }
`;
