import { textsPart } from '../../i18n';

/** The wishlist page's texts (the button's are on every page). */
export const wishlistTexts = textsPart((locale) =>
  locale === 'ar'
    ? import(/* webpackChunkName: "texts-ar-wishlist" */ '../ar/wishlist').then(
        (texts) => texts.wishlistAr,
      )
    : import(/* webpackChunkName: "texts-en-wishlist" */ '../en/wishlist').then(
        (texts) => texts.wishlistEn,
      ),
);
