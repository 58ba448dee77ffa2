import { textsPart } from '../../i18n';

/**
 * The address selector's texts (cards, list, selector), read with its code when it must open.
 * The address pages read the same file inside their own part (parts/addresses.ts).
 */
export const addressChoiceTexts = textsPart((locale) =>
  locale === 'ar'
    ? import(
        /* webpackChunkName: "deferred-texts-ar-address-choice" */ '../ar/address-choice'
      ).then((texts) => texts.addressChoiceAr)
    : import(
        /* webpackChunkName: "deferred-texts-en-address-choice" */ '../en/address-choice'
      ).then((texts) => texts.addressChoiceEn),
);
