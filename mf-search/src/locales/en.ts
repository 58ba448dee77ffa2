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
  },
};

export type SearchMessages = typeof en;
