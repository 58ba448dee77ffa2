import { LAYOUT, theme } from '@dukkan/contracts';

/** Customer service number shown in the header and the checkout header (`tel:` link). */
export const CUSTOMER_SERVICE_PHONE = '19999';

/** Stacking layers of the theme. */
export const Z = theme.zIndex;

/** Footer links, in the spec's order (shell spec section 2, "Footer"). */
export const FOOTER_LINKS = [
  { key: 'faqs', path: '/faqs' },
  { key: 'contact', path: '/contact' },
  { key: 'about', path: '/about' },
  { key: 'stores', path: '/stores' },
  { key: 'return', path: '/return' },
  { key: 'terms', path: '/terms' },
  { key: 'privacy', path: '/privacy' },
] as const;

/** Height of the phones' fixed bottom bar; the page and the download-app banner keep clear of it. */
export const MOBILE_BAR_HEIGHT = 64;

/** Desktop container width (shell spec section 9). */
export const LAYOUT_MAX_WIDTH = LAYOUT.containerMaxWidth;

/**
 * The store's app listings and social profiles (footer, download-app banner). Deployment
 * configuration: these name Dukkan's own listings and must be changed with the store's.
 */
export const APP_LINKS = {
  android: 'https://play.google.com/store/apps/details?id=eg.dukkan.app',
  ios: 'https://apps.apple.com/eg/app/dukkan/id6450000000',
} as const;

export const SOCIAL_LINKS = [
  { key: 'facebook', href: 'https://www.facebook.com/dukkan.eg' },
  { key: 'instagram', href: 'https://www.instagram.com/dukkan.eg' },
  { key: 'x', href: 'https://x.com/dukkan_eg' },
  { key: 'youtube', href: 'https://www.youtube.com/@dukkan.eg' },
] as const;
