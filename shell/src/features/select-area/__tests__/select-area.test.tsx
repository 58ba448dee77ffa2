import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { StoreChoice } from '@dukkan/contracts';
import { renderShell } from '../../../../test/render-shell';
import { shouldPromptForArea } from '../select-area-rules';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => Promise.resolve({ default: () => null })),
  registerRemotes: jest.fn(),
}));

const CHOICE: StoreChoice = {
  city: { id: '1', name: 'Cairo' },
  region: { id: '2' },
  district: { id: '3', name: 'Maadi' },
  defaultOrderSource: 'maadi',
};

describe('the select-area dialog', () => {
  beforeEach(() => window.localStorage.clear());

  it.each([
    ['/', true],
    ['/deals', true],
    ['/checkout', true],
    ['/privacy', false],
    ['/terms', false],
    ['/return', false],
  ])('on %s without a saved store opens by itself: %p', (path, opens) => {
    expect(shouldPromptForArea(path, false)).toBe(opens);
    expect(shouldPromptForArea(path, true)).toBe(false);
  });

  it('opens by itself when no store is saved, and again on the next route after closing', async () => {
    const { router, services } = await renderShell('/en/deals');
    const dialog = await screen.findByRole('dialog', { name: 'Where should we deliver?' });
    expect(services.dialogs.store.getState().variant).toBe('address-selector');
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog).not.toBeInTheDocument();
    await act(() => router.navigate('/en/brands'));
    expect(
      await screen.findByRole('dialog', { name: 'Where should we deliver?' }),
    ).toBeInTheDocument();
  });

  it('does not open on privacy, terms and return', async () => {
    const { router } = await renderShell('/ar/privacy');
    await act(() => router.navigate('/ar/terms'));
    await act(() => router.navigate('/ar/return'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open when a store is saved, but opens on the open-store-selection event', async () => {
    window.localStorage.setItem('store_choice', JSON.stringify(CHOICE));
    const { services } = await renderShell('/en/deals');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => services.bus.emit('open-store-selection'));
    expect(
      await screen.findByRole('dialog', { name: 'Where should we deliver?' }),
    ).toBeInTheDocument();
  });

  it('closes when a store is chosen, and closes on Escape', async () => {
    const { services } = await renderShell('/en/deals');
    await screen.findByRole('dialog');
    act(() => services.storeChoice.setChoice(CHOICE));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => services.bus.emit('open-store-selection'));
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
