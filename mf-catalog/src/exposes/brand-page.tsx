import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { BrandView } from '../features/brands/components/brand-view';
import { NotFound } from '../shared/components/not-found';

/** `brands/{slug}`: one brand's products. */
export default function BrandPage({ params }: RoutePageProps) {
  const slug = params.slug;
  if (!slug) return <NotFound code="BRAND_NOT_FOUND" />;
  return <BrandView key={slug} slug={slug} />;
}
