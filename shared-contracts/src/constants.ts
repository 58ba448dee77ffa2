// Business constants and limits of both specs' section 9 (and the few numbers other sections
// state as rules). Grouped by the feature that reads them; every value is `as const` so callers
// get literal types.

/** One-time passcode (shell spec sections 4 and 9). */
export const OTP = {
  /** Number of digits in a code. */
  length: 4,
  /** The code is submitted automatically this long after the last digit is typed. */
  autoSubmitMs: 400,
  /** Countdown before a code can be resent. */
  resendCountdownSeconds: 120,
} as const;

/** Egyptian mobile numbers (shell spec section 5). */
export const PHONE = {
  length: 11,
  prefixes: ['010', '011', '012', '015'],
  /** Country calling code added to phone numbers in analytics. */
  analyticsPrefix: '+20',
} as const;

const DAY_SECONDS = 24 * 60 * 60;

/** Cookies the storefront reads or writes, with their lifetimes. */
export const COOKIES = {
  locale: { name: 'i18n_locale', maxAgeDays: 365, maxAgeSeconds: 365 * DAY_SECONDS },
  groupId: { name: 'group-id', path: '/', maxAgeDays: 30, maxAgeSeconds: 2_592_000 },
  /** Guest cart id (commerce spec section 4). */
  cart: { name: 'cart', maxAgeDays: 2, maxAgeSeconds: 2 * DAY_SECONDS },
  /** Stock source code of the chosen store; `default` when none is chosen. */
  store: { name: 'store', defaultValue: 'default' },
} as const;

/** Keys in the browser's local storage. */
export const STORAGE_KEYS = {
  compare: 'compare_skus',
  orderSource: 'orderSource',
  /** The saved delivery area (the first screen's script reads it before the app runs). */
  storeChoice: 'store_choice',
} as const;

/** Timings of the shell's behaviour, in milliseconds. */
export const TIMINGS = {
  /** A failed chunk load reloads the page at most once in this window. */
  chunkReloadGuardMs: 60_000,
  alertLifetimeMs: 5000,
  addToCartAlertMs: 5000,
  progressBarThrottleMs: 200,
  progressBarDurationMs: 5000,
  pageLoadingWaitPollMs: 200,
  productImpressionDebounceMs: 200,
  searchDebounceMs: 800,
  /** Concurrent category-tree loaders poll this often ... */
  categoryWaitPollMs: 100,
  /** ... this many times, then reset and refetch. */
  categoryWaitTicks: 450,
} as const;

/** Search (suggestions and the AI search service). */
export const SEARCH = {
  debounceMs: 800,
  aiRecommendationsCount: 5,
} as const;

/** Product comparison (shell spec section 4, commerce spec section 4). */
export const COMPARISON = {
  maxItems: 4,
  storageKey: 'compare_skus',
  /** Slides per view of the comparison slider by minimum viewport width (0 = mobile). */
  slidesPerView: [
    { minWidth: 0, slidesPerView: 2.2 },
    { minWidth: 768, slidesPerView: 3 },
    { minWidth: 1024, slidesPerView: 4 },
  ],
  sliderAlignments: ['start', 'center', 'end'],
} as const;

/** Category menus (shell spec section 2). */
export const MENU = {
  /** Top categories shown in the desktop bar. */
  desktopBarCategories: 5,
  /** Categories kept in the menu data (sorted by featuredOrder). */
  menuCategories: 9,
  homeFeaturedCategories: 9,
} as const;

/** Layout numbers in pixels. */
export const LAYOUT = {
  /** The header becomes sticky when scrolled above 0 and the window is wider than this. */
  stickyHeaderMinWidth: 767,
  breakpoints: { sm: 768, md: 1024, lg: 1280, xl: 1536 },
  containerMaxWidth: 1166,
  productGridColumns: { mobile: 2, large: 3 },
} as const;

/** Regional defaults. */
export const REGION = {
  defaultCountry: 'EG',
  defaultStoreSource: 'default',
  currency: 'EGP',
  /** Hours before this one are "morning" in greetings. */
  morningCutHour: 12,
} as const;

/** Page sizes of lists and order look-ups (commerce spec section 9). */
export const PAGING = {
  defaultPageSize: 24,
  defaultPage: 1,
  previouslyPurchasedPageSize: 12,
  orderByNumberCount: 1,
  ordersByNumberCount: 5,
  /** ProductCompare asks for this many products. */
  compareProductsPageSize: 4,
} as const;

/** Quantity rules when a product gives none: step 1, min 0, no maximum (null). */
export const DEFAULT_CART_CONTROL = {
  incrementStep: 1,
  minAmount: 0,
  maxAmount: null,
  unit: null,
} as const;

/** Stock counted for configurable, bundle and grouped products whose remaining stock is null. */
export const STOCK_FALLBACK = 10_000;

/** Order placing (commerce spec sections 5 and 9). */
export const ORDER = {
  /** Value of the order source set on the cart and sent as header `sourcecode`. */
  source: 'Web',
  sourceHeader: 'sourcecode',
  /** Shipping method code of a store-pickup cart. */
  storePickupMethod: 'storepickup',
} as const;

/** Address sent for pickup orders; it is never saved to the address book. */
export const PICKUP_ORDER_ADDRESS = {
  countryCode: 'EG',
  postcode: '12345',
  firstname: 'Store pickup',
  saveInAddressBook: false,
} as const;

/** Store configuration values used when the service leaves them out. */
export const STORE_CONFIG_DEFAULTS = {
  limited_qty_threshold: 1,
  substitution_time_interval: 30,
  minimum_order_amount: 0,
  source_delivery_buffer: 3,
  store_pickup_enabled: false,
} as const;

/**
 * The only payment method codes the storefront can place orders with (commerce spec section 5).
 * The service writes them too; infra/commerce-service/test/contract-rules.test.ts keeps both equal.
 */
export const PAYMENT_CODES = [
  'free',
  'cardondelivery',
  'cashondelivery',
  'robusta_payfort_cc',
  'robusta_payfort_installments',
  'robusta_accept_premium',
  'robusta_accept_valu',
  'robusta_accept_cc',
  'robusta_accept_mobile_wallets',
] as const;
export type PaymentCode = (typeof PAYMENT_CODES)[number];

/** Named payment codes the rules refer to. */
export const PAYMENT = {
  /** An order total of 0 is placed with this built-in method. */
  free: 'free',
  wallet: 'robusta_accept_mobile_wallets',
} as const satisfies { free: PaymentCode; wallet: PaymentCode };

/** True when `code` is one of the supported payment codes. */
export function isSupportedPaymentCode(code: string): code is PaymentCode {
  return (PAYMENT_CODES as readonly string[]).includes(code);
}

/** Registration sends this customer source. */
export const CUSTOMER_SOURCE = 'WEB';
