/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { MODULE_IDS, MODULES, exposesOf } from '@dukkan/contracts';
import {
  formatDocumentErrors,
  readExposes,
  validateGraphQLDocuments,
} from '@dukkan/build/contract-testing.cjs';

const REMOTE = 'search';
const remoteDir = path.join(__dirname, '..', '..');
const ownModules = MODULE_IDS.filter((id) => MODULES[id].remote === REMOTE);

describe('search remote contract', () => {
  it('exposes exactly the search modules of the contracts module map', () => {
    expect(Object.keys(readExposes(remoteDir)).sort()).toEqual(exposesOf(REMOTE).sort());
  });

  it('points every expose at an existing file in src/exposes', () => {
    for (const file of Object.values(readExposes(remoteDir))) {
      expect(file).toMatch(/^\.\/src\/exposes\/[a-z-]+\.tsx$/);
      expect(fs.existsSync(path.join(remoteDir, file))).toBe(true);
    }
  });

  it('type-checks every module against its props type in src/__contract__/exposes.check.ts', () => {
    const check = fs.readFileSync(
      path.join(remoteDir, 'src', '__contract__', 'exposes.check.ts'),
      'utf8',
    );
    for (const id of ownModules) expect(check).toContain(`'${id}': `);
  });

  it('validates every GraphQL document of src against the contracts schema', () => {
    const result = validateGraphQLDocuments(path.join(remoteDir, 'src'));
    expect(formatDocumentErrors(result.errors, remoteDir)).toBe('');
    expect(result.documents.flatMap((d) => d.names).sort()).toEqual([
      'ProductCompare',
      'SearchProducts',
      'SearchResults',
    ]);
  });
});
