import { gql } from '@apollo/client';

/**
 * The store's "only x left" limit. Read with `no-cache`: storeConfig has no id, so writing this
 * selection would replace the shell's own storeConfig fields in the shared cache.
 */
export const STOCK_THRESHOLD = gql`
  query StockThreshold {
    storeConfig {
      limited_qty_threshold
    }
  }
`;
