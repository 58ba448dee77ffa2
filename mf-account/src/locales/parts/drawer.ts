import { mergedFiles, textsPart } from '../../i18n';

/**
 * The mobile account drawer's texts with the tier names (the tier badge's text), read with its
 * code when it opens or is preloaded.
 */
export const drawerTexts = textsPart((locale) =>
  locale === 'ar'
    ? mergedFiles(
        import(/* webpackChunkName: "deferred-texts-ar-drawer" */ '../ar/drawer').then(
          (texts) => texts.drawerAr,
        ),
        import(/* webpackChunkName: "deferred-texts-ar-drawer" */ '../ar/tier-names').then(
          (texts) => texts.tierNamesAr,
        ),
      )
    : mergedFiles(
        import(/* webpackChunkName: "deferred-texts-en-drawer" */ '../en/drawer').then(
          (texts) => texts.drawerEn,
        ),
        import(/* webpackChunkName: "deferred-texts-en-drawer" */ '../en/tier-names').then(
          (texts) => texts.tierNamesEn,
        ),
      ),
);
