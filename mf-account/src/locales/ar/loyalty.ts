import type { loyaltyEn } from '../en/loyalty';

/** Arabic texts of the loyalty programme (same keys as en/loyalty.ts). */
export const loyaltyAr: typeof loyaltyEn = {
  loyalty: {
    history: {
      open: 'سجل النقاط',
      title: 'سجل النقاط',
      loading: 'جارٍ تحميل سجل نقاطك…',
      loadError: 'تعذّر تحميل سجل نقاطك.',
      empty: 'لا توجد حركة نقاط بعد. تكسب نقاطًا مع كل طلب.',
      listLabel: 'حركة النقاط، الأحدث أولًا',
      loadMore: 'عرض المزيد',
      shown: 'يُعرض {{n}} من الحركات',
      points: '{{points}} نقطة',
      action: {
        earned: 'مكتسبة',
        redeemed: 'مستبدلة',
        deducted: 'مخصومة',
        expired: 'منتهية الصلاحية',
      },
    },
    programme: {
      title: 'المستويات والمكافآت',
      loading: 'جارٍ تحميل برنامج الولاء…',
      loadError: 'تعذّر تحميل برنامج الولاء.',
      tiers: 'مستويات العضوية',
      tierPoints: 'ابتداءً من {{points}} نقطة مستوى',
      tierStart: 'نقطة بداية الجميع',
      yourTier: 'مستواك',
      rate: '{{points}} نقطة تساوي {{money}}',
      options: 'استبدل نقاطك عند الدفع',
      optionPoints: 'النقاط',
      optionValue: 'الخصم',
      keepPoints: 'بدون خصم، احتفظ بنقاطك',
      off: 'خصم {{money}}',
      bestNow: 'رصيدك يصل اليوم إلى {{points}} نقطة: خصم {{money}} على طلبك القادم.',
      noneYet: 'اجمع {{points}} نقطة لتحصل على أول خصم.',
    },
  },
};
