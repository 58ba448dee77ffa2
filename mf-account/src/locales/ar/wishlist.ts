import type { wishlistEn } from '../en/wishlist';

/** Arabic texts of the wishlist button and the wishlist page. */
export const wishlistAr: typeof wishlistEn = {
  button: 'أضف إلى قائمة الأمنيات',
  loginFirst: 'سجّل الدخول لإضافة المنتجات إلى قائمة أمنياتك.',
  added: 'تمت الإضافة إلى قائمة أمنياتك.',
  removed: 'تمت الإزالة من قائمة أمنياتك.',
  view: 'عرض قائمة الأمنيات',
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
  errors: {
    productNotFound: 'تعذر العثور على هذا المنتج.',
    full: 'لا يمكن أن تحتوي قائمة أمنياتك على أكثر من {{max}} منتج.',
    notUpdated: 'تعذر تحديث قائمة أمنياتك. يرجى المحاولة مرة أخرى.',
  },
};
