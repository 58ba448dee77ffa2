import { useQuery } from '@apollo/client/react';
import { BRAND } from '../graphql/brand.graphql';
import { BRANDS } from '../graphql/brands.graphql';

export interface BrandItem {
  id: string;
  name: string;
  urlKey: string;
  imageUrl: string | null;
  productCount: number;
}

interface BrandData {
  id: number | null;
  name: string | null;
  url_key: string | null;
  image_url: string | null;
  product_count?: number | null;
}

function toBrand(data: BrandData): BrandItem {
  return {
    id: String(data.id ?? data.url_key),
    name: data.name ?? '',
    urlKey: data.url_key ?? '',
    imageUrl: data.image_url,
    productCount: data.product_count ?? 0,
  };
}

/** The brand list (brands with products only, as the service orders them: by name). */
export function useBrands() {
  const { data, loading, error, refetch } = useQuery<{
    brands: ReadonlyArray<BrandData | null> | null;
  }>(BRANDS);
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
  const { data, loading, error, refetch } = useQuery<{ brand: BrandData | null }>(BRAND, {
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
