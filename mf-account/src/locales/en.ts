/** English texts of the account remote. The Arabic file must have exactly these keys. */
export const en = {
  routes: {
    login: 'Login',
    register: 'Create an account',
    'temp-login': 'Temporary login',
    'auth-recover': 'Forgot your password?',
    'auth-reset': 'Reset your password',
    account: 'My account',
    'account-addresses': 'Address book',
    'account-address-new': 'New address',
    'account-address-edit': 'Edit address',
    'account-edit': 'Account settings',
    'account-edit-email': 'Change e-mail',
    'account-edit-password': 'Change password',
    'account-vouchers': 'My vouchers',
    'account-orders': 'My orders',
    'account-order': 'Order details',
    'account-saved-cards': 'Saved cards',
    'account-wishlist': 'My wishlist',
    'order-create-review': 'Write a review',
    'create-review': 'Write a review',
    substitution: 'Order substitution',
    'substitution-success': 'Substitution confirmed',
    fallback: 'Page',
  },
  params: {
    id: 'Order {{value}}',
    'account-address-edit': { id: 'Address {{value}}' },
    substitution: { id: 'Reference: {{value}}' },
    'substitution-success': { id: 'Reference: {{value}}' },
    path: 'Path: {{value}}',
    other: '{{name}}: {{value}}',
  },
  pending: {
    notBuilt: 'This page is not built yet.',
  },
  accountMenu: {
    greeting: 'Hello, {{firstname}}',
    login: 'Login or register',
  },
  areaSelector: {
    deliveringTo: 'Delivering to {{district}}',
  },
};

export type AccountMessages = typeof en;
