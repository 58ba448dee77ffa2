/** Paths (without the locale prefix) a signed-out visitor should not stay on. */
const PRIVATE_PATHS = [
  /^\/cart\/?$/,
  /^\/account(\/|$)/,
  /^\/place-order\/?$/,
  /^\/orders\/(success|error)\/?$/,
  /^\/orders\/[^/]+\/success\/?$/,
  /^\/guest-order\/([^/]+\/)?success\/?$/,
];
const CHECKOUT_PATH = /^\/checkout(\/|$)/;

/**
 * Where logout sends the visitor (shell spec section 2): home when on cart, account,
 * order-placed or success pages; the login page when on checkout; nowhere (null) otherwise.
 * `path` is the path without its locale prefix.
 */
export function logoutDestination(path: string): '/' | '/login' | null {
  if (CHECKOUT_PATH.test(path)) return '/login';
  return PRIVATE_PATHS.some((pattern) => pattern.test(path)) ? '/' : null;
}
