import { gql } from '@apollo/client';

/**
 * The deals page title of the request's store (the service falls back to a translated default).
 * Read with `no-cache`: storeConfig has no id, so writing this selection would replace the
 * shell's own storeConfig fields in the shared cache.
 */
export const DEALS_TITLE = gql`
  query DealsTitle {
    storeConfig {
      deals_title
    }
  }
`;
