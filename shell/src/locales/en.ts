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
    /** An essential fragment's slot (add to cart, mini cart) when its remote cannot load. */
    compact: 'Not available',
    /** The page's one quiet line while optional fragments are missing. */
    degraded: 'Some features are unavailable right now.',
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
  menu: {
    label: 'Categories',
    allCategories: 'All categories',
    brands: 'Brands',
    deals: 'Deals',
    shopAll: 'Shop all {{name}}',
    subcategoriesOf: '{{name}} subcategories',
  },
  mobileBar: {
    label: 'Quick navigation',
    home: 'Home',
    categories: 'Categories',
    cart: 'Cart',
    cartCount: '{{count}} items in the cart',
    deals: 'Deals',
    account: 'Profile',
    login: 'Login',
  },
  mobileMenu: {
    title: 'Menu',
    close: 'Close menu',
    categories: 'Categories',
    brands: 'Brands',
    partners: 'Our partners',
    addressBook: 'Address book',
    accountSettings: 'Account settings',
    savedCards: 'Saved cards',
    language: 'Language',
  },
  newsletter: {
    title: 'Subscribe to our newsletter',
    hint: 'Be the first to hear about offers and new products.',
    emailLabel: 'E-mail address',
    emailPlaceholder: 'name@example.com',
    submit: 'Subscribe',
    submitting: 'Subscribing…',
  },
  apps: {
    title: 'Shop on the app',
    appStore: 'Download on the App Store',
    playStore: 'Get it on Google Play',
  },
  social: {
    title: 'Follow us',
    facebook: 'Dukkan on Facebook',
    instagram: 'Dukkan on Instagram',
    x: 'Dukkan on X',
    youtube: 'Dukkan on YouTube',
  },
  payments: {
    title: 'Payment methods we accept',
    mastercard: 'Mastercard',
    visa: 'Visa',
    cib: 'CIB',
    nbe: 'National Bank of Egypt',
    valu: 'valU',
  },
  scrollToTop: 'Back to top',
  opensInNewTab: '(opens in a new tab)',
  downloadApp: {
    label: 'Get the app',
    message: 'Shop faster with the Dukkan app.',
    install: 'Install',
    open: 'Open in the app',
    close: 'Close',
  },
  selectArea: {
    title: 'Where should we deliver?',
    hint: 'Choose your delivery area to see the products, prices and delivery times near you.',
    close: 'Close',
  },
  progress: {
    label: 'Loading the page',
  },
  routes: {
    error: 'Error',
    'not-found': 'Page not found',
  },
};

/** The shape every shell translation file must have. */
export type ShellMessages = typeof en;
