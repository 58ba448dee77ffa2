import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { renderShell } from '../../../../test/render-shell';
import { forgetModule } from '../module-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
const manifest404 = () => Promise.reject(new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest.'));

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // The retry reads the registry again; here it is unreachable, so the old address is reused.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  for (const id of ['cart/MiniCart', 'catalog/DealsPage', 'search/QuickSearch', 'account/AccountMenu', 'account/AreaSelector', 'search/CompareTray']) {
    forgetModule(id);
  }
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Fragment and page boundaries', () => {
  it('shows the translated fallback with "Try again" for a fragment whose remote cannot load, and the rest of the page keeps working', async () => {
    loadRemoteMock.mockImplementation((id: string) =>
      id.startsWith('cart/') ? manifest404() : Promise.resolve({ default: () => <p>{`ok ${id}`}</p> }),
    );
    await renderShell('/en/deals');
    const header = await screen.findByRole('banner');
    await waitFor(() => expect(header).toHaveTextContent('This part of the page could not be loaded.'));
    expect(screen.getByRole('main')).toHaveTextContent('ok catalog/DealsPage');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('FAQs');
    expect(header).toHaveTextContent('ok search/QuickSearch');
  });

  it('"Try again" loads the module again and shows it when the remote is back', async () => {
    let cartOnline = false;
    loadRemoteMock.mockImplementation((id: string) =>
      id.startsWith('cart/') && !cartOnline ? manifest404() : Promise.resolve({ default: () => <p>{`ok ${id}`}</p> }),
    );
    await renderShell('/en/deals');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    cartOnline = true;
    await userEvent.click(retry);
    expect(await screen.findByText('ok cart/MiniCart')).toBeInTheDocument();
    expect(loadRemoteMock.mock.calls.filter(([id]) => id === 'cart/MiniCart')).toHaveLength(2);
    expect(screen.queryByText('This part of the page could not be loaded.')).not.toBeInTheDocument();
  });

  it('keeps header and footer when the page module itself fails, with the fallback in <main>', async () => {
    loadRemoteMock.mockImplementation((id: string) =>
      id === 'catalog/DealsPage' ? manifest404() : Promise.resolve({ default: () => null }),
    );
    await renderShell('/en/deals');
    const main = await screen.findByRole('main');
    await waitFor(() => expect(main).toHaveTextContent('This part of the page could not be loaded.'));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the Arabic fallback under /ar', async () => {
    loadRemoteMock.mockImplementation(() => manifest404());
    await renderShell('/ar/deals');
    expect(await screen.findAllByText('تعذر تحميل هذا الجزء من الصفحة.')).not.toHaveLength(0);
    expect(screen.getAllByRole('button', { name: 'حاول مرة أخرى' }).length).toBeGreaterThan(0);
  });

  it('treats a module without a component default export as a failure', async () => {
    loadRemoteMock.mockImplementation((id: string) =>
      Promise.resolve(id === 'catalog/DealsPage' ? { default: 'not a component' } : { default: () => null }),
    );
    await renderShell('/en/deals');
    const main = await screen.findByRole('main');
    await waitFor(() => expect(main).toHaveTextContent('This part of the page could not be loaded.'));
  });
});
