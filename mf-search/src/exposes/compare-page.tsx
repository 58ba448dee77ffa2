import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { ComparePage as ComparePageView } from '../features/compare/components/compare-page';

/** `compare`: the products of the comparison list side by side. */
export default function ComparePage(_props: RoutePageProps) {
  return <ComparePageView />;
}
