// The module every production build shares under the key `@apollo/client/react/internal`
// (infra/build/index.cjs FACADES): what the hooks of the `@apollo/client/react` facade take from
// it (the hook wrapper symbol), not the suspense cache and query references behind the rest of
// that entry (issue 14). Checked by infra/build/__tests__/facades.test.js against the files the
// React facade reaches.
export { wrapperSymbol } from 'dukkan-facade-source/apollo-react-internal';
