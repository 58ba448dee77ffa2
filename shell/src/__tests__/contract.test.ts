import path from 'node:path';
import { describePackageContract } from '@dukkan/build/testing/contract';

describePackageContract({
  packageDir: path.join(__dirname, '..', '..'),
  // StoreConfig is the contracts' document (shared with the gateway): validated there.
  operations: [
    'AttachCustomerToGroup',
    'CategoryList',
    'Identity',
    'RefreshCustomerToken',
    'RevokeToken',
    'SubscribeToEmail',
  ],
});
