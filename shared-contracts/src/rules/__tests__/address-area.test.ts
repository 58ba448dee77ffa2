import { addressAreaState, storeChoiceOf } from '../address';

const served = {
  is_active: true,
  region: { region_id: 3 },
  city: { id: 31, name: 'Nasr City', is_active: true },
  district: {
    id: 310,
    name: '7th District',
    is_active: true,
    available_store: { source_code: 'nasr' },
  },
};

describe('storeChoiceOf', () => {
  it('is the store choice of the address district and its store', () => {
    expect(storeChoiceOf(served)).toEqual({
      region: { id: '3' },
      city: { id: '31', name: 'Nasr City' },
      district: { id: '310', name: '7th District' },
      defaultOrderSource: 'nasr',
    });
  });

  it('is null when no store serves the district', () => {
    expect(
      storeChoiceOf({ ...served, district: { ...served.district, available_store: null } }),
    ).toBeNull();
  });
});

describe('addressAreaState', () => {
  it('is in the area when the chosen store delivers there', () => {
    expect(addressAreaState(served, 'nasr')).toBe('in-area');
  });

  it('is in the area while no store is chosen', () => {
    expect(addressAreaState(served, 'default')).toBe('in-area');
  });

  it('is another area when another store delivers there', () => {
    expect(addressAreaState(served, 'maadi')).toBe('other-area');
  });

  it('is out of range when the district is inactive or unserved, whatever the choice', () => {
    const inactive = { ...served, district: { ...served.district, is_active: false } };
    expect(addressAreaState(inactive, 'nasr')).toBe('out-of-range');
    expect(addressAreaState({ ...served, is_active: false }, 'default')).toBe('out-of-range');
    const unserved = { ...served, district: { ...served.district, available_store: null } };
    expect(addressAreaState(unserved, 'default')).toBe('out-of-range');
  });
});
