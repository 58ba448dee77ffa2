import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { UrlResolverView } from '../features/url-resolver/components/url-resolver-view';

/** `/{url_key}`: a category without children, a subcategory or a product. */
export default function UrlResolverPage({ params }: RoutePageProps) {
  const urlKey = params.urlKey ?? '';
  return <UrlResolverView key={urlKey} urlKey={urlKey} />;
}
