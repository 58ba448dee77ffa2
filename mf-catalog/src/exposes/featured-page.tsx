import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { FeaturedIndex } from '../features/featured/components/featured-index';
import { FeaturedView } from '../features/category/components/featured-view';

/** `featured/{categorySlug?}`: a top category that has children. */
export default function FeaturedPage({ params }: RoutePageProps) {
  const slug = params.categorySlug;
  if (!slug) return <FeaturedIndex />;
  return <FeaturedView key={slug} categorySlug={slug} />;
}
