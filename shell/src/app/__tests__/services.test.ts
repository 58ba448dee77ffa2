import type { TypedDocumentNode } from '@apollo/client';
import { waitFor } from '@testing-library/react';
import { parse } from 'graphql';
import { needsAuthorization } from '@dukkan/contracts';
import type { StoreChoice } from '@dukkan/contracts';
import { createShellServices } from '../services';
import { fakeFetch, operationOf } from '../../../test/fake-fetch';
import type { RecordedRequest } from '../../../test/fake-fetch';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

interface Stock {
  products: {
    __typename: 'Products';
    items: { __typename: string; sku: string; only_x_left_in_stock: number }[];
  };
}

const LIST: TypedDocumentNode<Stock> = parse(
  'query ListStock { products(filter: { category_id: { eq: "2" } }) { items { sku only_x_left_in_stock } } }',
);

const OTHER_LIST: TypedDocumentNode<Stock> = parse(
  'query OtherStock { products(filter: { category_id: { eq: "7" } }) { items { sku only_x_left_in_stock } } }',
);

/** The area the dialog saves: its store has other stock than `default`. */
const MAADI: StoreChoice = {
  city: { id: '1', name: 'Cairo' },
  region: { id: '2' },
  district: { id: '3', name: 'Degla' },
  defaultOrderSource: 'cairo_maadi',
};

/** Each source's stock of the one product both lists hold. */
const STOCK: Record<string, number> = { default: 136, cairo_maadi: 0 };

const sourceOf = (request: RecordedRequest) =>
  new URL(request.url, 'http://localhost').searchParams.get('source') ?? '';

function setup() {
  const network = fakeFetch((request) => ({
    body: {
      data: {
        products: {
          __typename: 'Products',
          items: [
            {
              __typename: 'SimpleProduct',
              sku: 'DK-000009',
              only_x_left_in_stock: STOCK[sourceOf(request)] ?? -1,
            },
          ],
        },
      },
    },
  }));
  const services = createShellServices({ needsAuthorization, fetch: network.fetch });
  return { services, requests: network.requests };
}

/** The stock an answer shows (partial while loading, none before the first). */
function stockOf(result: {
  data?: { products?: { items?: ({ only_x_left_in_stock?: number } | undefined)[] } };
}): number | undefined {
  return result.data?.products?.items?.[0]?.only_x_left_in_stock;
}

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'store=; Path=/; Max-Age=0';
});

describe('shell services: a new store source', () => {
  it('asks the shown data again with the new source, keeping it shown until the answer, and drops the rest', async () => {
    const { services, requests } = setup();
    const { client } = services;
    // A list read earlier whose page has closed: cached, watched by nobody.
    await client.query({ query: OTHER_LIST });
    // The list on screen.
    const shown: (number | undefined)[] = [];
    const subscription = client
      .watchQuery({ query: LIST })
      .subscribe((result) => shown.push(stockOf(result)));
    await waitFor(() => expect(shown).toContain(136));

    services.storeChoice.setChoice(MAADI);
    await waitFor(() => expect(shown).toContain(0));

    // From its first answer on, the page always had a stock to show: it never went empty while
    // the new one loaded (a reset of the whole cache empties it), and it ends on the new one.
    const sinceFirst = shown.slice(shown.indexOf(136));
    expect(sinceFirst).not.toContain(undefined);
    expect(sinceFirst.at(-1)).toBe(0);
    expect(
      requests.filter((request) => operationOf(request) === 'ListStock').map(sourceOf),
    ).toEqual(['default', 'cairo_maadi']);
    // The closed page's list was the old store's: a page that opens it again must ask.
    expect(client.readQuery({ query: OTHER_LIST })).toBeNull();
    expect(requests.filter((request) => operationOf(request) === 'OtherStock')).toHaveLength(1);
    subscription.unsubscribe();
  });

  it('leaves the cache alone when the new choice has the same source', async () => {
    const { services, requests } = setup();
    const { client } = services;
    services.storeChoice.setChoice(MAADI);
    const subscription = client.watchQuery({ query: LIST }).subscribe(() => {});
    await waitFor(() => expect(requests).toHaveLength(1));

    services.storeChoice.setChoice({ ...MAADI, district: { id: '4', name: 'Sarayat' } });
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(requests).toHaveLength(1);
    expect(client.readQuery({ query: LIST })).not.toBeNull();
    subscription.unsubscribe();
  });
});
