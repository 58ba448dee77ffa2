// Test double of the commerce service at the network edge: an Apollo link answering each
// operation by name from handlers, recording every call. The app's own hooks run for real.
import type { ReactElement } from 'react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import type { ServerCart, ServerCartItem, ServerCartProduct } from '../graphql/types';

export interface GraphQLAnswer {
  data?: unknown;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}
export type Handler = (variables: Record<string, unknown>) => GraphQLAnswer;

export interface Call {
  operationName: string;
  variables: Record<string, unknown>;
  headers: Record<string, string>;
}

/** Handlers by operation name; a list answers its calls in turn (the last one repeats). */
export function createNetwork(handlers: Record<string, Handler | Handler[]>) {
  const calls: Call[] = [];
  const used = new Map<string, number>();
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const name = operation.operationName ?? '';
        const context = operation.getContext() as { headers?: Record<string, string> };
        calls.push({
          operationName: name,
          variables: operation.variables,
          headers: context.headers ?? {},
        });
        const entry = handlers[name];
        const index = used.get(name) ?? 0;
        used.set(name, index + 1);
        const handler = Array.isArray(entry) ? entry[Math.min(index, entry.length - 1)] : entry;
        if (!handler) {
          observer.error(new Error(`No answer for operation ${name}`));
          return;
        }
        void Promise.resolve().then(() => {
          observer.next(handler(operation.variables) as ApolloLink.Result);
          observer.complete();
        });
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const named = (name: string) => calls.filter((c) => c.operationName === name);
  return {
    client,
    calls,
    named,
    wrap: (ui: ReactElement) => <ApolloProvider client={client}>{ui}</ApolloProvider>,
  };
}

export interface ItemSpec {
  id?: number;
  sku: string;
  name: string;
  quantity: number;
  price?: number;
  regular?: number;
  stock?: number;
  step?: number;
  min?: number;
  max?: number | null;
  unit?: string | null;
  section?: 'ELECTRONICS' | 'NON_ELECTRONICS' | 'CLOTHING';
  variant?: { sku: string; name: string; stock: number; options: [string, string][] };
  urlKey?: string;
}

function product(
  id: number,
  sku: string,
  name: string,
  spec: ItemSpec,
  stock: number,
): ServerCartProduct {
  return {
    __typename: 'SimpleProduct',
    id,
    uid: `p-${id}`,
    sku,
    name,
    url_key: spec.urlKey ?? sku.toLowerCase(),
    only_x_left_in_stock: stock,
    special_price: null,
    special_from_date: null,
    special_to_date: null,
    small_image: {
      __typename: 'ProductImage',
      url: `/media/${sku}.jpg`,
      label: name,
    } as ServerCartProduct['small_image'],
    cart_control: {
      __typename: 'CartControl',
      increment_step: spec.step ?? 1,
      min_amount: spec.min ?? 1,
      max_amount: spec.max === undefined ? 20 : spec.max,
      unit: spec.unit ?? null,
    } as ServerCartProduct['cart_control'],
    price_range: {
      __typename: 'PriceRange',
      maximum_price: {
        __typename: 'ProductPrice',
        regular_price: { __typename: 'Money', value: spec.regular ?? spec.price ?? 10 },
        final_price: { __typename: 'Money', value: spec.price ?? 10 },
      },
    } as ServerCartProduct['price_range'],
  };
}

const money = (value: number) => ({ __typename: 'Money', value }) as { value: number };

export function makeItem(spec: ItemSpec): ServerCartItem {
  const id =
    spec.id ?? Math.abs([...spec.sku].reduce((h, c) => h * 31 + c.charCodeAt(0), 7) % 100000);
  const price = spec.price ?? 10;
  const stock = spec.variant?.stock ?? spec.stock ?? 50;
  const base = {
    __typename: spec.variant ? 'ConfigurableCartItem' : 'SimpleCartItem',
    uid: `item-${id}`,
    numeric_id: id,
    quantity: spec.quantity,
    note: null,
    only_x_left_in_stock: stock,
    is_invalid_item: stock <= 0 || spec.quantity > stock,
    section: spec.section ?? 'NON_ELECTRONICS',
    allow_change_quantity: true,
    errors: [],
    prices: {
      __typename: 'CartItemPrices',
      price: money(price),
      row_total_including_tax: money(Number((price * spec.quantity).toFixed(2))),
      original_item_price: money(spec.regular ?? price),
    },
    product: product(id, spec.sku, spec.name, spec, spec.stock ?? 50),
  } as ServerCartItem;
  if (spec.variant) {
    base.configured_variant = product(
      id + 1000,
      spec.variant.sku,
      spec.variant.name,
      spec,
      spec.variant.stock,
    );
    base.configurable_options = spec.variant.options.map(([option_label, value_label]) => ({
      __typename: 'SelectedConfigurableOption',
      option_label,
      value_label,
    }));
  }
  return base;
}

export function makeCart(
  id: string,
  items: ItemSpec[] = [],
  extra: Partial<ServerCart> = {},
): ServerCart {
  const built = items.map(makeItem);
  const subtotal = Number(
    built.reduce((s, i) => s + (i.prices?.row_total_including_tax.value ?? 0), 0).toFixed(2),
  );
  return {
    __typename: 'Cart',
    id,
    total_quantity: Number(items.reduce((s, i) => s + i.quantity, 0).toFixed(4)),
    has_invalid_items: built.some((i) => i.is_invalid_item),
    prices: {
      __typename: 'CartPrices',
      subtotal_including_tax: money(subtotal),
      grand_total: money(subtotal),
      total_money_saved: money(0),
      discounts: [],
    } as ServerCart['prices'],
    selected_shipping_method: null,
    items: built,
    ...extra,
  };
}

/** A GraphQL error answer with the service's extensions. */
export function errorAnswer(message: string, code?: string): GraphQLAnswer {
  return {
    errors: [{ message, extensions: { category: 'graphql-input', ...(code ? { code } : {}) } }],
  };
}
