import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductSummary } from '@dukkan/contracts';
import { renderWithShell } from '@dukkan/build/harness/testing';
import { dataLayerEvents, fakeViewport } from '../../../test/analytics';
import { ProductGrid } from '../components/product-grid';

function product(id: number, name: string, price: number): ProductSummary {
  return {
    id: String(id),
    sku: `DK-${id}`,
    name,
    urlKey: `p-${id}`,
    type: 'simple',
    imageUrl: null,
    price,
    priceBefore: null,
    stock: 10,
    isNew: false,
    categoryIds: ['5'],
    cartControl: { incrementStep: 1, minAmount: 1, maxAmount: 10, unit: null },
    parentSku: null,
  };
}

const PRODUCTS = [product(1, 'Mangoes', 55.95), product(2, 'Guava', 20), product(3, 'Kiwi', 80.5)];
const FRUITS = { id: 'category-5', name: 'Fruits' };

function cards() {
  return within(screen.getByRole('list', { name: 'Fruits' })).getAllByRole('listitem');
}

let viewport: ReturnType<typeof fakeViewport>;

beforeEach(() => {
  window.dataLayer = [];
  viewport = fakeViewport();
});

afterEach(() => viewport.restore());

describe('product list analytics', () => {
  it('counts a card when it enters the viewport and sends the cards seen as one view_item_list', async () => {
    await renderWithShell(<ProductGrid products={PRODUCTS} label="Fruits" list={FRUITS} />);
    viewport.show(cards()[0]!, cards()[1]!);
    expect(dataLayerEvents('view_item_list')).toEqual([]);
    await waitFor(() => expect(dataLayerEvents('view_item_list')).toHaveLength(1));
    expect(dataLayerEvents('view_item_list')[0]).toEqual({
      item_list_id: 'category-5',
      item_list_name: 'Fruits',
      items: [
        {
          item_id: 'DK-1',
          item_name: 'Mangoes',
          price: 55.95,
          index: 0,
          item_list_id: 'category-5',
          item_list_name: 'Fruits',
        },
        {
          item_id: 'DK-2',
          item_name: 'Guava',
          price: 20,
          index: 1,
          item_list_id: 'category-5',
          item_list_name: 'Fruits',
        },
      ],
    });
  });

  it('counts each card once per list: scrolling back sends only the cards not seen before', async () => {
    await renderWithShell(<ProductGrid products={PRODUCTS} label="Fruits" list={FRUITS} />);
    viewport.show(cards()[0]!);
    await waitFor(() => expect(dataLayerEvents('view_item_list')).toHaveLength(1));
    viewport.show(cards()[0]!, cards()[2]!);
    await waitFor(() => expect(dataLayerEvents('view_item_list')).toHaveLength(2));
    const second = dataLayerEvents('view_item_list')[1] as { items: { item_id: string }[] };
    expect(second.items.map((item) => item.item_id)).toEqual(['DK-3']);
  });

  it('sends select_item with the list and the position when a card link is followed', async () => {
    await renderWithShell(<ProductGrid products={PRODUCTS} label="Fruits" list={FRUITS} />);
    await userEvent.click(screen.getByRole('link', { name: 'Kiwi' }));
    expect(dataLayerEvents('select_item')).toEqual([
      {
        item_list_id: 'category-5',
        item_list_name: 'Fruits',
        items: [
          {
            item_id: 'DK-3',
            item_name: 'Kiwi',
            price: 80.5,
            index: 2,
            item_list_id: 'category-5',
            item_list_name: 'Fruits',
          },
        ],
      },
    ]);
  });

  it('sends what is pending when the list goes away before the debounce ends', async () => {
    const view = await renderWithShell(
      <ProductGrid products={PRODUCTS} label="Fruits" list={FRUITS} />,
    );
    viewport.show(cards()[1]!);
    view.unmount();
    expect(dataLayerEvents('view_item_list')).toHaveLength(1);
  });

  it('leaves an unnamed list (the exposed ProductGrid) to its host: nothing watched, nothing sent', async () => {
    await renderWithShell(<ProductGrid products={PRODUCTS} label="Fruits" />);
    expect(viewport.watched()).toEqual([]);
    await userEvent.click(screen.getByRole('link', { name: 'Kiwi' }));
    expect(window.dataLayer).toEqual([]);
  });

  it('counts rendered cards as seen where the browser has no IntersectionObserver', async () => {
    viewport.restore();
    await renderWithShell(<ProductGrid products={PRODUCTS} label="Fruits" list={FRUITS} />);
    await waitFor(() => expect(dataLayerEvents('view_item_list')).toHaveLength(1));
    const event = dataLayerEvents('view_item_list')[0] as { items: { item_id: string }[] };
    expect(event.items.map((item) => item.item_id)).toEqual(['DK-1', 'DK-2', 'DK-3']);
  });
});
