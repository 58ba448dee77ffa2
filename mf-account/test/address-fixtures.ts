// The service's answers to the address operations, typed by the generated result types (a
// fixture that drifts from its document fails the type check).
import type { SavedAddress } from '@dukkan/contracts';
import type { RegionsForCountryQuery } from '../src/shared/areas/graphql/__generated__/regions-for-country';
import type { CustomerAddressesQuery } from '../src/features/addresses/graphql/__generated__/customer-addresses';
import type { CreateAddressMutation } from '../src/features/addresses/graphql/__generated__/create-address';
import type { UpdateAddressMutation } from '../src/features/addresses/graphql/__generated__/update-address';
import type { DeleteAddressMutation } from '../src/features/addresses/graphql/__generated__/delete-address';

type Answer<T> = Omit<T, '__typename'>;
type Region = NonNullable<NonNullable<RegionsForCountryQuery['regionsForCountry']>[number]>;
type City = NonNullable<NonNullable<Region['cities']>[number]>;
type District = NonNullable<NonNullable<City['districts']>[number]>;

const district = (id: number, code: string, name: string, source: string | null): District => ({
  __typename: 'District',
  id,
  code,
  name,
  is_active: true,
  source_code: source,
  available_store: source ? { __typename: 'StoreLocation', code: source } : null,
});
const city = (id: number, code: string, name: string, districts: District[]): City => ({
  __typename: 'City',
  id,
  code,
  name,
  is_active: true,
  districts,
});
const region = (id: number, code: string, name: string, cities: City[]): Region => ({
  __typename: 'Region',
  id,
  code,
  name,
  is_active: true,
  cities,
});

/** Cairo (Nasr City: two districts with a store; Maadi: one) and Giza (Dokki). */
export const addressRegions: Answer<RegionsForCountryQuery> = {
  regionsForCountry: [
    region(1, 'C', 'Cairo', [
      city(1, 'nasr-city', 'Nasr City', [
        district(1, 'seventh-district', '7th District', 'cairo_nasr_city'),
        district(3, 'makram-ebeid', 'Makram Ebeid', 'cairo_nasr_city'),
        district(4, 'no-store', 'No Store', null),
      ]),
      city(2, 'maadi', 'Maadi', [district(5, 'degla', 'Degla', 'cairo_maadi')]),
    ]),
    region(2, 'GZ', 'Giza', [
      city(6, 'dokki', 'Dokki', [district(13, 'mesaha', 'Mesaha Square', 'giza_dokki')]),
    ]),
  ],
};

/** A saved address as CustomerAddressFields selects it. */
export function savedAddress(id: number, overrides: Partial<SavedAddress> = {}): SavedAddress {
  return {
    __typename: 'CustomerAddress',
    id,
    firstname: 'Mona',
    lastname: 'Adel',
    telephone: '01123456789',
    street: ['12 Abbas El Akkad'],
    postcode: '',
    title: null,
    building: '12',
    floor: '3',
    apartment: '7',
    landmark: '',
    default_shipping: false,
    default_billing: false,
    is_active: true,
    country: { __typename: 'CustomerAddressCountry', code: 'EG', name: 'Egypt' },
    region: {
      __typename: 'CustomerAddressRegion',
      region_code: 'C',
      region_id: 1,
      region: 'Cairo',
    },
    city: {
      __typename: 'CustomerAddressCity',
      id: 1,
      name: 'Nasr City',
      code: 'nasr-city',
      is_active: true,
    },
    district: {
      __typename: 'CustomerAddressDistrict',
      id: 3,
      code: 'makram-ebeid',
      name: 'Makram Ebeid',
      is_active: true,
      available_store: {
        __typename: 'CustomerAddressDistrictStore',
        source_code: 'cairo_nasr_city',
        name: 'Nasr City store',
      },
    },
    ...overrides,
  };
}

/** CustomerAddresses: customer `customerId` with these addresses. */
export function addressBook(
  addresses: SavedAddress[],
  customerId = 7,
): Answer<CustomerAddressesQuery> {
  return { customer: { __typename: 'Customer', id: customerId, addresses } };
}

export const addressCreated = (address: SavedAddress): Answer<CreateAddressMutation> => ({
  createCustomerAddress: address,
});

export const addressUpdated = (address: SavedAddress): Answer<UpdateAddressMutation> => ({
  updateCustomerAddress: address,
});

export const addressDeleted: Answer<DeleteAddressMutation> = { deleteCustomerAddress: true };

/** An address whose district lost its store (out of range). */
export function outOfRangeAddress(id: number): SavedAddress {
  const base = savedAddress(id, { title: 'Old flat', is_active: false });
  return {
    ...base,
    // Another district than the others': the cache keeps one record per district id.
    district: base.district
      ? { ...base.district, id: 4, code: 'no-store', name: 'No Store', is_active: false }
      : null,
  };
}
