import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSessionUser } from '@dukkan/build/harness/testing';
import { graphqlError } from '@dukkan/build/testing/graphql';
import { renderAccount } from '../../../../test/render-account';
import type { ServiceAnswers } from '../../../../test/render-account';
import { addressBook, outOfRangeAddress, savedAddress } from '../../../../test/address-fixtures';
import {
  readStoredAddress,
  rememberConfirmedPrompt,
  writeStoredAddress,
} from '../../../shared/delivery-address/stored-address';
import AddressSelectorModal from '../../../exposes/address-selector-modal';

const choice = {
  city: { id: '1', name: 'Nasr City' },
  region: { id: '1' },
  district: { id: '3', name: 'Makram Ebeid' },
  defaultOrderSource: 'cairo_nasr_city',
};
const home = savedAddress(11, { title: 'Home' });
const dokki = savedAddress(12, {
  title: 'Dokki flat',
  region: { __typename: 'CustomerAddressRegion', region_code: 'GZ', region_id: 2, region: 'Giza' },
  city: { __typename: 'CustomerAddressCity', id: 6, name: 'Dokki', code: 'dokki', is_active: true },
  district: {
    __typename: 'CustomerAddressDistrict',
    id: 13,
    code: 'mesaha',
    name: 'Mesaha Square',
    is_active: true,
    available_store: {
      __typename: 'CustomerAddressDistrictStore',
      source_code: 'giza_dokki',
      name: 'Dokki store',
    },
  },
});

const customer = makeSessionUser({ id: '7' });

async function renderModal(
  service: ServiceAnswers,
  options: {
    user?: typeof customer | null;
    choice?: typeof choice | null;
    locale?: 'en' | 'ar';
  } = {},
) {
  const user = userEvent.setup();
  const view = await renderAccount(<AddressSelectorModal />, {
    user: options.user === undefined ? customer : options.user,
    choice: options.choice === undefined ? choice : options.choice,
    locale: options.locale,
    service,
  });
  return { ...view, user };
}

// jsdom cannot reload (it reports "Not implemented: navigation"); the reload itself is checked
// in the e2e spec. Every other console error still shows.
const consoleError = console.error.bind(console);
beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('Not implemented')) consoleError(...args);
  });
});
afterEach(() => jest.restoreAllMocks());

describe('address selector modal', () => {
  it('opens by itself for a customer with a store and no stored address, first active chosen', async () => {
    const { user, store } = await renderModal({
      CustomerAddresses: () => addressBook([outOfRangeAddress(10), home, dokki]),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Choose your delivery address' });
    expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Home' })).toBeChecked());
    expect(screen.getByRole('radio', { name: 'Old flat' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Dokki flat' }));
    await user.click(screen.getByRole('button', { name: 'Confirm location' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readStoredAddress()).toEqual({ customerId: '7', address: dokki });
    // The address has a store: it becomes the store choice.
    expect(store.get().choice).toEqual({
      region: { id: '2' },
      city: { id: '6', name: 'Dokki' },
      district: { id: '13', name: 'Mesaha Square' },
      defaultOrderSource: 'giza_dokki',
    });
  });

  it('stays closed for a guest, without a store choice, with a stored address or once answered', async () => {
    const service = { CustomerAddresses: () => addressBook([home]) };
    const guest = await renderModal(service, { user: null });
    const noStore = await renderModal(service, { choice: null });
    writeStoredAddress('7', home);
    const storedOne = await renderModal(service);
    window.localStorage.clear();
    rememberConfirmedPrompt('7');
    const answered = await renderModal(service);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    for (const view of [guest, noStore, storedOne, answered]) {
      expect(view.network.calls).toHaveLength(0);
    }
  });

  it("clears another customer's stored address and asks this one", async () => {
    writeStoredAddress('99', dokki);
    await renderModal({ CustomerAddresses: () => addressBook([home]) });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(readStoredAddress()).toBeNull();
  });

  it('opens on toggle-address-selector and sends add-new to the new-address page', async () => {
    rememberConfirmedPrompt('7');
    const view = await renderModal({ CustomerAddresses: () => addressBook([]) });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => view.bus.emit('toggle-address-selector'));
    expect(await screen.findByText('You have no saved addresses yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm location' })).toBeDisabled();
    await view.user.click(screen.getByRole('button', { name: 'Add a new address' }));
    expect(view.currentPath()).toBe('/en/account/addresses/new');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with the reason in Arabic when the addresses cannot be read', async () => {
    const view = await renderModal(
      { CustomerAddresses: () => graphqlError("The current customer isn't authorized.") },
      { locale: 'ar' },
    );
    await waitFor(() =>
      expect(view.alerts().map((alert) => alert.message)).toContain(
        'يرجى تسجيل الدخول مرة أخرى للمتابعة.',
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('delivering to, with a chosen address', () => {
  it("names the customer's chosen address in the header, not another customer's", async () => {
    const { default: AreaSelector } = await import('../../../exposes/area-selector');
    const stored = savedAddress(11, { title: 'Home' });
    writeStoredAddress('7', stored);
    const mine = await renderAccount(<AreaSelector variant="header" />, {
      user: customer,
      choice,
      service: { FirstDeliveryInterval: () => ({ firstDeliveryInterval: null }) },
    });
    expect(await screen.findByText('Delivering to Home')).toBeInTheDocument();
    mine.unmount();
    await renderAccount(<AreaSelector variant="header" />, {
      user: makeSessionUser({ id: '8' }),
      choice,
      service: { FirstDeliveryInterval: () => ({ firstDeliveryInterval: null }) },
    });
    expect(await screen.findByText('Delivering to Makram Ebeid')).toBeInTheDocument();
  });
});
