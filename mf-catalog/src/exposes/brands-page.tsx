import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { BrandsView } from '../features/brands/components/brands-view';

/** `brands`: the brand list. */
export default function BrandsPage(_props: RoutePageProps) {
  return <BrandsView />;
}
