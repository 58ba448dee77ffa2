import { LAYOUT } from '@dukkan/contracts';

/** Customer service number shown in the header and the checkout header (`tel:` link). */
export const CUSTOMER_SERVICE_PHONE = '19999';

/** Brand colour and the few tokens the shell's minimal layout uses until the design system. */
export const COLORS = {
  brand: '#0b7a3e',
  brandDark: '#086332',
  text: '#1c2520',
  muted: '#3d4a42',
  border: '#dfe5e1',
  surface: '#f5f7f6',
} as const;

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

/** Desktop container width (shell spec section 9). */
export const LAYOUT_MAX_WIDTH = LAYOUT.containerMaxWidth;
