import type { CatalogMessages } from './en';
import { catalogueAr } from './ar/catalogue';

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
    installments: 'التقسيط',
    partners: 'شركاؤنا',
    brands: 'العلامات التجارية',
    brand: 'العلامة التجارية',
    deals: 'العروض',
    featured: 'فئة مميزة',
    'view-more': 'المزيد من المنتجات',
    'url-resolver': 'فئة أو منتج',
    fallback: 'صفحة',
  },
  productCard: {
    new: 'جديد',
    previousPrice: 'السعر السابق',
    chooseOptions: 'اختر المواصفات',
  },
  productGrid: {
    label: 'المنتجات',
  },
  price: {
    startsFrom: 'يبدأ من',
    perUnit: '/ {{unit}}',
    perStep: '{{price}} لكل {{step}} {{unit}}',
  },
  units: {
    kg: 'كجم',
    g: 'جم',
    piece: 'قطعة',
  },
  currency: {
    EGP: 'ج.م.',
  },
  stock: {
    inStock: 'متوفر',
    outOfStock: 'غير متوفر',
    onlyLeft: 'متبقٍ {{left}}{{unit}} فقط',
  },
  common: {
    loading: 'جارٍ التحميل',
    loadFailed: 'تعذر التحميل. يرجى المحاولة مرة أخرى.',
    retry: 'حاول مرة أخرى',
    shopNow: 'تسوق الآن',
    breadcrumb: 'مسار التنقل',
    listSeparator: '، ',
  },
  home: {
    bannerTitle: 'خصم ١٠٪ وتوصيل مجاني',
    bannerText: 'على جميع الطلبات أونلاين. بقالة طازجة وإلكترونيات تصلك من أقرب فرع.',
    categoriesTitle: 'تسوق حسب القسم',
    bestsellersTitle: 'الأكثر مبيعًا',
    dealsTitle: 'العروض',
    allDeals: 'كل العروض',
  },
  category: {
    count: 'عدد المنتجات: {{formatted}}',
    empty: 'لا توجد منتجات تطابق هذه الفلاتر. جرّب إزالة بعضها.',
    showing: 'عرض {{shown}} من {{total}} منتج',
    loadMore: 'عرض المزيد',
  },
  facets: {
    title: 'الفلاتر',
    category: 'القسم',
    brand: 'الماركة',
    price: 'السعر',
    anyPrice: 'أي سعر',
    priceRange: 'من {{from}} إلى {{to}} {{currency}}',
    clear: 'مسح الفلاتر',
  },
  sort: {
    label: 'ترتيب حسب',
    position_ASC: 'المقترح',
    bestseller_ASC: 'الأكثر مبيعًا',
    newest_DESC: 'الأحدث',
    price_ASC: 'السعر: من الأقل للأعلى',
    price_DESC: 'السعر: من الأعلى للأقل',
    name_ASC: 'الاسم: أ إلى ي',
    name_DESC: 'الاسم: ي إلى أ',
  },
  featured: {
    subcategories: 'الأقسام الفرعية',
  },
  brands: {
    count: 'عدد المنتجات: {{formatted}}',
  },
  ...catalogueAr,
};
