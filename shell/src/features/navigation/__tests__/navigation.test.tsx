import { act, waitFor } from '@testing-library/react';
import { renderShell } from '../../../../test/render-shell';
import { logoutDestination } from '../logout-destination';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => Promise.resolve({ default: () => null })),
  registerRemotes: jest.fn(),
}));

describe('where logout sends the visitor', () => {
  it.each([
    ['/cart', '/'],
    ['/account', '/'],
    ['/account/orders/12', '/'],
    ['/orders/success', '/'],
    ['/orders/100001/success', '/'],
    ['/guest-order/100001/success', '/'],
    ['/checkout', '/login'],
    ['/checkout/pay', '/login'],
    ['/deals', null],
    ['/', null],
    ['/accounting-tips', null],
  ])('from %s to %p', (path, destination) => {
    expect(logoutDestination(path)).toBe(destination);
  });

  it('a logout on /ar/account/orders lands on /ar', async () => {
    const { router, services } = await renderShell('/ar/account/orders', { loggedIn: true });
    await act(() => services.session.logout());
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar'));
  });

  it('a logout on /en/checkout/pay lands on /en/login, and on /en/deals stays', async () => {
    const checkout = await renderShell('/en/checkout/pay', { loggedIn: true });
    await act(() => checkout.services.session.logout());
    await waitFor(() => expect(checkout.router.state.location.pathname).toBe('/en/login'));
    checkout.unmount();
    const deals = await renderShell('/en/deals', { loggedIn: true });
    await act(() => deals.services.session.logout());
    expect(deals.router.state.location.pathname).toBe('/en/deals');
  });
});

describe('search-engine metadata', () => {
  it('keeps a canonical link and English and Arabic alternates for the current page', async () => {
    const { router } = await renderShell('/ar/brands/acme');
    const href = (selector: string) => document.head.querySelector<HTMLLinkElement>(selector)?.href;
    await waitFor(() =>
      expect(href('link[rel="canonical"]')).toBe('http://localhost/ar/brands/acme'),
    );
    expect(href('link[rel="alternate"][hreflang="en"]')).toBe('http://localhost/en/brands/acme');
    expect(href('link[rel="alternate"][hreflang="ar"]')).toBe('http://localhost/ar/brands/acme');
    await act(() => router.navigate('/ar/deals'));
    await waitFor(() => expect(href('link[rel="canonical"]')).toBe('http://localhost/ar/deals'));
  });
});
