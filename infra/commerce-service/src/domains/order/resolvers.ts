/**
 * Resolvers of the order domain (schema files order.graphql and payment.graphql), merged with the
 * others by `allResolvers()`. Every entry point checks who asks: customers see and change only
 * their own orders and cards; guests only the order they prove (cart id or merchant reference).
 */
import type { GqlContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/types';
import { productForCustomerDomain } from '../customer/products';
import { assertOwnCustomer } from '../customer/loyalty';
import * as afterSales from './after-sales';
import * as cards from './cards';
import * as cartPayment from './cart-payment';
import * as orders from './orders';
import * as place from './place-order';

type Args = Record<string, unknown>;
type Input = Record<string, unknown>;

const input = (args: Args, name = 'input'): Input => (args[name] ?? {}) as Input;

export const orderResolvers: Resolvers = {
  Query: {
    customerOrders: (_: unknown, args: Args, ctx: GqlContext) => orders.customerOrders(ctx, args),
    orderByNumber: (_: unknown, args: Args, ctx: GqlContext) =>
      orders.orderByNumber(ctx, args.number, args.cart_id),
    ordersByNumber: (_: unknown, args: Args, ctx: GqlContext) =>
      orders.ordersByNumber(ctx, args.numbers, args.cart_id),
    ordersByMerchantRef: (_: unknown, args: Args, ctx: GqlContext) =>
      orders.ordersByMerchantRef(ctx, args.merchantReference),
    orderCancellationReasons: (_: unknown, args: Args, ctx: GqlContext) =>
      orders.cancellationReasons(ctx, args.type),
    orderSubstitution: (_: unknown, args: Args, ctx: GqlContext) =>
      afterSales.orderSubstitution(ctx, args.order_number),
    customerCards: (_: unknown, __: Args, ctx: GqlContext) => cards.customerCards(ctx),
  },

  Mutation: {
    placeOrder: (_: unknown, args: Args, ctx: GqlContext) => place.placeOrder(ctx, input(args)),
    setPaymentMethodOnCart: (_: unknown, args: Args, ctx: GqlContext) =>
      cartPayment.setPaymentMethodOnCart(ctx, input(args)),
    cardPaymentSignature: (_: unknown, args: Args, ctx: GqlContext) =>
      place.cardPaymentSignature(ctx, input(args)),
    placeOrderWithSavedCard: (_: unknown, args: Args, ctx: GqlContext) =>
      place.placeOrderWithSavedCard(ctx, input(args)),
    walletPayment: (_: unknown, args: Args, ctx: GqlContext) =>
      place.walletPayment(ctx, input(args)),
    savePaymentCardOnCart: (_: unknown, args: Args, ctx: GqlContext) =>
      cartPayment.savePaymentCardOnCart(ctx, input(args)),
    setPaymentCardOnCart: (_: unknown, args: Args, ctx: GqlContext) =>
      cartPayment.setPaymentCardOnCart(ctx, input(args)),
    cancelCustomerOrder: (_: unknown, args: Args, ctx: GqlContext) =>
      afterSales.cancelCustomerOrder(ctx, input(args)),
    createOrderReview: (_: unknown, args: Args, ctx: GqlContext) =>
      afterSales.createOrderReview(ctx, input(args)),
    submitOrderSubstitution: (_: unknown, args: Args, ctx: GqlContext) =>
      afterSales.submitOrderSubstitution(ctx, input(args)),
    removeCustomerCard: (_: unknown, args: Args, ctx: GqlContext) =>
      cards.removeCustomerCard(ctx, args.cardId),
  },

  Customer: {
    orders: (c: { id: number }, args: Args, ctx: GqlContext) => {
      assertOwnCustomer(ctx, c);
      return orders.customerOrders(ctx, args, c.id);
    },
  },

  Cart: {
    available_payment_methods: (cart: cartPayment.CartParent, _: Args, ctx: GqlContext) =>
      cartPayment.paymentMethodsOf(ctx, cart),
    selected_payment_method: (cart: cartPayment.CartParent, _: Args, ctx: GqlContext) =>
      cartPayment.selectedPaymentMethodOf(ctx, cart),
  },

  OrderItem: {
    product: (item: orders.OrderItemView, _: Args, ctx: GqlContext) =>
      item.productId === null ? null : productForCustomerDomain(ctx, item.productId),
  },

  SubstitutionItem: {
    product: (item: { productId: number | null }, _: Args, ctx: GqlContext) =>
      item.productId === null ? null : productForCustomerDomain(ctx, item.productId),
  },

  SubstitutionReplacement: {
    product: (r: { productId: number }, _: Args, ctx: GqlContext) =>
      productForCustomerDomain(ctx, r.productId),
  },
};
