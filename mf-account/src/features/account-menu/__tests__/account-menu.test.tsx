import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { makeSessionUser } from '@dukkan/build/harness/testing';
import { renderAccount } from '../../../../test/render-account';
import AccountMenu from '../../../exposes/account-menu';

const customer = makeSessionUser({
  firstname: 'Mona',
  lastname: 'Adel Hassan',
  tier: 'GOLD',
  rewardPoints: 1250,
  storeCredit: 150.5,
});

describe('account menu, desktop', () => {
  it('offers a guest the "Login or register" link to /en/login', async () => {
    await renderAccount(<AccountMenu variant="desktop" />);
    expect(screen.getByRole('link', { name: 'Login or register' })).toHaveAttribute(
      'href',
      '/en/login',
    );
  });

  it('greets a customer by first name with a dropdown that toggles on click and lists installments', async () => {
    const user = userEvent.setup();
    await renderAccount(<AccountMenu variant="desktop" />, { user: customer });
    const toggle = await screen.findByRole('button', { name: 'Hello, Mona' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Account menu' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Account menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Account overview', '/en/account'],
      ['My orders', '/en/account/orders'],
      ['My wishlist', '/en/account/wishlist'],
      ['Installments', '/en/installments'],
    ]);
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows a seller the seller center beside the greeting and in the dropdown, in both languages', async () => {
    const user = userEvent.setup();
    const seller = makeSessionUser({
      firstname: 'Mona',
      sellerCenterUrl: 'https://sellers.example.com',
    });
    const view = await renderAccount(<AccountMenu variant="desktop" />, { user: seller });
    expect(screen.getByRole('link', { name: 'Seller center' })).toHaveAttribute(
      'href',
      'https://sellers.example.com',
    );
    await user.click(await screen.findByRole('button', { name: 'Hello, Mona' }));
    const menu = screen.getByRole('navigation', { name: 'Account menu' });
    expect(within(menu).getByRole('link', { name: 'Seller center' })).toHaveAttribute(
      'href',
      'https://sellers.example.com',
    );
    view.unmount();
    await renderAccount(<AccountMenu variant="desktop" />, { user: seller, locale: 'ar' });
    expect(screen.getByRole('link', { name: 'مركز البائعين' })).toHaveAttribute(
      'href',
      'https://sellers.example.com',
    );
  });

  it('shows no seller center to a customer the service does not name a seller', async () => {
    await renderAccount(<AccountMenu variant="desktop" />, { user: customer });
    expect(screen.queryByRole('link', { name: 'Seller center' })).not.toBeInTheDocument();
  });

  it('closes on Escape, returning focus to its button, and on a click outside', async () => {
    const user = userEvent.setup();
    await renderAccount(
      <>
        <AccountMenu variant="desktop" />
        <p>Outside</p>
      </>,
      { user: customer },
    );
    const toggle = await screen.findByRole('button', { name: 'Hello, Mona' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    await user.click(screen.getByText('Outside'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on route change', async () => {
    const user = userEvent.setup();
    await renderAccount(
      <>
        <AccountMenu variant="desktop" />
        <Link to="/en/deals">Deals</Link>
      </>,
      { user: customer },
    );
    const toggle = await screen.findByRole('button', { name: 'Hello, Mona' });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Deals' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('logs out with the logged-out success notice', async () => {
    const user = userEvent.setup();
    const view = await renderAccount(<AccountMenu variant="desktop" />, { user: customer });
    const loggedOut = jest.fn();
    view.bus.on('session:logout', loggedOut);
    await user.click(await screen.findByRole('button', { name: 'Hello, Mona' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(loggedOut).toHaveBeenCalledWith({ reason: 'user' });
    expect(view.alerts()).toEqual([
      expect.objectContaining({
        type: 'success',
        message: 'You have been logged out successfully',
      }),
    ]);
    expect(screen.getByRole('link', { name: 'Login or register' })).toBeInTheDocument();
  });

  it('speaks Arabic under /ar', async () => {
    await renderAccount(<AccountMenu variant="desktop" />, {
      locale: 'ar',
      user: makeSessionUser({ firstname: 'منى' }),
    });
    expect(screen.getByRole('button', { name: 'مرحباً، منى' })).toBeInTheDocument();
  });
});

describe('account drawer, mobile', () => {
  afterEach(() => jest.useRealTimers());

  async function drawer(options: { at?: string; locale?: 'en' | 'ar' } = {}) {
    if (options.at)
      jest.useFakeTimers({
        now: new Date(options.at),
        doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'],
      });
    const view = await renderAccount(<AccountMenu variant="mobile" />, {
      user: customer,
      locale: options.locale ?? 'en',
    });
    const changes = jest.fn();
    view.bus.on('account-menu:changed', changes);
    return { ...view, changes };
  }

  /** The drawer's code arrives as its own chunk the first time it opens. */
  async function openDrawer(view: { bus: { emit: (type: 'toggle-account-menu') => void } }) {
    act(() => view.bus.emit('toggle-account-menu'));
    return screen.findByRole('dialog');
  }

  it('stays closed until toggle-account-menu, then opens, fetches the identity again and says so', async () => {
    const view = await drawer();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await openDrawer(view);
    expect(screen.getByRole('dialog', { name: 'My account' })).toBeInTheDocument();
    expect(view.refreshIdentity).toHaveBeenCalledTimes(1);
    expect(view.changes).toHaveBeenLastCalledWith({ open: true });
    act(() => view.bus.emit('toggle-account-menu'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view.changes).toHaveBeenLastCalledWith({ open: false });
  });

  it('greets with good morning before 12:00', async () => {
    const view = await drawer({ at: '2026-11-23T11:59:00' });
    await openDrawer(view);
    expect(screen.getByText('Good morning')).toBeInTheDocument();
  });

  it('greets with good evening from 12:00', async () => {
    const view = await drawer({ at: '2026-11-23T12:00:00' });
    await openDrawer(view);
    expect(screen.getByText('Good evening')).toBeInTheDocument();
  });

  it('shows the full name, loyalty tier and points, the wallet as a price and the account links', async () => {
    const view = await drawer();
    await openDrawer(view);
    const panel = screen.getByRole('dialog', { name: 'My account' });
    expect(within(panel).getByText('Mona Adel Hassan')).toBeInTheDocument();
    expect(within(panel).getByText('Gold member')).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: 'Gold tier badge' })).toBeInTheDocument();
    expect(within(panel).getByText('Points: 1,250')).toBeInTheDocument();
    expect(within(panel).getByText('EGP 150.50')).toBeInTheDocument();
    const links = within(
      within(panel).getByRole('navigation', { name: 'Account links' }),
    ).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Account overview', '/en/account'],
      ['My orders', '/en/account/orders'],
      ['My wishlist', '/en/account/wishlist'],
      ['Saved cards', '/en/account/saved-cards'],
      ['Address book', '/en/account/addresses'],
      ['Account settings', '/en/account/edit'],
    ]);
  });

  it('closes on navigation and on its close button', async () => {
    const user = userEvent.setup();
    const view = await drawer();
    await openDrawer(view);
    await user.click(screen.getByRole('link', { name: 'My orders' }));
    expect(view.currentPath()).toBe('/en/account/orders');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await openDrawer(view);
    await user.click(screen.getByRole('button', { name: 'Close the account menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('switches the language and logs out with the notice', async () => {
    const user = userEvent.setup();
    const view = await drawer();
    await openDrawer(view);
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'العربية' }));
    expect(view.currentPath()).toBe('/ar');
    act(() => view.bus.emit('toggle-account-menu'));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(view.store.get().user).toBeNull();
    expect(view.alerts()).toEqual([expect.objectContaining({ type: 'success' })]);
  });

  it('ignores toggle-account-menu for a guest', async () => {
    const view = await renderAccount(<AccountMenu variant="mobile" />);
    act(() => view.bus.emit('toggle-account-menu'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
