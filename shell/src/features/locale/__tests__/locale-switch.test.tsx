import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import type { ShellContextValue } from '@dukkan/contracts';
import { useShell } from '@dukkan/contracts';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { renderShell } from '../../../../test/render-shell';
import { forgetModule } from '../../remotes/module-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
let shell: ShellContextValue | null = null;

function ShellProbe() {
  const value = useShell();
  useEffect(() => {
    shell = value;
  });
  return <h1>{value.localePath('/cart')}</h1>;
}

beforeEach(() => {
  document.cookie = 'i18n_locale=; Path=/; Max-Age=0';
  // A saved delivery area keeps the select-area dialog closed: these tests are about the switch.
  window.localStorage.setItem(
    'store_choice',
    JSON.stringify({
      city: { id: '1', name: 'Cairo' },
      region: { id: '2' },
      district: { id: '3', name: 'Maadi' },
      defaultOrderSource: 'default',
    }),
  );
  forgetModule('catalog/DealsPage');
  loadRemoteMock.mockImplementation((id: string) =>
    Promise.resolve({ default: id === 'catalog/DealsPage' ? ShellProbe : () => null }),
  );
});

describe('language switch', () => {
  it('the header link switches to Arabic on the same path and remembers ar in cookie i18n_locale', async () => {
    const { router } = await renderShell('/en/deals?sort=price');
    await userEvent.click(
      await within(await screen.findByRole('banner')).findByRole('link', { name: 'العربية' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/deals'));
    expect(router.state.location.search).toBe('?sort=price');
    expect(document.cookie).toContain('i18n_locale=ar');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(
      await within(await screen.findByRole('banner')).findByRole('link', { name: 'English' }),
    ).toBeInTheDocument();
  });

  it('ShellContext.switchLocale keeps the path and query, and localePath prefixes the locale', async () => {
    const { router } = await renderShell('/en/deals?sort=price');
    expect(await screen.findByRole('heading', { name: '/en/cart' })).toBeInTheDocument();
    await act(async () => {
      shell?.switchLocale('ar');
      await Promise.resolve();
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/deals'));
    expect(router.state.location.search).toBe('?sort=price');
    expect(document.cookie).toContain('i18n_locale=ar');
    expect(await screen.findByRole('heading', { name: '/ar/cart' })).toBeInTheDocument();
  });

  it('keeps the same ShellContext value across a navigation within the language, and switchLocale uses the new location', async () => {
    const { router } = await renderShell('/en/deals?sort=price');
    await screen.findByRole('heading', { name: '/en/cart' });
    const before = shell;
    await act(async () => {
      await router.navigate('/en/deals?sort=name#top');
    });
    expect(router.state.location.search).toBe('?sort=name');
    // No new value: a route or query change does not re-render every reader in every remote.
    expect(shell).toBe(before);
    await act(async () => {
      shell?.switchLocale('ar');
      await Promise.resolve();
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/deals'));
    expect(router.state.location.search).toBe('?sort=name');
    expect(router.state.location.hash).toBe('#top');
  });
});
