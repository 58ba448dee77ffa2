// The module every production build shares under the key `@apollo/client/react` (infra/build/index.cjs
// FACADES): the provider, the four hooks and `skipToken` the packages use, instead of Apollo's whole React
// entry (its suspense hooks, query preloader and query references were shipped to every page
// though no package uses them, issue 14). `dukkan-facade-source/apollo-react` is a webpack alias
// for that entry's ES module file, which no share key matches, so the facade does not consume itself.
// A name used by any package and missing here fails infra/build/__tests__/facades.test.js.
export {
  ApolloProvider,
  skipToken,
  useApolloClient,
  useLazyQuery,
  useMutation,
  useQuery,
} from 'dukkan-facade-source/apollo-react';
