import type { overviewEn } from '../en/overview';

/** Arabic texts of the account overview (same keys as en/overview.ts). */
export const overviewAr: typeof overviewEn = {
  routes: { account: 'حسابي' },
  overview: {
    greeting: 'مرحبًا، {{firstname}}',
    intro: 'تابع طلباتك ومكافآتك وبيانات حسابك.',
    loading: 'جارٍ تحميل حسابك…',
    loadError: 'تعذر تحميل حسابك.',
    retry: 'حاول مرة أخرى',
    wallet: {
      title: 'محفظتي',
      credit: 'الرصيد الحالي',
      empty: 'لا يوجد رصيد بعد',
    },
    loyalty: {
      title: 'برنامج الولاء',
      points: '{{points}} نقطة',
      worth: 'بقيمة {{money}}',
      progressLabel: 'التقدم نحو {{tier}}',
      toNextTier: '{{points}} نقطة للوصول إلى {{tier}}',
      lastTier: 'لقد وصلت إلى أعلى مستوى لدينا.',
      welcomeTitle: 'أهلًا بك في برنامج الولاء',
      welcomeText: 'اكسب نقاطًا مع كل طلب واستخدمها في طلباتك القادمة.',
      howItWorks: 'كيف تعمل نقاط الولاء',
    },
    vouchers: {
      ready_zero: 'لا توجد قسائم جاهزة للاستخدام',
      ready_one: 'قسيمة واحدة جاهزة للاستخدام',
      ready_two: 'قسيمتان جاهزتان للاستخدام',
      ready_few: '{{n}} قسائم جاهزة للاستخدام',
      ready_many: '{{n}} قسيمة جاهزة للاستخدام',
      ready_other: '{{n}} قسيمة جاهزة للاستخدام',
      none: 'لا توجد قسائم جاهزة للاستخدام بعد',
    },
    firstOrder: 'اكسب {{points}} نقطة إضافية على طلبك الأول.',
    areas: 'صفحات حسابي',
    links: {
      orders: 'طلباتي',
      wishlist: 'قائمة أمنياتي',
      vouchers: 'قسائمي',
      savedCards: 'البطاقات المحفوظة',
      addresses: 'دفتر العناوين',
      profile: 'إعدادات الحساب',
      email: 'تغيير البريد الإلكتروني',
      password: 'تغيير كلمة المرور',
    },
  },
};
