// The module every production build shares under the key `graphql` (infra/build/index.cjs
// FACADES): only the functions that run in the browser, so the page ships graphql's parser,
// printer and visitor instead of the whole package (its validator, executor and type system
// were 30 KB gzip of the first load, issue 14). Imported by path (`graphql/index.mjs`), which
// the share key `graphql` does not match, so the facade does not consume itself.
// Who needs what: @apollo/client 4 (BREAK, Kind, OperationTypeNode, isSelectionNode, print,
// visit), the contracts' auth policy (Kind, OperationTypeNode, parse), the shell's links (print).
// A name used by any package and missing here fails infra/build/__tests__/facades.test.js.
export {
  BREAK,
  Kind,
  OperationTypeNode,
  isSelectionNode,
  parse,
  print,
  visit,
} from 'graphql/index.mjs';
