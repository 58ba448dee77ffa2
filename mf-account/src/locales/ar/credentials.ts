import type { credentialsEn } from '../en/credentials';

/** Arabic texts of the e-mail sign-in, password recovery and reset, and the profile pages (issue 13). */
export const credentialsAr: typeof credentialsEn = {
  emailLogin: {
    or: 'أو',
    title: 'تسجيل الدخول بالبريد الإلكتروني',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
    forgot: 'نسيت كلمة المرور؟',
  },
  recover: {
    intro: 'أدخل البريد الإلكتروني لحسابك وسنرسل لك رابطًا لاختيار كلمة مرور جديدة.',
    submit: 'إرسال رابط إعادة التعيين',
    sent: 'إذا كان هناك حساب يستخدم {{email}}، فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة المرور. يعمل الرابط لمدة ساعة واحدة.',
    backToLogin: 'العودة إلى تسجيل الدخول',
  },
  reset: {
    intro: 'اختر كلمة مرور جديدة لحسابك.',
    password: 'كلمة المرور الجديدة',
    passwordHint: '٨ أحرف على الأقل، وتحتوي على حرف ورقم',
    confirmation: 'تأكيد كلمة المرور الجديدة',
    submit: 'حفظ كلمة المرور الجديدة',
    done: 'تم تغيير كلمة المرور. يمكنك تسجيل الدخول بها الآن.',
    login: 'الذهاب إلى تسجيل الدخول',
    noToken: 'رابط إعادة التعيين هذا غير مكتمل. اطلب رابطًا جديدًا.',
    newLink: 'اطلب رابطًا جديدًا لإعادة التعيين',
  },
  profile: {
    firstname: 'الاسم الأول',
    lastname: 'اسم العائلة',
    phone: 'رقم الموبايل',
    save: 'حفظ التغييرات',
    saved: 'تم حفظ بياناتك.',
    saveEmail: 'حفظ البريد الإلكتروني',
    emailSaved: 'تم تغيير بريدك الإلكتروني.',
    currentPassword: 'كلمة المرور الحالية',
    savePassword: 'تغيير كلمة المرور',
    passwordSaved: 'تم تغيير كلمة المرور. تم تسجيل الخروج من الأجهزة الأخرى.',
  },
};
