import { priceRange, productCard } from '@dukkan/build/testing/fixtures';
import { toProductSummary } from '../../../shared/product-data/to-product-summary';
import {
  bundleOptionsOf,
  bundlePrice,
  bundleSummary,
  choose,
  defaultSelection,
  groupedMembersOf,
  missingOptions,
} from '../bundle-model';
import type { ProductDetail } from '../product-view-model';

const choice = (uid: string, position: number, price: number, extra: object = {}) => ({
  __typename: 'BundleItemOption' as const,
  uid,
  position,
  is_default: false,
  can_change_quantity: false,
  quantity: 1,
  label: `Item ${uid}`,
  price,
  product: productCard({ sku: `SKU-${uid}`, name: `Item ${uid}`, only_x_left_in_stock: 5 }),
  ...extra,
});

function bundle(): ProductDetail {
  return {
    ...productCard({
      __typename: 'BundleProduct',
      sku: 'DK-B1',
      name: 'Laptop Starter Bundle',
      price_range: priceRange(9000),
    }),
    dynamic_price: true,
    items: [
      {
        __typename: 'BundleItem',
        uid: 'opt-2',
        option_id: 2,
        position: 2,
        required: false,
        title: 'Accessories',
        type: 'checkbox',
        options: [choice('c', 1, 300, { quantity: 2 }), choice('d', 2, 150)],
      },
      {
        __typename: 'BundleItem',
        uid: 'opt-1',
        option_id: 1,
        position: 1,
        required: true,
        title: 'Laptop',
        type: 'radio',
        options: [choice('b', 2, 12000), choice('a', 1, 9000, { is_default: true })],
      },
    ],
  } as unknown as ProductDetail;
}

describe('bundle model', () => {
  it('orders options and choices by position and starts from the defaults', () => {
    const options = bundleOptionsOf(bundle());
    expect(options.map((o) => o.title)).toEqual(['Laptop', 'Accessories']);
    expect(options[0]?.choices.map((c) => c.uid)).toEqual(['a', 'b']);
    expect(defaultSelection(options)).toEqual({ 'opt-1': ['a'], 'opt-2': [] });
  });

  it('prices the choices with their fixed quantities and keeps one choice of a radio option', () => {
    const options = bundleOptionsOf(bundle());
    let selection = defaultSelection(options);
    selection = choose(options, selection, 'opt-1', 'b');
    selection = choose(options, selection, 'opt-2', 'd');
    selection = choose(options, selection, 'opt-2', 'c');
    expect(selection).toEqual({ 'opt-1': ['b'], 'opt-2': ['c', 'd'] });
    expect(bundlePrice(options, selection)).toBe(12000 + 2 * 300 + 150);
    selection = choose(options, selection, 'opt-2', 'c');
    expect(selection['opt-2']).toEqual(['d']);
  });

  it('hands AddToCart the chosen uids and the choices price, nothing while a required option is open', () => {
    const product = bundle();
    const parent = toProductSummary(product);
    const options = bundleOptionsOf(product);
    const chosen = choose(options, defaultSelection(options), 'opt-2', 'c');
    expect(bundleSummary(parent, product, options, chosen)).toMatchObject({
      sku: 'DK-B1',
      price: 9600,
      priceBefore: null,
      bundleOptions: ['a', 'c'],
    });
    const open = { 'opt-1': [], 'opt-2': ['c'] };
    expect(missingOptions(options, open)).toEqual(['Laptop']);
    expect(bundleSummary(parent, product, options, open)).toBeNull();
  });

  it('lists a grouped product’s members by position with their pack quantity', () => {
    const grouped = {
      ...productCard({ __typename: 'GroupedProduct', sku: 'DK-G1', name: 'Pack' }),
      items: [
        {
          __typename: 'GroupedProductItem',
          qty: 2,
          position: 2,
          product: productCard({ sku: 'M2', name: 'Two' }),
        },
        {
          __typename: 'GroupedProductItem',
          qty: 1,
          position: 1,
          product: productCard({ sku: 'M1', name: 'One' }),
        },
      ],
    } as unknown as ProductDetail;
    expect(groupedMembersOf(grouped).map((m) => [m.product.sku, m.qty])).toEqual([
      ['M1', 1],
      ['M2', 2],
    ]);
    expect(bundleOptionsOf(grouped)).toEqual([]);
  });
});
