import { gql } from '@apollo/client';

/** An information page's content (HTML) in the request's language. */
export const CMS_PAGE = gql`
  query CmsPage($identifier: String!) {
    cmsPage(identifier: $identifier) {
      identifier
      title
      content_heading
      content
      meta_title
      meta_description
    }
  }
`;
