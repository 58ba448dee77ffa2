import type { SearchMessages } from './en';

/** Arabic texts of the search remote (same keys as en.ts, checked by the type). */
export const ar: SearchMessages = {
  routes: {
    search: 'نتائج البحث',
    compare: 'مقارنة المنتجات',
    fallback: 'صفحة',
  },
  params: {
    name: 'البحث: {{value}}',
    q: 'كلمة البحث: {{value}}',
    path: 'المسار: {{value}}',
    other: '{{name}}: {{value}}',
  },
  pending: {
    notBuilt: 'هذه الصفحة لم تُبنَ بعد.',
  },
  quickSearch: {
    label: 'ابحث عن المنتجات',
    hint: 'عمّ تبحث؟',
    submit: 'بحث',
  },
};
