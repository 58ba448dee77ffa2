import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlError } from '@dukkan/build/testing/graphql';
import type { AddressPickerProps, SavedAddress, SessionUser, StoreChoice } from '@dukkan/contracts';
import { makeSessionUser } from '@dukkan/build/harness/testing';
import { writeStoredAddress } from '../../../shared/delivery-address/stored-address';
import { renderAccount } from '../../../../test/render-account';
import type { ServiceAnswers } from '../../../../test/render-account';
import {
  addressBook,
  addressCreated,
  addressDeleted,
  addressRegions,
  addressUpdated,
  outOfRangeAddress,
  savedAddress,
} from '../../../../test/address-fixtures';
import AddressPicker from '../../../exposes/address-picker';

// Typing a whole address with user-event takes seconds on a busy two-core machine.
jest.setTimeout(20_000);

const home = savedAddress(11, { title: 'Home', default_shipping: true, default_billing: true });
const work = savedAddress(12, { title: null, firstname: 'Karim', street: ['5 Tahrir Square'] });

/** The picker as checkout holds it: the chosen id in its own state. */
function Host(props: Partial<AddressPickerProps> & { onChosen: (a: SavedAddress) => void }) {
  const [selectedId, setSelectedId] = useState<number | null>(props.selectedId ?? null);
  return (
    <AddressPicker
      selectedId={selectedId}
      allowRemove={props.allowRemove}
      onSelect={(address) => {
        setSelectedId(address.id);
        props.onChosen(address);
      }}
    />
  );
}

async function renderPicker(
  service: ServiceAnswers,
  options: {
    locale?: 'en' | 'ar';
    allowRemove?: boolean;
    selectedId?: number;
    choice?: StoreChoice;
    user?: SessionUser;
  } = {},
) {
  const user = userEvent.setup();
  const onChosen = jest.fn();
  const view = await renderAccount(
    <Host onChosen={onChosen} allowRemove={options.allowRemove} selectedId={options.selectedId} />,
    {
      locale: options.locale,
      choice: options.choice ?? null,
      user: options.user ?? null,
      service: { RegionsForCountry: () => addressRegions, ...service },
    },
  );
  return { ...view, user, onChosen };
}

/** The area chosen in the header: Nasr City's store (home and work are delivered from it). */
const nasr: StoreChoice = {
  region: { id: '1' },
  city: { id: '1', name: 'Nasr City' },
  district: { id: '1', name: '7th District' },
  defaultOrderSource: 'cairo_nasr_city',
};
/** An address in Maadi, which another store delivers to. */
const maadi = savedAddress(13, {
  title: 'Parents',
  district: {
    __typename: 'CustomerAddressDistrict',
    id: 5,
    code: 'degla',
    name: 'Degla',
    is_active: true,
    available_store: {
      __typename: 'CustomerAddressDistrictStore',
      source_code: 'cairo_maadi',
      name: 'Maadi store',
    },
  },
});

describe('address picker and the chosen area (issue 59)', () => {
  afterEach(() => window.localStorage.clear());

  it('chooses the address confirmed in the address selector, not the first one', async () => {
    const customer = makeSessionUser({ id: '7' });
    writeStoredAddress('7', work);
    const { onChosen } = await renderPicker(
      { CustomerAddresses: () => addressBook([home, work]) },
      { choice: nasr, user: customer },
    );
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Address 2' })).toBeChecked());
    expect(onChosen).toHaveBeenCalledTimes(1);
    expect(onChosen).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }));
  });

  it('never chooses an address of another area by itself, and says what choosing it does', async () => {
    const { user, onChosen } = await renderPicker(
      { CustomerAddresses: () => addressBook([outOfRangeAddress(10), maadi]) },
      { choice: nasr },
    );
    const parents = await screen.findByRole('radio', { name: 'Parents' });
    expect(parents).toBeEnabled();
    expect(parents).not.toBeChecked();
    expect(parents).toHaveAccessibleDescription(
      'Another store delivers to Degla: choosing this address changes your delivery area, and prices and stock with it.',
    );
    expect(screen.getByRole('radio', { name: 'Old flat' })).toBeDisabled();
    expect(onChosen).not.toHaveBeenCalled();
    await user.click(parents);
    expect(onChosen).toHaveBeenCalledWith(expect.objectContaining({ id: 13 }));
  });

  it('says so in Arabic too', async () => {
    await renderPicker(
      { CustomerAddresses: () => addressBook([maadi]) },
      { choice: nasr, locale: 'ar' },
    );
    expect(await screen.findByRole('radio', { name: 'Parents' })).toHaveAccessibleDescription(
      'يوصّل إلى Degla فرع آخر: اختيار هذا العنوان يغيّر منطقة التوصيل ومعها الأسعار والمخزون.',
    );
  });
});

describe('address picker', () => {
  it('shows the saved addresses as cards and chooses the first active one', async () => {
    const { onChosen } = await renderPicker({
      CustomerAddresses: () => addressBook([outOfRangeAddress(10), home, work]),
    });
    const old = await screen.findByRole('radio', { name: 'Old flat' });
    expect(old).toBeDisabled();
    expect(old).toHaveAccessibleDescription(
      'This address is out of the delivery range and cannot be chosen.',
    );
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Home' })).toBeChecked());
    expect(onChosen).toHaveBeenCalledWith(expect.objectContaining({ id: 11 }));
    const card = screen.getByRole('radio', { name: 'Home' }).closest('li') as HTMLElement;
    expect(within(card).getByText('Default')).toBeInTheDocument();
    expect(within(card).getByText('Mona Adel')).toBeInTheDocument();
    expect(within(card).getByText('01123456789')).toBeInTheDocument();
    expect(within(card).getByText('Cairo, Nasr City')).toBeInTheDocument();
    expect(within(card).getByText('12 Abbas El Akkad')).toBeInTheDocument();
    // A missing title reads Address {n} (1-based place in the list).
    expect(screen.getByRole('radio', { name: 'Address 3' })).not.toBeChecked();
  });

  it('leaves a chosen address chosen, and chooses another on click', async () => {
    const { user, onChosen } = await renderPicker(
      { CustomerAddresses: () => addressBook([home, work]) },
      { selectedId: 12 },
    );
    expect(await screen.findByRole('radio', { name: 'Address 2' })).toBeChecked();
    expect(onChosen).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Home' }));
    expect(onChosen).toHaveBeenCalledWith(expect.objectContaining({ id: 11 }));
  });

  it('edits a card inline with Update Address, and Cancel leaves it as it was', async () => {
    const renamed = { ...work, title: 'Office' };
    const { user, onChosen, variablesOf } = await renderPicker({
      CustomerAddresses: [() => addressBook([home, work]), () => addressBook([home, renamed])],
      UpdateAddress: () => addressUpdated(renamed),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Address 2' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Edit Address 2' }));
    const title = await screen.findByRole('textbox', { name: /Address title/ });
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Karim Adel');
    await user.type(title, 'Office');
    const update = screen.getByRole('button', { name: 'Update Address' });
    await waitFor(() => expect(update).toBeEnabled());
    await user.click(update);
    expect(await screen.findByRole('radio', { name: 'Office' })).toBeChecked();
    expect(variablesOf('UpdateAddress')[0]).toMatchObject({
      id: 12,
      input: { title: 'Office', firstname: 'Karim', city: 'nasr-city', district: 'makram-ebeid' },
    });
    expect(onChosen).toHaveBeenLastCalledWith(expect.objectContaining({ id: 12, title: 'Office' }));
  });

  it('keeps the edit open with the values and the translated message when the service refuses', async () => {
    const { user } = await renderPicker(
      {
        CustomerAddresses: () => addressBook([home]),
        UpdateAddress: () =>
          graphqlError('This address is out of the chosen area', {
            message_ar: 'هذا العنوان خارج المنطقة المختارة',
          }),
      },
      { locale: 'ar' },
    );
    await user.click(await screen.findByRole('button', { name: 'تعديل Home' }));
    const street = await screen.findByRole('textbox', { name: /الشارع/ });
    await user.clear(street);
    await user.type(street, '9 Makram Ebeid');
    const update = screen.getByRole('button', { name: 'تحديث العنوان' });
    await waitFor(() => expect(update).toBeEnabled());
    await user.click(update);
    expect(await screen.findByRole('alert')).toHaveTextContent('هذا العنوان خارج المنطقة المختارة');
    expect(street).toHaveValue('9 Makram Ebeid');
  });

  it('adds a new address inline and chooses it', async () => {
    const added = savedAddress(20, { title: 'Gym' });
    const { user, onChosen } = await renderPicker({
      CustomerAddresses: [() => addressBook([home]), () => addressBook([home, added])],
      CreateAddress: () => addressCreated(added),
    });
    await user.click(await screen.findByRole('button', { name: 'Add a new address' }));
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Mona Adel');
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '01123456789');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^City/ })).toBeEnabled());
    await user.selectOptions(screen.getByRole('combobox', { name: /^City/ }), 'Giza');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Area/ }), 'Dokki');
    await user.selectOptions(screen.getByRole('combobox', { name: /^District/ }), 'Mesaha Square');
    await user.type(screen.getByRole('textbox', { name: /Street/ }), '1 Mesaha');
    await user.type(screen.getByRole('textbox', { name: /Building no/ }), '1');
    await user.type(screen.getByRole('textbox', { name: /Floor/ }), '2');
    await user.type(screen.getByRole('textbox', { name: /Apartment/ }), '4');
    await user.type(screen.getByRole('textbox', { name: /Address title/ }), 'Gym');
    const save = screen.getByRole('button', { name: 'Save address' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByRole('radio', { name: 'Gym' })).toBeChecked();
    expect(onChosen).toHaveBeenLastCalledWith(expect.objectContaining({ id: 20 }));
    expect(screen.queryByRole('button', { name: 'Save address' })).not.toBeInTheDocument();
  });

  it('opens the new-address form at once when the book is empty', async () => {
    await renderPicker({ CustomerAddresses: () => addressBook([]) });
    expect(await screen.findByText('You have no saved addresses yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save address' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('removes with allowRemove, clearing the default flags of a default first', async () => {
    const { user, variablesOf, network } = await renderPicker(
      {
        CustomerAddresses: [() => addressBook([home, work]), () => addressBook([work])],
        UpdateAddress: () => addressUpdated({ ...home, default_shipping: false }),
        DeleteAddress: () => addressDeleted,
      },
      { allowRemove: true },
    );
    await user.click(await screen.findByRole('button', { name: 'Remove Home' }));
    await waitFor(() =>
      expect(screen.queryByRole('radio', { name: 'Home' })).not.toBeInTheDocument(),
    );
    expect(variablesOf('UpdateAddress')).toEqual([
      { id: 11, input: { default_shipping: false, default_billing: false } },
    ]);
    expect(variablesOf('DeleteAddress')).toEqual([{ id: 11 }]);
    const order = network.calls.map((call) => call.operationName);
    expect(order.indexOf('UpdateAddress')).toBeLessThan(order.indexOf('DeleteAddress'));
  });

  it('has no remove button without allowRemove', async () => {
    await renderPicker({ CustomerAddresses: () => addressBook([home]) });
    await screen.findByRole('radio', { name: 'Home' });
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('says NOT_AUTHORIZED in the page language when the book cannot be read', async () => {
    await renderPicker(
      { CustomerAddresses: () => graphqlError("The current customer isn't authorized.") },
      { locale: 'ar' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'يرجى تسجيل الدخول مرة أخرى للمتابعة.',
    );
  });
});
