import { gql } from '@apollo/client';

/** The store configuration fields the shell's header shows (commerce spec, store configuration). */
export const SHELL_STORE_CONFIG_QUERY = gql`
  query StoreConfig {
    storeConfig {
      promo_banner
      customer_support_phone
    }
  }
`;

/** The StoreConfig answer, as selected above. */
export interface ShellStoreConfigData {
  storeConfig: { promo_banner: string | null; customer_support_phone: string | null } | null;
}
