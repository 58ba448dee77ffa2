import { act, screen } from '@testing-library/react';
import { makeSessionUser } from '@dukkan/build/harness/testing';
import { renderAccount } from '../../../../test/render-account';
import LoyaltyUpgradeModal from '../../../exposes/loyalty-upgrade-modal';

// Counts how often the dialog's module is evaluated: once required, its chunk was downloaded.
const mockDialogLoads = jest.fn();
jest.mock('../components/loyalty-upgrade-modal', () => {
  mockDialogLoads();
  return jest.requireActual<object>('../components/loyalty-upgrade-modal');
});

const service = { AcknowledgeTierUpgrade: () => ({ acknowledgeTierUpgrade: true }) };

describe('loyalty upgrade dialog, light part', () => {
  it('downloads the dialog only when an upgrade is due, then opens it', async () => {
    await renderAccount(<LoyaltyUpgradeModal />, { user: null, service });
    await renderAccount(<LoyaltyUpgradeModal />, {
      user: makeSessionUser({ tier: null, hasTierUpgrade: true }),
      service,
    });
    const view = await renderAccount(<LoyaltyUpgradeModal />, {
      user: makeSessionUser({ tier: 'GOLD', hasTierUpgrade: false }),
      service,
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(mockDialogLoads).not.toHaveBeenCalled();

    // The identity comes back with an upgrade.
    act(() => view.store.set({ user: makeSessionUser({ tier: 'GOLD', hasTierUpgrade: true }) }));
    expect(await screen.findByRole('dialog', { name: 'Congratulations!' })).toBeInTheDocument();
    expect(mockDialogLoads).toHaveBeenCalledTimes(1);
  });
});
