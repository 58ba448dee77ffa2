import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { renderWithShell } from '@dukkan/build/harness/testing';
import CompareTray from '../../../exposes/compare-tray';
import { compareList } from '../stores/compare-store';
import { fakeGraphQL, settle } from '@dukkan/build/testing/graphql';
import { productCompareAnswer, saveList } from './compare-products.fixture';

async function setup(skus: string[], options: Parameters<typeof renderWithShell>[1] = {}) {
  saveList(skus);
  compareList.reload();
  const graphql = fakeGraphQL({ ProductCompare: productCompareAnswer });
  const view = await renderWithShell(
    graphql.wrap(
      <>
        <CompareTray />
        <Link to="/en/deals">Deals</Link>
      </>,
    ),
    options,
  );
  await settle();
  return { graphql, view };
}

const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

beforeEach(() => localStorage.clear());
// The list's query may still be answering when a test's last assertion passes.
afterEach(settle);

describe('comparison tray', () => {
  it('shows a bar with the count, collapsed, clear-all and the compare-products link', async () => {
    await setup(['A', 'B']);
    const tray = screen.getByRole('region', { name: 'Comparison' });
    const toggle = within(tray).getByRole('button', { name: 'Comparison list (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(tray).getByRole('button', { name: 'Clear all' })).toBeInTheDocument();
    expect(within(tray).getByRole('link', { name: 'Compare products' })).toHaveAttribute(
      'href',
      '/en/compare',
    );
    expect(screen.queryByRole('region', { name: 'Compared products' })).not.toBeInTheDocument();
  });

  it('expands to the products from ProductCompare (skus, page size 4) in list order, with a placeholder tile', async () => {
    const user = userEvent.setup();
    const { graphql } = await setup(['A', 'B']);
    await user.click(await screen.findByRole('button', { name: 'Comparison list (2)' }));
    const panel = screen.getByRole('region', { name: 'Compared products' });
    const tiles = await within(panel).findAllByRole('listitem');
    expect(graphql.callsOf('ProductCompare').map((call) => call.variables)).toEqual([
      { skus: ['A', 'B'], pageSize: 4 },
    ]);
    expect(tiles).toHaveLength(3);
    expect(text(tiles[0]!)).toContain('Juhayna Milk 1 L');
    expect(text(tiles[0]!)).toContain('SKU: A');
    expect(text(tiles[0]!)).toContain('EGP 57.95');
    expect(within(tiles[0]!).getByRole('img', { name: 'Juhayna Milk 1 L' })).toHaveAttribute(
      'src',
      '/media/A.svg?size=thumb',
    );
    expect(within(tiles[1]!).getByRole('link', { name: 'Almarai Milk 1 L' })).toHaveAttribute(
      'href',
      '/en/b',
    );
    expect(text(tiles[2]!)).toBe('Add another product from the same category to compare');
  });

  it('offers no placeholder tile with 4 products', async () => {
    const user = userEvent.setup();
    await setup(['A', 'B', 'C', 'X']);
    await user.click(await screen.findByRole('button', { name: 'Comparison list (4)' }));
    const panel = screen.getByRole('region', { name: 'Compared products' });
    await within(panel).findByText('Labanita Milk 500 ml');
    expect(
      within(panel).queryByText('Add another product from the same category to compare'),
    ).not.toBeInTheDocument();
  });

  it('removes one product and announces the new count', async () => {
    const user = userEvent.setup();
    const { view } = await setup(['A', 'B']);
    const counts: number[] = [];
    view.bus.on('compare:changed', ({ count }) => counts.push(count));
    await user.click(screen.getByRole('button', { name: 'Comparison list (2)' }));
    await user.click(
      await screen.findByRole('button', { name: 'Remove Juhayna Milk 1 L from comparison' }),
    );
    expect(counts).toEqual([1]);
    expect(screen.getByRole('button', { name: 'Comparison list (1)' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('compare_skus')!)).toEqual([
      { sku: 'B', categoryIds: ['11'] },
    ]);
  });

  it('clears everything: count 0 on the bus, nothing saved, the tray draws nothing', async () => {
    const user = userEvent.setup();
    const { view } = await setup(['A', 'B']);
    const counts: number[] = [];
    view.bus.on('compare:changed', ({ count }) => counts.push(count));
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(counts).toEqual([0]);
    expect(localStorage.getItem('compare_skus')).toBe('[]');
    expect(screen.queryByRole('region', { name: 'Comparison' })).not.toBeInTheDocument();
  });

  it('folds the expanded panel on route change; the bar stays', async () => {
    const user = userEvent.setup();
    await setup(['A']);
    await user.click(await screen.findByRole('button', { name: 'Comparison list (1)' }));
    expect(screen.getByRole('region', { name: 'Compared products' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Deals' }));
    expect(screen.queryByRole('region', { name: 'Compared products' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comparison list (1)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('speaks Arabic on /ar', async () => {
    await setup(['A'], { locale: 'ar', path: '/ar' });
    expect(screen.getByRole('button', { name: 'قائمة المقارنة (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'مسح الكل' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'قارن المنتجات' })).toHaveAttribute(
      'href',
      '/ar/compare',
    );
  });
});
