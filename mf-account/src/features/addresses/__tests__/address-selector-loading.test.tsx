import { act, screen } from '@testing-library/react';
import { makeSessionUser } from '@dukkan/build/harness/testing';
import { renderAccount } from '../../../../test/render-account';
import { addressBook, savedAddress } from '../../../../test/address-fixtures';
import {
  rememberConfirmedPrompt,
  writeStoredAddress,
} from '../../../shared/delivery-address/stored-address';
import AddressSelectorModal from '../../../exposes/address-selector-modal';

// Counts how often the modal's body module is evaluated: once it has been required, its chunk
// has been downloaded in the browser (the light part imports it dynamically).
const mockBodyLoads = jest.fn();
jest.mock('../components/address-selector-dialog', () => {
  mockBodyLoads();
  return jest.requireActual<object>('../components/address-selector-dialog');
});

const choice = {
  city: { id: '1', name: 'Nasr City' },
  region: { id: '1' },
  district: { id: '3', name: 'Makram Ebeid' },
  defaultOrderSource: 'cairo_nasr_city',
};
const customer = makeSessionUser({ id: '7' });
const service = { CustomerAddresses: () => addressBook([savedAddress(11, { title: 'Home' })]) };

beforeEach(() => window.localStorage.clear());

describe('address selector modal, light part', () => {
  it('downloads the body only once the modal must open, then opens it', async () => {
    await renderAccount(<AddressSelectorModal />, { user: null, choice, service });
    await renderAccount(<AddressSelectorModal />, { user: customer, choice: null, service });
    writeStoredAddress('7', savedAddress(11, { title: 'Home' }));
    await renderAccount(<AddressSelectorModal />, { user: customer, choice, service });
    window.localStorage.clear();
    rememberConfirmedPrompt('7');
    const answered = await renderAccount(<AddressSelectorModal />, {
      user: customer,
      choice,
      service,
    });
    // Let any import that was started settle before counting.
    await act(async () => {
      await Promise.resolve();
    });
    expect(mockBodyLoads).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => answered.bus.emit('toggle-address-selector'));
    expect(
      await screen.findByRole('dialog', { name: 'Choose your delivery address' }),
    ).toBeInTheDocument();
    expect(mockBodyLoads).toHaveBeenCalledTimes(1);
  });
});
