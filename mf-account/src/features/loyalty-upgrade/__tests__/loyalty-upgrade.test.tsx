import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSessionUser } from '@dukkan/build/harness/testing';
import { renderAccount } from '../../../../test/render-account';
import LoyaltyUpgradeModal from '../../../exposes/loyalty-upgrade-modal';

describe('the loyalty upgrade dialog', () => {
  function upgrade(
    user = makeSessionUser({ tier: 'SILVER', hasTierUpgrade: true }),
    locale: 'en' | 'ar' = 'en',
  ) {
    return renderAccount(<LoyaltyUpgradeModal />, {
      locale,
      user,
      service: { AcknowledgeTierUpgrade: () => ({ acknowledgeTierUpgrade: true }) },
    });
  }

  it('congratulates on the current tier and closes with continue shopping, once', async () => {
    const user = userEvent.setup();
    const view = await upgrade();
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(within(dialog).getByText('You are now a Silver member.')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Silver tier badge' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue shopping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(view.network.callsOf('AcknowledgeTierUpgrade')).toHaveLength(1));
    await waitFor(() => expect(view.refreshIdentity).toHaveBeenCalled());
    expect(view.store.get().openDialog).toBeNull();
  });

  it('is written in Arabic in /ar', async () => {
    await upgrade(undefined, 'ar');
    const dialog = await screen.findByRole('dialog', { name: 'تهانينا!' });
    expect(within(dialog).getByText('أصبحت الآن عضو فضي.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'متابعة التسوق' })).toBeInTheDocument();
  });

  it('stays closed without an upgrade, without tier info, and for a guest', async () => {
    for (const session of [
      makeSessionUser({ tier: 'GOLD', hasTierUpgrade: false }),
      makeSessionUser({ tier: null, hasTierUpgrade: true }),
      null,
    ]) {
      const view = await upgrade(session as never);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(view.store.get().openDialog).toBeNull();
      view.unmount();
    }
  });

  it('waits while another dialog is open, then opens', async () => {
    const view = await upgrade(makeSessionUser({ tier: 'SILVER', hasTierUpgrade: false }));
    act(() => view.store.set({ openDialog: 'select-area', dialogVariant: 'address-selector' }));
    // The identity comes back with an upgrade while the area choice is open.
    act(() => view.store.set({ user: makeSessionUser({ tier: 'SILVER', hasTierUpgrade: true }) }));
    expect(screen.queryByRole('dialog', { name: 'Congratulations!' })).not.toBeInTheDocument();
    expect(view.store.get().openDialog).toBe('select-area');
    act(() => view.store.set({ openDialog: null, dialogVariant: null }));
    expect(await screen.findByRole('dialog', { name: 'Congratulations!' })).toBeInTheDocument();
  });
});
