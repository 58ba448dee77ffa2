import { toCartView } from '../cart-view';
import { makeCart, shippingMethod } from '../../../test/cart-fixtures';

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
