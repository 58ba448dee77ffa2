/**
 * Database tables of the customer domain (customers, sessions, OTP, addresses, loyalty,
 * wishlist, engagement). S-core's `Database` interface extends `CustomerTables`.
 *
 * Money columns are `numeric` in PostgreSQL; the `pg` driver and PGlite return them as strings,
 * so they are typed `string` on read and accept numbers on write.
 */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Numeric = ColumnType<string, number | string, number | string>;

export interface CustomerGroupsTable {
  id: number;
  code: string;
  name: string;
  name_ar: string;
  /** A shopper may choose it (referral link); the others are the store's to give. */
  self_assignable: Generated<boolean>;
}

export interface CustomersTable {
  id: Generated<number>;
  firstname: string;
  lastname: string;
  /** Lower-cased; unique among live customers. */
  email: string;
  /** Normalised 11-digit Egyptian mobile number; unique among live customers. */
  phone_number: string;
  customer_source: string;
  group_id: number;
  /** `scrypt$N$r$p$salt$hash` (base64); null when the customer only logs in by OTP. */
  password_hash: string | null;
  tier_code: TierCode;
  /** Set when the customer moved to a higher tier and has not seen the upgrade dialog yet. */
  has_tier_upgrade: Generated<boolean>;
  /** Lifetime points used for the tier (not reduced by redemption). */
  tier_points: Generated<number>;
  /** Spendable reward points balance. */
  points_balance: Generated<number>;
  store_credit: ColumnType<string, number | string | undefined, number | string>;
  /** When the phone was proven with a code; null for a registration not yet proven. */
  phone_verified_at: ColumnType<
    Date | null,
    Date | string | null | undefined,
    Date | string | null
  >;
  /** When the e-mail was proven with a link; null until then. */
  email_verified_at: ColumnType<
    Date | null,
    Date | string | null | undefined,
    Date | string | null
  >;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface CustomerTokensTable {
  id: Generated<number>;
  customer_id: number;
  /** sha256 (hex) of the bearer token; the token itself is never stored. */
  token_hash: string;
  refresh_token_hash: string;
  token_expires_at: Timestamp;
  refresh_token_expires_at: Timestamp;
  revoked_at: Timestamp | null;
  /** The session family: every refresh of one sign-in shares it. */
  family: string | null;
  /** Set when this session's refresh token was exchanged; presenting it again revokes the family. */
  rotated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
}

export interface OtpFailuresTable {
  id: Generated<number>;
  /** A phone number, or `email:` and the address. */
  identity: string;
  failed_at: Timestamp;
}

export interface ServiceSecretsTable {
  name: string;
  value: string;
}

export interface OtpCodesTable {
  phone_number: string;
  /** HMAC-SHA-256 (hex) of key + code under the server's code secret. */
  code_hash: string;
  expires_at: Timestamp;
  /** Wrong tries against the current code; the code is void at 5. */
  failed_attempts: Generated<number>;
  last_sent_at: Timestamp;
  used_at: Timestamp | null;
}

export interface RateLimitsTable {
  /** e.g. `otp:phone:01012345678`, `otp:ip:127.0.0.1`, `login:email:a@b.c`. */
  bucket: string;
  window_start: Timestamp;
  hits: number;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  customer_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

/** A link that proves an e-mail: a registration's, or a new one that replaces the customer's. */
export interface EmailProofsTable {
  id: Generated<number>;
  customer_id: number;
  email: string;
  token_hash: string;
  /** The session that asked for a change of e-mail: the one kept when the change is made. */
  keep_token_hash: string | null;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface CustomerAddressesTable {
  id: Generated<number>;
  customer_id: number;
  firstname: string;
  lastname: string;
  telephone: string;
  /** JSON array of street lines; the first entry is the main line. */
  street: ColumnType<string[], string, string>;
  company: string | null;
  postcode: string | null;
  country_code: string;
  region_id: number;
  city_id: number;
  district_id: number;
  building: string;
  floor: string;
  apartment: string;
  landmark: string | null;
  title: string | null;
  default_shipping: Generated<boolean>;
  default_billing: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** The loyalty tiers of the spec (the schema's CustomerTierCode). */
export type TierCode = 'NONMEMBER' | 'BRONZE' | 'SILVER' | 'GOLD';

export interface LoyaltyTiersTable {
  id: number;
  code: TierCode;
  name: string;
  name_ar: string;
  description: string;
  description_ar: string;
  /** Tier points needed to reach this tier. */
  points: number;
  /** Earning: `earn_points` points per `earn_currency_amount` EGP spent. */
  earn_currency_amount: Numeric;
  earn_points: number;
  /** Redemption: `redeem_points` points are worth `redeem_currency_amount` EGP. */
  redeem_currency_amount: Numeric;
  redeem_points: number;
  badge_image: string | null;
}

export interface PointsHistoryTable {
  id: Generated<number>;
  customer_id: number;
  /** earned | redeemed | deducted | expired */
  action: string;
  /** Signed: positive for earned, negative otherwise. */
  points: number;
  reason: string;
  reason_ar: string;
  created_at: Timestamp;
}

export interface RedemptionRatesTable {
  id: Generated<number>;
  points: number;
  price: Numeric;
}

export interface LoyaltySettingsTable {
  key: string;
  value: string;
}

export interface EvouchersTable {
  id: Generated<number>;
  customer_id: number;
  code: string;
  coupon_id: number;
  name: string;
  name_ar: string;
  /** NOT_READY | READY | REDEEMED | EXPIRED | HIDDEN */
  status: string;
  amount: Numeric;
  category_id: number | null;
  image_url: string | null;
  ready_on: Timestamp | null;
  expires_on: Timestamp | null;
  redeemed_on: Timestamp | null;
  created_at: CreatedAt;
}

export interface StoreCreditHistoryTable {
  id: Generated<number>;
  customer_id: number;
  amount: Numeric;
  reason: string;
  created_at: Timestamp;
}

export interface WishlistsTable {
  id: Generated<number>;
  customer_id: number;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface WishlistItemsTable {
  id: Generated<number>;
  wishlist_id: number;
  product_id: number;
  quantity: Numeric;
  description: string | null;
  added_at: Timestamp;
}

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  customer_id: number | null;
  /** SUBSCRIBED | UNSUBSCRIBED */
  status: string;
  created_at: CreatedAt;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  customer_id: number | null;
  name: string;
  email: string;
  reason_of_contact: string;
  phone_number: string;
  description: string;
  ip: string;
  created_at: CreatedAt;
}

export interface StockBackSubscriptionsTable {
  id: Generated<number>;
  product_id: number;
  customer_id: number | null;
  email: string | null;
  phone_number: string | null;
  notified_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface ProductViewsTable {
  id: Generated<number>;
  product_id: number;
  customer_id: number | null;
  /** page_view (viewProductPage) | visit (visitProduct) */
  kind: string;
  source: string;
  created_at: Timestamp;
}

/** A pending authorization request of a social sign-in: single use, 10 minutes. */
export interface SocialStatesTable {
  /** sha256 of the `state` sent to the provider. */
  state_hash: string;
  provider: string;
  nonce: string;
  /** The PKCE verifier; only its S256 challenge left this service. */
  code_verifier: string;
  locale: string;
  expires_at: Timestamp;
}

/** An identity a provider proved (its `sub`), linked to one customer. */
export interface SocialIdentitiesTable {
  provider: string;
  subject: string;
  customer_id: number;
  email: string | null;
  created_at: CreatedAt;
}

/**
 * A proven identity on its way from the provider's callback to the storefront: single use,
 * 10 minutes. `customer_id` is the account it signs in or links to (null: a new customer, whose
 * phone the shopper gives and proves); `phone` is where its code went.
 */
export interface SocialTicketsTable {
  ticket_hash: string;
  provider: string;
  subject: string;
  /** The provider's e-mail, only when the provider says it verified it. */
  email: string | null;
  firstname: string;
  lastname: string;
  customer_id: number | null;
  phone: string | null;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface CustomerTables {
  social_states: SocialStatesTable;
  social_identities: SocialIdentitiesTable;
  social_tickets: SocialTicketsTable;
  customer_groups: CustomerGroupsTable;
  customers: CustomersTable;
  customer_tokens: CustomerTokensTable;
  otp_codes: OtpCodesTable;
  otp_failures: OtpFailuresTable;
  service_secrets: ServiceSecretsTable;
  rate_limits: RateLimitsTable;
  password_resets: PasswordResetsTable;
  email_proofs: EmailProofsTable;
  customer_addresses: CustomerAddressesTable;
  loyalty_tiers: LoyaltyTiersTable;
  points_history: PointsHistoryTable;
  redemption_rates: RedemptionRatesTable;
  loyalty_settings: LoyaltySettingsTable;
  evouchers: EvouchersTable;
  store_credit_history: StoreCreditHistoryTable;
  wishlists: WishlistsTable;
  wishlist_items: WishlistItemsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  contact_messages: ContactMessagesTable;
  stock_back_subscriptions: StockBackSubscriptionsTable;
  product_views: ProductViewsTable;
}
