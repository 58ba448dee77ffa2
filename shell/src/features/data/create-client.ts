import { ApolloClient, InMemoryCache } from '@apollo/client';
import { APOLLO_CACHE_CONFIG } from '@dukkan/contracts';
import type { LinkDependencies } from './links';
import { createLinkChain } from './links';

/** The page's one Apollo Client, shared with every remote through ApolloProvider. */
export function createApolloClient(deps: LinkDependencies): ApolloClient {
  return new ApolloClient({
    link: createLinkChain(deps),
    // The contracts' cache settings: the harness and the tests use the same ones.
    cache: new InMemoryCache(APOLLO_CACHE_CONFIG),
  });
}
