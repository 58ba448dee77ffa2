import type { loyaltyUpgradeEn } from '../en/loyalty-upgrade';

/** Arabic texts of the tier-upgrade dialog (same keys as en/loyalty-upgrade.ts). */
export const loyaltyUpgradeAr: typeof loyaltyUpgradeEn = {
  loyalty: {
    upgrade: {
      title: 'تهانينا!',
      text: 'أصبحت الآن {{tier}}.',
      perks: 'استمتع بمزايا مستواك الجديد في طلباتك القادمة.',
      continue: 'متابعة التسوق',
    },
  },
};
