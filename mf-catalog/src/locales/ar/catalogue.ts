import type { CatalogueMessages } from '../en/catalogue';

/** Arabic texts of the issue 15 catalogue screens (same keys as en/catalogue.ts). */
export const catalogueAr: CatalogueMessages = {
  offers: {
    title: 'العروض',
    shopNow: 'تسوق الآن',
    promocode: 'استخدم الكود',
    linkLabel: '{{text}}: {{title}}',
  },
  previouslyPurchased: {
    title: 'اشتريتها من قبل',
  },
  productLinks: {
    upsell: 'قد يعجبك أيضًا',
    related: 'منتجات ذات صلة',
    crosssell: 'يُشترى معه عادةً',
  },
  contact: {
    title: 'أرسل لنا رسالة',
    name: 'الاسم بالكامل',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف',
    reason: 'سبب التواصل',
    message: 'رسالتك',
    send: 'إرسال الرسالة',
    sent: 'شكرًا لك، تم إرسال رسالتك. سنتواصل معك قريبًا.',
    failed: 'تعذّر إرسال رسالتك. يرجى المحاولة مرة أخرى.',
  },
  stores: {
    title: 'فروعنا',
    none: 'لا توجد فروع مفتوحة حاليًا.',
    phone: 'الهاتف:',
    hours: '{{open}} إلى {{close}}',
    map: 'عرض {{name}} على الخريطة',
  },
  rating: {
    label: 'التقييم {{rating}} من {{max}}',
    reviews_zero: '(لا توجد تقييمات)',
    reviews_one: '(تقييم واحد)',
    reviews_two: '(تقييمان)',
    reviews_few: '({{formatted}} تقييمات)',
    reviews_many: '({{formatted}} تقييمًا)',
    reviews_other: '({{formatted}} تقييم)',
  },
};
