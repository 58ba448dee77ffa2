// The network for tests: an Apollo client whose link answers each operation by name from a
// handler and records the variables sent. Only the network is faked; this remote's hooks run
// for real against it.
import type { ReactNode } from 'react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';

export type Handler = (variables: Record<string, unknown>) => unknown;

export function fakeGraphQL(handlers: Record<string, Handler>) {
  const calls: Record<string, Record<string, unknown>[]> = {};
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const name = operation.operationName ?? '';
        (calls[name] ??= []).push(operation.variables);
        // Answer on a later task, as a network would.
        setTimeout(() => {
          try {
            const handler = handlers[name];
            if (!handler) throw new Error(`no handler for ${name}`);
            observer.next({ data: handler(operation.variables) } as ApolloLink.Result);
            observer.complete();
          } catch (error) {
            observer.error(error);
          }
        }, 0);
      }),
  );
  // Like the shell's client: a plain InMemoryCache (no possibleTypes, no type policies).
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return {
    client,
    calls,
    wrap: (ui: ReactNode) => <ApolloProvider client={client}>{ui}</ApolloProvider>,
  };
}

/** A product as the service answers the list documents; every field can be overridden. */
export function serviceProduct(overrides: Record<string, unknown> = {}) {
  const id = (overrides.id as number | undefined) ?? 6;
  return {
    __typename: 'SimpleProduct',
    id,
    sku: `DK-${id}`,
    name: 'Mangoes',
    url_key: `mangoes-${id}`,
    small_image: { __typename: 'ProductImage', url: `/media/${id}.svg`, label: 'Mangoes' },
    categories: [{ __typename: 'CategoryTree', id: 2 }],
    attributes: [],
    special_price: null,
    special_from_date: null,
    special_to_date: null,
    new_from_date: null,
    new_to_date: null,
    only_x_left_in_stock: 30,
    price_range: {
      __typename: 'PriceRange',
      maximum_price: {
        __typename: 'ProductPrice',
        final_price: { __typename: 'Money', value: 55.95 },
        regular_price: { __typename: 'Money', value: 55.95 },
      },
    },
    cart_control: {
      __typename: 'CartControl',
      increment_step: 1,
      min_amount: 1,
      max_amount: 10,
      unit: null,
    },
    ...overrides,
  };
}

/** The product's price fields with a final and a regular price. */
export function prices(final: number | null, regular: number | null) {
  return {
    __typename: 'PriceRange',
    maximum_price: {
      __typename: 'ProductPrice',
      final_price: { __typename: 'Money', value: final },
      regular_price: { __typename: 'Money', value: regular },
    },
  };
}
