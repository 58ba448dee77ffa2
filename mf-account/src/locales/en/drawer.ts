/** English texts of the mobile account drawer, read when it opens (or is preloaded). */
export const drawerEn = {
  accountMenu: {
    savedCards: 'Saved cards',
    addressBook: 'Address book',
    accountSettings: 'Account settings',
    drawerTitle: 'My account',
    close: 'Close the account menu',
    morning: 'Good morning',
    evening: 'Good evening',
    loyalty: 'Loyalty',
    tier: {
      NONMEMBER: 'Not a member yet',
      BRONZE: 'Bronze member',
      SILVER: 'Silver member',
      GOLD: 'Gold member',
    },
    points: 'Points: {{points}}',
    wallet: 'My wallet',
    walletEmpty: 'No credit yet',
    language: 'Language',
    languageNames: { en: 'English', ar: 'العربية' },
    links: 'Account links',
  },
};
