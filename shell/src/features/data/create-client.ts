import { ApolloClient, InMemoryCache } from '@apollo/client';
import type { LinkDependencies } from './links';
import { createLinkChain } from './links';

/** The page's one Apollo Client, shared with every remote through ApolloProvider. */
export function createApolloClient(deps: LinkDependencies): ApolloClient {
  return new ApolloClient({
    link: createLinkChain(deps),
    cache: new InMemoryCache(),
  });
}
