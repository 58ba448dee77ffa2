import type { everyPageEn } from '../en/every-page';

/** Arabic texts of the account parts on every page (same keys as en/every-page.ts). */
export const everyPageAr: typeof everyPageEn = {
  accountMenu: {
    greeting: 'مرحباً، {{firstname}}',
    login: 'تسجيل الدخول أو إنشاء حساب',
    menuLabel: 'قائمة الحساب',
    overview: 'نظرة عامة على الحساب',
    orders: 'طلباتي',
    wishlist: 'قائمة أمنياتي',
    installments: 'التقسيط',
    sellerCenter: 'مركز البائعين',
    logout: 'تسجيل الخروج',
  },
  areaSelector: {
    deliveringTo: 'التوصيل إلى {{district}}',
    selectArea: 'اختر منطقتك',
    changeArea: 'التوصيل إلى {{district}}، تغيير منطقة التوصيل',
    chooseArea: 'اختر منطقة التوصيل',
    firstDelivery: 'أقرب موعد توصيل: {{when}}',
    noDelivery: 'لا توجد مواعيد توصيل متاحة هذا الأسبوع',
    city: 'المدينة',
    area: 'المنطقة',
    district: 'الحي',
    choose: 'اختر…',
    loading: 'جارٍ تحميل مناطق التوصيل…',
    loadError: 'تعذر تحميل مناطق التوصيل.',
    retry: 'حاول مرة أخرى',
    save: 'تأكيد المنطقة',
  },
  wishlist: {
    button: 'أضف إلى قائمة الأمنيات',
    loginFirst: 'سجّل الدخول لإضافة المنتجات إلى قائمة أمنياتك.',
    added: 'تمت الإضافة إلى قائمة أمنياتك.',
    removed: 'تمت الإزالة من قائمة أمنياتك.',
    view: 'عرض قائمة الأمنيات',
    errors: {
      productNotFound: 'تعذر العثور على هذا المنتج.',
      full: 'لا يمكن أن تحتوي قائمة أمنياتك على أكثر من {{max}} منتج.',
      notUpdated: 'تعذر تحديث قائمة أمنياتك. يرجى المحاولة مرة أخرى.',
    },
  },
};
