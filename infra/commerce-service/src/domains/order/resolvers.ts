/**
 * Resolvers of the order domain (schema files order.graphql and payment.graphql), merged with the
 * others by `allResolvers()`. Every entry point checks who asks: customers see and change only
 * their own orders and cards; guests only the order they prove (cart id or merchant reference).
 */
import type {
  CartResolvers,
  CustomerResolvers,
  MutationResolvers,
  OrderItemResolvers,
  QueryResolvers,
  SubstitutionItemResolvers,
  SubstitutionReplacementResolvers,
} from '../../__generated__/resolvers-types';
import type { FieldResolvers } from '../../graphql/types';
import type { CartView } from '../cart/view';
import { assertOwnCustomer } from '../customer/loyalty';
import { productForCustomerDomain } from '../customer/products';
import { cancelCustomerOrder } from './cancellation';
import * as cards from './cards';
import * as cartPayment from './cart-payment';
import * as orders from './orders';
import * as place from './place-order';
import { reorderItems } from './reorder';
import { createOrderReview } from './reviews';
import { orderSubstitution, submitOrderSubstitution } from './substitutions';

const Query: FieldResolvers<QueryResolvers, unknown> = {
  customerOrders: (_, args, ctx) => orders.customerOrders(ctx, args),
  orderByNumber: (_, args, ctx) => orders.orderByNumber(ctx, args.number, args.cart_id),
  ordersByNumber: (_, args, ctx) => orders.ordersByNumber(ctx, args.numbers, args.cart_id),
  ordersByMerchantRef: (_, args, ctx) => orders.ordersByMerchantRef(ctx, args.merchantReference),
  orderCancellationReasons: (_, args, ctx) => orders.cancellationReasons(ctx, args.type),
  orderSubstitution: (_, args, ctx) => orderSubstitution(ctx, args.order_number),
  customerCards: (_, __, ctx) => cards.customerCards(ctx),
};

// A cart answer carries the catalogue's product rows: its result is not checked (FieldResolvers).
const Mutation: FieldResolvers<
  MutationResolvers,
  unknown,
  'setPaymentMethodOnCart' | 'reorderItems'
> = {
  placeOrder: (_, args, ctx) => place.placeOrder(ctx, args.input),
  setPaymentMethodOnCart: (_, args, ctx) => cartPayment.setPaymentMethodOnCart(ctx, args.input),
  cardPaymentSignature: (_, args, ctx) => place.cardPaymentSignature(ctx, args.input),
  placeOrderWithSavedCard: (_, args, ctx) => place.placeOrderWithSavedCard(ctx, args.input),
  walletPayment: (_, args, ctx) => place.walletPayment(ctx, args.input),
  savePaymentCardOnCart: (_, args, ctx) => cartPayment.savePaymentCardOnCart(ctx, args.input),
  setPaymentCardOnCart: (_, args, ctx) => cartPayment.setPaymentCardOnCart(ctx, args.input),
  cancelCustomerOrder: (_, args, ctx) => cancelCustomerOrder(ctx, args.input),
  createOrderReview: (_, args, ctx) => createOrderReview(ctx, args.input),
  submitOrderSubstitution: (_, args, ctx) => submitOrderSubstitution(ctx, args.input),
  removeCustomerCard: (_, args, ctx) => cards.removeCustomerCard(ctx, args.cardId),
  reorderItems: (_, args, ctx) => reorderItems(ctx, args.orderNumber),
};

const Customer: FieldResolvers<CustomerResolvers, { id: number }> = {
  orders: (c, args, ctx) => {
    assertOwnCustomer(ctx, c);
    return orders.customerOrders(ctx, args, c.id);
  },
};

const Cart: FieldResolvers<CartResolvers, CartView> = {
  available_payment_methods: (cart, _, ctx) => cartPayment.paymentMethodsOf(ctx, cart),
  selected_payment_method: (cart, _, ctx) => cartPayment.selectedPaymentMethodOf(ctx, cart),
};

// The product fields answer with the catalogue's product row (see FieldResolvers).
const OrderItem: FieldResolvers<OrderItemResolvers, orders.OrderItemView, 'product'> = {
  product: (item, _, ctx) =>
    item.productId === null ? null : productForCustomerDomain(ctx, item.productId),
};

const SubstitutionItem: FieldResolvers<
  SubstitutionItemResolvers,
  { productId: number | null },
  'product'
> = {
  product: (item, _, ctx) =>
    item.productId === null ? null : productForCustomerDomain(ctx, item.productId),
};

const SubstitutionReplacement: FieldResolvers<
  SubstitutionReplacementResolvers,
  { productId: number },
  'product'
> = {
  product: (r, _, ctx) => productForCustomerDomain(ctx, r.productId),
};

export const orderResolvers = {
  Query,
  Mutation,
  Customer,
  Cart,
  OrderItem,
  SubstitutionItem,
  SubstitutionReplacement,
};
