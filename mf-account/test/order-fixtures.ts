// The service's answers to the order documents, typed by the generated result types.
import type { CustomerOrdersQuery } from '../src/features/orders/graphql/__generated__/customer-orders';
import type { OrderDetailFieldsFragment } from '../src/features/orders/graphql/__generated__/order-detail-fields';
import type { OrderCancellationReasonsQuery } from '../src/features/orders/graphql/__generated__/cancellation-reasons';
import type { CancelCustomerOrderMutation } from '../src/features/orders/graphql/__generated__/cancel-order';

type Answer<T> = Omit<T, '__typename'>;
const money = (value: number) => ({ __typename: 'Money' as const, value });

type ListOrder = NonNullable<NonNullable<CustomerOrdersQuery['customerOrders']>['items'][number]>;

/** An order of the history. */
export function listOrder(number: string, overrides: Partial<ListOrder> = {}): ListOrder {
  return {
    __typename: 'CustomerOrder',
    id: number,
    number,
    status: 'Pending',
    status_code: 'pending',
    order_date: '2026-11-20 10:15:00',
    is_store_pickup: false,
    shipping_method: 'Home delivery',
    total_quantity: 3,
    total: { __typename: 'OrderTotal', grand_total: money(250.5) },
    store_location: { __typename: 'StoreLocation', id: 1, name: 'Maadi store' },
    delivery_schedule: {
      __typename: 'OrderDeliverySchedule',
      day: '2026-11-24',
      from: '10:00',
      to: '12:00',
    },
    ...overrides,
  };
}

/** CustomerOrders: one page of `orders` out of `totalPages`. */
export function orderPage(
  orders: ListOrder[],
  currentPage = 1,
  totalPages = 1,
): Answer<CustomerOrdersQuery> {
  return {
    customerOrders: {
      __typename: 'CustomerOrders',
      total_count: totalPages * 10,
      page_info: {
        __typename: 'SearchResultPageInfo',
        current_page: currentPage,
        page_size: 10,
        total_pages: totalPages,
      },
      items: orders,
    },
  };
}

/** The order page's order. */
export function orderDetail(
  number: string,
  overrides: Partial<OrderDetailFieldsFragment> = {},
): OrderDetailFieldsFragment {
  return {
    __typename: 'CustomerOrder',
    id: number,
    number,
    status: 'Pending',
    status_code: 'pending',
    order_date: '2026-11-20 10:15:00',
    is_store_pickup: false,
    shipping_method: 'Home delivery',
    can_cancel: true,
    can_reorder: false,
    can_review: false,
    has_pending_substitution: false,
    averageRating: null,
    cancellation_reason: null,
    cancellation_comment: null,
    loyalty_points_consumed: 200,
    loyalty_currency_amount_consumed: 20,
    estimated_earned_points: 25,
    total: {
      __typename: 'OrderTotal',
      grand_total: money(230.5),
      subtotal: money(230.5),
      total_shipping: money(20),
      total_tax: money(0),
      discounts: [],
      applied_store_credit: money(0),
    },
    items: [
      {
        __typename: 'OrderItem',
        id: '11',
        section: 'NON_ELECTRONICS',
        product_name: 'Red apples',
        product_sku: 'apples',
        product_url_key: 'red-apples',
        product_image: null,
        quantity_ordered: 2,
        quantity_canceled: 0,
        product_sale_price: money(45),
        row_total: money(90),
        selected_options: [{ __typename: 'OrderItemOption', label: 'Weight', value: '1 kg' }],
        note: null,
      },
      {
        __typename: 'OrderItem',
        id: '12',
        section: 'ELECTRONICS',
        product_name: 'Kettle',
        product_sku: 'kettle',
        product_url_key: 'kettle',
        product_image: null,
        quantity_ordered: 1,
        quantity_canceled: 0,
        product_sale_price: money(140.5),
        row_total: money(140.5),
        selected_options: [],
        note: null,
      },
    ],
    delivery_expectation: {
      __typename: 'OrderDeliveryExpectation',
      min_days: 0,
      max_days: 6,
      cutoff_time: '18:00',
    },
    shipping_address: {
      __typename: 'OrderAddress',
      firstname: 'Mona',
      lastname: 'Adel',
      street: ['El Tahrir Street'],
      building: '12',
      floor: '3',
      apartment: '7',
      landmark: null,
      telephone: '01123456789',
      title: 'Home',
      city: { __typename: 'OrderAddressCity', id: 1, name: 'Cairo' },
      district: { __typename: 'OrderAddressDistrict', id: 2, name: 'Maadi' },
    },
    payment_methods: [
      { __typename: 'OrderPaymentMethod', name: 'Cash on delivery', type: 'cashondelivery' },
    ],
    store_location: {
      __typename: 'StoreLocation',
      id: 1,
      name: 'Maadi store',
      address: '9 Road 9',
      phone_number: '0225000000',
    },
    delivery_schedule: {
      __typename: 'OrderDeliverySchedule',
      day: '2026-11-24',
      from: '10:00',
      to: '12:00',
    },
    ...overrides,
  };
}

export const cancellationReasons: Answer<OrderCancellationReasonsQuery> = {
  orderCancellationReasons: [
    {
      __typename: 'OrderCancellationReason',
      id: 1,
      code: 'changed_mind',
      label: 'I changed my mind',
    },
    {
      __typename: 'OrderCancellationReason',
      id: 2,
      code: 'too_late',
      label: 'Delivery is too late',
    },
  ],
};

/** CancelCustomerOrder: cancelled, with the order as it is now. */
export function orderCancelled(number: string): Answer<CancelCustomerOrderMutation> {
  return {
    cancelCustomerOrder: {
      __typename: 'CancelCustomerOrderOutput',
      result: true,
      order: orderDetail(number, {
        status: 'Cancelled',
        status_code: 'canceled',
        can_cancel: false,
        cancellation_reason: 'I changed my mind',
      }),
    },
  };
}
