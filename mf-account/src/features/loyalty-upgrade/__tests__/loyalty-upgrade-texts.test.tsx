import { act, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { makeSessionUser } from '@dukkan/build/harness/testing';
import type * as Contracts from '@dukkan/contracts';
import type { TextsLoader } from '@dukkan/contracts';
import { renderAccount } from '../../../../test/render-account';
import LoyaltyUpgradeModal from '../../../exposes/loyalty-upgrade-modal';

interface TextsGate {
  /** From now on, every texts file the remote asks for waits for `release`. */
  hold(): void;
  release(): void;
}

// The texts' "network": the loaders the remote registers, made to wait while the gate is held.
jest.mock('@dukkan/contracts', () => {
  const actual = jest.requireActual<typeof Contracts>('@dukkan/contracts');
  let held: Promise<void> | null = null;
  let open = () => {};
  const gated = new WeakMap<TextsLoader, TextsLoader>();
  const mockTextsGate: TextsGate = {
    hold: () => {
      held = new Promise((resolve) => {
        open = resolve;
      });
    },
    release: () => {
      held = null;
      open();
    },
  };
  return {
    ...actual,
    mockTextsGate,
    registerTexts: (...[i18n, namespace, loader]: Parameters<typeof actual.registerTexts>) => {
      // One wrapper per loader: registerTexts ignores a loader it already has.
      let wrapped = gated.get(loader);
      if (!wrapped) {
        wrapped = (locale) => (held ?? Promise.resolve()).then(() => loader(locale));
        gated.set(loader, wrapped);
      }
      actual.registerTexts(i18n, namespace, wrapped);
    },
  };
});
const gate = jest.requireMock<{ mockTextsGate: TextsGate }>('@dukkan/contracts').mockTextsGate;

// Once required, the dialog's chunk (or a language's file of its texts) was downloaded.
const mockDialogLoads = jest.fn();
jest.mock('../components/loyalty-upgrade-modal', () => {
  mockDialogLoads();
  return jest.requireActual<object>('../components/loyalty-upgrade-modal');
});
const mockTextsReads = jest.fn();
jest.mock('../../../locales/en/loyalty-upgrade', () => {
  mockTextsReads('en');
  return jest.requireActual<object>('../../../locales/en/loyalty-upgrade');
});
jest.mock('../../../locales/ar/loyalty-upgrade', () => {
  mockTextsReads('ar');
  return jest.requireActual<object>('../../../locales/ar/loyalty-upgrade');
});

const service = { AcknowledgeTierUpgrade: () => ({ acknowledgeTierUpgrade: true }) };

describe('the loyalty upgrade dialog and its texts', () => {
  it('opens only once its texts are there, and has them in Arabic after a language switch', async () => {
    const view = await renderAccount(<LoyaltyUpgradeModal />, {
      user: makeSessionUser({ tier: 'GOLD', hasTierUpgrade: false }),
      service,
    });
    expect(mockTextsReads).not.toHaveBeenCalled();

    // The upgrade is due while its texts are slow to come: its code arrives first.
    gate.hold();
    act(() => view.store.set({ user: makeSessionUser({ tier: 'GOLD', hasTierUpgrade: true }) }));
    await waitFor(() => expect(mockDialogLoads).toHaveBeenCalledTimes(1));
    await act(async () => {
      for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/loyalty\.|overview\./);

    await act(async () => {
      gate.release();
      await Promise.resolve();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(within(dialog).getByText('You are now a Gold member.')).toBeInTheDocument();
    expect(mockTextsReads.mock.calls).toEqual([['en']]);

    // The page switches to Arabic: the dialog's texts are read in Arabic before it changes.
    await act(async () => {
      await i18next.changeLanguage('ar');
    });
    const arabic = screen.getByRole('dialog', { name: 'تهانينا!' });
    expect(within(arabic).getByText('أصبحت الآن عضو ذهبي.')).toBeInTheDocument();
    expect(mockTextsReads.mock.calls).toEqual([['en'], ['ar']]);
  });
});
