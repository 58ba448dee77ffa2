import type { AccountMessages } from './en';

/** Arabic texts of the account remote (same keys as en.ts, checked by the type). */
export const ar: AccountMessages = {
  routes: {
    login: 'تسجيل الدخول',
    register: 'إنشاء حساب',
    'temp-login': 'تسجيل دخول مؤقت',
    'auth-recover': 'نسيت كلمة المرور؟',
    'auth-reset': 'إعادة تعيين كلمة المرور',
    account: 'حسابي',
    'account-addresses': 'دفتر العناوين',
    'account-address-new': 'عنوان جديد',
    'account-address-edit': 'تعديل العنوان',
    'account-edit': 'إعدادات الحساب',
    'account-edit-email': 'تغيير البريد الإلكتروني',
    'account-edit-password': 'تغيير كلمة المرور',
    'account-vouchers': 'قسائمي',
    'account-orders': 'طلباتي',
    'account-order': 'تفاصيل الطلب',
    'account-saved-cards': 'البطاقات المحفوظة',
    'account-wishlist': 'قائمة أمنياتي',
    'order-create-review': 'اكتب تقييماً',
    'create-review': 'اكتب تقييماً',
    substitution: 'استبدال منتجات الطلب',
    'substitution-success': 'تم تأكيد الاستبدال',
    fallback: 'صفحة',
  },
  params: {
    id: 'الطلب {{value}}',
    'account-address-edit': { id: 'العنوان {{value}}' },
    substitution: { id: 'المرجع: {{value}}' },
    'substitution-success': { id: 'المرجع: {{value}}' },
    path: 'المسار: {{value}}',
    other: '{{name}}: {{value}}',
  },
  pending: {
    notBuilt: 'هذه الصفحة لم تُبنَ بعد.',
  },
  accountMenu: {
    greeting: 'مرحباً، {{firstname}}',
    login: 'تسجيل الدخول أو إنشاء حساب',
  },
  areaSelector: {
    deliveringTo: 'التوصيل إلى {{district}}',
  },
};
