import type { addressBookEn } from '../en/address-book';

/** Arabic texts of the address form and the address book (same keys as en/address-book.ts). */
export const addressBookAr: typeof addressBookEn = {
  routes: {
    'account-addresses': 'دفتر العناوين',
    'account-address-new': 'عنوان جديد',
    'account-address-edit': 'تعديل العنوان',
  },
  addresses: {
    form: {
      contact: 'المستلم',
      place: 'العنوان',
      fullName: 'الاسم بالكامل',
      fullNameHint: 'الاسم الأول واسم العائلة',
      phone: 'رقم الهاتف',
      city: 'المدينة',
      area: 'المنطقة',
      district: 'الحي',
      choose: 'اختر…',
      street: 'الشارع',
      building: 'رقم المبنى',
      floor: 'الدور',
      apartment: 'الشقة',
      landmark: 'علامة مميزة (اختياري)',
      title: 'اسم العنوان (اختياري)',
      titleHint: 'مثلًا المنزل أو العمل',
      isDefault: 'اجعله عنواني الافتراضي',
      save: 'حفظ العنوان',
      cancel: 'إلغاء',
      loadingAreas: 'جارٍ تحميل مناطق التوصيل…',
      areasError: 'تعذّر تحميل مناطق التوصيل.',
      retry: 'حاول مرة أخرى',
    },
    book: {
      title: 'دفتر العناوين',
      intro: 'العناوين التي نوصل إليها طلباتك.',
      addNew: 'إضافة عنوان جديد',
      newTitle: 'عنوان جديد',
      editTitle: 'تعديل العنوان',
      back: 'العودة إلى دفتر العناوين',
      notFound: 'لم نجد هذا العنوان في دفتر عناوينك.',
      update: 'تحديث العنوان',
    },
  },
};
