import mitt from 'mitt';
import type { ShellEvents } from '@dukkan/contracts';
import { createBusCounts, savedCompareCount } from '../bus-counts-store';

describe('counts the shell shows for other teams', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the last cart count announced with cart:updated', () => {
    const bus = mitt<ShellEvents>();
    const counts = createBusCounts(bus);
    expect(counts.store.getState().cartCount).toBe(0);
    bus.emit('cart:updated', { itemCount: 3 });
    expect(counts.store.getState().cartCount).toBe(3);
    bus.emit('cart:updated', { itemCount: 0 });
    expect(counts.store.getState().cartCount).toBe(0);
  });

  it('starts the comparison count from the saved compare_skus list and follows compare:changed', () => {
    window.localStorage.setItem('compare_skus', JSON.stringify([{ sku: 'a' }, { sku: 'b' }]));
    const bus = mitt<ShellEvents>();
    const counts = createBusCounts(bus);
    expect(counts.store.getState().compareCount).toBe(2);
    bus.emit('compare:changed', { count: 0 });
    expect(counts.store.getState().compareCount).toBe(0);
  });

  it('reads a missing or malformed saved list as empty', () => {
    expect(savedCompareCount(window.localStorage)).toBe(0);
    window.localStorage.setItem('compare_skus', '{not json');
    expect(savedCompareCount(window.localStorage)).toBe(0);
    window.localStorage.setItem('compare_skus', '{"sku":"a"}');
    expect(savedCompareCount(window.localStorage)).toBe(0);
  });
});
