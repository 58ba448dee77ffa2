/** English texts of the shell namespace. The Arabic file has exactly the same keys. */
export const en = {
  brand: 'Dukkan',
  skipToContent: 'Skip to main content',
  loading: 'Loading…',
  header: {
    homeLink: 'Dukkan home',
    customerService: 'Customer service {{phone}}',
    languageSwitch: 'العربية',
    secureCheckout: 'Secure checkout',
    support: 'Customer support {{phone}}',
  },
  footer: {
    navLabel: 'Footer',
    customerService: 'Customer service',
    company: 'Dukkan',
    faqs: 'FAQs',
    contact: 'Contact us',
    about: 'About us',
    stores: 'Our stores',
    return: 'Returns and refund',
    terms: 'Terms and conditions',
    privacy: 'Privacy policy',
    copyright: '© {{year}} Dukkan. All rights reserved.',
  },
  checkout: {
    privacyNote: 'Your details are used only to deliver your order and are never shared. Read our',
    privacyLink: 'privacy policy',
  },
  fallback: {
    message: 'This part of the page could not be loaded.',
    retry: 'Try again',
  },
  offline: {
    message: 'You are offline. Parts of the page may not load until the connection is back.',
  },
  alerts: {
    regionLabel: 'Notifications',
    dismiss: 'Dismiss',
  },
  notFound: {
    message: 'This page could not be found.',
    home: 'Back to home',
  },
  errorPage: {
    title: 'Ooops!',
    shopNow: 'Shop Now',
    myOrders: 'My Orders',
  },
  routes: {
    error: 'Error',
    'not-found': 'Page not found',
  },
};

/** The shape every shell translation file must have. */
export type ShellMessages = typeof en;
