/** @jest-environment node */
import path from 'node:path';
import { describePackageContract } from '@dukkan/build/testing/contract';

describePackageContract({
  packageDir: path.join(__dirname, '..', '..'),
  remote: 'account',
  operations: [
    'CreateAddress',
    'CreateCustomer',
    'CustomerAddresses',
    'DeleteAddress',
    'EnterOtp',
    'FirstDeliveryInterval',
    'PhoneLogin',
    'RegionsForCountry',
    'ResendOtp',
    'UpdateAddress',
  ],
});
