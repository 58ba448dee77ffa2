/**
 * English names of the loyalty tiers and their badges' text: the overview's loyalty widget and
 * tiers, the account drawer and the tier-upgrade dialog (read with the dialog, `deferred-texts-en-loyalty-upgrade`).
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
  tierBadge: {
    BRONZE: 'Bronze tier badge',
    SILVER: 'Silver tier badge',
    GOLD: 'Gold tier badge',
  },
};
