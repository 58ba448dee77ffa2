import type { deliveryEn } from '../en/delivery';

/**
 * Arabic texts of the shipping step's choice between home delivery and store pickup,
 * and of the phone login on /checkout.
 */
export const deliveryAr: typeof deliveryEn = {
  delivery: {
    modeTitle: 'كيف تريد أن تستلم طلبك؟',
    homeDelivery: 'التوصيل للمنزل',
    homeDeliveryHint: 'إلى عنوانك، في اليوم والموعد الذي تختاره.',
    storePickup: 'الاستلام من الفرع',
    storePickupHint: 'استلمه بنفسك من أحد فروعنا.',
    storesTitle: 'مكان الاستلام',
    chooseStore: 'اختر الفرع الذي ستستلم منه طلبك.',
    loadingStores: 'جارٍ تحميل أماكن الاستلام',
    storesError: 'تعذر تحميل أماكن الاستلام.',
    retry: 'حاول مرة أخرى',
    noStores: 'لا يوجد فرع متاح للاستلام حاليًا. اختر التوصيل للمنزل.',
    hours: '{{days}}: من {{open}} إلى {{close}}',
    phone: 'الهاتف',
    pickupFrom: 'الاستلام من {{name}}',
    rules: 'ينتظرك طلبك في هذا الفرع حتى تستلمه. لا يُحفظ عنوان الاستلام في دفتر عناوينك.',
    invalidItems:
      'بعض المنتجات غير متوفرة في هذا الفرع. اختر فرعًا آخر أو التوصيل للمنزل، أو عدّل عربة التسوق.',
    saving: 'جارٍ حفظ اختيارك…',
    fee: 'رسوم الاستلام',
  },
  quickLogin: {
    title: 'تسجيل الدخول برمز',
    phone: 'رقم الهاتف',
    hint: 'نرسل لك رمزًا من 4 أرقام لتدخله هنا، وتبقى في صفحة الدفع.',
    send: 'أرسل لي رمزًا',
    waiting: 'بانتظار الرمز…',
    other: 'جديد هنا، أو تفضل البريد الإلكتروني وكلمة المرور؟',
  },
};
