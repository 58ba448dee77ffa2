import type { CatalogMessages } from './en';

/** Arabic texts of the catalog remote (same keys as en.ts, checked by the type). */
export const ar: CatalogMessages = {
  routes: {
    home: 'الرئيسية',
    about: 'من نحن',
    contact: 'اتصل بنا',
    faqs: 'الأسئلة الشائعة',
    stores: 'فروعنا',
    return: 'الاسترجاع واسترداد المبالغ',
    terms: 'الشروط والأحكام',
    privacy: 'سياسة الخصوصية',
    'loyalty-points-system': 'نظام نقاط الولاء',
    brands: 'العلامات التجارية',
    brand: 'العلامة التجارية',
    deals: 'العروض',
    featured: 'فئة مميزة',
    'view-more': 'المزيد من المنتجات',
    'url-resolver': 'فئة أو منتج',
    fallback: 'صفحة',
  },
  params: {
    slug: 'العلامة التجارية: {{value}}',
    categorySlug: 'الفئة: {{value}}',
    code: 'القائمة: {{value}}',
    urlKey: 'الفئة أو المنتج: {{value}}',
    path: 'المسار: {{value}}',
    other: '{{name}}: {{value}}',
  },
  pending: {
    notBuilt: 'هذه الصفحة لم تُبنَ بعد.',
  },
  productCard: {
    new: 'جديد',
    previousPrice: 'السعر السابق',
  },
  productGrid: {
    label: 'المنتجات',
  },
};
