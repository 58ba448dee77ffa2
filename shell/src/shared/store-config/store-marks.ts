/**
 * Stand-ins for the store configuration's texts in the first screen's `layout-store` part
 * (render-first-screen.tsx): the gateway writes the store's own over them for each request
 * (infra/gateway/src/first-screen.js `STORE_MARKS`, which a gateway test compares with these).
 * The phone's is digits only, since the header's `tel:` link keeps only the digits and `+` of it.
 */
export const STORE_MARKS = {
  promo_banner: 'first-screen-promo-banner',
  customer_support_phone: '+00000000000000000',
} as const;
