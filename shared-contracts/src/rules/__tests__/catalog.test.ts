import {
  cartItemSpecialPrice,
  cartItemSection,
  effectivePrice,
  isInvalidItem,
  isNewProduct,
  orderItemGroup,
  priceBefore,
  productStock,
  productTypeOf,
  sectionFlags,
  sectionOf,
} from '../catalog';
import { endOfDay, isWithinWindow, parseServiceDate } from '../dates';

const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min);

describe('service dates', () => {
  it('reads dates and date-times as local time', () => {
    expect(parseServiceDate('2026-05-15')).toEqual(at(2026, 5, 15, 0));
    expect(parseServiceDate('2026-05-15 08:30:00')).toEqual(at(2026, 5, 15, 8, 30));
    expect(parseServiceDate('2026-05-15T08:30')).toEqual(at(2026, 5, 15, 8, 30));
  });

  it('reads ISO strings with a zone', () => {
    expect(parseServiceDate('2026-05-15T08:30:00Z')?.toISOString()).toBe(
      '2026-05-15T08:30:00.000Z',
    );
  });

  it('gives null for empty, impossible or unparseable dates', () => {
    expect(parseServiceDate(null)).toBeNull();
    expect(parseServiceDate(undefined)).toBeNull();
    expect(parseServiceDate(' ')).toBeNull();
    expect(parseServiceDate('2026-02-30')).toBeNull();
    expect(parseServiceDate('soon')).toBeNull();
  });

  it('a window runs to the end of its last day; both bounds missing is no window', () => {
    expect(endOfDay(at(2026, 5, 15))).toEqual(new Date(2026, 4, 15, 23, 59, 59, 999));
    expect(isWithinWindow(null, at(2026, 5, 15, 0), at(2026, 5, 15, 23, 59))).toBe(true);
    expect(isWithinWindow(at(2026, 5, 16, 0), null, at(2026, 5, 15))).toBe(false);
    expect(isWithinWindow(null, null, at(2026, 5, 15))).toBe(false);
  });
});

describe('special price rule', () => {
  const base = { special_price: 80, final_price: 100 };

  it('applies between special_from_date and the end of special_to_date', () => {
    const product = { ...base, special_from_date: '2026-05-01', special_to_date: '2026-05-15' };
    expect(effectivePrice(product, at(2026, 5, 1, 0))).toBe(80);
    expect(effectivePrice(product, at(2026, 5, 15, 23, 59))).toBe(80);
    expect(effectivePrice(product, at(2026, 5, 16, 0))).toBe(100);
    expect(effectivePrice(product, at(2026, 4, 30, 23, 59))).toBe(100);
  });

  it('applies always when only one date is given', () => {
    expect(effectivePrice({ ...base, special_from_date: '2030-01-01' }, at(2026, 5, 1))).toBe(80);
    expect(effectivePrice({ ...base, special_to_date: '2020-01-01' }, at(2026, 5, 1))).toBe(80);
  });

  it('otherwise the maximum final price applies', () => {
    expect(effectivePrice(base, at(2026, 5, 1))).toBe(100);
    expect(
      effectivePrice({ final_price: 100, special_from_date: '2026-05-01' }, at(2026, 5, 1)),
    ).toBe(100);
    expect(effectivePrice({ special_price: null }, at(2026, 5, 1))).toBeNull();
    expect(effectivePrice({}, undefined)).toBeNull();
  });

  it('the cart item applies it only with a special price and an end date', () => {
    expect(
      cartItemSpecialPrice(
        { special_price: 80, special_to_date: '2026-05-15' },
        at(2026, 5, 15, 22),
      ),
    ).toBe(80);
    expect(
      cartItemSpecialPrice(
        { special_price: 80, special_to_date: '2026-05-15' },
        at(2026, 5, 16, 0),
      ),
    ).toBeNull();
    expect(
      cartItemSpecialPrice(
        { special_price: 80, special_from_date: '2026-05-10', special_to_date: '2026-05-15' },
        at(2026, 5, 9),
      ),
    ).toBeNull();
    expect(
      cartItemSpecialPrice({ special_price: 80, special_from_date: '2026-05-01' }, at(2026, 5, 9)),
    ).toBeNull();
    expect(cartItemSpecialPrice({ special_to_date: '2026-05-15' }, at(2026, 5, 9))).toBeNull();
    expect(cartItemSpecialPrice({ special_price: 80, special_to_date: '2099-01-01' })).toBe(80);
  });
});

describe('stock rule', () => {
  it('configurable, bundle and grouped products with null stock count as 10000', () => {
    expect(productStock('configurable', null)).toBe(10000);
    expect(productStock('bundle', undefined)).toBe(10000);
    expect(productStock('grouped', null)).toBe(10000);
  });

  it('otherwise only_x_left_in_stock, or 0 if absent', () => {
    expect(productStock('simple', null)).toBe(0);
    expect(productStock('simple', 7)).toBe(7);
    expect(productStock('configurable', 3)).toBe(3);
    expect(productStock('grouped', 0)).toBe(0);
  });

  it('reads product types from GraphQL type names', () => {
    expect(productTypeOf('ConfigurableProduct')).toBe('configurable');
    expect(productTypeOf('GroupedProduct')).toBe('grouped');
    expect(productTypeOf('bundle')).toBe('bundle');
    expect(productTypeOf('SimpleProduct')).toBe('simple');
    expect(productTypeOf(null)).toBe('simple');
  });
});

describe('new badge', () => {
  it('shows when attribute is_new is Yes', () => {
    expect(isNewProduct({ attributes: [{ key: 'is_new', value: 'Yes' }] })).toBe(true);
    expect(
      isNewProduct({
        attributes: [
          { key: 'is_new', value: 'No' },
          { key: 'x', value: 'Yes' },
        ],
      }),
    ).toBe(false);
    expect(isNewProduct({ attributes: [{ key: 'is_new', value: null }] })).toBe(false);
  });

  it('shows inside the new date window', () => {
    const product = { new_from_date: '2026-05-01', new_to_date: '2026-05-31' };
    expect(isNewProduct(product, at(2026, 5, 31, 23))).toBe(true);
    expect(isNewProduct(product, at(2026, 6, 1, 0))).toBe(false);
    expect(isNewProduct({ new_from_date: '2026-05-01' }, at(2026, 6, 1))).toBe(true);
    expect(isNewProduct({ attributes: null }, at(2026, 6, 1))).toBe(false);
  });
});

describe('previous price', () => {
  it('is the regular price only when it exceeds the price', () => {
    expect(priceBefore(120, 100)).toBe(120);
    expect(priceBefore(100, 100)).toBeNull();
    expect(priceBefore(90, 100)).toBeNull();
    expect(priceBefore(null, 100)).toBeNull();
    expect(priceBefore(120, undefined)).toBeNull();
  });
});

describe('sections', () => {
  it('flags come from the first category section', () => {
    expect(sectionFlags([{ section: 'ELECTRONICS' }, { section: 'CLOTHING' }])).toEqual({
      electronics: true,
      groceries: false,
      clothing: false,
    });
    expect(sectionFlags([{ section: 'non-electronics' }]).groceries).toBe(true);
    expect(sectionFlags([{ section: 'clothing' }]).clothing).toBe(true);
    expect(sectionFlags([])).toEqual({ electronics: false, groceries: false, clothing: false });
    expect(sectionFlags(null).groceries).toBe(false);
  });

  it('reads grocery spellings as non-electronics and rejects unknown sections', () => {
    expect(sectionOf('Groceries')).toBe('NON_ELECTRONICS');
    expect(sectionOf('grocery')).toBe('NON_ELECTRONICS');
    expect(sectionOf('toys')).toBeNull();
  });

  it('a cart item is non-electronics by default', () => {
    expect(cartItemSection(undefined)).toBe('NON_ELECTRONICS');
    expect(cartItemSection([{ section: null }])).toBe('NON_ELECTRONICS');
    expect(cartItemSection([{ section: 'ELECTRONICS' }])).toBe('ELECTRONICS');
  });

  it('order items group as groceries or electronics and clothing together', () => {
    expect(orderItemGroup('NON_ELECTRONICS')).toBe('groceries');
    expect(orderItemGroup('ELECTRONICS')).toBe('electronicsAndClothing');
    expect(orderItemGroup('CLOTHING')).toBe('electronicsAndClothing');
  });
});

describe('invalid cart item', () => {
  it('is invalid when stock is zero or the quantity exceeds the stock left', () => {
    expect(isInvalidItem({ stock: 0, quantity: 1 })).toBe(true);
    expect(isInvalidItem({ stock: 2, quantity: 3 })).toBe(true);
    expect(isInvalidItem({ stock: 3, quantity: 3 })).toBe(false);
    expect(isInvalidItem({ stock: 2.5, quantity: 2.25 })).toBe(false);
  });
});
