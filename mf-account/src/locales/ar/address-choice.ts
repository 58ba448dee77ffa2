import type { addressChoiceEn } from '../en/address-choice';

/** Arabic texts of choosing among saved addresses (same keys as en/address-choice.ts). */
export const addressChoiceAr: typeof addressChoiceEn = {
  addresses: {
    card: {
      defaultBadge: 'الافتراضي',
      outOfRange: 'هذا العنوان خارج نطاق التوصيل ولا يمكن اختياره.',
      otherArea:
        'يوصّل إلى {{district}} فرع آخر: اختيار هذا العنوان يغيّر منطقة التوصيل ومعها الأسعار والمخزون.',
      select: 'التوصيل إلى {{title}}',
      edit: 'تعديل',
      editLabel: 'تعديل {{title}}',
      remove: 'حذف',
      removeLabel: 'حذف {{title}}',
      update: 'تحديث العنوان',
      cancel: 'إلغاء',
      editing: 'تعديل {{title}}',
    },
    picker: {
      listLabel: 'العناوين المحفوظة',
      loading: 'جارٍ تحميل عناوينك…',
      loadError: 'تعذّر تحميل عناوينك.',
      retry: 'حاول مرة أخرى',
      empty: 'ليس لديك عناوين محفوظة بعد.',
      addNew: 'إضافة عنوان جديد',
      newTitle: 'عنوان جديد',
      cancelNew: 'إلغاء',
      saved: 'تم حفظ العنوان.',
      updated: 'تم تحديث العنوان.',
      removed: 'تم حذف العنوان.',
    },
    selector: {
      title: 'اختر عنوان التوصيل',
      description: 'الأسعار والمخزون حسب الفرع الذي يوصل إلى العنوان.',
      confirm: 'تأكيد الموقع',
      addNew: 'إضافة عنوان جديد',
      close: 'إغلاق',
      empty: 'ليس لديك عناوين محفوظة بعد.',
    },
  },
};
