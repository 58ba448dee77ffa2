import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@dukkan/build/harness/testing';
import CompareButton from '../../../exposes/compare-button';
import { compareList } from '../stores/compare-store';

function saved() {
  return JSON.parse(localStorage.getItem('compare_skus') ?? '[]') as {
    sku: string;
    categoryIds: string[];
  }[];
}

function renderButtons(
  products: { sku: string; categoryIds: string[] }[],
  options: Parameters<typeof renderWithShell>[1] = {},
) {
  return renderWithShell(
    <ul>
      {products.map((product) => (
        <li key={product.sku} data-testid={product.sku}>
          <CompareButton sku={product.sku} categoryIds={product.categoryIds} />
        </li>
      ))}
    </ul>,
    options,
  );
}

const button = (sku: string) => within(screen.getByTestId(sku)).getByRole('button');

beforeEach(() => {
  localStorage.clear();
  compareList.reload();
});

describe('compare button and the comparison list', () => {
  it('adds and removes the product; its name and pressed state say which', async () => {
    const user = userEvent.setup();
    await renderButtons([{ sku: 'A', categoryIds: ['11'] }]);
    expect(button('A')).toHaveAccessibleName('Add to comparison');
    expect(button('A')).toHaveAttribute('aria-pressed', 'false');
    await user.click(button('A'));
    expect(button('A')).toHaveAccessibleName('Remove from comparison');
    expect(button('A')).toHaveAttribute('aria-pressed', 'true');
    expect(saved()).toEqual([{ sku: 'A', categoryIds: ['11'] }]);
    await user.click(button('A'));
    expect(button('A')).toHaveAccessibleName('Add to comparison');
    expect(saved()).toEqual([]);
  });

  it('announces every change on the bus as compare:changed with the count', async () => {
    const user = userEvent.setup();
    const view = await renderButtons([
      { sku: 'A', categoryIds: ['11'] },
      { sku: 'B', categoryIds: ['11', '10'] },
    ]);
    const counts: number[] = [];
    view.bus.on('compare:changed', ({ count }) => counts.push(count));
    await user.click(button('A'));
    await user.click(button('B'));
    await user.click(button('A'));
    expect(counts).toEqual([1, 2, 1]);
  });

  it('keeps at most 4: adding a fifth drops the first', async () => {
    const user = userEvent.setup();
    const skus = ['A', 'B', 'C', 'D', 'E'];
    await renderButtons(skus.map((sku) => ({ sku, categoryIds: ['11'] })));
    for (const sku of skus) await user.click(button(sku));
    expect(saved().map((item) => item.sku)).toEqual(['B', 'C', 'D', 'E']);
    expect(button('A')).toHaveAttribute('aria-pressed', 'false');
    expect(button('E')).toHaveAttribute('aria-pressed', 'true');
  });

  it('refuses a product of another category: the list is cleared and invalidComparison shown', async () => {
    const user = userEvent.setup();
    const view = await renderButtons([
      { sku: 'MILK', categoryIds: ['11', '10'] },
      { sku: 'TV', categoryIds: ['40'] },
    ]);
    const counts: number[] = [];
    view.bus.on('compare:changed', ({ count }) => counts.push(count));
    await user.click(button('MILK'));
    await user.click(button('TV'));
    expect(saved()).toEqual([]);
    expect(counts).toEqual([1, 0]);
    expect(button('MILK')).toHaveAttribute('aria-pressed', 'false');
    expect(button('TV')).toHaveAttribute('aria-pressed', 'false');
    expect(view.store.get().alerts).toEqual([
      expect.objectContaining({
        type: 'danger',
        message:
          'Only products from the same category can be compared, so the comparison list was cleared.',
      }),
    ]);
  });

  it('shows the invalidComparison message in Arabic on /ar', async () => {
    const user = userEvent.setup();
    const view = await renderButtons(
      [
        { sku: 'MILK', categoryIds: ['11'] },
        { sku: 'TV', categoryIds: ['40'] },
      ],
      { locale: 'ar', path: '/ar' },
    );
    expect(button('MILK')).toHaveAccessibleName('أضف إلى المقارنة');
    await user.click(button('MILK'));
    await user.click(button('TV'));
    expect(view.store.get().alerts[0]?.message).toBe(
      'يمكن مقارنة منتجات من الفئة نفسها فقط، لذلك تم مسح قائمة المقارنة.',
    );
  });

  it('reads the saved list, dropping duplicate skus', async () => {
    localStorage.setItem(
      'compare_skus',
      JSON.stringify([
        { sku: 'A', categoryIds: ['11'] },
        { sku: 'A', categoryIds: ['11'] },
        { sku: 'B', categoryIds: ['11'] },
      ]),
    );
    compareList.reload();
    const user = userEvent.setup();
    await renderButtons([
      { sku: 'A', categoryIds: ['11'] },
      { sku: 'B', categoryIds: ['11'] },
      { sku: 'C', categoryIds: ['11'] },
    ]);
    expect(button('A')).toHaveAttribute('aria-pressed', 'true');
    expect(button('B')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('C'));
    expect(saved().map((item) => item.sku)).toEqual(['A', 'B', 'C']);
  });

  it('follows a change made in another tab (storage event)', async () => {
    await renderButtons([{ sku: 'A', categoryIds: ['11'] }]);
    act(() => {
      localStorage.setItem('compare_skus', JSON.stringify([{ sku: 'A', categoryIds: ['11'] }]));
      window.dispatchEvent(new StorageEvent('storage', { key: 'compare_skus' }));
    });
    expect(button('A')).toHaveAttribute('aria-pressed', 'true');
  });
});
