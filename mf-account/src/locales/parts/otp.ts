import { textsPart } from '../../i18n';

/**
 * The one-time code screen's texts, read with the checkout's code dialog when it opens. The
 * sign-in pages read the same file inside their own part (parts/sign-in.ts).
 */
export const otpTexts = textsPart((locale) =>
  locale === 'ar'
    ? import(/* webpackChunkName: "deferred-texts-ar-otp" */ '../ar/otp').then(
        (texts) => texts.otpAr,
      )
    : import(/* webpackChunkName: "deferred-texts-en-otp" */ '../en/otp').then(
        (texts) => texts.otpEn,
      ),
);
