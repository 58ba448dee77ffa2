import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { registerTexts } from '@dukkan/contracts';
import type { ModuleId } from '@dukkan/contracts';
import { renderShell } from '../../../../test/render-shell';
import { loadRetry } from '../load-retry';
import { forgetModule } from '../module-loader';
import { resetModuleHealth } from '../module-health';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
const entry404 = () =>
  Promise.reject(new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources.'));

const NO_DELAYS = loadRetry.delaysMs;

beforeEach(() => {
  // Most cases are about what a failure looks like: no waiting between attempts.
  loadRetry.delaysMs = [];
  resetModuleHealth();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // The retry reads the registry again; here it is unreachable, so the old address is reused.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  for (const id of [
    'cart/MiniCart',
    'cart/AddToCart',
    'catalog/DealsPage',
    'search/QuickSearch',
    'account/AccountMenu',
    'account/AreaSelector',
    'search/CompareTray',
  ] satisfies ModuleId[]) {
    forgetModule(id);
  }
});

afterEach(() => {
  loadRetry.delaysMs = NO_DELAYS;
  jest.restoreAllMocks();
});

describe('Fragment and page boundaries', () => {
  it('leaves a compact "Not available" with "Try again" in the slot of an essential fragment (the mini cart), and the rest of the page keeps working', async () => {
    loadRemoteMock.mockImplementation((id: string) =>
      id.startsWith('cart/') ? entry404() : Promise.resolve({ default: () => <p>{`ok ${id}`}</p> }),
    );
    await renderShell('/en/deals');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('Not available')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(header).not.toHaveTextContent('This part of the page could not be loaded.');
    expect(screen.getByRole('main')).toHaveTextContent('ok catalog/DealsPage');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('FAQs');
    expect(header).toHaveTextContent('ok search/QuickSearch');
    // An essential fragment is not an optional one: no quiet notice for it.
    expect(screen.queryByText('Some features are unavailable right now.')).not.toBeInTheDocument();
  });

  it('renders nothing for optional fragments that fail, and shows one quiet notice for all of them', async () => {
    loadRemoteMock.mockImplementation((id: string) =>
      id.startsWith('search/') || id.startsWith('account/')
        ? entry404()
        : Promise.resolve({ default: () => <p>{`ok ${id}`}</p> }),
    );
    await renderShell('/en/deals');
    expect(await screen.findByText('Some features are unavailable right now.')).toBeInTheDocument();
    expect(screen.getAllByText('Some features are unavailable right now.')).toHaveLength(1);
    expect(
      screen.queryByText('This part of the page could not be loaded.'),
    ).not.toBeInTheDocument();
    expect(screen.queryByText('Not available')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('ok cart/MiniCart');
  });

  it('"Try again" loads the module again and shows it when the remote is back', async () => {
    let cartOnline = false;
    loadRemoteMock.mockImplementation((id: string) =>
      id.startsWith('cart/') && !cartOnline
        ? entry404()
        : Promise.resolve({ default: () => <p>{`ok ${id}`}</p> }),
    );
    await renderShell('/en/deals');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    cartOnline = true;
    await userEvent.click(retry);
    expect(await screen.findByText('ok cart/MiniCart')).toBeInTheDocument();
    expect(loadRemoteMock.mock.calls.filter(([id]) => id === 'cart/MiniCart')).toHaveLength(2);
    expect(screen.queryByText('Not available')).not.toBeInTheDocument();
  });

  it('tries a failed download again with backoff before falling back', async () => {
    loadRetry.delaysMs = [5, 10];
    let failuresLeft = 2;
    loadRemoteMock.mockImplementation((id: string) => {
      if (id === 'cart/MiniCart' && failuresLeft > 0) {
        failuresLeft -= 1;
        return entry404();
      }
      return Promise.resolve({ default: () => <p>{`ok ${id}`}</p> });
    });
    await renderShell('/en/deals');
    expect(await screen.findByText('ok cart/MiniCart')).toBeInTheDocument();
    expect(loadRemoteMock.mock.calls.filter(([id]) => id === 'cart/MiniCart')).toHaveLength(3);
    expect(screen.queryByText('Not available')).not.toBeInTheDocument();
  });

  it('gives up after three attempts', async () => {
    loadRetry.delaysMs = [5, 10];
    loadRemoteMock.mockImplementation((id: string) =>
      id === 'cart/MiniCart' ? entry404() : Promise.resolve({ default: () => null }),
    );
    await renderShell('/en/deals');
    expect(await screen.findByText('Not available')).toBeInTheDocument();
    expect(loadRemoteMock.mock.calls.filter(([id]) => id === 'cart/MiniCart')).toHaveLength(3);
  });

  it('brings a remote that came back on the next navigation, without a retry click or reload', async () => {
    let cartOnline = false;
    loadRemoteMock.mockImplementation((id: string) =>
      id.startsWith('cart/') && !cartOnline
        ? entry404()
        : Promise.resolve({ default: () => <p>{`ok ${id}`}</p> }),
    );
    const { router } = await renderShell('/en/deals');
    expect(await screen.findByText('Not available')).toBeInTheDocument();
    cartOnline = true;
    await act(async () => {
      await router.navigate('/en/brands');
    });
    expect(await screen.findByText('ok cart/MiniCart')).toBeInTheDocument();
    expect(screen.queryByText('Not available')).not.toBeInTheDocument();
  });

  it('keeps header and footer when the page module itself fails, with the fallback in <main>', async () => {
    loadRemoteMock.mockImplementation((id: string) =>
      id === 'catalog/DealsPage' ? entry404() : Promise.resolve({ default: () => null }),
    );
    await renderShell('/en/deals');
    const main = await screen.findByRole('main');
    await waitFor(() =>
      expect(main).toHaveTextContent('This part of the page could not be loaded.'),
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the Arabic fallback, compact message and quiet notice under /ar', async () => {
    loadRemoteMock.mockImplementation(() => entry404());
    await renderShell('/ar/deals');
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('تعذر تحميل هذا الجزء من الصفحة.')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('غير متاح')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'حاول مرة أخرى' }).length).toBeGreaterThan(0);
    expect(await screen.findByText('بعض الميزات غير متاحة حاليًا.')).toBeInTheDocument();
  });

  it('treats a module without a component default export as a failure', async () => {
    loadRemoteMock.mockImplementation((id: string) =>
      Promise.resolve(
        id === 'catalog/DealsPage' ? { default: 'not a component' } : { default: () => null },
      ),
    );
    await renderShell('/en/deals');
    const main = await screen.findByRole('main');
    await waitFor(() =>
      expect(main).toHaveTextContent('This part of the page could not be loaded.'),
    );
  });

  it("renders a remote's module once its texts are read in the page's language, and fails a page whose texts cannot be read", async () => {
    const asked: string[] = [];
    function QuickSearch() {
      const { t } = useTranslation('search');
      return <p>{t('quick.label')}</p>;
    }
    loadRemoteMock.mockImplementation((id: string) => {
      // What evaluating each remote's code does: its i18n module registers the loaders.
      if (id === 'search/QuickSearch') {
        registerTexts(i18next, 'search', (locale) => {
          asked.push(locale);
          return new Promise((resolve) => {
            setTimeout(() => resolve({ quick: { label: 'Search the store' } }), 20);
          });
        });
        return Promise.resolve({ default: QuickSearch });
      }
      if (id === 'catalog/DealsPage') {
        registerTexts(i18next, 'catalog', () => Promise.reject(new Error('texts unreachable')));
        return Promise.resolve({ default: () => <p>deals</p> });
      }
      return Promise.resolve({ default: () => <p>{`ok ${id}`}</p> });
    });
    await renderShell('/en/deals');
    const header = await screen.findByRole('banner');
    expect(header).not.toHaveTextContent('quick.label');
    // The desktop and the mobile search.
    expect(await within(header).findAllByText('Search the store')).toHaveLength(2);
    expect(header).not.toHaveTextContent('quick.label');
    expect(new Set(asked)).toEqual(new Set(['en']));
    const main = screen.getByRole('main');
    await waitFor(() =>
      expect(main).toHaveTextContent('This part of the page could not be loaded.'),
    );
    expect(main).not.toHaveTextContent('deals');
  });
});
