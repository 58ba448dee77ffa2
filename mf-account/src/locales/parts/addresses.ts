import { mergedFiles, textsPart } from '../../i18n';

/** The address pages' and the checkout's address form and picker's texts. */
export const addressesTexts = textsPart((locale) =>
  locale === 'ar'
    ? mergedFiles(
        import(/* webpackChunkName: "texts-ar-addresses" */ '../ar/address-book').then(
          (texts) => texts.addressBookAr,
        ),
        import(/* webpackChunkName: "texts-ar-addresses" */ '../ar/address-choice').then(
          (texts) => texts.addressChoiceAr,
        ),
      )
    : mergedFiles(
        import(/* webpackChunkName: "texts-en-addresses" */ '../en/address-book').then(
          (texts) => texts.addressBookEn,
        ),
        import(/* webpackChunkName: "texts-en-addresses" */ '../en/address-choice').then(
          (texts) => texts.addressChoiceEn,
        ),
      ),
);
