import path from 'node:path';
import { formatDocumentErrors, validateGraphQLDocuments } from '@dukkan/build/contract-testing.cjs';

describe('GraphQL contract', () => {
  it('every operation of the shell validates against the contracts schema', () => {
    const srcDir = path.join(__dirname, '..');
    const { documents, errors } = validateGraphQLDocuments(srcDir);
    expect(documents.flatMap((document) => document.names).sort()).toEqual([
      'AttachCustomerToGroup',
      'CategoryList',
      'Identity',
      'RevokeToken',
      'StoreConfig',
      'SubscribeToEmail',
    ]);
    expect(formatDocumentErrors(errors, srcDir)).toBe('');
  });
});
