import { textsPart } from '../../i18n';

/** The mobile account drawer's texts, read with its code when it opens or is preloaded. */
export const drawerTexts = textsPart((locale) =>
  locale === 'ar'
    ? import(/* webpackChunkName: "deferred-texts-ar-drawer" */ '../ar/drawer').then(
        (texts) => texts.drawerAr,
      )
    : import(/* webpackChunkName: "deferred-texts-en-drawer" */ '../en/drawer').then(
        (texts) => texts.drawerEn,
      ),
);
