import { InMemoryCache } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { act, screen } from '@testing-library/react';
import { parse } from 'graphql';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { APOLLO_CACHE_CONFIG, needsAuthorization } from '@dukkan/contracts';
import type { Locale } from '@dukkan/contracts';
import { createShellServices } from '../../../app/services';
import { createDialogs } from '../../../shared/services/dialogs-store';
import { forgetModule } from '../../remotes/module-loader';
import { onPageShown } from '../../remotes/first-screen-page';
import { createApolloClient } from '../create-client';
import { CACHE_PRIORITY_TIMEOUT_MS, restoreFirstData, takeFirstData } from '../first-data';
import { FIRST_DATA_ID } from '@dukkan/contracts/first-screen';
import type { FirstDataDependencies } from '../first-data';
import { StoreConfigDocument } from '@dukkan/contracts/graphql/store-config';
import { renderShell } from '../../../../test/render-shell';
import { fakeFetch } from '../../../../test/fake-fetch';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

interface ProductsData {
  products: { __typename: 'Products'; total_count: number } | null;
}

const PRODUCTS: TypedDocumentNode<ProductsData, { search?: string }> = parse(
  'query Products($search: String) { products(search: $search) { __typename total_count } }',
);
const PATH = '/en/fresh-fruits';

/** The cache the gateway's render of the page would carry: one answered query. */
function pageCache(totalCount = 12) {
  const cache = new InMemoryCache(APOLLO_CACHE_CONFIG);
  cache.writeQuery({
    query: PRODUCTS,
    variables: { search: 'fruit' },
    data: { products: { __typename: 'Products', total_count: totalCount } },
  });
  return cache.extract();
}

/** The gateway's data block before `</body>`. */
function addBlock(content: string, type = 'application/json') {
  const script = document.createElement('script');
  script.type = type;
  script.id = FIRST_DATA_ID;
  script.textContent = content;
  document.body.append(script);
  return script;
}

function addFirstData(overrides: Record<string, unknown> = {}) {
  return addBlock(
    JSON.stringify({
      locale: 'en',
      source: 'default',
      path: PATH,
      cache: pageCache(),
      ...overrides,
    }),
  );
}

function setup(overrides: Partial<Omit<FirstDataDependencies, 'client'>> = {}) {
  const network = fakeFetch({
    body: { data: { products: { __typename: 'Products', total_count: 99 } } },
  });
  const client = createApolloClient({
    uri: '/graphql',
    locale: () => 'en',
    source: () => 'default',
    token: () => null,
    needsAuthorization,
    onSessionError: jest.fn(),
    fetch: network.fetch,
  });
  let shown: (() => void) | null = null;
  const dialogs = createDialogs();
  const deps: FirstDataDependencies = {
    client,
    locale: 'en',
    source: 'default',
    token: null,
    pathname: PATH,
    onPageShown: (listener) => {
      shown = listener;
      return () => {
        shown = null;
      };
    },
    dialogs: dialogs.store,
    ...overrides,
  };
  return { client, deps, dialogs, requests: network.requests, pageShown: () => shown?.() };
}

afterEach(() => {
  document.getElementById(FIRST_DATA_ID)?.remove();
  jest.useRealTimers();
});

describe("the HTML's first data (issue 14)", () => {
  it('restores the cache when it fits: a network-only query reads it without a request', async () => {
    addFirstData();
    const { client, deps, requests } = setup();
    expect(restoreFirstData(deps)).toBe(true);
    expect(client.prioritizeCacheValues).toBe(true);
    const result = await client.query({
      query: PRODUCTS,
      variables: { search: 'fruit' },
      fetchPolicy: 'network-only',
    });
    expect(result.data).toEqual({ products: { __typename: 'Products', total_count: 12 } });
    expect(requests).toHaveLength(0);
  });

  it('removes the block from the page, whether it is used or not', () => {
    addFirstData();
    expect(restoreFirstData(setup().deps)).toBe(true);
    expect(document.getElementById(FIRST_DATA_ID)).toBeNull();

    addFirstData({ locale: 'ar' });
    expect(restoreFirstData(setup().deps)).toBe(false);
    expect(document.getElementById(FIRST_DATA_ID)).toBeNull();
  });

  it.each<[string, Record<string, unknown>, Partial<Omit<FirstDataDependencies, 'client'>>]>([
    ['another locale', { locale: 'ar' }, {}],
    ['another locale of the app', {}, { locale: 'ar' satisfies Locale }],
    ['another source', { source: 'cairo_1' }, {}],
    ['another path', { path: '/en/vegetables' }, {}],
    ['a signed-in customer', {}, { token: 'token-1' }],
  ])('is ignored for %s', async (_case, data, deps) => {
    addFirstData(data);
    const { client, deps: all, requests } = setup(deps);
    expect(restoreFirstData(all)).toBe(false);
    expect(client.prioritizeCacheValues).toBe(false);
    expect(client.cache.extract()).toEqual({});
    await client.query({ query: PRODUCTS, variables: { search: 'fruit' } });
    expect(requests).toHaveLength(1);
  });

  it.each<[string, Record<string, unknown>, Partial<Omit<FirstDataDependencies, 'client'>>]>([
    ['another source', { source: 'cairo_1' }, {}],
    ['another path', { path: '/en/vegetables' }, {}],
    ['a signed-in customer', {}, { token: 'token-1' }],
  ])(
    "keeps only the store configuration for %s: the header's texts are everyone's",
    async (_case, data, deps) => {
      const cache = pageCache();
      const storeConfig = {
        __typename: 'StoreConfig',
        promo_banner: 'Free delivery',
        customer_support_phone: '19999',
        default_description: 'Groceries',
        default_title: 'Dukkan',
        title_prefix: '',
        title_suffix: ' | Dukkan',
      };
      addFirstData({
        ...data,
        cache: { ...cache, ROOT_QUERY: { ...cache.ROOT_QUERY, storeConfig } },
      });
      const { client, deps: all, requests } = setup(deps);
      expect(restoreFirstData(all)).toBe(false);
      expect(client.prioritizeCacheValues).toBe(false);
      expect(client.cache.extract()).toEqual({ ROOT_QUERY: { __typename: 'Query', storeConfig } });
      const config = await client.query({ query: StoreConfigDocument });
      expect(config.data?.storeConfig).toEqual(storeConfig);
      expect(requests).toHaveLength(0);
      await client.query({ query: PRODUCTS, variables: { search: 'fruit' } });
      expect(requests).toHaveLength(1);
    },
  );

  it('keeps nothing of a block in another locale, its store configuration included', () => {
    addFirstData({
      locale: 'ar',
      cache: { ROOT_QUERY: { __typename: 'Query', storeConfig: { promo_banner: 'خصم' } } },
    });
    const { client, deps } = setup();
    expect(restoreFirstData(deps)).toBe(false);
    expect(client.cache.extract()).toEqual({});
  });

  it.each([
    ['bad JSON', '{"locale":"en",'],
    ['an empty block', ''],
    ['an array', '[]'],
    ['a missing cache', JSON.stringify({ locale: 'en', source: 'default', path: PATH })],
    [
      'a cache entry that is not an object',
      JSON.stringify({ locale: 'en', source: 'default', path: PATH, cache: { ROOT_QUERY: 1 } }),
    ],
    [
      'an unknown locale',
      JSON.stringify({ locale: 'fr', source: 'default', path: PATH, cache: {} }),
    ],
  ])('ignores %s without throwing', (_case, content) => {
    addBlock(content);
    const { client, deps } = setup();
    expect(() => restoreFirstData(deps)).not.toThrow();
    expect(client.prioritizeCacheValues).toBe(false);
    expect(document.getElementById(FIRST_DATA_ID)).toBeNull();
  });

  it('reads only a JSON data block', () => {
    addBlock(JSON.stringify({ locale: 'en', source: 'default', path: PATH, cache: {} }), 'module');
    expect(takeFirstData()).toBeNull();
    expect(takeFirstData()).toBeNull();
  });

  it('stops preferring the cache once the page has committed, and asks the network again', async () => {
    addFirstData();
    const { client, deps, requests, pageShown } = setup();
    restoreFirstData(deps);
    pageShown();
    expect(client.prioritizeCacheValues).toBe(false);
    const result = await client.query({
      query: PRODUCTS,
      variables: { search: 'fruit' },
      fetchPolicy: 'network-only',
    });
    expect(result.data?.products?.total_count).toBe(99);
    expect(requests).toHaveLength(1);
  });

  it('stops preferring the cache after the safety timeout', () => {
    jest.useFakeTimers();
    addFirstData();
    const { client, deps } = setup();
    restoreFirstData(deps);
    jest.advanceTimersByTime(CACHE_PRIORITY_TIMEOUT_MS - 1);
    expect(client.prioritizeCacheValues).toBe(true);
    jest.advanceTimersByTime(1);
    expect(client.prioritizeCacheValues).toBe(false);
  });

  it('counts the safety timeout from when no dialog covers the page', () => {
    jest.useFakeTimers();
    addFirstData();
    const { client, deps, dialogs } = setup();
    restoreFirstData(deps);
    // The first visit's area dialog: the page under it is drawn once the shopper has answered.
    dialogs.open('select-area');
    jest.advanceTimersByTime(CACHE_PRIORITY_TIMEOUT_MS * 6);
    expect(client.prioritizeCacheValues).toBe(true);
    dialogs.close();
    jest.advanceTimersByTime(CACHE_PRIORITY_TIMEOUT_MS - 1);
    expect(client.prioritizeCacheValues).toBe(true);
    jest.advanceTimersByTime(1);
    expect(client.prioritizeCacheValues).toBe(false);
  });
});

describe('the first data in the app', () => {
  const serverTotal = 99;

  function shellServices() {
    const network = fakeFetch({
      body: { data: { products: { __typename: 'Products', total_count: serverTotal } } },
    });
    const services = createShellServices({ needsAuthorization, fetch: network.fetch });
    return { services, requests: network.requests };
  }

  function restoreInto(services: ReturnType<typeof shellServices>['services']) {
    return restoreFirstData({
      client: services.client,
      locale: services.locale(),
      source: services.storeChoice.store.getState().source,
      token: services.session.store.getState().token,
      pathname: PATH,
      onPageShown,
      dialogs: services.dialogs.store,
    });
  }

  /** The catalogue's page: a network-only query, as a page that wants fresh stock would ask. */
  function UrlResolverPage() {
    const { data } = useQuery(PRODUCTS, {
      variables: { search: 'fruit' },
      fetchPolicy: 'network-only',
    });
    return <p>{data ? `${data.products?.total_count} products` : 'Loading products'}</p>;
  }

  beforeEach(() => {
    forgetModule('catalog/UrlResolverPage');
    forgetModule('catalog/BrandsPage');
  });

  it("renders the page from the restored cache, then lets the page's queries ask again", async () => {
    loadRemoteMock.mockImplementation((id: string) =>
      Promise.resolve({ default: id === 'catalog/UrlResolverPage' ? UrlResolverPage : () => null }),
    );
    addFirstData();
    const { services, requests } = shellServices();
    expect(restoreInto(services)).toBe(true);
    await renderShell(PATH, { services });
    expect(await screen.findByText('12 products')).toBeInTheDocument();
    expect(requests.filter((request) => request.url.includes('Products'))).toHaveLength(0);
    expect(services.client.prioritizeCacheValues).toBe(false);
  });

  it('stops preferring the cache on a navigation before the page has committed', async () => {
    // No module arrives: no page commits, on either path.
    loadRemoteMock.mockImplementation(() => new Promise(() => undefined));
    addFirstData();
    const { services } = shellServices();
    restoreInto(services);
    const { router } = await renderShell(PATH, { services });
    expect(services.client.prioritizeCacheValues).toBe(true);
    await act(() => router.navigate('/en/brands'));
    expect(services.client.prioritizeCacheValues).toBe(false);
  });
});
