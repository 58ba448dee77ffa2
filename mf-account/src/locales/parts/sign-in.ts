import { mergedFiles, textsPart } from '../../i18n';

/** The sign-in and profile pages' texts, with the one-time code screen's. */
export const signInTexts = textsPart((locale) =>
  locale === 'ar'
    ? mergedFiles(
        import(/* webpackChunkName: "texts-ar-sign-in" */ '../ar/sign-in').then(
          (texts) => texts.signInAr,
        ),
        import(/* webpackChunkName: "texts-ar-sign-in" */ '../ar/otp').then((texts) => texts.otpAr),
      )
    : mergedFiles(
        import(/* webpackChunkName: "texts-en-sign-in" */ '../en/sign-in').then(
          (texts) => texts.signInEn,
        ),
        import(/* webpackChunkName: "texts-en-sign-in" */ '../en/otp').then((texts) => texts.otpEn),
      ),
);
