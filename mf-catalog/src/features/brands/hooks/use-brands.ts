import { useQuery } from '@apollo/client/react';
import { BrandDocument } from '../graphql/__generated__/brand';
import type { BrandQuery } from '../graphql/__generated__/brand';
import { BrandsDocument } from '../graphql/__generated__/brands';
import type { BrandsQuery } from '../graphql/__generated__/brands';

export interface BrandItem {
  id: string;
  name: string;
  urlKey: string;
  imageUrl: string | null;
  productCount: number;
}

/** A brand as either document answers it (the list adds its product count). */
type BrandData =
  NonNullable<BrandQuery['brand']> | NonNullable<NonNullable<BrandsQuery['brands']>[number]>;

function toBrand(data: BrandData): BrandItem {
  return {
    id: String(data.id ?? data.url_key),
    name: data.name ?? '',
    urlKey: data.url_key ?? '',
    imageUrl: data.image_url,
    productCount: ('product_count' in data ? data.product_count : null) ?? 0,
  };
}

/** The brand list (brands with products only, as the service orders them: by name). */
export function useBrands() {
  const { data, loading, error, refetch } = useQuery(BrandsDocument);
  return {
    brands: (data?.brands ?? []).flatMap((brand) =>
      brand?.url_key && brand.name && (brand.product_count ?? 0) > 0 ? [toBrand(brand)] : [],
    ),
    isLoading: loading && !data,
    hasError: Boolean(error) && !data,
    retry: () => {
      refetch().catch(() => undefined);
    },
  };
}

/** One brand by slug: loading, failed, not found (null) or the brand. */
export function useBrand(urlKey: string) {
  const { data, loading, error, refetch } = useQuery(BrandDocument, {
    variables: { urlKey },
  });
  return {
    brand: data?.brand?.url_key ? toBrand(data.brand) : null,
    isLoading: loading && !data,
    hasError: Boolean(error) && !data,
    retry: () => {
      refetch().catch(() => undefined);
    },
  };
}
