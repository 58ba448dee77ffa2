// Compile-time contract (run by `tsc -p`, the typecheck script): every module of this remote
// is listed, and each exposed default export is assignable to its props type. A missing module
// or a default export with other props fails the type check.
import type { ModuleComponent, ModuleId } from '@dukkan/contracts';
import SearchPage from '../exposes/search-page';
import ComparePage from '../exposes/compare-page';
import QuickSearch from '../exposes/quick-search';
import CompareButton from '../exposes/compare-button';
import CompareTray from '../exposes/compare-tray';

type SearchModuleId = Extract<ModuleId, `search/${string}`>;

export const exposeChecks: { [K in SearchModuleId]: ModuleComponent<K> } = {
  'search/SearchPage': SearchPage,
  'search/ComparePage': ComparePage,
  'search/QuickSearch': QuickSearch,
  'search/CompareButton': CompareButton,
  'search/CompareTray': CompareTray,
};
