/**
 * English names of the loyalty tiers: the overview's loyalty widget and tiers, and the
 * tier-upgrade dialog (read with the dialog, `deferred-texts-en-loyalty-upgrade`).
 */
export const tierNamesEn = {
  overview: {
    loyalty: {
      tier: {
        NONMEMBER: 'Not a member yet',
        BRONZE: 'Bronze member',
        SILVER: 'Silver member',
        GOLD: 'Gold member',
      },
    },
  },
};
