import '../i18n';
import '../i18n-product';
import { Skeleton } from '@dukkan/contracts';
import type { RoutePageProps } from '@dukkan/contracts';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { CategoryView } from '../features/category/components/category-view';
import { ProductView } from '../features/product/components/product-view';
import { LoadError } from '../shared/components/load-error';
import { NotFound } from '../shared/components/not-found';
import { useUrlResolver } from '../shared/route/hooks/use-url-resolver';

/**
 * `/{url_key}`: a category without children, a subcategory or a product. The page composes the
 * category and product features, so it lives here rather than in either of them.
 */
export default function UrlResolverPage({ params }: RoutePageProps) {
  const urlKey = params.urlKey ?? '';
  return <UrlResolverView key={urlKey} urlKey={urlKey} />;
}

/** The category page, the product page or the not-found text, as the route resolves. */
function UrlResolverView({ urlKey }: { urlKey: string }) {
  const { t } = useTranslation(NS);
  const resolved = useUrlResolver(urlKey);
  switch (resolved.kind) {
    case 'loading':
      return (
        <div css={(theme) => ({ paddingBlock: theme.space.md })}>
          <Skeleton blockSize="32px" inlineSize="50%" label={t('common.loading')} />
        </div>
      );
    case 'failed':
      return (
        <div css={(theme) => ({ paddingBlock: theme.space.md })}>
          <LoadError onRetry={resolved.retry} />
        </div>
      );
    case 'category':
      return <CategoryView category={resolved.category} />;
    case 'product':
      return <ProductView urlKey={resolved.urlKey} />;
    default:
      return <NotFound code="404" />;
  }
}
