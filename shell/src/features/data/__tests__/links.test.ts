import { parse } from 'graphql';
import type { Locale } from '@dukkan/contracts';
import { needsAuthorization } from '@dukkan/contracts';
import { createApolloClient } from '../create-client';
import { fakeFetch } from '../../../../test/fake-fetch';
import type { RecordedRequest } from '../../../../test/fake-fetch';

// Test operations are parsed here, not compiled from .graphql files: the contract test validates the
// shell's real operations against the schema, these only exercise the link chain.
const PRODUCTS = parse(
  'query Products($search: String) { products(search: $search) { total_count } }',
);
const IDENTITY = parse('query Identity { customer { firstname } }');
const REVOKE = parse('mutation RevokeToken { revokeCustomerToken { result } }');

function setup(
  options: {
    token?: string | null;
    locale?: Locale;
    source?: string;
    answer?: Parameters<typeof fakeFetch>[0];
  } = {},
) {
  const network = fakeFetch(
    options.answer ?? {
      body: {
        data: {
          products: { total_count: 1 },
          customer: { firstname: 'Mona' },
          revokeCustomerToken: { result: true },
        },
      },
    },
  );
  const onSessionError = jest.fn();
  const client = createApolloClient({
    uri: '/graphql',
    locale: () => options.locale ?? 'en',
    source: () => options.source ?? 'default',
    token: () => (options.token === undefined ? null : options.token),
    needsAuthorization,
    onSessionError,
    fetch: network.fetch,
  });
  return { client, requests: network.requests, onSessionError };
}

function only(requests: RecordedRequest[]): RecordedRequest {
  expect(requests).toHaveLength(1);
  return requests[0]!;
}

describe('Apollo link chain (spec section 7)', () => {
  it('sends queries as GET with query, variables, source and store parameters', async () => {
    const { client, requests } = setup({ locale: 'ar', source: 'cairo_1' });
    await client.query({ query: PRODUCTS, variables: { search: 'rice' } });
    const request = only(requests);
    expect(request.method).toBe('GET');
    const url = new URL(request.url, 'http://localhost');
    expect(url.pathname).toBe('/graphql');
    expect(url.searchParams.get('query')).toContain('query Products');
    expect(JSON.parse(url.searchParams.get('variables') ?? '{}')).toEqual({ search: 'rice' });
    expect(url.searchParams.get('source')).toBe('cairo_1');
    expect(url.searchParams.get('store')).toBe('ar_EG');
  });

  it('uses store "default" and source "default" in English without a store choice', async () => {
    const { client, requests } = setup();
    await client.query({ query: PRODUCTS });
    const url = new URL(only(requests).url, 'http://localhost');
    expect(url.searchParams.get('store')).toBe('default');
    expect(url.searchParams.get('source')).toBe('default');
  });

  it('puts source, query type, query name, Content-Language, Store and the order source headers on every request', async () => {
    const { client, requests } = setup({ locale: 'ar' });
    await client.query({ query: PRODUCTS });
    expect(only(requests).headers).toMatchObject({
      source: 'browser',
      'x-query-type': 'query',
      'x-query-name': 'Products',
      'content-language': 'ar',
      store: 'ar_EG',
      sourcecode: 'Web',
    });
  });

  it('sends the store an operation names in its context instead of the saved choice', async () => {
    const { client, requests } = setup({ source: 'cairo_1' });
    await client.mutate({ mutation: REVOKE, context: { source: 'qalyubia_obour' } });
    expect(only(requests).url).toBe('/graphql?source=qalyubia_obour&store=default');
  });

  it('removes the authorization header from catalogue queries and marks them cacheable, even when signed in', async () => {
    const { client, requests } = setup({ token: 'secret-token' });
    await client.query({ query: PRODUCTS });
    const { headers } = only(requests);
    expect(headers.authorization).toBeUndefined();
    expect(headers['x-cacheable']).toBe('1');
  });

  it('sends Authorization: Bearer on operations the policy names (Identity), not marked cacheable', async () => {
    const { client, requests } = setup({ token: 'secret-token' });
    await client.query({ query: IDENTITY });
    const { headers } = only(requests);
    expect(headers.authorization).toBe('Bearer secret-token');
    expect(headers['x-cacheable']).toBeUndefined();
  });

  it('sends no authorization header for a guest, even on Identity', async () => {
    const { client, requests } = setup({ token: null });
    await client.query({ query: IDENTITY });
    expect(only(requests).headers.authorization).toBeUndefined();
  });

  it('sends mutations as POST with the authorization header and the source and store parameters', async () => {
    const { client, requests } = setup({
      token: 'secret-token',
      locale: 'en',
      source: 'cairo_nasr_city',
    });
    await client.mutate({ mutation: REVOKE });
    const request = only(requests);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/graphql?source=cairo_nasr_city&store=default');
    expect(JSON.parse(request.body ?? '{}')).toMatchObject({ operationName: 'RevokeToken' });
    expect(request.headers).toMatchObject({
      authorization: 'Bearer secret-token',
      'x-query-type': 'mutation',
      'x-query-name': 'RevokeToken',
      'content-language': 'en',
      store: 'default',
    });
  });

  it.each([
    "The current customer isn't authorized.",
    'The current user cannot perform operations on cart',
    'The request is allowed for logged in customer',
  ])('logs the session out on the session error "%s"', async (message) => {
    const { client, onSessionError } = setup({
      token: 'expired',
      answer: { body: { data: null, errors: [{ message }] } },
    });
    await expect(client.query({ query: IDENTITY })).rejects.toThrow(message);
    expect(onSessionError).toHaveBeenCalledTimes(1);
  });

  it('passes other errors through without logging out', async () => {
    const { client, onSessionError } = setup({
      token: 'secret-token',
      answer: { body: { data: null, errors: [{ message: 'Requested qty is not available' }] } },
    });
    await expect(client.query({ query: IDENTITY })).rejects.toThrow(
      'Requested qty is not available',
    );
    expect(onSessionError).not.toHaveBeenCalled();
  });

  it('does not log out a guest whose request was refused (a wrong OTP says "isn\'t authorized" too)', async () => {
    const { client, onSessionError } = setup({
      token: null,
      answer: {
        body: { data: null, errors: [{ message: "The current customer isn't authorized." }] },
      },
    });
    await expect(client.mutate({ mutation: REVOKE })).rejects.toThrow();
    expect(onSessionError).not.toHaveBeenCalled();
  });

  it('sends a request from a task of its own, not from the task that asked for it', async () => {
    const { client, requests } = setup();
    const answered = client.query({ query: PRODUCTS, variables: { search: 'rice' } });
    await flushMicrotasks();
    expect(requests).toHaveLength(0);
    await answered;
    expect(requests).toHaveLength(1);
  });

  it('sends nothing for a request dropped before its task', async () => {
    const { client, requests } = setup();
    const subscription = client
      .watchQuery({ query: PRODUCTS, variables: { search: 'oil' } })
      .subscribe(() => undefined);
    await flushMicrotasks();
    subscription.unsubscribe();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(0);
  });
});

/** Lets every queued microtask run, without letting a task go by. */
async function flushMicrotasks(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}
