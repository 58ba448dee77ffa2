// The checkout's calls (commerce spec sections 4, 5 and 7): guest e-mail, shipping address,
// billing same as shipping, shipping method and delivery schedule, payment method, order source
// and place order. Each answer lands in the cache's one `Cart`; those with the cart's fields also
// go through `applyCart`, which keeps the cart in use and announces its count on the bus.
import { ORDER, STORAGE_KEYS } from '@dukkan/contracts';
import type { CustomerAddressInput } from '@dukkan/contracts';
import { applyCart, resetCart } from '../../shared/cart/cart-operations';
import type { CartDeps } from '../../shared/cart/cart-operations';
import { rememberGuestOrder } from '../../shared/cart/guest-orders';
import { PlaceOrderDocument } from './graphql/__generated__/place-order';
import { SetBillingAddressDocument } from './graphql/__generated__/set-billing-address';
import { SetDeliveryScheduleDocument } from './graphql/__generated__/set-delivery-schedule';
import { SetGuestEmailDocument } from './graphql/__generated__/set-guest-email';
import { SetOrderSourceDocument } from './graphql/__generated__/set-order-source';
import { SetPaymentMethodDocument } from './graphql/__generated__/set-payment-method';
import { SetShippingAddressDocument } from './graphql/__generated__/set-shipping-address';
import type { CartAddressInput } from './graphql/__generated__/set-shipping-address';
import { SetShippingLocationDocument } from './graphql/__generated__/set-shipping-location';
import { SetShippingMethodDocument } from './graphql/__generated__/set-shipping-method';

/** The carrier of store pickup: hidden from the shipping choices (spec section 4). */
export const STORE_PICKUP_CARRIER = 'storepickup';

/** Payment codes placed without leaving the store (the others go to /place-order). */
export const OFFLINE_PAYMENT_CODES: readonly string[] = [
  'cashondelivery',
  'cardondelivery',
  'free',
];

/** The address form's CreateAddress input as a cart address (same fields, region as code). */
export function toCartAddressInput(input: CustomerAddressInput): CartAddressInput {
  return {
    firstname: input.firstname,
    lastname: input.lastname,
    telephone: input.telephone,
    street: input.street,
    postcode: input.postcode,
    country_code: input.country_code,
    region: input.region.region_code,
    region_id: input.region.region_id,
    city: input.city,
    district: input.district,
    building: input.building,
    floor: input.floor,
    apartment: input.apartment,
    landmark: input.landmark,
    title: input.title,
  };
}

/** The guest's e-mail on the cart (the order confirmation goes there). */
export async function saveGuestEmail(deps: CartDeps, cartId: string, email: string): Promise<void> {
  await deps.client.mutate({
    mutation: SetGuestEmailDocument,
    variables: { input: { cart_id: cartId, email: email.trim() } },
  });
}

/** Sets the guest e-mail, then the delivery address (billing the same); answers the cart. */
export async function saveGuestContactAndAddress(
  deps: CartDeps,
  cartId: string,
  email: string,
  address: CartAddressInput,
): Promise<void> {
  await saveGuestEmail(deps, cartId, email);
  await saveShippingAddress(deps, cartId, { address });
}

/**
 * Store pickup from a store, or back to home delivery (`storeId` null). The service sets the
 * pickup method and the fixed pickup address (spec section 9), never saved to the address book;
 * going back to delivery clears them, so a delivery address is asked again.
 */
export async function saveShippingLocation(
  deps: CartDeps,
  cartId: string,
  storeId: number | null,
): Promise<void> {
  const { data } = await deps.client.mutate({
    mutation: SetShippingLocationDocument,
    variables: {
      input:
        storeId === null
          ? { cart_id: cartId, type: 'DELIVERY' }
          : { cart_id: cartId, type: 'PICKUP', store_id: storeId },
    },
  });
  if (data?.setShippingLocationOnCart) applyCart(deps, data.setShippingLocationOnCart.cart);
}

/**
 * The delivery address (a typed one or a saved one by id), and billing same as shipping. The
 * service moves the cart to the store the request names: `source` when the caller has just
 * chosen it (the shell's value of this render is still the previous one).
 */
export async function saveShippingAddress(
  deps: CartDeps,
  cartId: string,
  choice: { address: CartAddressInput } | { customerAddressId: number },
  source?: string,
): Promise<void> {
  // The shell's link puts the store choice on every request; a store chosen this moment is named.
  const context = source ? { source } : {};
  const shipping =
    'address' in choice
      ? { address: choice.address }
      : { customer_address_id: choice.customerAddressId };
  const { data } = await deps.client.mutate({
    mutation: SetShippingAddressDocument,
    variables: { input: { cart_id: cartId, shipping_addresses: [shipping] } },
    context,
  });
  if (data?.setShippingAddressesOnCart) applyCart(deps, data.setShippingAddressesOnCart.cart);
  await deps.client.mutate({
    mutation: SetBillingAddressDocument,
    variables: {
      input: { cart_id: cartId, billing_address: { ...shipping, same_as_shipping: true } },
    },
    context,
  });
}

export interface ShippingChoice {
  carrierCode: string;
  methodCode: string;
  /** Null for store pickup. */
  schedule: { day: string; intervalId: number; districtId: number } | null;
}

/** The delivery schedule, then the shipping method (which re-checks the interval's capacity). */
export async function saveShippingChoice(
  deps: CartDeps,
  cartId: string,
  choice: ShippingChoice,
): Promise<void> {
  if (choice.schedule) {
    await deps.client.mutate({
      mutation: SetDeliveryScheduleDocument,
      variables: {
        input: {
          cart_id: cartId,
          delivery_day: choice.schedule.day,
          delivery_interval_id: choice.schedule.intervalId,
          district_id: choice.schedule.districtId,
        },
      },
    });
  }
  const { data } = await deps.client.mutate({
    mutation: SetShippingMethodDocument,
    variables: {
      input: {
        cart_id: cartId,
        shipping_methods: [{ carrier_code: choice.carrierCode, method_code: choice.methodCode }],
      },
    },
  });
  if (data?.setShippingMethodsOnCart) applyCart(deps, data.setShippingMethodsOnCart.cart);
}

/** Chooses the payment method; answers the page to go to for online methods, else null. */
export async function savePaymentMethod(
  deps: CartDeps,
  cartId: string,
  code: string,
): Promise<string | null> {
  const { data } = await deps.client.mutate({
    mutation: SetPaymentMethodDocument,
    variables: { input: { cart_id: cartId, payment_method: { code } } },
  });
  const answer = data?.setPaymentMethodOnCart;
  if (answer) applyCart(deps, answer.cart);
  return answer?.redirect_url ?? null;
}

export interface PlacedOrder {
  number: string;
  /** The payment page for online methods, else null. */
  redirectUrl: string | null;
}

/**
 * Marks the cart as placed from the web shop (commerce spec sections 3 and 9: the order source
 * 'Web', stored locally as orderSource and sent as the `sourcecode` header), before any call
 * that places it. Storage that refuses the write (private mode, full) changes nothing else.
 */
export async function setWebOrderSource(deps: CartDeps, cartId: string): Promise<void> {
  try {
    window.localStorage.setItem(STORAGE_KEYS.orderSource, ORDER.source);
  } catch {
    // The header carries the same value; the local copy is a convenience.
  }
  await deps.client.mutate({
    mutation: SetOrderSourceDocument,
    variables: { input: { cart_id: cartId, order_source: ORDER.source } },
  });
}

/**
 * The order is placed: the cart is reset; a guest's order number is remembered with its cart
 * id, which the guest success page needs to read it.
 */
export function orderPlaced(
  deps: CartDeps,
  cartId: string,
  orderNumber: string | null | undefined,
  isGuest: boolean,
): void {
  if (isGuest && orderNumber) rememberGuestOrder(orderNumber, cartId);
  resetCart(deps);
}

/** Places the cart (order source Web first); the cart is reset afterwards (`orderPlaced`). */
export async function placeCartOrder(
  deps: CartDeps,
  cartId: string,
  isGuest: boolean,
): Promise<PlacedOrder> {
  await setWebOrderSource(deps, cartId);
  const { data } = await deps.client.mutate({
    mutation: PlaceOrderDocument,
    variables: { input: { cart_id: cartId } },
  });
  const order = data?.placeOrder?.orders[0];
  if (!order) throw new Error('cannot place order');
  orderPlaced(deps, cartId, order.order_number, isGuest);
  return { number: order.order_number, redirectUrl: order.redirect_url };
}
