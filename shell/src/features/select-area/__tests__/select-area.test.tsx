import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { StoreChoice } from '@dukkan/contracts';
import { renderShell } from '../../../../test/render-shell';
import mitt from 'mitt';
import type { ShellEvents } from '@dukkan/contracts';
import { createDialogs } from '../../../shared/services/dialogs-store';
import { createStoreChoice } from '../../../shared/services/store-choice-store';
import { SELECT_AREA_DIALOG_ID } from '../select-area-rules';
import { promptForArea } from '../use-select-area-dialog';
import { FIRST_SCREEN_DIALOG_ID, shouldPromptForArea } from '@dukkan/contracts/first-screen';

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

  it('is opened by the boot, before the first render, only where and when it would open by itself', () => {
    const boot = () => ({
      dialogs: createDialogs(),
      storeChoice: createStoreChoice(mitt<ShellEvents>()),
    });
    const first = boot();
    promptForArea(first, '/en/deals');
    expect(first.dialogs.store.getState()).toMatchObject({
      openId: SELECT_AREA_DIALOG_ID,
      variant: 'address-selector',
    });
    const privacy = boot();
    promptForArea(privacy, '/ar/privacy');
    expect(privacy.dialogs.store.getState().openId).toBeNull();
    const busy = boot();
    busy.dialogs.open('mobile-menu', 'side');
    promptForArea(busy, '/en');
    expect(busy.dialogs.store.getState().openId).toBe('mobile-menu');
    window.localStorage.setItem('store_choice', JSON.stringify(CHOICE));
    const returning = boot();
    promptForArea(returning, '/en/deals');
    expect(returning.dialogs.store.getState().openId).toBeNull();
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

  it('takes over the first screen without playing its entry animation again', async () => {
    // The gateway's first screen: the dialog drawn in #root before any script ran.
    const firstScreen = document.createElement('div');
    firstScreen.id = FIRST_SCREEN_DIALOG_ID;
    document.body.append(firstScreen);
    const animationOf = async () =>
      getComputedStyle(await screen.findByRole('dialog', { name: 'Where should we deliver?' }))
        .animation;
    let router;
    try {
      ({ router } = await renderShell('/en/deals'));
      expect(await animationOf()).toBe('none');
    } finally {
      // The first commit empties #root in the browser; here the test takes it away.
      firstScreen.remove();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await act(() => router.navigate('/en/brands'));
    expect(await animationOf()).not.toBe('none');
    expect(await animationOf()).not.toBe('');
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
