import { act, waitFor } from '@testing-library/react';
import { needsAuthorization } from '@dukkan/contracts';
import { renderShell } from '../../../../test/render-shell';
import { fakeFetch } from '../../../../test/fake-fetch';
import { createShellServices } from '../../../app/services';
import { logoutDestination } from '../logout-destination';
import { applyDefaultDescription } from '../hooks/use-default-description';

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

describe('the meta description', () => {
  const description = () =>
    document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

  afterEach(() => {
    document.head.querySelector('meta[name="description"]')?.remove();
  });

  it("is the store's default description on a page without one of its own", async () => {
    const network = fakeFetch((request) =>
      request.url.includes('StoreConfig') || request.body?.includes('StoreConfig')
        ? {
            body: {
              data: {
                storeConfig: {
                  __typename: 'StoreConfig',
                  promo_banner: null,
                  customer_support_phone: null,
                  default_description: ' Groceries and electronics delivered in Egypt. ',
                },
              },
            },
          }
        : { body: { data: null } },
    );
    const services = createShellServices({ needsAuthorization, fetch: network.fetch });
    const { router } = await renderShell('/en/deals', { services });
    await waitFor(() =>
      expect(description()).toBe('Groceries and electronics delivered in Egypt.'),
    );
    // A page that writes its own (a category's meta_description) keeps it on the next path.
    document.head.querySelector<HTMLMetaElement>('meta[name="description"]')!.content = 'Fruit';
    await act(() => router.navigate('/en/brands'));
    expect(description()).toBe('Fruit');
  });

  it("keeps a page's own, and replaces the store's in another language", () => {
    applyDefaultDescription('Delivered to your door', document.head);
    expect(description()).toBe('Delivered to your door');
    applyDefaultDescription('توصيل لباب البيت', document.head);
    expect(description()).toBe('توصيل لباب البيت');
    document.head.querySelector<HTMLMetaElement>('meta[name="description"]')!.content = 'Mangoes';
    applyDefaultDescription('Delivered to your door', document.head);
    expect(description()).toBe('Mangoes');
    // The page put back the Arabic default it found, then the shopper switched to English.
    document.head.querySelector<HTMLMetaElement>('meta[name="description"]')!.content =
      'توصيل لباب البيت';
    applyDefaultDescription('Delivered to your door', document.head);
    expect(description()).toBe('Delivered to your door');
  });
});
