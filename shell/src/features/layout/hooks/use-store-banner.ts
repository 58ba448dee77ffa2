import { useQuery } from '@apollo/client/react';
import type { ShellStoreConfigData } from '../graphql/store-config.graphql';
import { SHELL_STORE_CONFIG_QUERY } from '../graphql/store-config.graphql';
import { CUSTOMER_SERVICE_PHONE } from '../constants';

/**
 * The header's store texts: the promotion banner (10% off and free delivery on online orders,
 * in the request's language) and the customer service phone, which falls back to the
 * built-in number while the configuration loads or when it fails.
 */
export function useStoreBanner(): { promoBanner: string | null; supportPhone: string } {
  const { data } = useQuery<ShellStoreConfigData>(SHELL_STORE_CONFIG_QUERY);
  return {
    promoBanner: data?.storeConfig?.promo_banner?.trim() || null,
    supportPhone: data?.storeConfig?.customer_support_phone?.trim() || CUSTOMER_SERVICE_PHONE,
  };
}
