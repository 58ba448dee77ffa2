/** The customer-area links of the profile dropdown and the account drawer (shell spec section 2). */
export const DROPDOWN_LINKS = [
  { key: 'overview', path: '/account' },
  { key: 'orders', path: '/account/orders' },
  { key: 'wishlist', path: '/account/wishlist' },
] as const;

/** The desktop dropdown (the spec's wider profile menu) also lists installments. */
export const WIDE_MENU_LINKS = [
  ...DROPDOWN_LINKS,
  { key: 'installments', path: '/installments' },
] as const;

export const DRAWER_LINKS = [
  ...DROPDOWN_LINKS,
  { key: 'savedCards', path: '/account/saved-cards' },
  { key: 'addressBook', path: '/account/addresses' },
  { key: 'accountSettings', path: '/account/edit' },
] as const;

export type AccountLinkKey = (typeof DRAWER_LINKS)[number]['key'];
