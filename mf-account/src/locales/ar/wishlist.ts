import type { wishlistEn } from '../en/wishlist';

/** Arabic texts of the wishlist page (same keys as en/wishlist.ts). */
export const wishlistAr: typeof wishlistEn = {
  routes: { 'account-wishlist': 'قائمة أمنياتي' },
  wishlist: {
    loading: 'جارٍ تحميل قائمة أمنياتك…',
    loadError: 'تعذر تحميل قائمة أمنياتك.',
    retry: 'حاول مرة أخرى',
    empty: 'قائمة أمنياتك فارغة.',
    emptyHint: 'اضغط على القلب في أي منتج لحفظه هنا.',
    browse: 'متابعة التسوق',
    count: 'عدد المنتجات: {{count}}',
    remove: 'إزالة',
    removeItem: 'إزالة {{name}} من قائمة الأمنيات',
    chooseOptions: 'اختر الخيارات',
    pages: 'صفحات قائمة الأمنيات',
    previous: 'الصفحة السابقة',
    next: 'الصفحة التالية',
    page: 'صفحة {{page}} من {{total}}',
  },
};
