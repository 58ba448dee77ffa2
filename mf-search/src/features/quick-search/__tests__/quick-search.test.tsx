import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@dukkan/build/harness/testing';
import QuickSearch from '../../../exposes/quick-search';
import CompareButton from '../../../exposes/compare-button';
import CompareTray from '../../../exposes/compare-tray';

describe('quick search', () => {
  it('is a search landmark with a labelled input and a submit button', async () => {
    await renderWithShell(<QuickSearch variant="desktop" />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search for products' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });

  it('goes to /{locale}/search with the trimmed term as q', async () => {
    const user = userEvent.setup();
    const view = await renderWithShell(<QuickSearch variant="desktop" />, { path: '/en/cart' });
    await user.type(screen.getByRole('searchbox'), '  basmati rice & oil ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(view.currentPath()).toBe('/en/search?q=basmati+rice+%26+oil');
  });

  it('keeps the Arabic prefix and submits with the Enter key', async () => {
    const user = userEvent.setup();
    const view = await renderWithShell(<QuickSearch variant="mobile" />, {
      locale: 'ar',
      path: '/ar',
    });
    expect(screen.getByRole('searchbox', { name: 'ابحث عن المنتجات' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'أرز{Enter}');
    expect(view.currentPath()).toBe(`/ar/search?q=${encodeURIComponent('أرز')}`);
  });

  it('does nothing when the term is empty or only spaces', async () => {
    const user = userEvent.setup();
    const view = await renderWithShell(<QuickSearch variant="desktop" />, { path: '/en/deals' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox'), '   {Enter}');
    expect(view.currentPath()).toBe('/en/deals');
  });
});

describe('comparison fragments before issue 6', () => {
  it('render nothing', async () => {
    const { container } = await renderWithShell(
      <>
        <CompareButton sku="SKU-1" categoryIds={['3']} />
        <CompareTray />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
