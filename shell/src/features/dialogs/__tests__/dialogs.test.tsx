import { act } from '@testing-library/react';
import { createDialogs } from '../../../shared/services/dialogs-store';
import { renderShell } from '../../../../test/render-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => Promise.resolve({ default: () => null })),
  registerRemotes: jest.fn(),
}));

describe('dialogs', () => {
  it('refuses a variant outside the spec list with a console error and stays closed', () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const dialogs = createDialogs();
    dialogs.open('account-menu', 'fullscreen');
    expect(dialogs.store.getState().openId).toBeNull();
    expect(dialogs.isOpen('account-menu')).toBe(false);
    expect(errorSpy).toHaveBeenCalledWith(
      expect.stringContaining('"fullscreen" is not a dialog variant'),
    );
    errorSpy.mockRestore();
  });

  it.each([
    'primary',
    'verify-otp',
    'secondary',
    'warn',
    'bottom',
    'info',
    'address-selector',
    'history-points',
    'loyalty-upgrade',
    'cvc',
    'side',
  ])('opens a dialog of variant %s', (variant) => {
    const dialogs = createDialogs();
    dialogs.open('some-dialog', variant);
    expect(dialogs.isOpen('some-dialog')).toBe(true);
    expect(dialogs.store.getState().variant).toBe(variant);
  });

  it('close(id) closes only that dialog', () => {
    const dialogs = createDialogs();
    dialogs.open('otp', 'verify-otp');
    dialogs.close('another');
    expect(dialogs.isOpen('otp')).toBe(true);
    dialogs.close('otp');
    expect(dialogs.store.getState().openId).toBeNull();
  });

  it('locks page scroll while a dialog is open and restores it on close', async () => {
    // On privacy the select-area dialog does not open by itself, so no dialog is open at first.
    const { services } = await renderShell('/en/privacy');
    expect(document.body.style.overflow).toBe('');
    act(() => services.dialogs.open('address-selector', 'address-selector'));
    expect(document.body.style.overflow).toBe('hidden');
    act(() => services.dialogs.close());
    expect(document.body.style.overflow).toBe('');
  });
});
