/** English texts of the account overview (issue 13); the tier names are in tier-names.ts. */
export const overviewEn = {
  routes: { account: 'My account' },
  overview: {
    greeting: 'Hello, {{firstname}}',
    intro: 'Manage your orders, rewards and account details.',
    loading: 'Loading your account…',
    loadError: 'Your account could not be loaded.',
    retry: 'Try again',
    wallet: {
      title: 'My wallet',
      credit: 'Current credit',
      empty: 'No credit yet',
    },
    loyalty: {
      title: 'Loyalty',
      points: '{{points}} points',
      worth: 'Worth {{money}}',
      progressLabel: 'Progress to {{tier}}',
      toNextTier: '{{points}} points to {{tier}}',
      lastTier: 'You have reached our highest tier.',
      welcomeTitle: 'Welcome to our loyalty programme',
      welcomeText: 'Earn points on every order and spend them on your next ones.',
      howItWorks: 'How loyalty points work',
    },
    vouchers: {
      // Every plural form of Arabic exists here too, so both files have the same keys.
      ready_zero: '{{n}} vouchers ready to use',
      ready_one: '{{n}} voucher ready to use',
      ready_two: '{{n}} vouchers ready to use',
      ready_few: '{{n}} vouchers ready to use',
      ready_many: '{{n}} vouchers ready to use',
      ready_other: '{{n}} vouchers ready to use',
      none: 'No voucher is ready to use yet',
    },
    firstOrder: 'Earn {{points}} bonus points on your first order.',
    areas: 'My account pages',
    links: {
      orders: 'My orders',
      wishlist: 'My wishlist',
      vouchers: 'My vouchers',
      savedCards: 'Saved cards',
      addresses: 'Address book',
      profile: 'Account settings',
      email: 'Change e-mail',
      password: 'Change password',
    },
  },
};
