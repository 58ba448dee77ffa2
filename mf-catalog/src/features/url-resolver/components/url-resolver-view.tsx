import { Skeleton } from '@dukkan/contracts';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { LoadError } from '../../../components/load-error';
import { CategoryView } from '../../category/components/category-view';
import { ProductView } from '../../product/components/product-view';
import { useUrlResolver } from '../hooks/use-url-resolver';
import { NotFound } from './not-found';

/** `/{url_key}`: the category page, the product page or the not-found text. */
export function UrlResolverView({ urlKey }: { urlKey: string }) {
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
