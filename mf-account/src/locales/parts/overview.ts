import { mergedFiles, textsPart } from '../../i18n';

/** The account overview's texts: widgets, loyalty programme and points history, tier names. */
export const overviewTexts = textsPart((locale) =>
  locale === 'ar'
    ? mergedFiles(
        import(/* webpackChunkName: "texts-ar-overview" */ '../ar/overview').then(
          (texts) => texts.overviewAr,
        ),
        import(/* webpackChunkName: "texts-ar-overview" */ '../ar/loyalty').then(
          (texts) => texts.loyaltyAr,
        ),
        import(/* webpackChunkName: "texts-ar-overview" */ '../ar/tier-names').then(
          (texts) => texts.tierNamesAr,
        ),
      )
    : mergedFiles(
        import(/* webpackChunkName: "texts-en-overview" */ '../en/overview').then(
          (texts) => texts.overviewEn,
        ),
        import(/* webpackChunkName: "texts-en-overview" */ '../en/loyalty').then(
          (texts) => texts.loyaltyEn,
        ),
        import(/* webpackChunkName: "texts-en-overview" */ '../en/tier-names').then(
          (texts) => texts.tierNamesEn,
        ),
      ),
);
