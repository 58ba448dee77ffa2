// A stand-in for the account remote's `account/AddressPicker` (another team's module): a radio
// per saved address handing it to its owner, so the shipping step's own handling of a chosen
// address (its store, its area) is tested without the account's code.
import type { AddressPickerProps, SavedAddress } from '@dukkan/contracts';

const district = (id: number, name: string, source: string) => ({
  __typename: 'CustomerAddressDistrict' as const,
  id,
  code: `d${id}`,
  name,
  is_active: true,
  available_store: {
    __typename: 'CustomerAddressDistrictStore' as const,
    source_code: source,
    name: `${name} store`,
  },
});

function saved(id: number, title: string, districtOf: ReturnType<typeof district>): SavedAddress {
  return {
    __typename: 'CustomerAddress',
    id,
    firstname: 'Mona',
    lastname: 'Adel',
    telephone: '01123456789',
    street: ['65 Makram Ebeid Street'],
    postcode: '',
    title,
    building: '12',
    floor: '3',
    apartment: '7',
    landmark: '',
    default_shipping: id === 1,
    default_billing: id === 1,
    is_active: true,
    country: { __typename: 'CustomerAddressCountry', code: 'EG', name: 'Egypt' },
    region: {
      __typename: 'CustomerAddressRegion',
      region_code: 'Q',
      region_id: 4,
      region: 'Qalyubia',
    },
    city: {
      __typename: 'CustomerAddressCity',
      id: 40,
      name: 'Obour City',
      code: 'obour',
      is_active: true,
    },
    district: districtOf,
  };
}

/** Home: delivered by the Obour store (another area than the test's Nasr City choice). */
export const HOME = saved(1, 'Home', district(41, 'Golf City', 'qalyubia_obour'));

export default function AddressPickerStandIn({ selectedId, onSelect }: AddressPickerProps) {
  return (
    <fieldset>
      <legend>Saved addresses</legend>
      {[HOME].map((address) => (
        <label key={address.id}>
          <input
            type="radio"
            name="saved"
            checked={selectedId === address.id}
            onChange={() => onSelect(address)}
          />
          {address.title}
        </label>
      ))}
    </fieldset>
  );
}
