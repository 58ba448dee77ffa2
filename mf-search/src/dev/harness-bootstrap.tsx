// The search remote alone (`npm run dev`, http://localhost:3004/en/_harness).
import { renderHarness } from '@dukkan/build/harness';

renderHarness({
  remote: 'search',
  modules: {
    'search/SearchPage': () => import('../exposes/search-page'),
    'search/ComparePage': () => import('../exposes/compare-page'),
    'search/QuickSearch': () => import('../exposes/quick-search'),
    'search/CompareButton': () => import('../exposes/compare-button'),
    'search/CompareTray': () => import('../exposes/compare-tray'),
  },
  fragmentProps: {
    'search/QuickSearch': { variant: 'desktop' },
    'search/CompareTray': {},
  },
});
