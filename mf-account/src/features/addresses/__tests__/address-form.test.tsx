import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddressFormProps, AddressFormResult } from '@dukkan/contracts';
import { renderAccount } from '../../../../test/render-account';
import { addressRegions } from '../../../../test/address-fixtures';
import AddressForm from '../../../exposes/address-form';

// Typing a whole address with user-event takes seconds on a busy two-core machine.
jest.setTimeout(20_000);

type Locale = 'en' | 'ar';

async function renderForm(props: Partial<AddressFormProps> = {}, locale: Locale = 'en') {
  const user = userEvent.setup();
  const onSubmit = jest.fn(props.onSubmit ?? ((_result: AddressFormResult) => Promise.resolve()));
  const view = await renderAccount(<AddressForm {...props} onSubmit={onSubmit} />, {
    locale,
    service: { RegionsForCountry: () => addressRegions },
  });
  return { ...view, user, onSubmit };
}

const en = {
  region: () => screen.getByRole('combobox', { name: /^City/ }),
  city: () => screen.getByRole('combobox', { name: /^Area/ }),
  district: () => screen.getByRole('combobox', { name: /^District/ }),
  save: () => screen.getByRole('button', { name: 'Save address' }),
};

async function fillValid(user: ReturnType<typeof userEvent.setup>, contact = true) {
  if (contact) {
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Mona Adel Hassan');
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '0112 345 6789');
  }
  await waitFor(() => expect(en.region()).toBeEnabled());
  await user.selectOptions(en.region(), 'Cairo');
  await user.selectOptions(en.city(), 'Nasr City');
  await user.selectOptions(en.district(), 'Makram Ebeid');
  await user.type(screen.getByRole('textbox', { name: /Street/ }), '12 Abbas El Akkad');
  await user.type(screen.getByRole('textbox', { name: /Building no/ }), '12');
  await user.type(screen.getByRole('textbox', { name: /Floor/ }), '3');
  await user.type(screen.getByRole('textbox', { name: /Apartment/ }), '7');
}

describe('address form', () => {
  it('offers the deliverable areas in three dependent selects, disabled while fetching', async () => {
    const { user } = await renderForm();
    expect(en.region()).toBeDisabled();
    expect(en.city()).toBeDisabled();
    expect(en.district()).toBeDisabled();
    await waitFor(() => expect(en.region()).toBeEnabled());
    const labels = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(labels(en.region())).toEqual(['Choose…', 'Cairo', 'Giza']);
    await user.selectOptions(en.region(), 'Cairo');
    expect(labels(en.city())).toEqual(['Choose…', 'Nasr City', 'Maadi']);
    await user.selectOptions(en.city(), 'Nasr City');
    // A district without a store is not offered.
    expect(labels(en.district())).toEqual(['Choose…', '7th District', 'Makram Ebeid']);
    await user.selectOptions(en.district(), 'Makram Ebeid');
    await user.selectOptions(en.region(), 'Giza');
    expect(en.city()).toHaveValue('');
    expect(en.district()).toHaveValue('');
    expect(en.district()).toBeDisabled();
  });

  it('keeps submit disabled while invalid and hands the owner the CreateAddress input', async () => {
    const { user, onSubmit } = await renderForm();
    expect(en.save()).toBeDisabled();
    await fillValid(user);
    await user.type(screen.getByRole('textbox', { name: /Address title/ }), 'Home');
    await user.click(screen.getByRole('checkbox', { name: 'Set as my default address' }));
    await waitFor(() => expect(en.save()).toBeEnabled());
    await user.click(en.save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].input).toEqual({
      telephone: '01123456789',
      street: ['12 Abbas El Akkad'],
      firstname: 'Mona',
      lastname: 'Adel Hassan',
      country_code: 'EG',
      city: 'nasr-city',
      postcode: '',
      default_billing: true,
      default_shipping: true,
      region: { region: 'Cairo', region_code: 'C', region_id: 1 },
      district: 'makram-ebeid',
      landmark: '',
      floor: '3',
      building: '12',
      apartment: '7',
      title: 'Home',
    });
  });

  it('shows the section 5 messages on the fields once left, and loses nothing when fixed', async () => {
    const { user } = await renderForm();
    const phone = screen.getByRole('textbox', { name: /Phone number/ });
    await user.type(phone, '0201234567');
    await user.type(screen.getByRole('textbox', { name: /Floor/ }), 'third');
    await user.click(screen.getByRole('textbox', { name: /Street/ }));
    await user.tab();
    expect(await screen.findByText('Phone number must contain 11 numbers.')).toBeInTheDocument();
    expect(screen.getByText('should only consist of numbers.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(phone).toHaveAccessibleDescription('Phone number must contain 11 numbers.');
    await user.clear(phone);
    await user.type(phone, '01123456789');
    await waitFor(() =>
      expect(screen.queryByText('Phone number must contain 11 numbers.')).not.toBeInTheDocument(),
    );
    expect(phone).toHaveValue('01123456789');
  });

  it('says it in Arabic', async () => {
    const { user } = await renderForm({}, 'ar');
    const phone = screen.getByRole('textbox', { name: /رقم الهاتف/ });
    expect(screen.getByRole('combobox', { name: /^المدينة/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^المنطقة/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^الحي/ })).toBeInTheDocument();
    await user.type(phone, '0191234567');
    await user.tab();
    expect(await screen.findByText('يجب أن يتكون رقم الهاتف من ١١ رقمًا.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'حفظ العنوان' })).toBeDisabled();
  });

  it('keeps everything typed and shows the translated message when the owner refuses', async () => {
    const onSubmit = jest.fn(() =>
      Promise.reject(new Error('This address is out of the chosen area')),
    );
    const { user } = await renderForm({ onSubmit }, 'en');
    await fillValid(user);
    await waitFor(() => expect(en.save()).toBeEnabled());
    await user.click(en.save());
    // The service's out-of-range refusal also opens the out-of-range dialog with its ways on.
    const warning = await screen.findByRole('alertdialog', {
      name: 'This address is out of the chosen area',
    });
    await user.click(within(warning).getByRole('button', { name: 'Choose another area' }));
    await waitFor(() => expect(en.region()).toHaveFocus());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This address is out of the chosen area',
    );
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Mona Adel Hassan');
    expect(screen.getByRole('textbox', { name: /Street/ })).toHaveValue('12 Abbas El Akkad');
    expect(en.district()).toHaveValue('3');
    expect(en.save()).toBeEnabled();
  });

  it('hides the name and phone with addressOnly and the default box with a forced default', async () => {
    const { user, onSubmit } = await renderForm({
      addressOnly: true,
      forcedDefault: true,
      submitLabel: 'Deliver here',
    });
    expect(screen.queryByRole('textbox', { name: /Full name/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Phone number/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await fillValid(user, false);
    const submit = screen.getByRole('button', { name: 'Deliver here' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const input = onSubmit.mock.calls[0]?.[0].input;
    expect(input?.default_shipping).toBe(true);
    expect(input?.default_billing).toBe(true);
    expect(input?.firstname).toBe('');
  });

  it('starts from the given values (editing) and offers Cancel', async () => {
    const onCancel = jest.fn();
    const { user } = await renderForm({
      onCancel,
      initialValues: {
        fullName: 'Mona Adel',
        phone: '01123456789',
        region: '1',
        city: '1',
        district: '3',
        street: '12 Abbas El Akkad',
        buildingNo: '12',
        floor: '3',
        apt: '7',
      },
    });
    await waitFor(() => expect(en.district()).toHaveValue('3'));
    await waitFor(() => expect(en.save()).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
