import type { tempLoginEn } from '../en/temp-login';

/** Arabic texts of the temporary login (same keys as en/temp-login.ts). */
export const tempLoginAr: typeof tempLoginEn = {
  intro:
    'لا تتذكر كلمة المرور؟ أدخل البريد الإلكتروني لحسابك وسنرسل إليك رمزًا لمرة واحدة ورابطًا لتسجيل الدخول.',
  submit: 'إرسال الرمز',
  codeTitle: 'تحقق من بريدك الإلكتروني',
  otherEmail: 'استخدم بريدًا إلكترونيًا آخر',
  otherWays: 'طرق أخرى لتسجيل الدخول',
  checkingLink: 'جارٍ تسجيل دخولك بالرابط المرسل إلى بريدك الإلكتروني…',
};
