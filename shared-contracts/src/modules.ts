import type { RemoteName } from './remotes';
import type { AddressFormProps, AddressPickerProps } from './address-fragments';
import type { ProductSummary } from './types/domain';

/** Props every routed page receives from the shell's router. */
/** One product of a group added to the cart with one button (`cart/AddGroupToCart`). */
export interface GroupAddItem {
  product: ProductSummary;
  /** The quantity chosen (whole steps of the product's cart control); 0 is skipped. */
  quantity: number;
}

/** What became of one product of a group add (every item whose quantity was above 0). */
export interface GroupAddResult {
  sku: string;
  added: boolean;
  /** Why it was refused, in the page language; null when added. */
  message: string | null;
}

/**
 * `cart/AddGroupToCart`: one button adding a grouped product's members together, each with its
 * own chosen quantity (issue 15). Members at 0 are skipped; the service answers for each one,
 * so some can be added while another is refused. The owner keeps the quantities and shows each
 * member's outcome from `onResult`.
 */
export interface AddGroupToCartProps {
  /** The grouped product's name, part of the button's accessible name. */
  name: string;
  items: GroupAddItem[];
  /** Called once the cart answered (not when nothing was chosen). */
  onResult?: (results: GroupAddResult[]) => void;
}

/**
 * `catalog/CrossSellProducts`: the cross-sell products of the products in a cart (the spec's
 * CrossSellProducts by url key), for the cart page (issue 15). Products already in the cart are
 * left out; nothing shows when none are left.
 */
export interface CrossSellProductsProps {
  /** The url keys of the products in the cart (a variant's parent's). */
  urlKeys: string[];
  /** Skus in the cart, never offered again. */
  excludeSkus: string[];
}

export interface RoutePageProps {
  /** The route id from the route table (`ROUTES[n].id`). */
  routeId: string;
  /** Path parameters of the matched route; optional segments are undefined when absent. */
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * Every page and fragment a remote exposes, with its props type. The module id is also the
 * Module Federation request: `loadRemote('cart/AddToCart')` loads the `./AddToCart` expose of
 * the `cart` container.
 */
export interface ModuleProps {
  // mf-catalog pages
  'catalog/HomePage': RoutePageProps;
  'catalog/InfoPage': RoutePageProps;
  'catalog/BrandsPage': RoutePageProps;
  'catalog/BrandPage': RoutePageProps;
  'catalog/DealsPage': RoutePageProps;
  'catalog/FeaturedPage': RoutePageProps;
  'catalog/ViewMorePage': RoutePageProps;
  'catalog/UrlResolverPage': RoutePageProps;
  // mf-catalog fragments
  'catalog/ProductCard': { product: ProductSummary };
  /** `leading`: the page's main list at its top; its first row's images are not lazy. */
  'catalog/ProductGrid': { products: ProductSummary[]; leading?: boolean };
  'catalog/CrossSellProducts': CrossSellProductsProps;

  // mf-search pages
  'search/SearchPage': RoutePageProps;
  'search/ComparePage': RoutePageProps;
  // mf-search fragments
  'search/QuickSearch': { variant: 'desktop' | 'mobile' };
  'search/CompareButton': { sku: string; categoryIds: string[] };
  'search/CompareTray': Record<string, never>;

  // mf-cart-checkout pages
  'cart/CartPage': RoutePageProps;
  'cart/CheckoutPage': RoutePageProps;
  'cart/PlaceOrderPage': RoutePageProps;
  'cart/OrderSuccessPage': RoutePageProps;
  'cart/OrderErrorPage': RoutePageProps;
  'cart/GuestOrderSuccessPage': RoutePageProps;
  // mf-cart-checkout fragments
  'cart/AddToCart': { product: ProductSummary };
  'cart/MiniCart': Record<string, never>;
  'cart/AddGroupToCart': AddGroupToCartProps;

  // mf-account pages
  'account/LoginPage': RoutePageProps;
  'account/RegisterPage': RoutePageProps;
  'account/TempLoginPage': RoutePageProps;
  'account/RecoverPasswordPage': RoutePageProps;
  'account/ResetPasswordPage': RoutePageProps;
  'account/ConfirmEmailPage': RoutePageProps;
  'account/AccountOverviewPage': RoutePageProps;
  'account/AddressesPage': RoutePageProps;
  'account/AddressFormPage': RoutePageProps;
  'account/ProfileEditPage': RoutePageProps;
  'account/VouchersPage': RoutePageProps;
  'account/OrdersPage': RoutePageProps;
  'account/OrderDetailPage': RoutePageProps;
  'account/SavedCardsPage': RoutePageProps;
  'account/WishlistPage': RoutePageProps;
  'account/CreateReviewPage': RoutePageProps;
  'account/SubstitutionPage': RoutePageProps;
  // mf-account fragments
  'account/AccountMenu': { variant: 'desktop' | 'mobile' };
  'account/OtpDialog': Record<string, never>;
  'account/AreaSelector': { variant: 'header' | 'dialog' };
  'account/AddressSelectorModal': Record<string, never>;
  'account/LoyaltyUpgradeModal': Record<string, never>;
  'account/WishlistButton': { sku: string; productId: string };
  'account/AddressForm': AddressFormProps;
  'account/AddressPicker': AddressPickerProps;
}

export type ModuleId = keyof ModuleProps;
export type ModuleKind = 'page' | 'fragment';

/**
 * What a fragment that cannot be loaded leaves on the page (issue 16, quiet degradation):
 * - `essential`: the slot's own task cannot be done without it (adding to the cart, the cart in
 *   the header, the product list). It shows a compact inline message sized for its slot, with
 *   a retry.
 * - `optional`: the page is complete without it (compare, wishlist, quick search, menus and
 *   dialogs). It renders nothing; the page shows at most one quiet notice for all of them.
 * A page module always keeps the full fallback with its retry.
 */
export type FragmentRole = 'essential' | 'optional';

type RemoteOf<K extends string> = K extends `${infer R}/${string}` ? R : never;

/** One line of the module map: a page, or a fragment with its role when it fails. */
export type ModuleInfo<R extends RemoteName = RemoteName> =
  { remote: R; kind: 'page' } | { remote: R; kind: 'fragment'; role: FragmentRole };

/**
 * Runtime description of each module: its owning remote, whether it is a page or fragment and,
 * for a fragment, whether it is essential or optional. The build's contract descriptor
 * (`mf-contract.json`) carries this table, so keep each line one object literal.
 */
export const MODULES: {
  readonly [K in ModuleId]: ModuleInfo<RemoteOf<K> & RemoteName>;
} = {
  'catalog/HomePage': { remote: 'catalog', kind: 'page' },
  'catalog/InfoPage': { remote: 'catalog', kind: 'page' },
  'catalog/BrandsPage': { remote: 'catalog', kind: 'page' },
  'catalog/BrandPage': { remote: 'catalog', kind: 'page' },
  'catalog/DealsPage': { remote: 'catalog', kind: 'page' },
  'catalog/FeaturedPage': { remote: 'catalog', kind: 'page' },
  'catalog/ViewMorePage': { remote: 'catalog', kind: 'page' },
  'catalog/UrlResolverPage': { remote: 'catalog', kind: 'page' },
  'catalog/ProductCard': { remote: 'catalog', kind: 'fragment', role: 'essential' },
  'catalog/ProductGrid': { remote: 'catalog', kind: 'fragment', role: 'essential' },
  'catalog/CrossSellProducts': { remote: 'catalog', kind: 'fragment', role: 'optional' },
  'search/SearchPage': { remote: 'search', kind: 'page' },
  'search/ComparePage': { remote: 'search', kind: 'page' },
  'search/QuickSearch': { remote: 'search', kind: 'fragment', role: 'optional' },
  'search/CompareButton': { remote: 'search', kind: 'fragment', role: 'optional' },
  'search/CompareTray': { remote: 'search', kind: 'fragment', role: 'optional' },
  'cart/CartPage': { remote: 'cart', kind: 'page' },
  'cart/CheckoutPage': { remote: 'cart', kind: 'page' },
  'cart/PlaceOrderPage': { remote: 'cart', kind: 'page' },
  'cart/OrderSuccessPage': { remote: 'cart', kind: 'page' },
  'cart/OrderErrorPage': { remote: 'cart', kind: 'page' },
  'cart/GuestOrderSuccessPage': { remote: 'cart', kind: 'page' },
  'cart/AddToCart': { remote: 'cart', kind: 'fragment', role: 'essential' },
  'cart/MiniCart': { remote: 'cart', kind: 'fragment', role: 'essential' },
  'cart/AddGroupToCart': { remote: 'cart', kind: 'fragment', role: 'essential' },
  'account/LoginPage': { remote: 'account', kind: 'page' },
  'account/RegisterPage': { remote: 'account', kind: 'page' },
  'account/TempLoginPage': { remote: 'account', kind: 'page' },
  'account/RecoverPasswordPage': { remote: 'account', kind: 'page' },
  'account/ResetPasswordPage': { remote: 'account', kind: 'page' },
  'account/ConfirmEmailPage': { remote: 'account', kind: 'page' },
  'account/AccountOverviewPage': { remote: 'account', kind: 'page' },
  'account/AddressesPage': { remote: 'account', kind: 'page' },
  'account/AddressFormPage': { remote: 'account', kind: 'page' },
  'account/ProfileEditPage': { remote: 'account', kind: 'page' },
  'account/VouchersPage': { remote: 'account', kind: 'page' },
  'account/OrdersPage': { remote: 'account', kind: 'page' },
  'account/OrderDetailPage': { remote: 'account', kind: 'page' },
  'account/SavedCardsPage': { remote: 'account', kind: 'page' },
  'account/WishlistPage': { remote: 'account', kind: 'page' },
  'account/CreateReviewPage': { remote: 'account', kind: 'page' },
  'account/SubstitutionPage': { remote: 'account', kind: 'page' },
  'account/AccountMenu': { remote: 'account', kind: 'fragment', role: 'optional' },
  'account/OtpDialog': { remote: 'account', kind: 'fragment', role: 'optional' },
  'account/AreaSelector': { remote: 'account', kind: 'fragment', role: 'optional' },
  'account/AddressSelectorModal': { remote: 'account', kind: 'fragment', role: 'optional' },
  'account/LoyaltyUpgradeModal': { remote: 'account', kind: 'fragment', role: 'optional' },
  'account/WishlistButton': { remote: 'account', kind: 'fragment', role: 'optional' },
  'account/AddressForm': { remote: 'account', kind: 'fragment', role: 'essential' },
  'account/AddressPicker': { remote: 'account', kind: 'fragment', role: 'essential' },
};

export const MODULE_IDS = Object.keys(MODULES) as ModuleId[];

/** `page`, or the fragment's role: what the shell shows when the module cannot be loaded. */
export function degradationOf(id: ModuleId): 'page' | FragmentRole {
  const info: ModuleInfo = MODULES[id];
  return info.kind === 'page' ? 'page' : info.role;
}

/** The module ids a remote must expose, in the `exposes` key form (`./AddToCart`). */
export function exposesOf(remote: RemoteName): string[] {
  return MODULE_IDS.filter((id) => MODULES[id].remote === remote).map(
    (id) => `./${id.slice(remote.length + 1)}`,
  );
}
