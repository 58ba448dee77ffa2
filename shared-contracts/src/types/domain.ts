// Client-side shapes that cross team boundaries (fragment props, session, store choice).
// Server shapes come from the GraphQL schema in ../../graphql/schema.

/** Tier codes (shell spec section 3). */
export type TierCode = 'NONMEMBER' | 'BRONZE' | 'SILVER' | 'GOLD';

/** The signed-in customer as the shell holds it after the Identity query. */
export interface SessionUser {
  id: string;
  firstname: string;
  lastname: string;
  email: string | null;
  phoneNumber: string | null;
  groupId: number | null;
  wishlistId: string | null;
  tier: TierCode | null;
  hasTierUpgrade: boolean;
  rewardPoints: number;
  storeCredit: number;
  /**
   * The store's seller center for a customer who sells through it (the service decides: a
   * configured customer group), shown as a link in the header and the profile menu; null or
   * absent for everyone else.
   */
  sellerCenterUrl?: string | null;
}

/** The four token fields returned by loginByOTP / generateCustomerToken (spec section 3). */
export interface AuthTokens {
  token: string;
  refreshToken: string;
  tokenExpiresAt: string;
  refreshTokenExpiresAt: string;
}

/** Store choice saved locally (spec section 3), deciding the stock source of every query. */
export interface StoreChoice {
  city: { id: string; name: string };
  region: { id: string };
  district: { id: string; name: string };
  /** Stock source code sent as `source` with every query. */
  defaultOrderSource: string;
}

/** Quantity rules of a product (commerce spec section 3, defaults in section 9). */
export interface CartControl {
  incrementStep: number;
  minAmount: number;
  /** null means unlimited. */
  maxAmount: number | null;
  unit: string | null;
}

/** What a product card or the add-to-cart fragment needs to know about a product. */
export interface ProductSummary {
  id: string;
  sku: string;
  name: string;
  urlKey: string;
  type: 'simple' | 'configurable' | 'grouped' | 'bundle';
  imageUrl: string | null;
  /** Final price; null when undefined (shown as "to be calculated"). */
  price: number | null;
  /** Regular price when it exceeds the price, shown struck out. */
  priceBefore: number | null;
  stock: number;
  isNew: boolean;
  categoryIds: string[];
  cartControl: CartControl;
  /**
   * Set when this summary is a chosen variant of a configurable product: `sku` is the variant's
   * and this is the parent's (the cart then adds it with addConfigurableProductsToCart).
   */
  parentSku?: string | null;
  /**
   * A bundle's chosen options as the cart's selected_options uids (base64 of
   * "bundle/<option_id>/<selection_id>/<qty>"); the price is then the choices' price.
   */
  bundleOptions?: string[] | null;
}
