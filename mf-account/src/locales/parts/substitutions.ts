import { textsPart } from '../../i18n';

/** The substitution pages' texts. */
export const substitutionsTexts = textsPart((locale) =>
  locale === 'ar'
    ? import(/* webpackChunkName: "texts-ar-substitutions" */ '../ar/substitutions').then(
        (texts) => texts.substitutionsAr,
      )
    : import(/* webpackChunkName: "texts-en-substitutions" */ '../en/substitutions').then(
        (texts) => texts.substitutionsEn,
      ),
);
