import { InMemoryCache, gql } from '@apollo/client';
import { APOLLO_CACHE_CONFIG } from '../cache-config';

// Two selections of one cart, as two answers ask for it: a cart view's and a checkout step's.
const CART_VIEW = gql`
  query CartView($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      total_quantity
      prices {
        grand_total {
          value
        }
      }
      selected_shipping_method {
        carrier_code
        method_code
        amount {
          value
        }
      }
      items {
        uid
        quantity
      }
    }
  }
`;
const CHECKOUT_STEP = gql`
  query CheckoutStep($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      email
      prices {
        subtotal_including_tax {
          value
        }
      }
      selected_shipping_method {
        carrier_code
        method_code
        method_title
      }
    }
  }
`;
const ITEM = gql`
  fragment Line on CartItemInterface {
    uid
    quantity
  }
`;

const money = (value: number) => ({ __typename: 'Money', value });
const method = (code: string) => ({
  __typename: 'SelectedShippingMethod',
  carrier_code: 'flatrate',
  method_code: code,
});

function viewAnswer(quantity: number, code: string) {
  return {
    cart: {
      __typename: 'Cart',
      id: 'c-1',
      total_quantity: quantity,
      prices: { __typename: 'CartPrices', grand_total: money(10 * quantity) },
      selected_shipping_method: { ...method(code), amount: money(5) },
      items: [{ __typename: 'SimpleCartItem', uid: 'MQ==', quantity }],
    },
  };
}

function stepAnswer(code: string) {
  return {
    cart: {
      __typename: 'Cart',
      id: 'c-1',
      email: 'a@example.com',
      prices: { __typename: 'CartPrices', subtotal_including_tax: money(20) },
      selected_shipping_method: { ...method(code), method_title: `Method ${code}` },
    },
  };
}

function cacheWith(...answers: [typeof CART_VIEW, object][]) {
  const cache = new InMemoryCache(APOLLO_CACHE_CONFIG);
  for (const [query, data] of answers)
    cache.writeQuery({ query, data, variables: { cartId: 'c-1' } });
  return cache;
}

describe('APOLLO_CACHE_CONFIG: one cart', () => {
  it('keeps one Cart by id whose partial selections merge, so both readers stay complete', () => {
    const cache = cacheWith([CART_VIEW, viewAnswer(2, 'a')], [CHECKOUT_STEP, stepAnswer('a')]);
    const view = cache.readQuery({ query: CART_VIEW, variables: { cartId: 'c-1' } });
    const step = cache.readQuery({ query: CHECKOUT_STEP, variables: { cartId: 'c-1' } });
    expect(view).toEqual(viewAnswer(2, 'a'));
    expect(step).toEqual(stepAnswer('a'));
  });

  it('reads cart(cart_id) from a Cart any other answer wrote', () => {
    const cache = new InMemoryCache(APOLLO_CACHE_CONFIG);
    cache.writeFragment({
      fragment: gql`
        fragment Written on Cart {
          id
          email
        }
      `,
      data: { __typename: 'Cart', id: 'c-9', email: 'b@example.com' },
    });
    const read = cache.readQuery<{ cart: { email: string } }>({
      query: gql`
        query ById($cartId: String!) {
          cart(cart_id: $cartId) {
            id
            email
          }
        }
      `,
      variables: { cartId: 'c-9' },
    });
    expect(read?.cart.email).toBe('b@example.com');
  });

  it('keeps the items as entities by uid, so a later answer changes the line every view reads', () => {
    const cache = cacheWith([CART_VIEW, viewAnswer(2, 'a')], [CART_VIEW, viewAnswer(3, 'a')]);
    expect(cache.identify({ __typename: 'SimpleCartItem', uid: 'MQ==' })).toBe(
      'SimpleCartItem:{"uid":"MQ=="}',
    );
    const line = cache.readFragment<{ quantity: number }>({
      fragment: ITEM,
      id: 'SimpleCartItem:{"uid":"MQ=="}',
    });
    expect(line?.quantity).toBe(3);
  });

  it('drops the fields of a shipping method the cart no longer has', () => {
    const cache = cacheWith([CHECKOUT_STEP, stepAnswer('a')], [CART_VIEW, viewAnswer(2, 'b')]);
    // Method b's title was never answered: the step's read is incomplete (it asks again)
    // instead of showing method a's title for method b.
    const step = cache.readQuery({ query: CHECKOUT_STEP, variables: { cartId: 'c-1' } });
    expect(step).toBeNull();
  });
});
