import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { needsAuthorization } from '@dukkan/contracts';
import { renderShell } from '../../../../test/render-shell';
import { fakeFetch } from '../../../../test/fake-fetch';
import { createShellServices } from '../../../app/services';
import { menuTree } from '../../../../test/category-menu-data';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => Promise.resolve({ default: () => null })),
  registerRemotes: jest.fn(),
}));

async function renderMenu(path = '/en/deals', label = 'Categories') {
  const network = fakeFetch((request) =>
    request.url.includes('CategoryList')
      ? { body: { data: { categoryList: menuTree() } } }
      : { body: { data: null } },
  );
  const services = createShellServices({ needsAuthorization, fetch: network.fetch });
  const view = await renderShell(path, { services });
  const nav = await screen.findByRole('navigation', { name: label });
  await within(nav).findByRole('link', { name: 'Food' });
  return { ...view, nav };
}

describe('the category mega menu', () => {
  it('shows the all-categories button, the first 5 menu categories, brands and deals', async () => {
    const { nav } = await renderMenu();
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Food',
      'Phones',
      'Televisions',
      'Home appliances',
      'Beauty',
      'Brands',
      'Deals',
    ]);
    expect(within(nav).getByRole('button', { name: 'All categories' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('links a top category with children to /featured/{url_key} and one without to /{url_key}, in the current language', async () => {
    const { nav } = await renderMenu('/ar/deals', 'الأقسام');
    expect(within(nav).getByRole('link', { name: 'Food' })).toHaveAttribute(
      'href',
      '/ar/featured/food',
    );
    expect(within(nav).getByRole('link', { name: 'Televisions' })).toHaveAttribute(
      'href',
      '/ar/televisions',
    );
  });

  it('hovering a category with children shows its subcategories, shop-all, the offer card and a dim overlay', async () => {
    const { nav } = await renderMenu();
    fireEvent.mouseEnter(within(nav).getByRole('link', { name: 'Food' }));
    const list = within(nav).getByRole('list', { name: 'Food subcategories' });
    expect(within(list).getByRole('link', { name: 'Dairy' })).toHaveAttribute('href', '/en/dairy');
    expect(within(nav).getByRole('link', { name: 'Shop all Food' })).toHaveAttribute(
      'href',
      '/en/featured/food',
    );
    const offer = within(nav).getByRole('complementary', { name: 'Fresh week' });
    expect(within(offer).getByText('Save on dairy')).toBeInTheDocument();
    expect(within(offer).getByRole('link', { name: 'See offers' })).toHaveAttribute(
      'href',
      '/en/deals',
    );
    expect(screen.getByTestId('mega-menu-overlay')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Food' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('hovering a category without children opens nothing', async () => {
    const { nav } = await renderMenu();
    fireEvent.mouseEnter(within(nav).getByRole('link', { name: 'Televisions' }));
    expect(screen.queryByTestId('mega-menu-overlay')).not.toBeInTheDocument();
  });

  it('resets on mouse-out, on Escape and on route change', async () => {
    const { nav, router } = await renderMenu();
    fireEvent.mouseEnter(within(nav).getByRole('link', { name: 'Phones' }));
    expect(within(nav).getByRole('link', { name: 'iPhone' })).toBeInTheDocument();
    fireEvent.mouseLeave(nav);
    expect(within(nav).queryByRole('link', { name: 'iPhone' })).not.toBeInTheDocument();

    fireEvent.focus(within(nav).getByRole('link', { name: 'Phones' }));
    fireEvent.keyDown(nav, { key: 'Escape' });
    expect(within(nav).queryByRole('link', { name: 'iPhone' })).not.toBeInTheDocument();

    fireEvent.mouseEnter(within(nav).getByRole('link', { name: 'Phones' }));
    await act(() => router.navigate('/en/brands'));
    await waitFor(() =>
      expect(within(nav).queryByRole('link', { name: 'iPhone' })).not.toBeInTheDocument(),
    );
  });

  it('opens by keyboard: focus shows the subcategories, ArrowDown moves into them, leaving closes it', async () => {
    const { nav } = await renderMenu();
    const phones = within(nav).getByRole('link', { name: 'Phones' });
    act(() => phones.focus());
    fireEvent.keyDown(phones, { key: 'ArrowDown' });
    expect(within(nav).getByRole('link', { name: 'Android phones' })).toHaveFocus();
    const android = within(nav).getByRole('link', { name: 'Android phones' });
    fireEvent.blur(android, {
      relatedTarget: within(screen.getByRole('contentinfo')).getByRole('link', { name: 'FAQs' }),
    });
    expect(within(nav).queryByRole('link', { name: 'Android phones' })).not.toBeInTheDocument();
  });

  it('the all-categories button toggles the list of the 9 menu categories and scrolls to the top', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { nav } = await renderMenu();
    const button = within(nav).getByRole('button', { name: 'All categories' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    const all = within(nav).getByRole('list', { name: 'All categories' });
    expect(within(all).getAllByRole('link')).toHaveLength(9);
    fireEvent.mouseEnter(within(all).getByRole('link', { name: 'Home appliances' }));
    expect(within(nav).getByRole('link', { name: 'Kitchen' })).toBeInTheDocument();
    fireEvent.click(button);
    expect(within(nav).queryByRole('list', { name: 'All categories' })).not.toBeInTheDocument();
    scrollTo.mockRestore();
  });

  it('the toggle-category-menu event toggles the panel', async () => {
    const { nav, services } = await renderMenu();
    act(() => services.bus.emit('toggle-category-menu'));
    expect(within(nav).getByRole('list', { name: 'All categories' })).toBeInTheDocument();
    act(() => services.bus.emit('toggle-category-menu'));
    expect(within(nav).queryByRole('list', { name: 'All categories' })).not.toBeInTheDocument();
  });
});

describe('the category tree on a phone (issue 14)', () => {
  /** A window whose media queries say `matches` (a phone: the desktop bar's query is false). */
  function phoneScreen() {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    return () => {
      window.matchMedia = original;
    };
  }

  it('is not asked for by the hidden desktop bar, and is asked for once, ahead, as the mobile menu opens', async () => {
    const restore = phoneScreen();
    try {
      const network = fakeFetch((request) =>
        request.url.includes('CategoryList')
          ? { body: { data: { categoryList: menuTree() } } }
          : { body: { data: null } },
      );
      const services = createShellServices({ needsAuthorization, fetch: network.fetch });
      await renderShell('/en/privacy', { services });
      const asked = () => network.requests.filter((r) => r.url.includes('CategoryList')).length;
      // The page has rendered and settled: nothing asked for the tree.
      await screen.findByRole('navigation', { name: 'Quick navigation' });
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(asked()).toBe(0);
      const bar = screen.getByRole('navigation', { name: 'Quick navigation' });
      const tab = within(bar).getByRole('button', { name: 'Categories' });
      // The pointer on the tab asks ahead; opening the menu then reads that answer.
      fireEvent.pointerDown(tab);
      await waitFor(() => expect(asked()).toBe(1));
      fireEvent.click(tab);
      const menu = screen.getByRole('dialog', { name: 'Menu' });
      expect(await within(menu).findByRole('link', { name: 'Food' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/en\//),
      );
      expect(asked()).toBe(1);
    } finally {
      restore();
    }
  });
});
