import type * as ReactModule from 'react';
import { act, screen, within } from '@testing-library/react';
import { needsAuthorization } from '@dukkan/contracts';
import { fakeFetch } from '../../../../test/fake-fetch';
import { renderShell } from '../../../../test/render-shell';
import { createShellServices } from '../../services';
import { STICKY_HEADER_MEDIA } from '../../../features/header/hooks/use-sticky-header';

// Each remote module renders a marker with its id, so a test sees which slots are mounted.
jest.mock('@module-federation/enhanced/runtime', () => {
  const { createElement } = jest.requireActual<typeof ReactModule>('react');
  return {
    loadRemote: jest.fn((id: string) =>
      Promise.resolve({ default: () => createElement('div', { 'data-testid': id }) }),
    ),
    registerRemotes: jest.fn(),
  };
});

describe('the default layout', () => {
  beforeEach(() => window.localStorage.clear());

  it('mounts the other teams slots: area, quick search, account, mini-cart, account drawer, loyalty upgrade and address selector', async () => {
    await renderShell('/en/privacy');
    for (const id of [
      'account/AreaSelector',
      'search/QuickSearch',
      'account/AccountMenu',
      'cart/MiniCart',
    ]) {
      expect(await screen.findAllByTestId(id)).not.toHaveLength(0);
    }
    // The account menu twice: the desktop dropdown and the mobile account drawer.
    expect(screen.getAllByTestId('account/AccountMenu')).toHaveLength(2);
    expect(screen.getByTestId('account/LoyaltyUpgradeModal')).toBeInTheDocument();
    expect(screen.getByTestId('account/AddressSelectorModal')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Quick navigation' })).toBeInTheDocument();
  });

  it('mounts the comparison tray only while the comparison has items', async () => {
    const { services } = await renderShell('/en/privacy');
    await screen.findByTestId('cart/MiniCart');
    expect(screen.queryByTestId('search/CompareTray')).not.toBeInTheDocument();
    act(() => services.bus.emit('compare:changed', { count: 2 }));
    expect(await screen.findByTestId('search/CompareTray')).toBeInTheDocument();
    act(() => services.bus.emit('compare:changed', { count: 0 }));
    expect(screen.queryByTestId('search/CompareTray')).not.toBeInTheDocument();
  });

  it('mounts the comparison tray at once when a saved comparison has items', async () => {
    window.localStorage.setItem('compare_skus', JSON.stringify([{ sku: 'a', categoryIds: ['1'] }]));
    await renderShell('/en/privacy');
    expect(await screen.findByTestId('search/CompareTray')).toBeInTheDocument();
  });
});

describe('the minimal (checkout) layout', () => {
  it('has the secure checkout banner, support phone, language switch, OTP dialog slot and privacy note', async () => {
    await renderShell('/ar/checkout');
    const header = screen.getByRole('banner');
    expect(within(header).getByText('دفع آمن')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: /دعم العملاء/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    expect(within(header).getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/en/checkout',
    );
    expect(await screen.findByTestId('account/OtpDialog')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'سياسة الخصوصية' })).toHaveAttribute(
      'href',
      '/ar/privacy',
    );
    expect(screen.queryByRole('navigation', { name: 'التنقل السريع' })).not.toBeInTheDocument();
  });
});

describe('the sticky header', () => {
  it('sticks only on windows wider than 767 px', () => {
    expect(STICKY_HEADER_MEDIA).toBe('(min-width: 768px)');
  });

  it('on a narrow window never reads the scroll position or the width, which lay the page out', async () => {
    let reads = 0;
    const counted = (value: number) => ({
      configurable: true,
      get: () => {
        reads += 1;
        return value;
      },
    });
    let onChange: (() => void) | undefined;
    const media = {
      matches: false,
      addEventListener: (_type: string, listener: () => void) => {
        onChange = listener;
      },
      removeEventListener: () => undefined,
    };
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) =>
        query === STICKY_HEADER_MEDIA
          ? media
          : {
              matches: false,
              addEventListener: () => undefined,
              removeEventListener: () => undefined,
            },
    });
    Object.defineProperty(window, 'scrollY', counted(120));
    Object.defineProperty(window, 'innerWidth', counted(375));
    try {
      await renderShell('/en/privacy');
      const header = screen.getByRole('banner');
      await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      act(() => void window.dispatchEvent(new Event('scroll')));
      expect(header).toHaveAttribute('data-sticky', 'false');
      expect(reads).toBe(0);
      // Wider now: the media query says so, and the scroll position counts.
      media.matches = true;
      act(() => onChange?.());
      expect(header).toHaveAttribute('data-sticky', 'true');
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
    }
  });

  it('follows scrolling', async () => {
    await renderShell('/en/privacy');
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-sticky', 'false');
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 120 });
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(header).toHaveAttribute('data-sticky', 'true');
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(header).toHaveAttribute('data-sticky', 'false');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
});

describe('the store texts of the headers', () => {
  function servicesWithStoreConfig() {
    const network = fakeFetch((request) =>
      request.url.includes('StoreConfig')
        ? {
            body: {
              data: {
                storeConfig: {
                  promo_banner: '10% off and free delivery on online orders',
                  customer_support_phone: '16000',
                },
              },
            },
          }
        : { body: { data: null } },
    );
    return createShellServices({ needsAuthorization, fetch: network.fetch });
  }

  it('the default header shows the promotion banner and the support phone of the store configuration', async () => {
    await renderShell('/en/privacy', { services: servicesWithStoreConfig() });
    const header = screen.getByRole('banner');
    expect(
      await within(header).findByText('10% off and free delivery on online orders'),
    ).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Customer service 16000' })).toHaveAttribute(
      'href',
      'tel:16000',
    );
  });

  it('the checkout header links the same support phone', async () => {
    await renderShell('/en/checkout', { services: servicesWithStoreConfig() });
    const header = screen.getByRole('banner');
    expect(
      await within(header).findByRole('link', { name: 'Customer support 16000' }),
    ).toHaveAttribute('href', 'tel:16000');
  });

  it('falls back to the built-in number while the configuration is missing', async () => {
    await renderShell('/en/privacy');
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Customer service 19999' }),
    ).toHaveAttribute('href', 'tel:19999');
  });
});
