import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { ViewMoreView } from '../features/view-more/components/view-more-view';

/** `view-more/{code?}`: a product list chosen by code. */
export default function ViewMorePage({ params }: RoutePageProps) {
  return <ViewMoreView code={params.code} />;
}
