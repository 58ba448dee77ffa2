// The contract-test helpers must be able to fail: these cases feed them a bad expose map and bad
// GraphQL documents and check that they say so, with the file that holds the problem.
const { describe, it, expect, beforeEach, afterEach } = require('@jest/globals');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const {
  readExposes,
  loadSchema,
  validateGraphQLDocuments,
  formatDocumentErrors,
} = require('../contract-testing.cjs');

const SCHEMA = `
type Query {
  products(search: String, pageSize: Int = 24): Products
  categoryList: [Category]
}
type Mutation { createEmptyCart: String }
type Products { items: [Product] total_count: Int }
type Product { sku: String! name: String url_key: String }
type Category { id: Int! name: String children: [Category] }
`;
const EXTENSION = `extend type Query { storeConfig: StoreConfig }
type StoreConfig { base_currency_code: String }`;

let tmp;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-testing-'));
});
afterEach(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

function write(relative, text) {
  const file = path.join(tmp, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
}

function schemaFolder() {
  write('schema/base.graphql', SCHEMA);
  write('schema/store.graphql', EXTENSION);
  return path.join(tmp, 'schema');
}

describe('validateGraphQLDocuments', () => {
  it('accepts documents that match the schema, including extend type files', () => {
    write(
      'src/features/list/products.graphql.ts',
      "import { gql } from '@apollo/client';\nexport const PRODUCTS = gql`\n  query Products($q: String) { products(search: $q) { items { sku name } } }\n`;\n",
    );
    write(
      'src/features/config.graphql.ts',
      'export const C = gql`query StoreConfig { storeConfig { base_currency_code } }`;',
    );
    const result = validateGraphQLDocuments(path.join(tmp, 'src'), { schemaDir: schemaFolder() });
    expect(result.errors).toEqual([]);
    expect(result.documents.map((d) => d.names)).toEqual([['StoreConfig'], ['Products']]);
  });

  it('reports a field the schema does not have, with the file and line', () => {
    const file = write(
      'src/bad.graphql.ts',
      '// a comment line\nexport const BAD = gql`query Bad { categoryList { id colour } }`;\n',
    );
    const result = validateGraphQLDocuments(path.join(tmp, 'src'), { schemaDir: schemaFolder() });
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatchObject({ file, line: 2 });
    expect(result.errors[0].message).toMatch(/Cannot query field "colour" on type "Category"/);
    expect(formatDocumentErrors(result.errors, tmp)).toBe(
      `src/bad.graphql.ts:2 ${result.errors[0].message}`,
    );
  });

  it('reports a document that does not parse', () => {
    write('src/broken.ts', 'export const B = gql`query Broken { products { items { sku }`;');
    const result = validateGraphQLDocuments(path.join(tmp, 'src'), { schemaDir: schemaFolder() });
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0].message).toMatch(/does not parse/);
  });

  it('resolves a fragment interpolated from another file and still checks its fields', () => {
    write(
      'src/card.graphql.ts',
      'export const CARD = gql`fragment ProductCard_product on Product { sku name url_key }`;',
    );
    write(
      'src/grid.graphql.ts',
      'import { CARD } from "./card.graphql";\nexport const GRID = gql`\n  query Grid { products { items { ...ProductCard_product } } }\n  ${CARD}\n`;',
    );
    const ok = validateGraphQLDocuments(path.join(tmp, 'src'), { schemaDir: schemaFolder() });
    expect(ok.errors).toEqual([]);

    write(
      'src/card.graphql.ts',
      'export const CARD = gql`fragment ProductCard_product on Product { sku price }`;',
    );
    const bad = validateGraphQLDocuments(path.join(tmp, 'src'), { schemaDir: schemaFolder() });
    expect(bad.errors.map((e) => path.basename(e.file))).toEqual([
      'card.graphql.ts',
      'grid.graphql.ts',
    ]);
    expect(bad.errors[0].message).toMatch(/Cannot query field "price" on type "Product"/);
  });

  it('finds zero documents in a folder without gql templates, without needing the schema', () => {
    write('src/plain.tsx', 'export const x = `not graphql`;');
    expect(
      validateGraphQLDocuments(path.join(tmp, 'src'), { schemaDir: path.join(tmp, 'missing') }),
    ).toEqual({
      documents: [],
      errors: [],
    });
  });

  it('throws a clear error when documents exist but the schema folder does not', () => {
    write('src/a.ts', 'export const A = gql`query A { categoryList { id } }`;');
    expect(() =>
      validateGraphQLDocuments(path.join(tmp, 'src'), { schemaDir: path.join(tmp, 'missing') }),
    ).toThrow(/does not exist; the contracts schema must be written first/);
  });

  it('throws a clear error when the schema folder has no .graphql files', () => {
    fs.mkdirSync(path.join(tmp, 'empty'));
    write('src/a.ts', 'export const A = gql`query A { categoryList { id } }`;');
    expect(() =>
      validateGraphQLDocuments(path.join(tmp, 'src'), { schemaDir: path.join(tmp, 'empty') }),
    ).toThrow(/holds no \*\.graphql files/);
  });

  it('throws a clear error when the schema does not build', () => {
    write('broken-schema/a.graphql', 'extend type Query { x: Int }');
    expect(() => loadSchema(path.join(tmp, 'broken-schema'))).toThrow(
      /does not build: Cannot extend type "Query"/,
    );
  });
});

describe('validateGraphQLDocuments against the contracts schema', () => {
  it('accepts a products and a categoryList query and rejects a field the schema lacks', () => {
    write(
      'src/catalog.graphql.ts',
      [
        'export const P = gql`query Products($q: String) { products(search: $q, pageSize: 24) { items { sku name url_key } total_count } }`;',
        'export const C = gql`query CategoryList { categoryList { id name url_key } }`;',
      ].join('\n'),
    );
    expect(validateGraphQLDocuments(path.join(tmp, 'src')).errors).toEqual([]);

    write(
      'src/bad.graphql.ts',
      'export const B = gql`query Bad { products { items { sku shelfNumber } } }`;',
    );
    const { errors } = validateGraphQLDocuments(path.join(tmp, 'src'));
    expect(errors.map((e) => path.basename(e.file))).toEqual(['bad.graphql.ts']);
    expect(errors[0].message).toMatch(/Cannot query field "shelfNumber"/);
  });
});

describe('readExposes', () => {
  it('returns the exposes of the ModuleFederationPlugin a remote config builds', () => {
    write('package.json', JSON.stringify({ name: 'probe', version: '1.0.0', dependencies: {} }));
    write(
      'webpack.config.js',
      `const { createRemoteConfig } = require(${JSON.stringify(path.join(__dirname, '..', 'index.cjs'))});
module.exports = createRemoteConfig({ dir: __dirname, name: 'probe', devPort: 3999,
  exposes: { './HomePage': './src/exposes/home-page.tsx', './ProductCard': './src/exposes/product-card.tsx' } });`,
    );
    expect(readExposes(tmp)).toEqual({
      './HomePage': './src/exposes/home-page.tsx',
      './ProductCard': './src/exposes/product-card.tsx',
    });
  });

  it('fails when the folder has no webpack config', () => {
    expect(() => readExposes(tmp)).toThrow(/webpack\.config\.js does not exist/);
  });

  it('fails when the config has no Module Federation plugin', () => {
    write('webpack.config.js', 'module.exports = { plugins: [] };');
    expect(() => readExposes(tmp)).toThrow(/has no ModuleFederationPlugin/);
  });
});
