import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSessionUser, renderWithShell } from '@dukkan/build/harness/testing';
import { fakeGraphQL, graphqlError } from '@dukkan/build/testing/graphql';
import type { GraphQLHandler } from '@dukkan/build/testing/graphql';
import type { Locale, StoreChoice } from '@dukkan/contracts';
import CheckoutPage from '../../../exposes/checkout-page';
import { removeCartCookie } from '../../../shared/cart/cart-cookie';
import { resetCartStoreForTests } from '../../../shared/cart/cart-store';
import { cartAnswer } from '../../../test/cart-fixtures';
import { checkoutAnswer, checkoutCart } from '../../../test/checkout-fixtures';
import { HOME } from './address-picker-stand-in';

// Issue 59: the area the shopper chose as a guest (Nasr City's store), and saved addresses that
// another store delivers to.
const NASR: StoreChoice = {
  region: { id: '1' },
  city: { id: '1', name: 'Nasr City' },
  district: { id: '1', name: '7th District' },
  defaultOrderSource: 'cairo_nasr_city',
};

async function setup(handlers: Record<string, GraphQLHandler>, locale: Locale = 'en') {
  const shipping = checkoutAnswer.shippingCart('customer-1', false);
  const network = fakeGraphQL({
    CustomerCart: () => cartAnswer.customerCart(checkoutCart('customer-1')),
    CustomerShippingCart: () => ({ __typename: 'Query', customerCart: shipping.cart }),
    PickupStores: () => ({ __typename: 'Query', storeConfig: null, stores: [] }),
    DeliveryDays: () => checkoutAnswer.days(),
    ...handlers,
  });
  const view = await renderWithShell(
    network.wrap(<CheckoutPage routeId="checkout-shipping" params={{}} />),
    {
      locale,
      path: `/${locale}/checkout/shipping`,
      user: makeSessionUser(),
      choice: NASR,
      modules: { 'account/AddressPicker': () => import('./address-picker-stand-in') },
    },
  );
  return { ...view, network, user: userEvent.setup() };
}

beforeEach(() => {
  resetCartStoreForTests();
  removeCartCookie();
});

describe('a customer shipping step without an address on the cart', () => {
  it('tells the shopper to choose, add or change the area, and opens the area dialog', async () => {
    const { user, bus } = await setup({});
    expect(
      await screen.findByText(
        'Choose a delivery address above or add a new one. If none is in your delivery area, change the area.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
    const opened: unknown[] = [];
    bus.on('open-store-selection', () => opened.push(true));
    await user.click(screen.getByRole('button', { name: 'Change the delivery area' }));
    expect(opened).toHaveLength(1);
  });

  it('makes an address of another area the store choice before the service is asked', async () => {
    let choiceWhenAsked: StoreChoice | null = null;
    const { user, store, network } = await setup({
      SetShippingAddress: () => {
        choiceWhenAsked = store.get().choice;
        return checkoutAnswer.setAddress('customer-1');
      },
      SetBillingAddress: () => checkoutAnswer.setBilling('customer-1'),
    });
    await user.click(await screen.findByRole('radio', { name: 'Home' }));
    await waitFor(() => expect(network.callsOf('SetBillingAddress')).toHaveLength(1));
    expect(choiceWhenAsked).toEqual({
      region: { id: '4' },
      city: { id: '40', name: 'Obour City' },
      district: { id: '41', name: 'Golf City' },
      defaultOrderSource: 'qalyubia_obour',
    });
    expect(network.callsOf('SetShippingAddress')[0]?.source).toBe('qalyubia_obour');
    expect(network.callsOf('SetShippingAddress')[0]?.variables).toMatchObject({
      input: { shipping_addresses: [{ customer_address_id: HOME.id }] },
    });
    expect(store.get().choice?.defaultOrderSource).toBe('qalyubia_obour');
  });

  it('gives the previous area back, in Arabic, when the service refuses the address', async () => {
    const { user, store } = await setup(
      {
        SetShippingAddress: () =>
          graphqlError('This address is out of the chosen area', {
            category: 'graphql-input',
            message_ar: 'هذا العنوان خارج المنطقة المختارة',
          }),
      },
      'ar',
    );
    await user.click(await screen.findByRole('radio', { name: 'Home' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('هذا العنوان خارج المنطقة المختارة');
    expect(store.get().choice).toEqual(NASR);
    expect(screen.getByRole('button', { name: 'تغيير منطقة التوصيل' })).toBeEnabled();
  });
});
