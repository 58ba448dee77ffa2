// The shared test network must behave like the store: the production cache settings, answers
// by operation name, errors as the service sends them, and a failure for unexpected requests.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { ProductCardFieldsFragmentDoc } from '@dukkan/contracts';
import { fakeGraphQL, graphqlError } from '../testing/graphql';
import { productCard } from '../testing/fixtures';
import { ContractCacheProbeDocument } from '../testing/graphql/__generated__/contract-cache-probe';

const probe = (items: unknown[]) => () => ({ products: { __typename: 'Products', items } });

describe('fakeGraphQL', () => {
  it('answers by operation name and records the variables of each request', async () => {
    const network = fakeGraphQL({ ContractCacheProbe: probe([productCard()]) });
    const { data } = await network.client.query({
      query: ContractCacheProbeDocument,
      variables: { search: 'mango' },
    });
    expect(data?.products?.items?.[0]?.name).toBe('Mangoes');
    expect(network.callsOf('ContractCacheProbe').map((call) => call.variables)).toEqual([
      { search: 'mango' },
    ]);
  });

  it('answers a list of handlers in turn, the last one repeating', async () => {
    const network = fakeGraphQL({
      ContractCacheProbe: [
        probe([productCard({ name: 'One' })]),
        probe([productCard({ name: 'Two' })]),
      ],
    });
    const names: (string | null | undefined)[] = [];
    for (const search of ['a', 'b', 'c']) {
      const { data } = await network.client.query({
        query: ContractCacheProbeDocument,
        variables: { search },
        fetchPolicy: 'network-only',
      });
      names.push(data?.products?.items?.[0]?.name);
    }
    expect(names).toEqual(['One', 'Two', 'Two']);
  });

  it('passes GraphQL errors through as the service words them', async () => {
    const network = fakeGraphQL({
      ContractCacheProbe: () => graphqlError('Search is down', { category: 'graphql' }),
    });
    await expect(
      network.client.query({ query: ContractCacheProbeDocument, variables: { search: 'x' } }),
    ).rejects.toThrow('Search is down');
  });

  it('fails a request that has no handler, naming the operation', async () => {
    const network = fakeGraphQL({});
    await expect(
      network.client.query({ query: ContractCacheProbeDocument, variables: { search: 'x' } }),
    ).rejects.toThrow('no handler for ContractCacheProbe');
  });

  it('reads an interface fragment back from its cache, which a plain cache cannot', async () => {
    const product = productCard({ id: 9 });
    const network = fakeGraphQL({ ContractCacheProbe: probe([product]) });
    await network.client.query({ query: ContractCacheProbeDocument, variables: { search: 'x' } });
    const read = (client: ApolloClient) =>
      client.readFragment({
        fragment: ProductCardFieldsFragmentDoc,
        fragmentName: 'ProductCardFields',
        id: 'SimpleProduct:9',
      });
    expect(read(network.client)).toEqual(product);

    // The same answer in a cache without the contracts' settings loses the fragment.
    const plain = new ApolloClient({
      cache: new InMemoryCache(),
      link: new ApolloLink(
        () =>
          new Observable((observer) => {
            observer.next({ data: probe([product])() });
            observer.complete();
          }),
      ),
    });
    await plain.query({ query: ContractCacheProbeDocument, variables: { search: 'x' } });
    expect(read(plain)).not.toEqual(product);
    expect(read(plain)?.name).toBeUndefined();
  });
});
