// A stand-in for the account remote's `account/AddressForm` (another team's module): it hands
// its owner a fixed valid address and shows a refusal as the real form does, so the checkout's
// own behaviour is tested without the account's code.
import { useState } from 'react';
import type { AddressFormProps, AddressFormResult } from '@dukkan/contracts';

export const STAND_IN_ADDRESS: AddressFormResult = {
  values: {
    fullName: 'Mona Adel',
    phone: '01012345678',
    region: '1',
    city: '2',
    district: '7',
    street: '12 Abbas El Akkad',
    buildingNo: '4',
    floor: '2',
    apt: '8',
    landmark: '',
    title: '',
    isDefault: false,
  },
  input: {
    telephone: '01012345678',
    street: ['12 Abbas El Akkad'],
    firstname: 'Mona',
    lastname: 'Adel',
    country_code: 'EG',
    city: 'NASR',
    postcode: '',
    default_billing: false,
    default_shipping: false,
    region: { region: 'Cairo', region_code: 'CAI', region_id: 1 },
    district: 'D7',
    landmark: '',
    floor: '2',
    building: '4',
    apartment: '8',
    title: '',
  },
};

export default function AddressFormStandIn({ onSubmit, submitLabel }: AddressFormProps) {
  const [error, setError] = useState<string | null>(null);
  return (
    <div>
      {error && <p role="alert">{error}</p>}
      <button
        type="button"
        onClick={() => {
          setError(null);
          onSubmit(STAND_IN_ADDRESS).catch((caught: unknown) =>
            setError(caught instanceof Error ? caught.message : String(caught)),
          );
        }}
      >
        {submitLabel}
      </button>
    </div>
  );
}
