import path from 'node:path';
import { describePackageContract } from '@dukkan/build/testing/contract';

describePackageContract({
  packageDir: path.join(__dirname, '..', '..'),
  operations: [
    'AttachCustomerToGroup',
    'CategoryList',
    'Identity',
    'RevokeToken',
    'StoreConfig',
    'SubscribeToEmail',
  ],
});
