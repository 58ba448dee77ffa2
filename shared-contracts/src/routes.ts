import type { ModuleId } from './modules';

/** Guards the shell knows (shell spec section 2). Any other name yields the 500 error page. */
export const GUARDS = ['auth', 'guest', 'referral'] as const;
export type GuardName = (typeof GUARDS)[number];
export type LayoutName = 'default' | 'minimal';

export interface RouteDefinition {
  /** Stable id; also the i18n key of the page title (`routes.<id>` in the owner's namespace). */
  id: string;
  /**
   * Path under the locale prefix, in react-router syntax (`:param`, `:param?` optional,
   * `*` splat). '' is the home page.
   */
  path: string;
  /** The page module rendered, or `shell` for pages the shell owns. */
  module: ModuleId | 'shell/ErrorPage' | 'shell/NotFoundPage';
  /** Guard name; kept as string so a misconfigured table is caught at run time (500). */
  guard?: GuardName;
  layout: LayoutName;
  /**
   * Set for routes matched by path suffix rather than pattern ("any path ending in
   * /create-review"). React Router has no mid-path splat, so the shell's catch-all checks these
   * before showing the 404 page; `path` is then `*`.
   */
  endsWith?: string;
}

const page = (
  id: string,
  path: string,
  module: RouteDefinition['module'],
  extra: Partial<Pick<RouteDefinition, 'guard' | 'layout'>> = {},
): RouteDefinition => ({
  id,
  path,
  module,
  layout: extra.layout ?? 'default',
  ...(extra.guard ? { guard: extra.guard } : {}),
});

/**
 * Every route of both specs. Which route uses which guard is not in the spec; the choices are:
 * auth for the customer area, reviews and substitutions; guest for login, register, temp-login
 * and password recovery; referral on home and register (it records a group_id link).
 */
export const ROUTES: readonly RouteDefinition[] = [
  page('home', '', 'catalog/HomePage', { guard: 'referral' }),
  page('about', 'about', 'catalog/InfoPage'),
  page('contact', 'contact', 'catalog/InfoPage'),
  page('faqs', 'faqs', 'catalog/InfoPage'),
  page('stores', 'stores', 'catalog/InfoPage'),
  page('return', 'return', 'catalog/InfoPage'),
  page('terms', 'terms', 'catalog/InfoPage'),
  page('privacy', 'privacy', 'catalog/InfoPage'),
  page('loyalty-points-system', 'loyalty-points-system', 'catalog/InfoPage'),
  page('installments', 'installments', 'catalog/InfoPage'),
  page('partners', 'partners', 'catalog/InfoPage'),
  page('brands', 'brands', 'catalog/BrandsPage'),
  page('brand', 'brands/:slug', 'catalog/BrandPage'),
  page('deals', 'deals', 'catalog/DealsPage'),
  page('featured', 'featured/:categorySlug?', 'catalog/FeaturedPage'),
  page('view-more', 'view-more/:code?', 'catalog/ViewMorePage'),
  page('search', 'search/:name?', 'search/SearchPage'),
  page('compare', 'compare', 'search/ComparePage'),
  page('cart', 'cart', 'cart/CartPage'),
  page('checkout', 'checkout', 'cart/CheckoutPage', { layout: 'minimal' }),
  page('checkout-shipping', 'checkout/shipping', 'cart/CheckoutPage', { layout: 'minimal' }),
  page('checkout-guest-shipping', 'checkout/guest-shipping', 'cart/CheckoutPage', {
    layout: 'minimal',
  }),
  page('checkout-pay', 'checkout/pay', 'cart/CheckoutPage', { layout: 'minimal' }),
  page('place-order', 'place-order', 'cart/PlaceOrderPage', { layout: 'minimal' }),
  page('orders-success', 'orders/success', 'cart/OrderSuccessPage'),
  page('orders-error', 'orders/error', 'cart/OrderErrorPage'),
  page('order-success', 'orders/:id/success', 'cart/OrderSuccessPage'),
  page('guest-orders-success', 'guest-order/success', 'cart/GuestOrderSuccessPage'),
  page('guest-order-success', 'guest-order/:id/success', 'cart/GuestOrderSuccessPage'),
  page('login', 'login', 'account/LoginPage', { guard: 'guest' }),
  page('register', 'register', 'account/RegisterPage', { guard: 'referral' }),
  page('temp-login', 'temp-login', 'account/TempLoginPage', { guard: 'guest' }),
  page('auth-recover', 'auth/recover', 'account/RecoverPasswordPage', { guard: 'guest' }),
  page('auth-reset', 'auth/reset', 'account/ResetPasswordPage', { guard: 'guest' }),
  // Signed in or not: the link proves a registration's e-mail or a new one (issue 60).
  page('confirm-email', 'confirm-email', 'account/ConfirmEmailPage'),
  page('account', 'account', 'account/AccountOverviewPage', { guard: 'auth' }),
  page('account-addresses', 'account/addresses', 'account/AddressesPage', { guard: 'auth' }),
  page('account-address-new', 'account/addresses/new', 'account/AddressFormPage', {
    guard: 'auth',
  }),
  page('account-address-edit', 'account/addresses/:id/edit', 'account/AddressFormPage', {
    guard: 'auth',
  }),
  page('account-edit', 'account/edit', 'account/ProfileEditPage', { guard: 'auth' }),
  page('account-edit-email', 'account/edit/email', 'account/ProfileEditPage', { guard: 'auth' }),
  page('account-edit-password', 'account/edit/password', 'account/ProfileEditPage', {
    guard: 'auth',
  }),
  page('account-vouchers', 'account/my-vouchers', 'account/VouchersPage', { guard: 'auth' }),
  page('account-orders', 'account/orders', 'account/OrdersPage', { guard: 'auth' }),
  page('account-order', 'account/orders/:id', 'account/OrderDetailPage', { guard: 'auth' }),
  page('account-saved-cards', 'account/saved-cards', 'account/SavedCardsPage', { guard: 'auth' }),
  page('account-wishlist', 'account/wishlist', 'account/WishlistPage', { guard: 'auth' }),
  page('order-create-review', 'orders/:id/create-review', 'account/CreateReviewPage', {
    guard: 'auth',
  }),
  {
    ...page('create-review', '*', 'account/CreateReviewPage', { guard: 'auth' }),
    endsWith: '/create-review',
  },
  page('substitution', 'substitution/:id', 'account/SubstitutionPage', { guard: 'auth' }),
  page('substitution-success', 'substitution/:id/success', 'account/SubstitutionPage', {
    guard: 'auth',
  }),
  page('error', 'error', 'shell/ErrorPage'),
  // `/{url_key}`: a category without children, a subcategory or a product. Static paths above
  // rank higher in react-router, so this only matches single segments no other route claims.
  page('url-resolver', ':urlKey', 'catalog/UrlResolverPage'),
  page('not-found', '*', 'shell/NotFoundPage'),
];

export function routeById(id: string): RouteDefinition | undefined {
  return ROUTES.find((route) => route.id === id);
}
