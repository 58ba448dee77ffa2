import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@dukkan/build/harness/testing';
import ComparePage from '../../../exposes/compare-page';
import { compareList } from '../stores/compare-store';
import { fakeGraphQL, settle } from '@dukkan/build/testing/graphql';
import { productCompareAnswer, saveList } from './compare-products.fixture';

async function setup(skus: string[], options: Parameters<typeof renderWithShell>[1] = {}) {
  saveList(skus);
  compareList.reload();
  const graphql = fakeGraphQL({ ProductCompare: productCompareAnswer });
  const view = await renderWithShell(
    graphql.wrap(<ComparePage routeId="compare" params={{}} />),
    options,
  );
  await settle();
  return view;
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\s/g, ' '));

beforeEach(() => localStorage.clear());
// The list's query may still be answering when a test's last assertion passes.
afterEach(settle);

describe('comparison page', () => {
  it('says so when there is nothing to compare, in both languages', async () => {
    const { unmount } = await setup([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Compare products' })).toBeInTheDocument();
    expect(screen.getByText('You have no products to compare yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/en');
    unmount();
    await setup([], { locale: 'ar', path: '/ar/compare' });
    expect(screen.getByRole('heading', { level: 1, name: 'مقارنة المنتجات' })).toBeInTheDocument();
    expect(screen.getByText('لا توجد منتجات للمقارنة بعد.')).toBeInTheDocument();
  });

  it('shows the products side by side: name, price, brand, category and every attribute', async () => {
    await setup(['A', 'B', 'C']);
    const table = await screen.findByRole('table', { name: 'Product comparison' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => within(header).getByRole('link').textContent)).toEqual([
      'Juhayna Milk 1 L',
      'Almarai Milk 1 L',
      'Labanita Milk 500 ml',
    ]);
    expect(within(headers[0]!).getByRole('img', { name: 'Juhayna Milk 1 L' })).toBeInTheDocument();
    expect(cells(within(table).getByRole('row', { name: /^Price/ }))).toEqual([
      'EGP 57.95',
      'EGP 38.95Was EGP 45.00',
      'EGP 20.00',
    ]);
    expect(cells(within(table).getByRole('row', { name: /^Brand/ }))).toEqual([
      'Juhayna',
      'Almarai',
      'Labanita',
    ]);
    expect(cells(within(table).getByRole('row', { name: /^Size/ }))).toEqual(['1 L', '1 L', '–']);
    expect(cells(within(table).getByRole('row', { name: /^Origin/ }))).toEqual([
      'Egypt',
      'Egypt',
      'Egypt',
    ]);
  });

  it('removes a product, and clears all into the empty state', async () => {
    const user = userEvent.setup();
    const view = await setup(['A', 'B']);
    const counts: number[] = [];
    view.bus.on('compare:changed', ({ count }) => counts.push(count));
    await user.click(
      await screen.findByRole('button', { name: /^Remove from comparison\W+Juhayna Milk 1 L$/ }),
    );
    expect(screen.queryByRole('link', { name: 'Juhayna Milk 1 L' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Almarai Milk 1 L' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(counts).toEqual([1, 0]);
    expect(screen.getByText('You have no products to compare yet.')).toBeInTheDocument();
  });
});
