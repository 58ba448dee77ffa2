/**
 * Resolvers of the customer domain (schema files customer, loyalty, wishlist and engagement
 * .graphql). Merged by S-core's `src/domains/index.ts`. Every customer-scoped entry point checks
 * the token's customer; private sub-fields of `Customer` check again that the parent is that
 * customer, so no path can expose another customer's data.
 */
import type { GqlContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/types';
import * as addresses from './addresses';
import * as customers from './customers';
import type { CustomerRow } from './customers';
import * as engagement from './engagement';
import * as loyalty from './loyalty';
import * as sessions from './sessions';
import * as wishlist from './wishlist';

type Args = Record<string, unknown>;
type Input = Record<string, unknown>;

const input = (args: Args, name = 'input'): Input => (args[name] ?? {}) as Input;

/** Loads a fresh copy of the signed-in customer. */
async function me(ctx: GqlContext): Promise<CustomerRow> {
  return customers.loadCustomer(ctx, customers.requireCustomer(ctx));
}

export const customerResolvers: Resolvers = {
  Query: {
    customer: (_: unknown, __: Args, ctx: GqlContext) => me(ctx),
    customerNumber: async (_: unknown, __: Args, ctx: GqlContext) => ({ phone_number: (await me(ctx)).phone_number }),
    tiersInformation: (_: unknown, __: Args, ctx: GqlContext) => loyalty.tiersInformation(ctx),
    customerPointsHistory: (_: unknown, args: Args, ctx: GqlContext) =>
      loyalty.pointsHistory(ctx, args.pageSize, args.currentPage),
    loyaltyPointsRedemptionRates: (_: unknown, __: Args, ctx: GqlContext) => loyalty.redemptionRates(ctx),
    firstOrderIncentive: (_: unknown, __: Args, ctx: GqlContext) => loyalty.firstOrderIncentive(ctx),
    stockBackNotificationIds: (_: unknown, __: Args, ctx: GqlContext) => engagement.stockBackNotificationIds(ctx),
    previouslyPurchasedProducts: (_: unknown, args: Args, ctx: GqlContext) =>
      engagement.previouslyPurchasedProducts(ctx, args.filter, args.pageSize, args.currentPage),
  },

  Mutation: {
    createCustomer: async (_: unknown, args: Args, ctx: GqlContext) => ({
      customer: await customers.createCustomer(ctx, input(args)),
    }),
    updateCustomer: async (_: unknown, args: Args, ctx: GqlContext) => ({
      customer: await customers.updateCustomer(ctx, input(args)),
    }),
    changeCustomerPassword: (_: unknown, args: Args, ctx: GqlContext) =>
      customers.changeCustomerPassword(ctx, args.currentPassword, args.newPassword),
    deleteCustomer: (_: unknown, __: Args, ctx: GqlContext) => customers.deleteCustomer(ctx),
    attachCustomerGroup: (_: unknown, args: Args, ctx: GqlContext) =>
      customers.attachCustomerGroup(ctx, args.customer_group_id),

    initiateOTPLogin: (_: unknown, args: Args, ctx: GqlContext) => sessions.initiateOtpLogin(ctx, args.phone_number),
    loginByOTP: (_: unknown, args: Args, ctx: GqlContext) => sessions.loginByOtp(ctx, args.phone_number, args.otp),
    resendOTP: (_: unknown, args: Args, ctx: GqlContext) => sessions.resendOtp(ctx, args.phone_number),
    generateCustomerToken: (_: unknown, args: Args, ctx: GqlContext) =>
      sessions.generateCustomerToken(ctx, args.email, args.password),
    refreshCustomerToken: (_: unknown, args: Args, ctx: GqlContext) =>
      sessions.refreshCustomerToken(ctx, args.refreshToken),
    revokeCustomerToken: (_: unknown, __: Args, ctx: GqlContext) => sessions.revokeCustomerToken(ctx),
    requestPasswordResetEmail: (_: unknown, args: Args, ctx: GqlContext) =>
      sessions.requestPasswordResetEmail(ctx, args.email),
    resetPassword: (_: unknown, args: Args, ctx: GqlContext) =>
      sessions.resetPassword(ctx, args.email, args.resetPasswordToken, args.newPassword),

    createCustomerAddress: (_: unknown, args: Args, ctx: GqlContext) => addresses.createAddress(ctx, input(args)),
    updateCustomerAddress: (_: unknown, args: Args, ctx: GqlContext) =>
      addresses.updateAddress(ctx, args.id, (args.input ?? null) as Input | null),
    deleteCustomerAddress: (_: unknown, args: Args, ctx: GqlContext) => addresses.deleteAddress(ctx, args.id),

    acknowledgeTierUpgrade: (_: unknown, __: Args, ctx: GqlContext) => loyalty.acknowledgeTierUpgrade(ctx),

    addProductsToWishlist: (_: unknown, args: Args, ctx: GqlContext) =>
      wishlist.addProducts(ctx, args.wishlistId, args.wishlistItems),
    removeProductsFromWishlist: (_: unknown, args: Args, ctx: GqlContext) =>
      wishlist.removeProducts(ctx, args.wishlistId, args.wishlistItemsIds),

    subscribeEmailToNewsletter: (_: unknown, args: Args, ctx: GqlContext) =>
      engagement.subscribeNewsletter(ctx, args.email),
    contactUs: (_: unknown, args: Args, ctx: GqlContext) => engagement.contactUs(ctx, input(args)),
    subscribeStockBackNotification: (_: unknown, args: Args, ctx: GqlContext) =>
      engagement.subscribeStockBack(ctx, args.product_id, args.email, args.phone_number),
    viewProductPage: (_: unknown, args: Args, ctx: GqlContext) =>
      engagement.trackProductView(ctx, args.product_id, 'page_view'),
    visitProduct: (_: unknown, args: Args, ctx: GqlContext) => engagement.trackProductView(ctx, args.product_id, 'visit'),
  },

  Customer: {
    created_at: (c: CustomerRow) => new Date(c.created_at).toISOString(),
    addresses: (c: CustomerRow, _: Args, ctx: GqlContext) => {
      loyalty.assertOwnCustomer(ctx, c);
      return addresses.listAddresses(ctx, c.id);
    },
    default_shipping: async (c: CustomerRow, _: Args, ctx: GqlContext) => {
      loyalty.assertOwnCustomer(ctx, c);
      return addresses.defaultAddressId(ctx, c.id, 'default_shipping');
    },
    default_billing: async (c: CustomerRow, _: Args, ctx: GqlContext) => {
      loyalty.assertOwnCustomer(ctx, c);
      return addresses.defaultAddressId(ctx, c.id, 'default_billing');
    },
    tier: (c: CustomerRow, _: Args, ctx: GqlContext) => {
      loyalty.assertOwnCustomer(ctx, c);
      return loyalty.customerTier(ctx, c);
    },
    has_tier_upgrade: (c: CustomerRow, _: Args, ctx: GqlContext) => {
      loyalty.assertOwnCustomer(ctx, c);
      return c.has_tier_upgrade;
    },
    reward_points: (c: CustomerRow, _: Args, ctx: GqlContext) => {
      loyalty.assertOwnCustomer(ctx, c);
      return loyalty.rewardPoints(ctx, c);
    },
    evouchers: (c: CustomerRow, _: Args, ctx: GqlContext) => {
      loyalty.assertOwnCustomer(ctx, c);
      return loyalty.evouchers(ctx, c.id);
    },
    store_credit: (c: CustomerRow, _: Args, ctx: GqlContext) => {
      loyalty.assertOwnCustomer(ctx, c);
      return loyalty.storeCredit(c);
    },
    wishlist: (c: CustomerRow, _: Args, ctx: GqlContext) => {
      loyalty.assertOwnCustomer(ctx, c);
      return wishlist.wishlistOf(ctx, c.id);
    },
  },

  Wishlist: {
    items_v2: (w: wishlist.WishlistView, args: Args, ctx: GqlContext) =>
      wishlist.items(ctx, w, args.currentPage, args.pageSize),
  },

  WishlistItem: {
    product: (item: wishlist.WishlistItemView, _: Args, ctx: GqlContext) => wishlist.itemProduct(ctx, item),
  },
};
