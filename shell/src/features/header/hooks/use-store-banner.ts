import { useQuery } from '@apollo/client/react';
import { StoreConfigDocument } from '@dukkan/contracts/graphql/store-config';
import { CUSTOMER_SERVICE_PHONE } from '../../../shared/constants';

/**
 * The header's store texts: the promotion banner (10% off and free delivery on online orders,
 * in the request's language) and the customer service phone, which falls back to the
 * built-in number while the configuration loads or when it fails.
 */
export function useStoreBanner(): {
  promoBanner: string | null;
  supportPhone: string;
  /** The configuration has not answered yet (the header holds the banner's line meanwhile). */
  loading: boolean;
} {
  const { data, loading } = useQuery(StoreConfigDocument);
  return {
    loading,
    promoBanner: data?.storeConfig?.promo_banner?.trim() || null,
    supportPhone: data?.storeConfig?.customer_support_phone?.trim() || CUSTOMER_SERVICE_PHONE,
  };
}
