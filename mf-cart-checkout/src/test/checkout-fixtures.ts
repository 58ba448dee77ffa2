// Checkout answers as the commerce service gives them, typed by the generated documents.
import { money } from '@dukkan/build/testing/fixtures';
import type { CartFieldsFragment } from '../shared/cart/graphql/__generated__/cart-fields';
import type { CheckoutPaymentFieldsFragment } from '../features/checkout/graphql/__generated__/checkout-payment-fields';
import type { CheckoutShippingFieldsFragment } from '../features/checkout/graphql/__generated__/checkout-shipping-fields';
import type { DeliveryDaysQuery } from '../features/checkout/graphql/__generated__/delivery-days';
import type { GuestPaymentCartQuery } from '../features/checkout/graphql/__generated__/guest-payment-cart';
import type { GuestShippingCartQuery } from '../features/checkout/graphql/__generated__/guest-shipping-cart';
import type { PlaceOrderMutation } from '../features/checkout/graphql/__generated__/place-order';
import type { SetPaymentMethodMutation } from '../features/checkout/graphql/__generated__/set-payment-method';
import type { SetShippingAddressMutation } from '../features/checkout/graphql/__generated__/set-shipping-address';
import type { SetShippingMethodMutation } from '../features/checkout/graphql/__generated__/set-shipping-method';
import type { OrdersByNumberQuery } from '../features/order-outcome/graphql/__generated__/orders-by-number';
import type { PlacedOrderFieldsFragment } from '../features/order-outcome/graphql/__generated__/placed-order-fields';
import { makeCart } from './cart-fixtures';

type ShippingMethod = NonNullable<
  NonNullable<CheckoutShippingFieldsFragment['available_shipping_methods']>[number]
>;

export function availableMethod(
  code: string,
  title: string,
  fee: number,
  extra: Partial<ShippingMethod> = {},
): ShippingMethod {
  return {
    __typename: 'AvailableShippingMethod',
    available: true,
    carrier_code: code,
    carrier_title: title,
    method_code: code,
    method_title: title,
    is_after_cutoff_time: false,
    cutoff_time: null,
    min_days: 0,
    max_days: 1,
    min_subtotal_for_free_shipping: null,
    amount: money(fee),
    ...extra,
  };
}

/** The shipping sections of a cart: no address yet, or delivering to district 7 (Nasr City). */
export function shippingFields(
  id: string,
  withAddress: boolean,
  extra: Partial<CheckoutShippingFieldsFragment> = {},
): CheckoutShippingFieldsFragment {
  return {
    __typename: 'Cart',
    id,
    email: withAddress ? 'guest@example.com' : null,
    minimum_order_amount: { __typename: 'MinimumOrderAmount', is_reached: true, amount: money(0) },
    shipping_addresses: withAddress
      ? [
          {
            __typename: 'ShippingCartAddress',
            firstname: 'Mona',
            lastname: 'Adel',
            telephone: '01012345678',
            street: ['12 Abbas El Akkad'],
            city: 'Nasr City',
            building: '4',
            floor: '2',
            apartment: '8',
            landmark: null,
            title: null,
            is_store_pickup: false,
            customer_address_id: null,
            district: { __typename: 'CartAddressDistrict', id: 7, name: 'Seventh District' },
          },
        ]
      : [],
    available_shipping_methods: withAddress
      ? [
          availableMethod('storepickup', 'Store pickup', 0),
          availableMethod('express', 'Express delivery', 45),
          availableMethod('flatrate', 'Standard delivery', 30),
        ]
      : [],
    selected_shipping_method: null,
    delivery_schedule: null,
    store_location: null,
    ...extra,
  };
}

/** Offered methods: code, title and whether the sandbox serves it (default true). */
export type PaymentCodes = Array<[string, string] | [string, string, boolean]>;

export function paymentFields(id: string, codes: PaymentCodes): CheckoutPaymentFieldsFragment {
  return {
    __typename: 'Cart',
    id,
    available_payment_methods: codes.map(([code, title, sandbox]) => ({
      __typename: 'AvailablePaymentMethod',
      code,
      title,
      sandbox: sandbox ?? true,
    })),
    selected_payment_method: null,
  };
}

const ITEMS = [{ sku: 'DK-6', name: 'Mangoes', quantity: 1, price: 40 }];

export function checkoutCart(id: string): CartFieldsFragment {
  return makeCart(id, ITEMS);
}

export const checkoutAnswer = {
  shippingCart: (
    id: string,
    withAddress: boolean,
    extra: Partial<CheckoutShippingFieldsFragment> = {},
  ): GuestShippingCartQuery => ({
    __typename: 'Query',
    cart: {
      ...checkoutCart(id),
      ...shippingFields(id, withAddress, extra),
      selected_shipping_method: null,
    },
  }),
  paymentCart: (id: string, codes: PaymentCodes): GuestPaymentCartQuery => ({
    __typename: 'Query',
    cart: { ...checkoutCart(id), ...paymentFields(id, codes) },
  }),
  setEmail: (id: string) => ({
    __typename: 'Mutation' as const,
    setGuestEmailOnCart: {
      __typename: 'SetGuestEmailOnCartOutput' as const,
      cart: { __typename: 'Cart' as const, id, email: 'guest@example.com' },
    },
  }),
  setAddress: (id: string): SetShippingAddressMutation => ({
    __typename: 'Mutation',
    setShippingAddressesOnCart: {
      __typename: 'SetShippingAddressesOnCartOutput',
      cart: { ...checkoutCart(id), ...shippingFields(id, true), selected_shipping_method: null },
    },
  }),
  setBilling: (id: string) => ({
    __typename: 'Mutation' as const,
    setBillingAddressOnCart: {
      __typename: 'SetBillingAddressOnCartOutput' as const,
      cart: { __typename: 'Cart' as const, id },
    },
  }),
  days: (): DeliveryDaysQuery => ({
    __typename: 'Query',
    availableDeliveryDays: [
      {
        __typename: 'DeliveryDay',
        day: '2026-11-24',
        intervals: [
          { __typename: 'DeliveryInterval', id: 11, from: '09:00', to: '12:00' },
          { __typename: 'DeliveryInterval', id: 12, from: '12:00', to: '15:00' },
        ],
      },
    ],
  }),
  setSchedule: (id: string) => ({
    __typename: 'Mutation' as const,
    setDeliveryScheduleOnCart: {
      __typename: 'SetDeliveryScheduleOnCartOutput' as const,
      cart: {
        __typename: 'Cart' as const,
        id,
        delivery_schedule: {
          __typename: 'CartDeliverySchedule' as const,
          day: '2026-11-24',
          time: 11,
          from: '09:00',
          to: '12:00',
        },
      },
    },
  }),
  setMethod: (id: string): SetShippingMethodMutation => ({
    __typename: 'Mutation',
    setShippingMethodsOnCart: {
      __typename: 'SetShippingMethodsOnCartOutput',
      cart: { ...checkoutCart(id), ...shippingFields(id, true), selected_shipping_method: null },
    },
  }),
  setPayment: (
    id: string,
    codes: PaymentCodes,
    redirect: string | null = null,
  ): SetPaymentMethodMutation => ({
    __typename: 'Mutation',
    setPaymentMethodOnCart: {
      __typename: 'SetPaymentMethodOnCartOutput',
      redirect_url: redirect,
      cart: { ...checkoutCart(id), ...paymentFields(id, codes) },
    },
  }),
  setSource: (id: string) => ({
    __typename: 'Mutation' as const,
    setOrderSourceOnCart: {
      __typename: 'SetOrderSourceOnCartOutput' as const,
      cart: { __typename: 'Cart' as const, id },
    },
  }),
  placeOrder: (number: string): PlaceOrderMutation => ({
    __typename: 'Mutation',
    placeOrder: {
      __typename: 'PlaceOrderOutput',
      orders: [
        {
          __typename: 'PlacedOrder',
          order_number: number,
          merchant_reference: 'ref-1',
          redirect_url: null,
        },
      ],
    },
  }),
};

export function placedOrder(number: string): PlacedOrderFieldsFragment {
  return {
    __typename: 'CustomerOrder',
    id: '1',
    number,
    is_store_pickup: false,
    estimated_earned_points: 40,
    shipping_method: 'Standard delivery',
    payment_methods: [
      { __typename: 'OrderPaymentMethod', name: 'Cash on delivery', type: 'cashondelivery' },
    ],
    delivery_schedule: {
      __typename: 'OrderDeliverySchedule',
      day: '2026-11-24',
      from: '09:00',
      to: '12:00',
    },
    store_location: null,
    total: {
      __typename: 'OrderTotal',
      subtotal: money(40),
      total_shipping: money(30),
      grand_total: money(70),
      applied_store_credit: money(0),
      discounts: [],
    },
    items: [
      {
        __typename: 'OrderItem',
        id: 'i1',
        product_name: 'Mangoes',
        product_sku: 'DK-6',
        quantity_ordered: 1,
        row_total: money(40),
      },
    ],
  };
}

export const ordersAnswer = (orders: PlacedOrderFieldsFragment[]): OrdersByNumberQuery => ({
  __typename: 'Query',
  ordersByNumber: orders,
});
