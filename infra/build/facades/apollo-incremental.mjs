// The module every production build shares under the key `@apollo/client/incremental`
// (infra/build/index.cjs FACADES): ApolloClient's default handler for incremental delivery. The
// store sends no @defer, so the two protocol handlers of that entry are left out (issue 14).
// A name used by any package or by Apollo and missing here fails infra/build/__tests__/facades.test.js.
export { NotImplementedHandler } from 'dukkan-facade-source/apollo-incremental';
