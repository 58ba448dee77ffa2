/** @jest-environment node */
import { STOCK_FALLBACK } from '@dukkan/contracts';
import { LOOSE_WEIGHT, priceRange, productCard } from '@dukkan/build/testing/fixtures';
import { toProductSummaries, toProductSummary, toVariantSummary } from '../to-product-summary';

const NOW = new Date(2026, 10, 23, 12, 0, 0);
const product = productCard;

describe('the one mapping from a catalogue product to ProductSummary', () => {
  it('takes id, sku, name, url key, small image, category ids and the quantity rules', () => {
    const summary = toProductSummary(
      product({
        cart_control: LOOSE_WEIGHT,
      }),
      NOW,
    );
    expect(summary).toEqual({
      id: '6',
      sku: 'DK-6',
      name: 'Mangoes',
      urlKey: 'mangoes-6',
      type: 'simple',
      imageUrl: '/media/6.svg',
      price: 55.95,
      priceBefore: null,
      stock: 30,
      isNew: false,
      categoryIds: ['2'],
      cartControl: { incrementStep: 0.25, minAmount: 0.25, maxAmount: 10, unit: 'kg' },
      parentSku: null,
    });
  });

  it('uses the special price inside its window and strikes out the higher regular price', () => {
    const summary = toProductSummary(
      product({
        special_price: 49,
        special_from_date: '2026-11-20 00:00:00',
        special_to_date: '2026-11-30 00:00:00',
        price_range: priceRange(60, 68.95),
      }),
      NOW,
    );
    expect(summary.price).toBe(49);
    expect(summary.priceBefore).toBe(68.95);
  });

  it('ignores a special price whose window has not started and shows no previous price when regular equals price', () => {
    const summary = toProductSummary(
      product({
        special_price: 24.95,
        special_from_date: '2026-11-28 09:00:00',
        special_to_date: '2026-12-13 09:00:00',
        price_range: priceRange(29.95, 29.95),
      }),
      NOW,
    );
    expect(summary.price).toBe(29.95);
    expect(summary.priceBefore).toBeNull();
  });

  it('keeps a zero price (Free) and an unknown price (to be calculated) apart', () => {
    expect(toProductSummary(product({ price_range: priceRange(0, 0) }), NOW).price).toBe(0);
    expect(
      toProductSummary(product({ price_range: priceRange(null, null) }), NOW).price,
    ).toBeNull();
  });

  it('counts stock by type: a simple product without stock has 0, a configurable one 10000', () => {
    expect(toProductSummary(product({ only_x_left_in_stock: null }), NOW).stock).toBe(0);
    const configurable = product({ __typename: 'ConfigurableProduct', only_x_left_in_stock: null });
    expect(toProductSummary(configurable, NOW)).toMatchObject({
      type: 'configurable',
      stock: STOCK_FALLBACK,
    });
  });

  it('is new when the is_new attribute says Yes or today is in the new date window', () => {
    expect(
      toProductSummary(
        product({
          attributes: [
            { __typename: 'ProductAttribute', key: 'is_new', label: 'New', value: 'Yes' },
          ],
        }),
        NOW,
      ).isNew,
    ).toBe(true);
    expect(
      toProductSummary(product({ new_from_date: '2026-11-01', new_to_date: '2026-11-23' }), NOW)
        .isNew,
    ).toBe(true);
    expect(
      toProductSummary(product({ new_from_date: '2026-10-01', new_to_date: '2026-10-31' }), NOW)
        .isNew,
    ).toBe(false);
  });

  it('falls back to step 1, min 0 and no maximum when the product gives no quantity rules', () => {
    expect(toProductSummary(product({ cart_control: null }), NOW).cartControl).toEqual({
      incrementStep: 1,
      minAmount: 0,
      maxAmount: null,
      unit: null,
    });
  });

  it("maps a chosen variant with its own sku, price, stock and image and the parent's sku", () => {
    const parent = product({
      __typename: 'ConfigurableProduct',
      id: 58,
      sku: 'DK-58',
      categories: [{ __typename: 'CategoryTree', id: 82 }],
    });
    const variant = product({
      id: 61,
      sku: 'DK-58-BLUE',
      only_x_left_in_stock: 0,
      categories: [],
      small_image: { __typename: 'ProductImage', url: '/media/blue.svg', label: 'Blue' },
      price_range: priceRange(19979, 23319),
    });
    expect(toVariantSummary(parent, variant, NOW)).toMatchObject({
      id: '61',
      sku: 'DK-58-BLUE',
      parentSku: 'DK-58',
      type: 'configurable',
      price: 19979,
      priceBefore: 23319,
      stock: 0,
      imageUrl: '/media/blue.svg',
      categoryIds: ['82'],
    });
  });

  it('keeps a list item’s reviews, and none for a product without reviews', () => {
    const [rated, unrated, unknown] = toProductSummaries(
      [
        { ...product({ id: 1 }), rating_summary: 85, review_count: 4 },
        { ...product({ id: 2 }), rating_summary: 0, review_count: 0 },
        null,
        product({ id: 3 }),
      ],
      NOW,
    );
    expect(rated?.rating).toEqual({ summary: 85, count: 4 });
    expect(unrated?.rating).toBeNull();
    expect(unknown?.id).toBe('3');
    expect(unknown?.rating).toBeNull();
  });
});
