import { screen, waitFor } from '@testing-library/react';
import { makeSessionUser, renderWithShell } from '@dukkan/build/harness/testing';
import { fakeGraphQL } from '@dukkan/build/testing/graphql';
import type { GraphQLHandler } from '@dukkan/build/testing/graphql';
import type { StoreChoice } from '@dukkan/contracts';
import MiniCart from '../../../exposes/mini-cart';
import { removeCartCookie } from '../../../shared/cart/cart-cookie';
import { readCart } from '../../../shared/cart/cart-cache';
import { resetCartStoreForTests, useCartStore } from '../../../shared/cart/cart-store';
import { cartAnswer, makeCart } from '../../../test/cart-fixtures';

// Issue 59: the customer confirmed Home (Obour's store) in the address selector, the page
// reloaded, and the cart was still at the store of the area chosen as a guest.
const OBOUR: StoreChoice = {
  region: { id: '4' },
  city: { id: '40', name: 'Obour City' },
  district: { id: '41', name: 'Golf City' },
  defaultOrderSource: 'qalyubia_obour',
};
const ITEMS = [{ sku: 'DK-6', name: 'Mangoes', quantity: 2, price: 40 }];

async function setup(handlers: Record<string, GraphQLHandler>, choice: StoreChoice | null) {
  const network = fakeGraphQL(handlers);
  await renderWithShell(network.wrap(<MiniCart />), {
    locale: 'en',
    user: makeSessionUser(),
    choice,
  });
  return network;
}

beforeEach(() => {
  resetCartStoreForTests();
  removeCartCookie();
});

describe('the cart at page start', () => {
  it("moves to the chosen store when it is at another one, and shows that store's cart", async () => {
    const network = await setup(
      {
        CustomerCart: () =>
          cartAnswer.customerCart(makeCart('c-1', ITEMS, { source_code: 'cairo_nasr_city' })),
        FollowStoreOnCart: () => ({
          __typename: 'Mutation',
          followStoreOnCart: {
            __typename: 'FollowStoreOnCartOutput',
            cart: makeCart('c-1', [{ ...ITEMS[0]!, price: 42 }], { source_code: 'qalyubia_obour' }),
          },
        }),
      },
      OBOUR,
    );
    await waitFor(() => expect(network.callsOf('FollowStoreOnCart')).toHaveLength(1));
    expect(network.callsOf('FollowStoreOnCart')[0]?.variables).toEqual({ cartId: 'c-1' });
    // The cache's cart (what every cart view reads) is the chosen store's.
    await waitFor(() =>
      expect(readCart(network.client, useCartStore.getState().cartId)?.subtotal).toBe(84),
    );
    expect(screen.getByRole('link', { name: 'Cart, items: 2' })).toBeInTheDocument();
  });

  it('asks nothing more when the cart is at the chosen store', async () => {
    const same = await setup(
      {
        CustomerCart: () =>
          cartAnswer.customerCart(makeCart('c-1', ITEMS, { source_code: 'qalyubia_obour' })),
      },
      OBOUR,
    );
    await waitFor(() => expect(useCartStore.getState().loaded).toBe(true));
    expect(same.callsOf('FollowStoreOnCart')).toHaveLength(0);
  });
});
