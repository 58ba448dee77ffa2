import { useTranslation } from 'react-i18next';
import { Skeleton } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { LoadError } from '../../../shared/components/load-error';
import { CategoryView } from './category-view';
import { NotFound } from '../../../shared/components/not-found';
import { useUrlResolver } from '../../../shared/route/hooks/use-url-resolver';
import { SubcategoryLinks } from './subcategory-links';

/**
 * `/featured/{url_key}`: a top category with children, the page the mega menu links to: its
 * subcategories, then its products in the category page's grid with facets and sort.
 */
export function FeaturedView({ categorySlug }: { categorySlug: string }) {
  const { t } = useTranslation(NS);
  const resolved = useUrlResolver(categorySlug);
  if (resolved.kind === 'loading')
    return <Skeleton blockSize="32px" inlineSize="50%" label={t('common.loading')} />;
  if (resolved.kind === 'failed') return <LoadError onRetry={resolved.retry} />;
  if (resolved.kind !== 'category') return <NotFound code="CATEGORY_NOT_FOUND" />;
  return (
    <CategoryView
      category={resolved.category}
      intro={<SubcategoryLinks category={resolved.category} />}
      listKind="featured"
    />
  );
}
