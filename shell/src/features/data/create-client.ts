import { ApolloClient, InMemoryCache } from '@apollo/client';
import { POSSIBLE_TYPES } from '@dukkan/contracts';
import type { LinkDependencies } from './links';
import { createLinkChain } from './links';

/** The page's one Apollo Client, shared with every remote through ApolloProvider. */
export function createApolloClient(deps: LinkDependencies): ApolloClient {
  return new ApolloClient({
    link: createLinkChain(deps),
    // Interface fragments (`... on ProductInterface`) need to know the concrete types.
    // StoreConfig has no id: remotes select different fields of it, which are merged instead
    // of one selection replacing another.
    cache: new InMemoryCache({
      possibleTypes: POSSIBLE_TYPES as Record<string, string[]>,
      typePolicies: { StoreConfig: { merge: true } },
    }),
  });
}
