// The contract tests every package runs, as one call: `describePackageContract({ ... })` in the
// package's src/__tests__/contract.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { MODULE_IDS, MODULES, ProductCardFieldsFragmentDoc, exposesOf } from '@dukkan/contracts';
import type { RemoteName } from '@dukkan/contracts';
import { validate, type DocumentNode } from 'graphql';
import {
  formatDocumentErrors,
  loadSchema,
  readExposes,
  validateGraphQLDocuments,
} from '../contract-testing.cjs';
import { fakeGraphQL } from './graphql';
import { productCard } from './fixtures';
import { ContractCacheProbeDocument } from './graphql/__generated__/contract-cache-probe';

export interface PackageContractOptions {
  /** The package folder (`path.join(__dirname, '..', '..')` from src/__tests__). */
  packageDir: string;
  /** The remote this package builds; the shell has none. */
  remote?: RemoteName;
  /** Operations and fragments the package must keep defining (a deletion is a contract change). */
  operations?: string[];
}

const GQL_TEMPLATE = /\bgql\s*`/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every module `npm run codegen` wrote below dir. */
function generatedModules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (!entry.isDirectory()) return [];
    if (entry.name !== '__generated__') return generatedModules(full);
    return fs
      .readdirSync(full)
      .filter((name) => name.endsWith('.ts'))
      .map((name) => path.join(full, name));
  });
}

/**
 * The schema's complaints about each document a package's generated modules export: the
 * documents refer to fragment definitions kept once per package, so this proves each one is
 * still sent whole (every fragment it spreads defined once, none it does not).
 */
async function generatedDocumentErrors(srcDir: string, packageDir: string): Promise<string[]> {
  const schema = loadSchema();
  const errors: string[] = [];
  for (const file of generatedModules(srcDir)) {
    const exported = (await import(file)) as Record<string, unknown>;
    for (const [name, document] of Object.entries(exported)) {
      if (!name.endsWith('Document')) continue;
      for (const error of validate(schema, document as DocumentNode)) {
        errors.push(`${path.relative(packageDir, file)} ${name}: ${error.message}`);
      }
    }
  }
  return errors;
}

/** Registers the contract tests of one package (a remote or the shell). */
export function describePackageContract({
  packageDir,
  remote,
  operations,
}: PackageContractOptions) {
  const srcDir = path.join(packageDir, 'src');

  describe(`${remote ?? 'shell'} contract`, () => {
    if (remote) {
      const ownModules = MODULE_IDS.filter((id) => MODULES[id].remote === remote);

      it(`exposes exactly the ${remote} modules of the contracts module map`, () => {
        expect(Object.keys(readExposes(packageDir)).sort()).toEqual(exposesOf(remote).sort());
      });

      it('points every expose at an existing file in src/exposes', () => {
        for (const file of Object.values(readExposes(packageDir))) {
          expect(file).toMatch(/^\.\/src\/exposes\/[a-z-]+\.tsx$/);
          expect(fs.existsSync(path.join(packageDir, file))).toBe(true);
        }
      });

      it('type-checks every module against its props type in src/__contract__/exposes.check.ts', () => {
        const check = fs.readFileSync(
          path.join(srcDir, '__contract__', 'exposes.check.ts'),
          'utf8',
        );
        for (const id of ownModules) expect(check).toContain(`'${id}': `);
      });
    }

    it('validates every GraphQL document of src against the contracts schema', () => {
      const result = validateGraphQLDocuments(srcDir);
      expect(formatDocumentErrors(result.errors, packageDir)).toBe('');
      if (operations) {
        expect(result.documents.flatMap((d) => d.names)).toEqual(
          expect.arrayContaining(operations),
        );
      }
    });

    it('sends every generated document whole, each fragment it spreads defined once', async () => {
      expect(await generatedDocumentErrors(srcDir, packageDir)).toEqual([]);
    });

    it('keeps documents in .graphql files, compiled at build time (no gql template in src)', () => {
      const withTemplates = sourceFiles(srcDir)
        .filter((file) => GQL_TEMPLATE.test(fs.readFileSync(file, 'utf8')))
        .map((file) => path.relative(packageDir, file));
      expect(withTemplates).toEqual([]);
    });

    it('runs its tests on the production cache (an interface fragment reads back)', async () => {
      const product = productCard({ id: 41, name: 'Guava' });
      const network = fakeGraphQL({
        ContractCacheProbe: () => ({ products: { __typename: 'Products', items: [product] } }),
      });
      await network.client.query({ query: ContractCacheProbeDocument, variables: { search: 'x' } });
      const cached = network.client.readFragment({
        fragment: ProductCardFieldsFragmentDoc,
        fragmentName: 'ProductCardFields',
        id: network.client.cache.identify(product),
      });
      expect(cached).toEqual(product);
    });
  });
}
