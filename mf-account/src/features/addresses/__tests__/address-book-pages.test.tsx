import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlError } from '@dukkan/build/testing/graphql';
import { renderAccount } from '../../../../test/render-account';
import type { ServiceAnswers } from '../../../../test/render-account';
import {
  addressBook,
  addressCreated,
  addressDeleted,
  addressRegions,
  addressUpdated,
  savedAddress,
} from '../../../../test/address-fixtures';
import {
  readStoredAddress,
  writeStoredAddress,
} from '../../../shared/delivery-address/stored-address';
import AddressesPage from '../../../exposes/addresses-page';
import AddressFormPage from '../../../exposes/address-form-page';

// Typing a whole address with user-event takes seconds on a busy two-core machine.
jest.setTimeout(20_000);

const home = savedAddress(11, { title: 'Home', default_shipping: true, default_billing: true });
const work = savedAddress(12, { title: 'Work' });

function renderPage(
  page: 'book' | 'new' | 'edit',
  service: ServiceAnswers,
  locale: 'en' | 'ar' = 'en',
) {
  const user = userEvent.setup();
  const routes = {
    book: { routeId: 'account-addresses', params: {}, path: `/${locale}/account/addresses` },
    new: { routeId: 'account-address-new', params: {}, path: `/${locale}/account/addresses/new` },
    edit: {
      routeId: 'account-address-edit',
      params: { id: '12' },
      path: `/${locale}/account/addresses/12/edit`,
    },
  }[page];
  const ui =
    page === 'book' ? (
      <AddressesPage routeId={routes.routeId} params={routes.params} />
    ) : (
      <AddressFormPage routeId={routes.routeId} params={routes.params} />
    );
  return renderAccount(ui, {
    locale,
    path: routes.path,
    service: { RegionsForCountry: () => addressRegions, ...service },
  }).then((view) => ({ ...view, user }));
}

describe('address book page', () => {
  it('lists the addresses with edit links and a link to add one', async () => {
    await renderPage('book', { CustomerAddresses: () => addressBook([home, work]) });
    expect(await screen.findByRole('heading', { name: 'Address book' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Work' })).toHaveAttribute(
      'href',
      '/en/account/addresses/12/edit',
    );
    expect(screen.getByRole('link', { name: 'Add a new address' })).toHaveAttribute(
      'href',
      '/en/account/addresses/new',
    );
    expect(screen.getByText('Default')).toBeInTheDocument();
  });

  it('removes a default address after clearing its flags', async () => {
    const { user, variablesOf, alerts } = await renderPage('book', {
      CustomerAddresses: [() => addressBook([home, work]), () => addressBook([work])],
      UpdateAddress: () => addressUpdated({ ...home, default_shipping: false }),
      DeleteAddress: () => addressDeleted,
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Home' }));
    await waitFor(() => expect(screen.queryByText('Home')).not.toBeInTheDocument());
    expect(variablesOf('UpdateAddress')).toEqual([
      { id: 11, input: { default_shipping: false, default_billing: false } },
    ]);
    expect(variablesOf('DeleteAddress')).toEqual([{ id: 11 }]);
    await waitFor(() =>
      expect(alerts().map((alert) => alert.message)).toContain('The address was removed.'),
    );
  });

  it('keeps the stored delivery address in step: updated with it, cleared with its deletion', async () => {
    window.localStorage.clear();
    writeStoredAddress('7', work);
    const edit = await renderPage('edit', {
      CustomerAddresses: () => addressBook([home, work]),
      UpdateAddress: () => addressUpdated({ ...work, floor: '8' }),
    });
    const floor = await screen.findByRole('textbox', { name: /Floor/ });
    await edit.user.clear(floor);
    await edit.user.type(floor, '8');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Update Address' })).toBeEnabled(),
    );
    await edit.user.click(screen.getByRole('button', { name: 'Update Address' }));
    await waitFor(() => expect(readStoredAddress()?.address.floor).toBe('8'));
    edit.unmount();
    const book = await renderPage('book', {
      CustomerAddresses: [() => addressBook([home, work]), () => addressBook([home])],
      DeleteAddress: () => addressDeleted,
    });
    await book.user.click(await screen.findByRole('button', { name: 'Remove Work' }));
    await waitFor(() => expect(readStoredAddress()).toBeNull());
  });

  it('shows a refused removal in Arabic and keeps the address', async () => {
    const { user } = await renderPage(
      'book',
      {
        CustomerAddresses: () => addressBook([work]),
        DeleteAddress: () =>
          graphqlError('Could not find a address with ID "12"', {
            message_ar: 'تعذّر العثور على عنوان بالمعرف "12"',
          }),
      },
      'ar',
    );
    expect(await screen.findByRole('heading', { name: 'دفتر العناوين' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'حذف Work' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'تعذّر العثور على عنوان بالمعرف "12"',
    );
    expect(screen.getByText('Work')).toBeInTheDocument();
  });
});

describe('address form pages', () => {
  it('creates an address and returns to the book', async () => {
    const added = savedAddress(30, { title: 'Gym' });
    const view = await renderPage('new', { CreateAddress: () => addressCreated(added) });
    const { user } = view;
    expect(screen.getByRole('heading', { name: 'New address' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Mona Adel');
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '01123456789');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^City/ })).toBeEnabled());
    await user.selectOptions(screen.getByRole('combobox', { name: /^City/ }), 'Cairo');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Area/ }), 'Maadi');
    await user.selectOptions(screen.getByRole('combobox', { name: /^District/ }), 'Degla');
    await user.type(screen.getByRole('textbox', { name: /Street/ }), '9 Road 9');
    await user.type(screen.getByRole('textbox', { name: /Building no/ }), '9');
    await user.type(screen.getByRole('textbox', { name: /Floor/ }), '1');
    await user.type(screen.getByRole('textbox', { name: /Apartment/ }), '2');
    const save = screen.getByRole('button', { name: 'Save address' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(view.currentPath()).toBe('/en/account/addresses'));
    expect(view.variablesOf('CreateAddress')[0]).toMatchObject({
      input: { city: 'maadi', district: 'degla', region: { region_id: 1 }, street: ['9 Road 9'] },
    });
  });

  it('edits the address of the route with Update Address', async () => {
    const view = await renderPage('edit', {
      CustomerAddresses: () => addressBook([home, work]),
      UpdateAddress: () => addressUpdated({ ...work, floor: '8' }),
    });
    const { user } = view;
    const floor = await screen.findByRole('textbox', { name: /Floor/ });
    expect(floor).toHaveValue('3');
    await user.clear(floor);
    await user.type(floor, '8');
    const update = screen.getByRole('button', { name: 'Update Address' });
    await waitFor(() => expect(update).toBeEnabled());
    await user.click(update);
    await waitFor(() => expect(view.currentPath()).toBe('/en/account/addresses'));
    expect(view.variablesOf('UpdateAddress')[0]).toMatchObject({ id: 12, input: { floor: '8' } });
  });

  it('says so when the address is not in the book', async () => {
    await renderPage('edit', { CustomerAddresses: () => addressBook([home]) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This address could not be found in your address book.',
    );
    expect(screen.queryByRole('button', { name: 'Update Address' })).not.toBeInTheDocument();
  });
});
