import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderShell } from '../../../../test/render-shell';
import { activeTab } from '../active-tab';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => Promise.resolve({ default: () => null })),
  registerRemotes: jest.fn(),
}));

// Privacy pages keep the select-area dialog closed, so the bar is the only thing in view.
async function renderBar(path: string, loggedIn = false) {
  const view = await renderShell(path, { loggedIn });
  const bar = screen.getByRole('navigation', {
    name: path.startsWith('/ar') ? 'التنقل السريع' : 'Quick navigation',
  });
  return { ...view, bar };
}

describe('the mobile bottom bar', () => {
  it.each([
    ['/', 'home'],
    ['/featured/food', 'categories'],
    ['/brands', 'categories'],
    ['/cart', 'cart'],
    ['/deals', 'deals'],
    ['/account/orders', 'account'],
    ['/login', 'account'],
    ['/privacy', null],
  ])('on %s the active tab is %p', (path, tab) => {
    expect(activeTab(path)).toBe(tab);
  });

  it('has five tabs: home, categories, cart, deals and login for a visitor', async () => {
    const { bar } = await renderBar('/en/privacy');
    expect(within(bar).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
    expect(within(bar).getByRole('button', { name: 'Categories' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(bar).getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/en/cart');
    expect(within(bar).getByRole('link', { name: 'Deals' })).toHaveAttribute('href', '/en/deals');
    expect(within(bar).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/en/login');
    expect(within(bar).getAllByRole('listitem')).toHaveLength(5);
  });

  it('marks the tab of the route as current and follows navigation', async () => {
    const { bar, router } = await renderBar('/ar/deals');
    expect(within(bar).getByRole('link', { name: 'العروض' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await act(() => router.navigate('/ar/cart'));
    expect(within(bar).getByRole('link', { name: 'السلة' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(bar).getByRole('link', { name: 'العروض' })).not.toHaveAttribute('aria-current');
  });

  it('shows the cart count announced on the bus as a badge', async () => {
    const { bar, services } = await renderBar('/en/privacy');
    expect(within(bar).queryByTestId('cart-badge')).not.toBeInTheDocument();
    act(() => services.bus.emit('cart:updated', { itemCount: 3 }));
    expect(within(bar).getByTestId('cart-badge')).toHaveTextContent('3');
    expect(
      within(bar).getByRole('link', { name: /Cart\s*3 items in the cart/ }),
    ).toBeInTheDocument();
  });

  it('for a customer the profile tab opens the account drawer (toggle-account-menu)', async () => {
    const { bar, services } = await renderBar('/en/privacy', true);
    const listener = jest.fn();
    services.bus.on('toggle-account-menu', listener);
    fireEvent.click(within(bar).getByRole('button', { name: 'Profile' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(within(bar).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('shows the count in Arabic digits on /ar, fractions included', async () => {
    const { bar, services } = await renderBar('/ar/privacy');
    act(() => services.bus.emit('cart:updated', { itemCount: 3.75 }));
    expect(within(bar).getByTestId('cart-badge')).toHaveTextContent('٣٫٧٥');
  });

  it('marks the profile tab active while the account drawer says it is open', async () => {
    const { bar, services } = await renderBar('/en/privacy', true);
    const profile = within(bar).getByRole('button', { name: 'Profile' });
    expect(profile).toHaveAttribute('data-active', 'false');
    expect(profile).toHaveAttribute('aria-expanded', 'false');
    act(() => services.bus.emit('account-menu:changed', { open: true }));
    expect(profile).toHaveAttribute('data-active', 'true');
    expect(profile).toHaveAttribute('aria-expanded', 'true');
    act(() => services.bus.emit('account-menu:changed', { open: false }));
    expect(profile).toHaveAttribute('data-active', 'false');
  });
});

describe('the mobile menu', () => {
  it('the categories tab opens it as a side dialog with brands, partners, account links and language, focus inside', async () => {
    const { bar, services } = await renderBar('/en/privacy');
    fireEvent.click(within(bar).getByRole('button', { name: 'Categories' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(services.dialogs.store.getState().variant).toBe('side');
    expect(document.body.style.overflow).toBe('hidden');
    expect(within(bar).getByRole('button', { name: 'Categories' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(menu).getByRole('link', { name: 'Brands' })).toHaveAttribute(
      'href',
      '/en/brands',
    );
    expect(within(menu).getByRole('link', { name: 'Our partners' })).toHaveAttribute(
      'href',
      '/en/partners',
    );
    expect(within(menu).getByRole('link', { name: 'Address book' })).toHaveAttribute(
      'href',
      '/en/account/addresses',
    );
    expect(within(menu).getByRole('link', { name: 'Account settings' })).toHaveAttribute(
      'href',
      '/en/account/edit',
    );
    expect(within(menu).getByRole('link', { name: 'Saved cards' })).toHaveAttribute(
      'href',
      '/en/account/saved-cards',
    );
    expect(within(menu).getByRole('link', { name: 'العربية' })).toHaveAttribute(
      'href',
      '/ar/privacy',
    );
    expect(menu).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on the close button, on Escape and on navigation', async () => {
    const { bar, router } = await renderBar('/en/privacy');
    const toggle = within(bar).getByRole('button', { name: 'Categories' });
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    fireEvent.click(toggle);
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Menu' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    fireEvent.click(toggle);
    await act(() => router.navigate('/en/terms'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });
});
