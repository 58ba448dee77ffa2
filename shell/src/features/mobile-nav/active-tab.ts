/** The tabs of the mobile bottom bar, in order (shell spec section 2). */
export const MOBILE_TABS = ['home', 'categories', 'cart', 'deals', 'account'] as const;
export type MobileTab = (typeof MOBILE_TABS)[number];

const RULES: readonly [RegExp, MobileTab][] = [
  [/^\/?$/, 'home'],
  [/^\/(featured|brands)(\/|$)/, 'categories'],
  [/^\/cart\/?$/, 'cart'],
  [/^\/deals\/?$/, 'deals'],
  [/^\/(account|login|register)(\/|$)/, 'account'],
];

/** The tab that follows the route; `path` is without its locale prefix. Null on other pages. */
export function activeTab(path: string): MobileTab | null {
  return RULES.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}
