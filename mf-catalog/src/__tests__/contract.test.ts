/** @jest-environment node */
import path from 'node:path';
import { describePackageContract } from '@dukkan/build/testing/contract';

describePackageContract({
  packageDir: path.join(__dirname, '..', '..'),
  remote: 'catalog',
  operations: [
    'HomeDeals',
    'Bestsellers',
    'HomeCategories',
    'ListProducts',
    'ProductDetail',
    'ProductLinks',
    'SubscribeStockBack',
    'StockThreshold',
    'ViewProductPage',
    'ResolveUrl',
    'Brands',
    'Brand',
    'DealsTitle',
    'CmsPage',
    'Faqs',
    'ContactUs',
    'AllStores',
  ],
});
