import {
  analyticsItem,
  createDataLayerAnalytics,
  createImpressionQueue,
  ecommerceOf,
} from '../analytics';
import { TIMINGS } from '../constants';

const mango = { sku: 'DK-6', name: 'Mangoes', price: 55.95, parentSku: null };

describe('analytics', () => {
  it('pushes e-commerce events under ecommerce, clearing the previous one first (GA4)', () => {
    const layer: unknown[] = [];
    const analytics = createDataLayerAnalytics(() => layer);
    analytics.track('add_to_cart', ecommerceOf([analyticsItem(mango, { quantity: 0.75 })]));
    expect(layer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EGP',
          value: 41.96,
          items: [{ item_id: 'DK-6', item_name: 'Mangoes', price: 55.95, quantity: 0.75 }],
        },
      },
    ]);
  });

  it('pushes other events flat', () => {
    const layer: unknown[] = [];
    createDataLayerAnalytics(() => layer).track('search', { search_term: 'مانجو' });
    expect(layer).toEqual([{ event: 'search', search_term: 'مانجو' }]);
  });

  it('names a variant by its parent with the chosen sku as item_variant', () => {
    expect(
      analyticsItem({ sku: 'TS-RED-M', name: 'T-shirt', price: 120, parentSku: 'TS' }),
    ).toEqual({ item_id: 'TS', item_name: 'T-shirt', item_variant: 'TS-RED-M', price: 120 });
  });

  it('batches impressions of a list into one view_item_list after the debounce', () => {
    jest.useFakeTimers();
    const layer: unknown[] = [];
    const queue = createImpressionQueue(
      createDataLayerAnalytics(() => layer),
      TIMINGS.productImpressionDebounceMs,
    );
    const list = { item_list_id: 'category-2', item_list_name: 'Fruits' };
    queue.add(list, analyticsItem(mango, { index: 0 }));
    jest.advanceTimersByTime(150);
    queue.add(list, analyticsItem({ ...mango, sku: 'DK-7', name: 'Guava' }, { index: 1 }));
    queue.add(list, analyticsItem(mango, { index: 0 }));
    expect(layer).toEqual([]);
    jest.advanceTimersByTime(TIMINGS.productImpressionDebounceMs);
    expect(layer).toHaveLength(2);
    expect(layer[1]).toMatchObject({
      event: 'view_item_list',
      ecommerce: { item_list_id: 'category-2', items: [{ item_id: 'DK-6' }, { item_id: 'DK-7' }] },
    });
    jest.useRealTimers();
  });
});
