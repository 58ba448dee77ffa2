import { act, screen } from '@testing-library/react';
import { makeSessionUser } from '@dukkan/build/harness/testing';
import { renderAccount } from '../../../../test/render-account';
import AccountMenu from '../../../exposes/account-menu';

// Counts how often the drawer's module is evaluated: once required, its chunk was downloaded.
const mockDrawerLoads = jest.fn();
jest.mock('../components/account-drawer', () => {
  mockDrawerLoads();
  return jest.requireActual<object>('../components/account-drawer');
});
// And which language's file of its texts was read.
const mockDrawerTexts = jest.fn();
jest.mock('../../../locales/en/drawer', () => {
  mockDrawerTexts('en');
  return jest.requireActual<object>('../../../locales/en/drawer');
});
jest.mock('../../../locales/ar/drawer', () => {
  mockDrawerTexts('ar');
  return jest.requireActual<object>('../../../locales/ar/drawer');
});

const idleCallbacks: (() => void)[] = [];
const requestIdle = jest.fn((callback: () => void) => idleCallbacks.push(callback));

function setConnection(connection: { saveData?: boolean; effectiveType?: string }) {
  Object.defineProperty(window.navigator, 'connection', { value: connection, configurable: true });
}

async function settle() {
  await act(async () => {
    await Promise.resolve();
  });
}

beforeEach(() => {
  idleCallbacks.length = 0;
  requestIdle.mockClear();
  window.requestIdleCallback = requestIdle as unknown as typeof window.requestIdleCallback;
  window.cancelIdleCallback = jest.fn();
});

// In order: the drawer's module stays loaded for the rest of the file once required.
describe('account drawer, light part', () => {
  it('a guest never downloads the drawer, not even on idle or on the toggle', async () => {
    setConnection({ effectiveType: '4g' });
    const view = await renderAccount(<AccountMenu variant="mobile" />);
    act(() => view.bus.emit('toggle-account-menu'));
    await settle();
    expect(requestIdle).not.toHaveBeenCalled();
    expect(mockDrawerLoads).not.toHaveBeenCalled();
    expect(mockDrawerTexts).not.toHaveBeenCalled();
  });

  it('a customer on 4g downloads it when the browser is idle, before opening it', async () => {
    setConnection({ effectiveType: '4g' });
    const view = await renderAccount(<AccountMenu variant="mobile" />, {
      user: makeSessionUser(),
    });
    await settle();
    expect(mockDrawerLoads).not.toHaveBeenCalled();
    expect(idleCallbacks).toHaveLength(1);
    act(() => idleCallbacks.forEach((callback) => callback()));
    await settle();
    expect(mockDrawerLoads).toHaveBeenCalledTimes(1);
    // Its texts come with its code, in the page's language only.
    expect(mockDrawerTexts.mock.calls).toEqual([['en']]);
    act(() => view.bus.emit('toggle-account-menu'));
    expect(await screen.findByRole('dialog', { name: 'My account' })).toBeInTheDocument();
    expect(mockDrawerLoads).toHaveBeenCalledTimes(1);
    expect(mockDrawerTexts.mock.calls).toEqual([['en']]);
  });

  it('is not fetched ahead on 2g or with data saver', async () => {
    for (const connection of [{ effectiveType: '2g' }, { effectiveType: '4g', saveData: true }]) {
      setConnection(connection);
      const view = await renderAccount(<AccountMenu variant="mobile" />, {
        user: makeSessionUser(),
      });
      await settle();
      view.unmount();
    }
    expect(requestIdle).not.toHaveBeenCalled();
  });
});
