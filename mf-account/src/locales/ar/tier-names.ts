import type { tierNamesEn } from '../en/tier-names';

/** Arabic names of the loyalty tiers (same keys as en/tier-names.ts). */
export const tierNamesAr: typeof tierNamesEn = {
  overview: {
    loyalty: {
      tier: {
        NONMEMBER: 'لست عضوًا بعد',
        BRONZE: 'عضو برونزي',
        SILVER: 'عضو فضي',
        GOLD: 'عضو ذهبي',
      },
    },
  },
  tierBadge: {
    BRONZE: 'شارة المستوى البرونزي',
    SILVER: 'شارة المستوى الفضي',
    GOLD: 'شارة المستوى الذهبي',
  },
};
