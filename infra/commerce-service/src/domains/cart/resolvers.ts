import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { GqlContext } from '../../graphql/context';
import type {
  CartAddressInterfaceResolvers,
  CartItemInterfaceResolvers,
  MutationResolvers,
  QueryResolvers,
} from '../../__generated__/resolvers-types';
import type { FieldResolvers, InterfaceResolver } from '../../graphql/types';
import { requireCustomer } from '../customer/customers';
import { hitRateLimit, type RateRule } from '../customer/rate-limit';
import { cartForUser, cartIdArg, createCart, customerActiveCart } from './access';
import { deliveryDays } from './delivery';
import {
  CART_MESSAGES,
  badField,
  cartNotActive,
  cartNotFound,
  cartNotOwned,
  cartError,
  input,
} from './errors';
import type { ItemProblem } from './item-lines';
import { addItems, mergeInto, noteArg, removeItem, updateItems } from './items';
import type { CartRow } from './model';
import { itemIdOf } from './priced-items';
import { cartState } from './state';
import * as addressSteps from './steps/addresses';
import * as couponGuard from './coupon-guard';
import * as couponSteps from './steps/coupons';
import * as loyaltySteps from './steps/loyalty';
import * as detailSteps from './steps/order-details';
import * as shippingSteps from './steps/shipping';
import { cartView, type CartView } from './view';

type Args = Record<string, unknown>;
type Tx = Kysely<Database>;

/** Guest carts are rows anyone can create: a generous limit per IP keeps a script from filling the table. */
export const GUEST_CART_RULE: RateRule = {
  name: 'cart-create:ip',
  limit: 1000,
  windowSeconds: 3600,
};

async function viewOf(ctx: GqlContext, cart: CartRow) {
  return cartView(ctx, await cartState({ db: ctx.db, now: ctx.config.now() }, cart));
}

/**
 * A shopper's add-to-cart or delivery address moves the cart to the request's stock source (the
 * store they now shop at): items are re-priced there, and the address, schedule, pickup and shipping method of the
 * old store's area are cleared, since they no longer hold.
 */
async function followSource(db: Tx, cart: CartRow, source: string): Promise<CartRow> {
  if (source === 'default' || source === cart.source_code) return cart;
  const known = await db
    .selectFrom('stock_sources')
    .select('code')
    .where('code', '=', source)
    .executeTakeFirst();
  if (!known) return cart;
  return db
    .updateTable('carts')
    .set({
      source_code: source,
      shipping_address: null,
      billing_address: null,
      billing_same_as_shipping: false,
      carrier_code: null,
      shipping_method_code: null,
      delivery_day: null,
      delivery_interval_id: null,
      delivery_district_id: null,
      store_pickup_id: null,
      updated_at: new Date(),
    })
    .where('id', '=', cart.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Runs a change on the cart `rawId` in one transaction with the cart row locked (for the caller's
 * customer, with the spec's messages otherwise), then answers the cart as it is afterwards.
 */
async function mutate<T>(
  ctx: GqlContext,
  rawId: unknown,
  change: (tctx: GqlContext, trx: Tx, cart: CartRow) => Promise<T>,
  opts: { field?: string; followSource?: boolean } = {},
): Promise<{ cart: Awaited<ReturnType<typeof viewOf>>; result: T }> {
  const id = cartIdArg(rawId, opts.field);
  const { cart, result } = await ctx.db.transaction().execute(async (trx) => {
    // Inside the transaction every read goes through it: PGlite has one connection, held by the transaction.
    const tctx: GqlContext = { ...ctx, db: trx };
    let row = await cartForUser(trx, id, ctx.customerId, { forUpdate: true });
    if (opts.followSource) row = await followSource(trx, row, ctx.source);
    const value = await change(tctx, trx, row);
    return {
      cart: await trx
        .selectFrom('carts')
        .selectAll()
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow(),
      result: value,
    };
  });
  return { cart: await viewOf(ctx, cart), result };
}

const userErrors = (ctx: GqlContext, problems: ItemProblem[]) =>
  problems.map((p) => ({
    code: p.code,
    message: ctx.locale === 'ar' ? p.text.ar : p.text.en,
    path: p.path,
  }));

function inputObject(raw: unknown, name = 'input'): Args {
  if (typeof raw !== 'object' || raw === null)
    throw badField(name, `"${name}" is required.`, `"${name}" مطلوب.`);
  return raw as Args;
}

function itemList(raw: unknown, field: string): unknown[] {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > 50) {
    throw badField(
      field,
      `"${field}" must list 1 to 50 items.`,
      `"${field}" يجب أن يحتوي على 1 إلى 50 منتجاً.`,
    );
  }
  return raw;
}

function positiveId(raw: unknown, field: string): number {
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 1)
    throw badField(
      field,
      `"${field}" must be a positive id.`,
      `"${field}" يجب أن يكون رقماً موجباً.`,
    );
  return raw;
}

async function merge(ctx: GqlContext, rawSource: unknown, rawDestination: unknown) {
  const customerId = requireCustomer(ctx);
  const sourceId = cartIdArg(rawSource, 'source_cart_id');
  const destinationId =
    rawDestination === undefined || rawDestination === null
      ? null
      : cartIdArg(rawDestination, 'destination_cart_id');
  const cart = await ctx.db.transaction().execute(async (trx) => {
    const destination = destinationId
      ? await cartForUser(trx, destinationId, customerId)
      : await customerActiveCart(trx, customerId, ctx.source);
    const source = await trx
      .selectFrom('carts')
      .select(['id', 'customer_id'])
      .where('masked_id', '=', sourceId)
      .executeTakeFirst();
    if (!source) throw cartNotFound(sourceId);
    if (source.customer_id !== null && source.customer_id !== customerId)
      throw cartNotOwned(sourceId);
    // Both rows locked in id order, so two merges never wait on each other crosswise.
    const locked = await trx
      .selectFrom('carts')
      .selectAll()
      .where('id', 'in', [source.id, destination.id])
      .orderBy('id')
      .forUpdate()
      .execute();
    const src = locked.find((c) => c.id === source.id) as CartRow;
    const dst = locked.find((c) => c.id === destination.id) as CartRow;
    if (!dst.is_active) throw cartNotActive();
    if (src.id === dst.id) return dst;
    if (!src.is_active) throw cartNotActive();
    await mergeInto(trx, src, dst);
    return trx.selectFrom('carts').selectAll().where('id', '=', dst.id).executeTakeFirstOrThrow();
  });
  return viewOf(ctx, cart);
}

/** Magento's addConfigurableProductsToCart: the variant sku in data.sku (or variant_sku) and its parent's sku. */
function configurableItems(raw: unknown): Args[] {
  return itemList(raw, 'cart_items').map((entry) => {
    const e = inputObject(entry, 'cart_items');
    const data = inputObject(e.data, 'data');
    const variant =
      typeof e.variant_sku === 'string' && e.variant_sku !== '' ? e.variant_sku : data.sku;
    return { sku: variant, quantity: data.quantity, parent_sku: e.parent_sku };
  });
}

/**
 * Every answer that holds a cart holds the catalogue's product rows in its items, so those results
 * are not checked against the schema until the codegen config maps the product types (see
 * FieldResolvers and the README); their names and arguments are.
 */
type CartAnswers = 'cart' | 'customerCart' | CartMutations;
type CartMutations =
  | 'addProductsToCart'
  | 'addConfigurableProductsToCart'
  | 'updateCartItems'
  | 'removeItemFromCart'
  | 'mergeCarts'
  | 'applyCouponToCart'
  | 'removeCouponFromCart'
  | 'applyRewardPointsToCart'
  | 'removeRewardPointsFromCart'
  | 'applyLoyaltyPointsToCart'
  | 'removeLoyaltyPointsFromCart'
  | 'applyStoreCreditToCart'
  | 'removeStoreCreditFromCart'
  | 'setGuestEmailOnCart'
  | 'setShippingAddressesOnCart'
  | 'setBillingAddressOnCart'
  | 'setShippingMethodsOnCart'
  | 'setDeliveryScheduleOnCart'
  | 'setShippingLocationOnCart'
  | 'setCartItemNote'
  | 'setOrderSourceOnCart'
  | 'followStoreOnCart';

const Query: FieldResolvers<QueryResolvers, unknown, CartAnswers> = {
  cart: async (_, args, ctx) =>
    viewOf(ctx, await cartForUser(ctx.db, cartIdArg(args.cart_id), ctx.customerId)),
  customerCart: async (_, __, ctx) =>
    viewOf(ctx, await customerActiveCart(ctx.db, requireCustomer(ctx), ctx.source)),
  applicableEvouchers: async (_, args, ctx) => {
    const customerId = requireCustomer(ctx);
    return couponSteps.applicableEvouchers(
      ctx,
      await cartForUser(ctx.db, cartIdArg(args.cart_id), customerId),
    );
  },
  availableDeliveryDays: async (_, args, ctx) => {
    const days = await deliveryDays(
      ctx.db,
      positiveId(args.districtId, 'districtId'),
      ctx.config.now(),
    );
    return days.map((d) => ({
      day: d.day,
      intervals: d.intervals.map((i) => ({ id: i.id, from: i.from, to: i.to })),
    }));
  },
  firstDeliveryInterval: async (_, args, ctx) => {
    const first = (
      await deliveryDays(ctx.db, positiveId(args.districtId, 'districtId'), ctx.config.now())
    )[0];
    const interval = first?.intervals[0];
    return first && interval
      ? { day: first.day, interval_id: interval.id, from: interval.from, to: interval.to }
      : null;
  },
};

const Mutation: FieldResolvers<MutationResolvers, unknown, CartAnswers> = {
  createEmptyCart: async (_, args, ctx) => {
    const chosen = (args.input as Args | null | undefined)?.cart_id;
    if (chosen !== undefined && chosen !== null) {
      throw badField(
        'cart_id',
        'Cart ids are generated by the service: leave "cart_id" out.',
        'معرف السلة تنشئه الخدمة: لا ترسل "cart_id".',
      );
    }
    if (ctx.customerId !== null)
      return (await customerActiveCart(ctx.db, ctx.customerId, ctx.source)).masked_id;
    await hitRateLimit(ctx.db, GUEST_CART_RULE, ctx.ip, ctx.config.now());
    return (await createCart(ctx.db, null, ctx.source)).masked_id;
  },
  addProductsToCart: async (_, args, ctx) => {
    const items = itemList(args.cartItems, 'cartItems');
    const { cart, result } = await mutate(
      ctx,
      args.cartId,
      (_t, trx, c) => addItems(trx, c, items),
      { field: 'cartId', followSource: true },
    );
    return { cart, user_errors: userErrors(ctx, result) };
  },
  addConfigurableProductsToCart: async (_, args, ctx) => {
    const input_ = inputObject(args.input);
    const items = configurableItems(input_.cart_items);
    const { cart } = await mutate(
      ctx,
      input_.cart_id,
      async (_t, trx, c) => {
        const problems = await addItems(trx, c, items);
        const first = problems[0];
        // Magento's older operation answers problems as errors: nothing of the request is kept.
        if (first) throw cartError('graphql-input', first.text, { code: first.code });
      },
      { followSource: true },
    );
    return { cart };
  },
  updateCartItems: async (_, args, ctx) => {
    const input_ = inputObject(args.input);
    const items = itemList(input_.cart_items, 'cart_items');
    const { cart, result } = await mutate(ctx, input_.cart_id, (_t, trx, c) =>
      updateItems(trx, c, items),
    );
    return { cart, errors: userErrors(ctx, result) };
  },
  removeItemFromCart: async (_, args, ctx) => {
    const input_ = inputObject(args.input);
    const { cart } = await mutate(ctx, input_.cart_id, async (_t, trx, c) => {
      if (!(await removeItem(trx, c, input_.cart_item_uid ?? input_.cart_item_id)))
        throw input(CART_MESSAGES.noItem, { field: 'cart_item_uid' });
    });
    return { cart };
  },
  mergeCarts: (_, args, ctx) => merge(ctx, args.source_cart_id, args.destination_cart_id),
  followStoreOnCart: async (_, args, ctx) => {
    const id = cartIdArg(args.cart_id, 'cart_id');
    const cart = await ctx.db.transaction().execute(async (trx) => {
      const row = await cartForUser(trx, id, ctx.customerId, { forUpdate: true });
      // A pickup cart is at the pickup store the shopper chose on purpose.
      return row.store_pickup_id === null ? followSource(trx, row, ctx.source) : row;
    });
    return { cart: await viewOf(ctx, cart) };
  },
  applyCouponToCart: async (_, args, ctx) => {
    const input_ = inputObject(args.input);
    // Guessing codes is throttled per client (coupon-guard.ts, issue 60).
    await couponGuard.refuseWhileGuessing(ctx);
    try {
      return {
        cart: (
          await mutate(ctx, input_.cart_id, (t, trx, c) =>
            couponSteps.applyCoupon(t, trx, c, input_.coupon_code),
          )
        ).cart,
      };
    } catch (error) {
      if (couponGuard.isUnknownCoupon(error)) await couponGuard.recordMiss(ctx);
      throw error;
    }
  },
  removeCouponFromCart: async (_, args, ctx) => {
    const input_ = inputObject(args.input);
    return {
      cart: (await mutate(ctx, input_.cart_id, (_t, trx, c) => couponSteps.removeCoupon(trx, c)))
        .cart,
    };
  },
  applyRewardPointsToCart: async (_, args, ctx) => ({
    cart: (
      await mutate(ctx, args.cartId, (t, trx, c) => loyaltySteps.applyPoints(t, trx, c, null), {
        field: 'cartId',
      })
    ).cart,
  }),
  removeRewardPointsFromCart: async (_, args, ctx) => ({
    cart: (
      await mutate(ctx, args.cartId, (t, trx, c) => loyaltySteps.removePoints(t, trx, c), {
        field: 'cartId',
      })
    ).cart,
  }),
  applyLoyaltyPointsToCart: async (_, args, ctx) => {
    const input_ = inputObject(args.input);
    const points = typeof input_.points === 'number' ? input_.points : Number.NaN;
    return {
      cart: (
        await mutate(ctx, input_.cart_id, (t, trx, c) =>
          loyaltySteps.applyPoints(t, trx, c, points),
        )
      ).cart,
    };
  },
  removeLoyaltyPointsFromCart: async (_, args, ctx) => {
    const input_ = inputObject(args.input);
    return {
      cart: (await mutate(ctx, input_.cart_id, (t, trx, c) => loyaltySteps.removePoints(t, trx, c)))
        .cart,
    };
  },
  applyStoreCreditToCart: async (_, args, ctx) => {
    const input_ = inputObject(args.input);
    return {
      cart: (
        await mutate(ctx, input_.cart_id, (t, trx, c) => loyaltySteps.applyStoreCredit(t, trx, c))
      ).cart,
    };
  },
  removeStoreCreditFromCart: async (_, args, ctx) => {
    const input_ = inputObject(args.input);
    return {
      cart: (
        await mutate(ctx, input_.cart_id, (t, trx, c) => loyaltySteps.removeStoreCredit(t, trx, c))
      ).cart,
    };
  },
  setGuestEmailOnCart: async (_, args, ctx) => {
    const input_ = inputObject(args.input);
    return {
      cart: (
        await mutate(ctx, input_.cart_id, (_t, trx, c) =>
          detailSteps.setGuestEmail(trx, c, input_.email),
        )
      ).cart,
    };
  },
  setShippingAddressesOnCart: async (_, args, ctx) => {
    const input_ = inputObject(args.input);
    return {
      // The cart first follows the store the shopper shops at now (issue 59: an address
      cart:
        // confirmed in the address selector changes that store after the cart was filled), so
        // the address is checked against the area the storefront shows, not a stale one.
        (
          await mutate(
            ctx,
            input_.cart_id,
            (t, trx, c) => addressSteps.setShippingAddress(t, trx, c, input_.shipping_addresses),
            { followSource: true },
          )
        ).cart,
    };
  },
  setBillingAddressOnCart: async (_, args, ctx) => {
    const input_ = inputObject(args.input);
    return {
      cart: (
        await mutate(ctx, input_.cart_id, (t, trx, c) =>
          addressSteps.setBillingAddress(t, trx, c, input_.billing_address),
        )
      ).cart,
    };
  },
  setShippingMethodsOnCart: async (_, args, ctx) => {
    const input_ = inputObject(args.input);
    return {
      cart: (
        await mutate(ctx, input_.cart_id, (t, trx, c) =>
          shippingSteps.setShippingMethod(t, trx, c, input_.shipping_methods),
        )
      ).cart,
    };
  },
  setDeliveryScheduleOnCart: async (_, args, ctx) => {
    const input_ = inputObject(args.input);
    return {
      cart: (
        await mutate(ctx, input_.cart_id, (t, trx, c) =>
          shippingSteps.setDeliverySchedule(t, trx, c, input_),
        )
      ).cart,
    };
  },
  setShippingLocationOnCart: async (_, args, ctx) => {
    const input_ = inputObject(args.input);
    const { cart } = await mutate(ctx, input_.cart_id, (t, trx, c) =>
      shippingSteps.setShippingLocation(t, trx, c, input_),
    );
    return { cart_id: cart.id, store_location: cart.store_location, cart };
  },
  setCartItemNote: async (_, args, ctx) => {
    const input_ = inputObject(args.input);
    const { cart } = await mutate(ctx, input_.cart_id, async (_t, trx, c) => {
      const note = noteArg(input_.note);
      if (note !== null && typeof note === 'object')
        throw cartError('graphql-input', note.text, { field: 'note' });
      const id = itemIdOf(input_.cart_item_id);
      const rows =
        id === null
          ? []
          : await trx
              .updateTable('cart_items')
              .set({ note })
              .where('id', '=', id)
              .where('cart_id', '=', c.id)
              .returning('id')
              .execute();
      if (rows.length === 0) throw input(CART_MESSAGES.noItem, { field: 'cart_item_id' });
    });
    return { cart };
  },
  setOrderSourceOnCart: async (_, args, ctx) => {
    const input_ = inputObject(args.input);
    return {
      cart: (
        await mutate(ctx, input_.cart_id, (_t, trx, c) =>
          detailSteps.setOrderSource(trx, c, input_.order_source),
        )
      ).cart,
    };
  },
};

const CartItemInterface: InterfaceResolver<CartItemInterfaceResolvers, CartView['items'][number]> =
  { resolveType: (i) => i.__typename };

const CartAddressInterface: InterfaceResolver<
  CartAddressInterfaceResolvers,
  { available_shipping_methods?: unknown }
> = {
  resolveType: (a) =>
    a.available_shipping_methods === undefined ? 'BillingCartAddress' : 'ShippingCartAddress',
};

export const cartResolvers = { Query, Mutation, CartItemInterface, CartAddressInterface };
