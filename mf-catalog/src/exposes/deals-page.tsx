import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { DealsView } from '../features/deals/components/deals-view';

/** `deals`: discounted products. */
export default function DealsPage(_props: RoutePageProps) {
  return <DealsView />;
}
