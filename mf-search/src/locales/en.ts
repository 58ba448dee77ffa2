/** English texts of the search remote. The Arabic file must have exactly these keys. */
export const en = {
  routes: {
    search: 'Search results',
    compare: 'Compare products',
    fallback: 'Page',
  },
  params: {
    name: 'Search: {{value}}',
    q: 'Search term: {{value}}',
    path: 'Path: {{value}}',
    other: '{{name}}: {{value}}',
  },
  pending: {
    notBuilt: 'This page is not built yet.',
  },
  quickSearch: {
    label: 'Search for products',
    hint: 'What are you looking for?',
    submit: 'Search',
    clear: 'Clear search',
    close: 'Close search',
    dialogTitle: 'Search',
    loading: 'Searching…',
    categories: 'Categories',
    products: 'Products',
    noResults: 'No results for “{{term}}”',
    advice: 'Check the spelling or try more general terms.',
  },
  compare: {
    addTo: 'Add to comparison',
    removeFrom: 'Remove from comparison',
    button: 'Compare',
    invalidComparison:
      'Only products from the same category can be compared, so the comparison list was cleared.',
    tray: 'Comparison',
    toggle: 'Comparison list ({{count}})',
    panel: 'Compared products',
    clearAll: 'Clear all',
    compareProducts: 'Compare products',
    remove: 'Remove {{name}} from comparison',
    placeholder: 'Add another product from the same category to compare',
    sku: 'SKU: {{sku}}',
    loading: 'Loading the compared products',
    loadError: 'The compared products could not be loaded.',
    retry: 'Try again',
  },
  comparePage: {
    title: 'Compare products',
    empty: 'You have no products to compare yet.',
    emptyHint: 'Use the compare button on products of the same category to add them here.',
    continueShopping: 'Continue shopping',
    table: 'Product comparison',
    product: 'Product',
    price: 'Price',
    priceBefore: 'Was {{price}}',
    brand: 'Brand',
    category: 'Category',
    notGiven: '–',
  },
};

export type SearchMessages = typeof en;
