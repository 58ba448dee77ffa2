/** English texts of the overview's loyalty programme: points history, tiers, redemption (issue 13). */
export const loyaltyEn = {
  loyalty: {
    history: {
      open: 'Points history',
      title: 'Points history',
      loading: 'Loading your points history…',
      loadError: 'Your points history could not be loaded.',
      empty: 'No points activity yet. You earn points with every order.',
      listLabel: 'Points activity, newest first',
      loadMore: 'Load more',
      shown: 'Showing {{n}} entries',
      points: '{{points}} pts',
      action: {
        earned: 'Earned',
        redeemed: 'Redeemed',
        deducted: 'Deducted',
        expired: 'Expired',
      },
    },
    programme: {
      title: 'Tiers and rewards',
      loading: 'Loading the loyalty programme…',
      loadError: 'The loyalty programme could not be loaded.',
      tiers: 'Membership tiers',
      tierPoints: 'From {{points}} tier points',
      tierStart: 'Where everyone starts',
      yourTier: 'Your tier',
      rate: '{{points}} points are worth {{money}}',
      options: 'Spend your points at checkout',
      optionPoints: 'Points',
      optionValue: 'Discount',
      keepPoints: 'No discount, keep your points',
      off: '{{money}} off',
      bestNow: 'Your balance reaches {{points}} points today: {{money}} off your next order.',
      noneYet: 'Collect {{points}} points to get your first discount.',
    },
  },
};
