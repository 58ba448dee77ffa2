import { textsPart } from '../../i18n';

/** The order review page's texts. */
export const reviewsTexts = textsPart((locale) =>
  locale === 'ar'
    ? import(/* webpackChunkName: "texts-ar-reviews" */ '../ar/reviews').then(
        (texts) => texts.reviewsAr,
      )
    : import(/* webpackChunkName: "texts-en-reviews" */ '../en/reviews').then(
        (texts) => texts.reviewsEn,
      ),
);
