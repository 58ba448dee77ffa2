import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@dukkan/build/harness/testing';
import { money } from '@dukkan/build/testing/fixtures';
import { fakeGraphQL, graphqlError } from '@dukkan/build/testing/graphql';
import type { GraphQLHandler } from '@dukkan/build/testing/graphql';
import type { Locale } from '@dukkan/contracts';
import CheckoutPage from '../../../exposes/checkout-page';
import { removeCartCookie, writeCartCookie } from '../../../shared/cart/cart-cookie';
import { resetCartStoreForTests } from '../../../shared/cart/cart-store';
import { cartAnswer } from '../../../test/cart-fixtures';
import {
  availableMethod,
  checkoutAnswer,
  checkoutCart,
  shippingFields,
} from '../../../test/checkout-fixtures';
import type { PickupStoreFieldsFragment } from '../graphql/__generated__/pickup-store-fields';
import type { PickupStoresQuery } from '../graphql/__generated__/pickup-stores';
import type { SetShippingLocationMutation } from '../graphql/__generated__/set-shipping-location';

const CART = 'guest-1';

const store = (id: number, name: string, days: string): PickupStoreFieldsFragment => ({
  __typename: 'StoreLocation',
  id,
  name,
  address: `${id} Baghdad St.`,
  phone_number: `022270000${id}`,
  is_active: true,
  working_hours: [{ __typename: 'StoreWorkingHours', days, open: '09:00', close: '22:00' }],
  city: { __typename: 'StoreCity', id: 40 + id, name: 'Heliopolis' },
});
const HELIOPOLIS = store(2, 'Dukkan Heliopolis', 'Saturday to Thursday');
const MAADI = store(4, 'Dukkan Maadi', 'Every day');

const storesAnswer = (enabled: boolean): PickupStoresQuery => ({
  __typename: 'Query',
  storeConfig: { __typename: 'StoreConfig', store_pickup_enabled: enabled },
  stores: [HELIOPOLIS, MAADI],
});

/** The cart as the service answers it once it is a pickup cart of `picked`. */
function pickupCart(picked: PickupStoreFieldsFragment) {
  return {
    ...checkoutCart(CART),
    ...shippingFields(CART, true, {
      email: null,
      shipping_addresses: [
        {
          __typename: 'ShippingCartAddress',
          firstname: 'Store pickup',
          lastname: picked.name,
          telephone: picked.phone_number,
          street: [picked.address ?? ''],
          city: 'Heliopolis',
          building: null,
          floor: null,
          apartment: null,
          landmark: null,
          title: null,
          is_store_pickup: true,
          customer_address_id: null,
          district: null,
        },
      ],
      available_shipping_methods: [availableMethod('storepickup', 'Store pickup', 0)],
      store_location: picked,
    }),
    selected_shipping_method: {
      __typename: 'SelectedShippingMethod' as const,
      carrier_code: 'storepickup',
      method_code: 'storepickup',
      method_title: 'Store pickup',
      amount: money(0),
      electronics_amount: money(0),
      non_electronics_amount: money(0),
    },
  };
}

const locationAnswer = (cart: ReturnType<typeof pickupCart>): SetShippingLocationMutation => ({
  __typename: 'Mutation',
  setShippingLocationOnCart: { __typename: 'SetShippingLocationOnCartOutput', cart_id: CART, cart },
});

async function setup(handlers: Record<string, GraphQLHandler | GraphQLHandler[]>, locale: Locale) {
  writeCartCookie(CART);
  const network = fakeGraphQL({
    GuestCart: () => cartAnswer.guestCart(checkoutCart(CART)),
    DeliveryDays: () => checkoutAnswer.days(),
    ...handlers,
  });
  const view = await renderWithShell(
    network.wrap(<CheckoutPage routeId="checkout-guest-shipping" params={{}} />),
    {
      locale,
      path: `/${locale}/checkout/guest-shipping`,
      modules: { 'account/AddressForm': () => import('./address-form-stand-in') },
    },
  );
  return { ...view, network, user: userEvent.setup() };
}

beforeEach(() => {
  resetCartStoreForTests();
  removeCartCookie();
  window.sessionStorage.clear();
  window.dataLayer = [];
});

describe('store pickup on the shipping step', () => {
  it('lets a guest collect from a store: its hours and rules, storepickup, no delivery time', async () => {
    const picked = pickupCart(HELIOPOLIS);
    const { user, network, currentPath } = await setup(
      {
        GuestShippingCart: () => checkoutAnswer.shippingCart(CART, false),
        PickupStores: () => storesAnswer(true),
        SetShippingLocation: () => locationAnswer(picked),
        SetGuestEmail: () => checkoutAnswer.setEmail(CART),
        SetShippingMethod: () => ({
          __typename: 'Mutation',
          setShippingMethodsOnCart: { __typename: 'SetShippingMethodsOnCartOutput', cart: picked },
        }),
      },
      'en',
    );
    const modes = await screen.findByRole('group', {
      name: 'How would you like to get your order?',
    });
    expect(within(modes).getByRole('radio', { name: /Home delivery/ })).toBeChecked();
    await user.click(within(modes).getByRole('radio', { name: /Store pickup/ }));
    // No address is asked for pickup.
    expect(screen.queryByRole('button', { name: 'Deliver to this address' })).toBeNull();
    const stores = screen.getByRole('group', {
      name: 'Choose the store you will collect your order from.',
    });
    expect(within(stores).getByRole('radio', { name: /Dukkan Heliopolis/ })).toHaveAccessibleName(
      expect.stringContaining('Saturday to Thursday: 9:00 AM to 10:00 PM'),
    );
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
    await user.click(within(stores).getByRole('radio', { name: /Dukkan Heliopolis/ }));
    expect(network.callsOf('SetShippingLocation')[0]?.variables).toEqual({
      input: { cart_id: CART, type: 'PICKUP', store_id: 2 },
    });
    expect(await screen.findByText(/not saved to your address book/)).toBeInTheDocument();
    expect(within(stores).getByRole('radio', { name: /Dukkan Heliopolis/ })).toBeChecked();
    expect(screen.queryByRole('combobox', { name: 'Delivery interval' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Shipping method' })).toBeNull();

    // The e-mail is still needed: refused without a request, then set before the method.
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findAllByText('This field is required.')).not.toHaveLength(0);
    expect(network.callsOf('SetShippingMethod')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'guest@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(currentPath()).toBe('/en/checkout/pay'));
    expect(network.callsOf('SetGuestEmail')[0]?.variables).toEqual({
      input: { cart_id: CART, email: 'guest@example.com' },
    });
    expect(network.callsOf('SetShippingMethod')[0]?.variables).toEqual({
      input: {
        cart_id: CART,
        shipping_methods: [{ carrier_code: 'storepickup', method_code: 'storepickup' }],
      },
    });
    expect(network.callsOf('SetDeliverySchedule')).toHaveLength(0);
  });

  it('opens a pickup cart on its store, and going back to delivery asks for an address (Arabic)', async () => {
    const { user, network } = await setup(
      {
        GuestShippingCart: () => ({ __typename: 'Query', cart: pickupCart(MAADI) }),
        PickupStores: () => storesAnswer(true),
        SetShippingLocation: () => ({
          __typename: 'Mutation',
          setShippingLocationOnCart: {
            __typename: 'SetShippingLocationOnCartOutput',
            cart_id: CART,
            cart: { ...checkoutCart(CART), ...shippingFields(CART, false) },
          },
        }),
      },
      'ar',
    );
    const stores = await screen.findByRole('group', { name: 'اختر الفرع الذي ستستلم منه طلبك.' });
    expect(within(stores).getByRole('radio', { name: /Dukkan Maadi/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /التوصيل للمنزل/ }));
    expect(network.callsOf('SetShippingLocation')[0]?.variables).toEqual({
      input: { cart_id: CART, type: 'DELIVERY' },
    });
    expect(await screen.findByRole('button', { name: 'التوصيل إلى هذا العنوان' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'اختر الفرع الذي ستستلم منه طلبك.' })).toBeNull();
  });

  it('shows a refused store in the page language and keeps delivery possible', async () => {
    const { user } = await setup(
      {
        GuestShippingCart: () => checkoutAnswer.shippingCart(CART, true),
        PickupStores: () => storesAnswer(true),
        SetShippingLocation: () =>
          graphqlError('Unable to place order, some addresses are not valid', {
            category: 'graphql-input',
          }),
      },
      'en',
    );
    await user.click(await screen.findByRole('radio', { name: /Store pickup/ }));
    await user.click(screen.getByRole('radio', { name: /Dukkan Maadi/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This store you trying to pick from is not valid',
    );
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Home delivery/ }));
    expect(await screen.findByRole('group', { name: 'Shipping method' })).toBeVisible();
  });

  it('is not offered while the store configuration has pickup off', async () => {
    const { network } = await setup(
      {
        GuestShippingCart: () => checkoutAnswer.shippingCart(CART, true),
        PickupStores: () => storesAnswer(false),
      },
      'en',
    );
    expect(await screen.findByRole('group', { name: 'Shipping method' })).toBeVisible();
    await waitFor(() => expect(network.callsOf('PickupStores')).toHaveLength(1));
    expect(screen.queryByRole('radio', { name: /Store pickup/ })).toBeNull();
    expect(
      screen.queryByRole('group', { name: 'How would you like to get your order?' }),
    ).toBeNull();
  });
});
