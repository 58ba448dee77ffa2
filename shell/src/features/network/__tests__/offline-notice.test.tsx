import { act, screen } from '@testing-library/react';
import { renderShell } from '../../../../test/render-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => Promise.resolve({ default: () => null })),
  registerRemotes: jest.fn(),
}));

function goOffline(offline: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('offline detection', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says the visitor is offline while the browser has no network, and stops saying it when back online', async () => {
    await renderShell('/en/deals');
    const text = 'You are offline. Parts of the page may not load until the connection is back.';
    expect(screen.queryByText(text)).not.toBeInTheDocument();
    goOffline(true);
    expect(screen.getByText(text)).toBeInTheDocument();
    goOffline(false);
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  });

  it('says it in Arabic under /ar', async () => {
    await renderShell('/ar/checkout');
    goOffline(true);
    expect(screen.getByText(/أنت غير متصل بالإنترنت/)).toBeInTheDocument();
  });
});
