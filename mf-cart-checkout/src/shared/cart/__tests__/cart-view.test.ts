import { toCartView } from '../cart-view';
import { makeCart, makeItem, shippingMethod } from '../../../test/cart-fixtures';
import type { CartFieldsFragment } from '../graphql/__generated__/cart-fields';

describe('cart view', () => {
  it('shows a configurable item by its variant: name, sku, stock and options', () => {
    const view = toCartView(
      makeCart('c1', [
        {
          sku: 'MAC',
          name: 'MacBook Air',
          quantity: 1,
          stock: 58,
          variant: {
            sku: 'MAC-BLUE',
            name: 'MacBook Air Blue',
            stock: 0,
            options: [['Colour', 'Blue']],
          },
        },
      ]),
    );
    const [item] = view.items;
    expect(item).toMatchObject({
      type: 'configurable',
      name: 'MacBook Air Blue',
      sku: 'MAC-BLUE',
      parentSku: 'MAC',
      stock: 0,
      isInvalidItem: true,
      configurationOptions: [{ label: 'Colour', value: 'Blue' }],
    });
    expect(view.hasInvalidItems).toBe(true);
  });

  it('lists a bundle line by its chosen items with their fixed quantities; its quantity stays', () => {
    const simple = makeItem({ sku: 'BUNDLE', name: 'Laptop Starter Bundle', quantity: 1 });
    const value = (uid: string, label: string, quantity: number) => ({
      __typename: 'SelectedBundleOptionValue' as const,
      uid,
      label,
      quantity,
    });
    const bundle = {
      ...simple,
      __typename: 'BundleCartItem',
      product: { ...simple.product, __typename: 'BundleProduct' },
      bundle_options: [
        {
          __typename: 'SelectedBundleOption',
          uid: 'o1',
          label: 'Laptop',
          values: [value('v1', 'Lenovo IdeaPad', 1)],
        },
        {
          __typename: 'SelectedBundleOption',
          uid: 'o2',
          label: 'Accessories',
          values: [value('v2', 'Earbuds', 2), value('v3', 'Mouse', 1)],
        },
        { __typename: 'SelectedBundleOption', uid: 'o3', label: 'Bag', values: [] },
      ],
    } as unknown as NonNullable<CartFieldsFragment['items']>[number];
    const cart = makeCart('c1');
    const [item] = toCartView({ ...cart, items: [bundle] }).items;
    expect(item).toMatchObject({
      type: 'bundle',
      sku: 'BUNDLE',
      allowChangeQuantity: false,
      configurationOptions: [
        { label: 'Laptop', value: 'Lenovo IdeaPad' },
        { label: 'Accessories', value: '2 × Earbuds, Mouse' },
      ],
    });
  });

  it('marks an item whose quantity exceeds the stock left as invalid', () => {
    const view = toCartView(makeCart('c1', [{ sku: 'A', name: 'A', quantity: 5, stock: 3 }]));
    expect(view.items[0]!.isInvalidItem).toBe(true);
  });

  it('shows the old price only when the regular price exceeds the price', () => {
    const view = toCartView(
      makeCart('c1', [
        { sku: 'A', name: 'A', quantity: 1, price: 8, regular: 10 },
        { sku: 'B', name: 'B', quantity: 1, price: 8, regular: 8 },
      ]),
    );
    expect(view.items.map((i) => i.oldPrice)).toEqual([10, null]);
  });

  it('leaves shipping fees unknown until a method is chosen, then splits them by section', () => {
    expect(toCartView(makeCart('c1')).shippingFees).toBeNull();
    const chosen = toCartView(
      makeCart('c1', [], {
        selected_shipping_method: shippingMethod(45, 30, 15),
      }),
    );
    expect(chosen).toMatchObject({
      shippingFees: 45,
      electronicsClothingShippingFees: 30,
      groceryShippingFees: 15,
    });
  });
});
