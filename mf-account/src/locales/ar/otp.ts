import type { otpEn } from '../en/otp';

/** Arabic texts of the one-time code screen (same keys as en/otp.ts). */
export const otpAr: typeof otpEn = {
  otp: {
    title: 'تحقق من رقم هاتفك',
    sentTo: 'أرسلنا رمزاً من ٤ أرقام إلى',
    changePhone: 'تغيير رقم الهاتف',
    code: 'رمز التحقق',
    digit: 'الرقم {{index}} من {{total}}',
    verifying: 'جارٍ التحقق من الرمز…',
    resend: 'إعادة إرسال الرمز',
    resendIn: 'إعادة إرسال الرمز بعد {{time}}',
    didNotGet: 'لم يصلك الرمز؟',
  },
  tempLogin: { codeTitle: 'تحقق من بريدك الإلكتروني' },
};
