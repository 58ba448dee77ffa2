import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { HomeView } from '../features/home/components/home-view';

/** `/` (home): offer banner, featured categories, bestsellers and deals. */
export default function HomePage(_props: RoutePageProps) {
  return <HomeView />;
}
