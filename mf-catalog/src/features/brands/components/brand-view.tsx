import { useTranslation } from 'react-i18next';
import { Skeleton } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { LoadError } from '../../../shared/components/load-error';
import { ProductListView } from '../../../shared/product-list/components/product-list-view';
import { usePageMeta } from '../../../shared/page-meta/use-page-meta';
import { NotFound } from '../../../shared/components/not-found';
import { useBrand } from '../hooks/use-brands';

/** `/brands/{slug}`: one brand's products with facets, sort and paging, or BRAND_NOT_FOUND. */
export function BrandView({ slug }: { slug: string }) {
  const { t } = useTranslation(NS);
  const { brand, isLoading, hasError, retry } = useBrand(slug);
  usePageMeta({ title: brand ? `${brand.name} | ${t('routes.brands')}` : null });
  if (isLoading) return <Skeleton blockSize="32px" inlineSize="50%" label={t('common.loading')} />;
  if (hasError) return <LoadError onRetry={retry} />;
  if (!brand) return <NotFound code="BRAND_NOT_FOUND" />;
  return (
    <ProductListView
      name={brand.name}
      crumbs={[{ label: t('routes.brands'), to: '/brands' }]}
      baseFilter={{ brand: { eq: brand.urlKey } }}
      ownCategoryIds={[]}
      showBrandFacet={false}
      list={{ id: `brand-${brand.urlKey}`, name: brand.name }}
    />
  );
}
