import {
  addressTitle,
  isAddressActive,
  pickupOrderAddress,
  toCustomerAddressInput,
} from '../address';
import {
  compareReducer,
  EMPTY_COMPARE_STATE,
  emptyCompareSlots,
  parseCompareStorage,
} from '../compare';
import type { CompareItem, CompareState } from '../compare';
import { hasNextPage, mergePage } from '../paging';

const item = (sku: string, ...categoryIds: string[]): CompareItem => ({ sku, categoryIds });
const addAll = (items: CompareItem[], from: CompareState = EMPTY_COMPARE_STATE) =>
  items.reduce((state, next) => compareReducer(state, { type: 'add', item: next }), from);
const skus = (state: CompareState) => state.items.map((entry) => entry.sku);

describe('comparison list', () => {
  it('adds to an empty list and then products sharing a category', () => {
    const state = addAll([item('a', 'tv'), item('b', 'tv', 'oled'), item('c', 'oled')]);
    expect(skus(state)).toEqual(['a', 'b', 'c']);
    expect(state.error).toBeNull();
  });

  it('holds up to 4; adding a fifth removes the first', () => {
    const state = addAll(['a', 'b', 'c', 'd', 'e'].map((sku) => item(sku, 'tv')));
    expect(skus(state)).toEqual(['b', 'c', 'd', 'e']);
  });

  it('a product from another category is invalidComparison and clears the list', () => {
    const state = addAll([item('a', 'tv'), item('milk', 'dairy')]);
    expect(state).toEqual({ items: [], error: 'invalidComparison' });
    expect(skus(compareReducer(state, { type: 'add', item: item('x', 'dairy') }))).toEqual(['x']);
  });

  it('removes duplicate skus', () => {
    expect(skus(addAll([item('a', 'tv'), item('a', 'tv')]))).toEqual(['a']);
    const withDuplicates: CompareState = { items: [item('a', 'tv'), item('a', 'tv')], error: null };
    expect(skus(compareReducer(withDuplicates, { type: 'add', item: item('b', 'tv') }))).toEqual([
      'a',
      'b',
    ]);
  });

  it('removes by sku and clears', () => {
    const state = addAll([item('a', 'tv'), item('b', 'tv')]);
    expect(skus(compareReducer(state, { type: 'remove', sku: 'a' }))).toEqual(['b']);
    expect(compareReducer(state, { type: 'clear' })).toEqual(EMPTY_COMPARE_STATE);
  });

  it('offers empty placeholder tiles while fewer than 4 are present', () => {
    expect(emptyCompareSlots([])).toBe(4);
    expect(emptyCompareSlots([item('a'), item('b'), item('c')])).toBe(1);
    expect(emptyCompareSlots([item('a'), item('b'), item('c'), item('d'), item('e')])).toBe(0);
  });

  it('reads the stored compare_skus list, dropping malformed entries', () => {
    expect(
      parseCompareStorage(
        JSON.stringify([
          item('a', 'tv'),
          { sku: 1 },
          item('a', 'tv'),
          { sku: 'b', categoryIds: [2] },
          null,
        ]),
      ),
    ).toEqual([item('a', 'tv')]);
    expect(
      parseCompareStorage(
        JSON.stringify(['a', 'b', 'c', 'd', 'e'].map((sku) => item(sku, 'tv'))),
      ).map((e) => e.sku),
    ).toEqual(['b', 'c', 'd', 'e']);
    expect(parseCompareStorage('{not json')).toEqual([]);
    expect(parseCompareStorage('{"sku":"a"}')).toEqual([]);
    expect(parseCompareStorage(null)).toEqual([]);
  });
});

describe('addresses', () => {
  it('is active only when both city and district are active', () => {
    expect(isAddressActive({ city: { is_active: true }, district: { is_active: true } })).toBe(
      true,
    );
    expect(isAddressActive({ city: { is_active: true }, district: { is_active: false } })).toBe(
      false,
    );
    expect(isAddressActive({ city: { is_active: false }, district: { is_active: true } })).toBe(
      false,
    );
    expect(isAddressActive({ city: null, district: { is_active: true } })).toBe(false);
  });

  it('a missing title is shown as Address {index}, 1-based', () => {
    expect(addressTitle(null, 0)).toBe('Address 1');
    expect(addressTitle('  ', 2)).toBe('Address 3');
    expect(addressTitle(undefined, 1, 'ar')).toBe('العنوان ٢');
    expect(addressTitle(' Home ', 0)).toBe('Home');
  });

  const place = {
    region: { region: 'Cairo', region_code: 'C', region_id: 1 },
    cityCode: 'nasr-city',
    districtCode: 'district-7',
  };

  it('maps the form to the CreateAddress payload, splitting the full name on the first space', () => {
    expect(
      toCustomerAddressInput(
        {
          fullName: 'Mona Ahmed Ali',
          phone: '٠١٠ ١٢٣٤-٥٦٧٨',
          street: ' Abbas El Akkad ',
          buildingNo: '12',
          floor: '3',
          apt: '4',
          landmark: 'Near the mosque',
          title: 'Home',
          isDefault: true,
        },
        place,
      ),
    ).toEqual({
      telephone: '01012345678',
      street: ['Abbas El Akkad'],
      firstname: 'Mona',
      lastname: 'Ahmed Ali',
      country_code: 'EG',
      city: 'nasr-city',
      postcode: '',
      default_billing: true,
      default_shipping: true,
      region: { region: 'Cairo', region_code: 'C', region_id: 1 },
      district: 'district-7',
      landmark: 'Near the mosque',
      floor: '3',
      building: '12',
      apartment: '4',
      title: 'Home',
    });
  });

  it('leaves both default flags off without isDefault and keeps a given country and postcode', () => {
    const input = toCustomerAddressInput(
      {
        fullName: 'Mona Ahmed',
        phone: '01012345678',
        street: 's',
        buildingNo: 'b',
        floor: '1',
        apt: 'a',
        postcode: '11371',
      },
      { ...place, countryCode: 'EG' },
    );
    expect(input.default_billing).toBe(false);
    expect(input.default_shipping).toBe(false);
    expect(input.postcode).toBe('11371');
    expect(input.landmark).toBe('');
    expect(input.title).toBe('');
  });

  it('a pickup order uses EG, postcode 12345 and first name Store pickup, not saved', () => {
    expect(
      pickupOrderAddress(
        { name: 'Dukkan Maadi', address: '9 Road 9', city: { name: 'Cairo' } },
        '010-1234-5678',
      ),
    ).toEqual({
      firstname: 'Store pickup',
      lastname: 'Dukkan Maadi',
      street: ['9 Road 9'],
      city: 'Cairo',
      country_code: 'EG',
      postcode: '12345',
      telephone: '01012345678',
      save_in_address_book: false,
    });
    const bare = pickupOrderAddress({ name: 'Dukkan Maadi' }, '01012345678');
    expect(bare.street).toEqual(['Dukkan Maadi']);
    expect(bare.city).toBe('Dukkan Maadi');
  });
});

describe('paging: page 1 replaces, later pages append', () => {
  const a = { id: 1, v: 'a' };
  const b = { id: 2, v: 'b' };
  const c = { id: 3, v: 'c' };

  it('page 1 replaces the list', () => {
    expect(mergePage([a, b], [c], 1)).toEqual([c]);
  });

  it('later pages append, replacing items already present', () => {
    expect(mergePage([a, b], [{ id: 2, v: 'B' }, c], 2)).toEqual([a, { id: 2, v: 'B' }, c]);
    expect(mergePage(['x'], ['y', 'x'], 3, (s) => s)).toEqual(['x', 'y']);
  });

  it('refuses a page that is not a whole number from 1', () => {
    expect(() => mergePage([], [], 0)).toThrow(
      'mergePage: page must be a whole number from 1, got 0',
    );
    expect(() => mergePage([], [], 1.5)).toThrow(RangeError);
  });

  it('knows whether a next page exists', () => {
    expect(hasNextPage({ current_page: 1, total_pages: 3 })).toBe(true);
    expect(hasNextPage({ current_page: 3, total_pages: 3 })).toBe(false);
    expect(hasNextPage({})).toBe(false);
  });
});
