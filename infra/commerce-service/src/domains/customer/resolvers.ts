/**
 * Resolvers of the customer domain (schema files customer, loyalty, wishlist and engagement
 * .graphql). Merged by S-core's `src/domains/index.ts`. Every customer-scoped entry point checks
 * the token's customer; private sub-fields of `Customer` check again that the parent is that
 * customer, so no path can expose another customer's data.
 */
import { sellerCenterFor } from '../../config';
import type { GqlContext } from '../../graphql/context';
import type {
  CustomerResolvers,
  MutationResolvers,
  QueryResolvers,
  WishlistItemResolvers,
  WishlistResolvers,
} from '../../__generated__/resolvers-types';
import type { FieldResolvers } from '../../graphql/types';
import { deleteCustomer } from './account-deletion';
import * as addresses from './addresses';
import * as customers from './customers';
import * as emailProof from './email-proof';
import type { CustomerRow } from './customers';
import * as engagement from './engagement';
import * as loyalty from './loyalty';
import { districtAt } from './locate';
import * as sessions from './sessions';
import * as wishlist from './wishlist';

/** Loads a fresh copy of the signed-in customer. */
async function me(ctx: GqlContext): Promise<CustomerRow> {
  return customers.loadCustomer(ctx, customers.requireCustomer(ctx));
}

// Unchecked results (see FieldResolvers): a customer is answered as its database row, previously
// purchased products as the catalogue's product rows.

const Query: FieldResolvers<QueryResolvers, unknown, 'customer' | 'previouslyPurchasedProducts'> = {
  customer: (_, __, ctx) => me(ctx),
  districtAt: (_, args, ctx) => districtAt(ctx, args.latitude, args.longitude),
  customerNumber: async (_, __, ctx) => ({
    phone_number: (await me(ctx)).phone_number,
  }),
  tiersInformation: (_, __, ctx) => loyalty.tiersInformation(ctx),
  customerPointsHistory: (_, args, ctx) =>
    loyalty.pointsHistory(ctx, args.pageSize, args.currentPage),
  loyaltyPointsRedemptionRates: (_, __, ctx) => loyalty.redemptionRates(ctx),
  firstOrderIncentive: (_, __, ctx) => loyalty.firstOrderIncentive(ctx),
  stockBackNotificationIds: (_, __, ctx) => engagement.stockBackNotificationIds(ctx),
  previouslyPurchasedProducts: (_, args, ctx) =>
    engagement.previouslyPurchasedProducts(ctx, args.filter, args.pageSize, args.currentPage),
};

const Mutation: FieldResolvers<
  MutationResolvers,
  unknown,
  'createCustomer' | 'updateCustomer' | 'confirmPhoneChange' | 'changeCustomerPassword'
> = {
  createCustomer: async (_, args, ctx) => ({
    customer: await customers.createCustomer(ctx, args.input),
  }),
  updateCustomer: (_, args, ctx) => customers.updateCustomer(ctx, args.input),
  confirmPhoneChange: async (_, args, ctx) => ({
    customer: await customers.confirmPhoneChange(ctx, args.phone_number, args.otp),
  }),
  confirmEmail: (_, args, ctx) => emailProof.confirmEmail(ctx, args.token),
  changeCustomerPassword: (_, args, ctx) =>
    customers.changeCustomerPassword(ctx, args.currentPassword, args.newPassword),
  deleteCustomer: (_, args, ctx) => deleteCustomer(ctx, args),
  attachCustomerGroup: (_, args, ctx) => customers.attachCustomerGroup(ctx, args.customer_group_id),

  initiateOTPLogin: (_, args, ctx) => sessions.initiateOtpLogin(ctx, args.phone_number),
  loginByOTP: (_, args, ctx) => sessions.loginByOtp(ctx, args.phone_number, args.otp),
  resendOTP: (_, args, ctx) => sessions.resendOtp(ctx, args.phone_number),
  initiateEmailOTPLogin: (_, args, ctx) => sessions.initiateEmailOtpLogin(ctx, args.email),
  loginByEmailOTP: (_, args, ctx) => sessions.loginByEmailOtp(ctx, args.email, args.otp),
  generateCustomerToken: (_, args, ctx) =>
    sessions.generateCustomerToken(ctx, args.email, args.password),
  refreshCustomerToken: (_, args, ctx) => sessions.refreshCustomerToken(ctx, args.refreshToken),
  revokeCustomerToken: (_, __, ctx) => sessions.revokeCustomerToken(ctx),
  requestPasswordResetEmail: (_, args, ctx) => sessions.requestPasswordResetEmail(ctx, args.email),
  resetPassword: (_, args, ctx) =>
    sessions.resetPassword(ctx, args.email, args.resetPasswordToken, args.newPassword),

  createCustomerAddress: (_, args, ctx) => addresses.createAddress(ctx, args.input),
  updateCustomerAddress: (_, args, ctx) =>
    addresses.updateAddress(ctx, args.id, args.input ?? null),
  deleteCustomerAddress: (_, args, ctx) => addresses.deleteAddress(ctx, args.id),

  acknowledgeTierUpgrade: (_, __, ctx) => loyalty.acknowledgeTierUpgrade(ctx),

  addProductsToWishlist: (_, args, ctx) =>
    wishlist.addProducts(ctx, args.wishlistId, args.wishlistItems),
  removeProductsFromWishlist: (_, args, ctx) =>
    wishlist.removeProducts(ctx, args.wishlistId, args.wishlistItemsIds),

  subscribeEmailToNewsletter: (_, args, ctx) => engagement.subscribeNewsletter(ctx, args.email),
  contactUs: (_, args, ctx) => engagement.contactUs(ctx, args.input),
  subscribeStockBackNotification: (_, args, ctx) =>
    engagement.subscribeStockBack(ctx, args.product_id, args.email, args.phone_number),
  viewProductPage: (_, args, ctx) => engagement.trackProductView(ctx, args.product_id, 'page_view'),
  visitProduct: (_, args, ctx) => engagement.trackProductView(ctx, args.product_id, 'visit'),
};

const Customer: FieldResolvers<CustomerResolvers, CustomerRow> = {
  created_at: (c) => new Date(c.created_at).toISOString(),
  addresses: (c, _, ctx) => {
    loyalty.assertOwnCustomer(ctx, c);
    return addresses.listAddresses(ctx, c.id);
  },
  default_shipping: async (c, _, ctx) => {
    loyalty.assertOwnCustomer(ctx, c);
    return addresses.defaultAddressId(ctx, c.id, 'default_shipping');
  },
  default_billing: async (c, _, ctx) => {
    loyalty.assertOwnCustomer(ctx, c);
    return addresses.defaultAddressId(ctx, c.id, 'default_billing');
  },
  tier: (c, _, ctx) => {
    loyalty.assertOwnCustomer(ctx, c);
    return loyalty.customerTier(ctx, c);
  },
  seller_center_url: async (c, _, ctx) => {
    loyalty.assertOwnCustomer(ctx, c);
    if (ctx.config.sellerCenter.url === null) return null;
    const group = await ctx.db
      .selectFrom('customer_groups')
      .select('code')
      .where('id', '=', c.group_id)
      .executeTakeFirst();
    return sellerCenterFor(ctx.config.sellerCenter, group?.code ?? null);
  },
  has_tier_upgrade: (c, _, ctx) => {
    loyalty.assertOwnCustomer(ctx, c);
    return c.has_tier_upgrade;
  },
  reward_points: (c, _, ctx) => {
    loyalty.assertOwnCustomer(ctx, c);
    return loyalty.rewardPoints(ctx, c);
  },
  evouchers: (c, _, ctx) => {
    loyalty.assertOwnCustomer(ctx, c);
    return loyalty.evouchers(ctx, c.id);
  },
  store_credit: (c, _, ctx) => {
    loyalty.assertOwnCustomer(ctx, c);
    return loyalty.storeCredit(c);
  },
  wishlist: (c, _, ctx) => {
    loyalty.assertOwnCustomer(ctx, c);
    return wishlist.wishlistOf(ctx, c.id);
  },
};

const Wishlist: FieldResolvers<WishlistResolvers, wishlist.WishlistView> = {
  items_v2: (w, args, ctx) => wishlist.items(ctx, w, args.currentPage, args.pageSize),
};

const WishlistItem: FieldResolvers<WishlistItemResolvers, wishlist.WishlistItemView, 'product'> = {
  product: (item, _, ctx) => wishlist.itemProduct(ctx, item),
};

export const customerResolvers = { Query, Mutation, Customer, Wishlist, WishlistItem };
