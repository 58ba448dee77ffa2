import type { ShellMessages } from './en';

/** Arabic texts of the shell namespace. */
export const ar: ShellMessages = {
  brand: 'دكان',
  skipToContent: 'انتقل إلى المحتوى الرئيسي',
  loading: 'جارٍ التحميل…',
  header: {
    homeLink: 'الصفحة الرئيسية لدكان',
    customerService: 'خدمة العملاء {{phone}}',
    languageSwitch: 'English',
    secureCheckout: 'دفع آمن',
    support: 'دعم العملاء {{phone}}',
  },
  footer: {
    navLabel: 'تذييل الصفحة',
    customerService: 'خدمة العملاء',
    company: 'دكان',
    faqs: 'الأسئلة الشائعة',
    contact: 'تواصل معنا',
    about: 'من نحن',
    stores: 'فروعنا',
    return: 'الاسترجاع والاسترداد',
    terms: 'الشروط والأحكام',
    privacy: 'سياسة الخصوصية',
    copyright: '© {{year}} دكان. جميع الحقوق محفوظة.',
  },
  checkout: {
    privacyNote: 'تُستخدم بياناتك لتوصيل طلبك فقط ولا تتم مشاركتها أبداً. اقرأ',
    privacyLink: 'سياسة الخصوصية',
  },
  fallback: {
    message: 'تعذر تحميل هذا الجزء من الصفحة.',
    retry: 'حاول مرة أخرى',
  },
  offline: {
    message: 'أنت غير متصل بالإنترنت. قد لا تُحمَّل بعض أجزاء الصفحة حتى يعود الاتصال.',
  },
  alerts: {
    regionLabel: 'الإشعارات',
    dismiss: 'إغلاق',
  },
  notFound: {
    message: 'تعذر العثور على هذه الصفحة.',
    home: 'العودة إلى الرئيسية',
  },
  errorPage: {
    title: 'عفواً!',
    shopNow: 'تسوق الآن',
    myOrders: 'طلباتي',
  },
  routes: {
    error: 'خطأ',
    'not-found': 'الصفحة غير موجودة',
  },
};
