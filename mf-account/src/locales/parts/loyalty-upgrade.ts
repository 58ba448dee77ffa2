import { mergedFiles, textsPart } from '../../i18n';

/** The tier-upgrade dialog's texts (with the tier names), read with its code when it is due. */
export const loyaltyUpgradeTexts = textsPart((locale) =>
  locale === 'ar'
    ? mergedFiles(
        import(
          /* webpackChunkName: "deferred-texts-ar-loyalty-upgrade" */ '../ar/loyalty-upgrade'
        ).then((texts) => texts.loyaltyUpgradeAr),
        import(/* webpackChunkName: "deferred-texts-ar-loyalty-upgrade" */ '../ar/tier-names').then(
          (texts) => texts.tierNamesAr,
        ),
      )
    : mergedFiles(
        import(
          /* webpackChunkName: "deferred-texts-en-loyalty-upgrade" */ '../en/loyalty-upgrade'
        ).then((texts) => texts.loyaltyUpgradeEn),
        import(/* webpackChunkName: "deferred-texts-en-loyalty-upgrade" */ '../en/tier-names').then(
          (texts) => texts.tierNamesEn,
        ),
      ),
);
