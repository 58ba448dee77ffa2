/** English texts of the tier-upgrade dialog, read when it is due (with tier-names.ts). */
export const loyaltyUpgradeEn = {
  loyalty: {
    upgrade: {
      title: 'Congratulations!',
      text: 'You are now a {{tier}}.',
      perks: 'Enjoy the rewards of your new tier on your next orders.',
      continue: 'Continue shopping',
    },
  },
};
