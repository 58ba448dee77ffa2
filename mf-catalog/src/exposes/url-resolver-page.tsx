import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { PendingPage } from '../features/pending-page/pending-page';

/** `/{url_key}`: a category without children, a subcategory or a product. */
export default function UrlResolverPage(props: RoutePageProps) {
  return <PendingPage {...props} />;
}
