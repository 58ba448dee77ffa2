import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { SearchResultsPage } from '../features/search-results/components/search-results-page';

/** `search` and `search/{name}`: the products matching `q` (or the name), 24 a page. */
export default function SearchPage(_props: RoutePageProps) {
  return <SearchResultsPage />;
}
