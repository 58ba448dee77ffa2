/** @jest-environment node */
import path from 'node:path';
import { describePackageContract } from '@dukkan/build/testing/contract';

describePackageContract({
  packageDir: path.join(__dirname, '..', '..'),
  remote: 'cart',
  operations: [
    'AddConfigurableProductsToCart',
    'AddProductsToCart',
    'CartFields',
    'CreateCart',
    'CustomerCart',
    'GuestCart',
    'MergeCarts',
    'RemoveCartItem',
    'SetCartItemNote',
    'UpdateCartItems',
  ],
});
