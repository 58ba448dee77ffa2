// Module Federation exposes of the search remote: one entry per `search/*` module of the
// contracts module map. src/__tests__/contract.test.ts checks this equals exposesOf('search').
module.exports = {
  './SearchPage': './src/exposes/search-page.tsx',
  './ComparePage': './src/exposes/compare-page.tsx',
  './QuickSearch': './src/exposes/quick-search.tsx',
  './CompareButton': './src/exposes/compare-button.tsx',
  './CompareTray': './src/exposes/compare-tray.tsx',
};
