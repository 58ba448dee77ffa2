/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from '../checkbox';
import { SelectField } from '../select-field';
import { TextField } from '../text-field';
import { renderUi } from './render-ui';

describe('TextField', () => {
  it('is named by its label and typed into', async () => {
    renderUi(<TextField label="Email" name="email" type="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'mona@example.com');
    expect(input).toHaveValue('mona@example.com');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('with an error is marked invalid and describes itself with the hint and the error', () => {
    renderUi(
      <TextField
        label="Phone number"
        hint="11 digits"
        error="Enter a valid phone number"
        defaultValue="012"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('11 digits Enter a valid phone number');
    // Bad input is kept so the shopper can fix it.
    expect(input).toHaveValue('012');
  });

  it('says a required field is required in the shell language', () => {
    renderUi(<TextField label="الاسم الأول" required />, { locale: 'ar' });
    const input = screen.getByRole('textbox', { name: 'الاسم الأول (مطلوب)' });
    expect(input).toBeRequired();
  });

  it('can hide its label visually and still be named by it', () => {
    renderUi(<TextField label="Search" hideLabel type="search" />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
  });
});

describe('SelectField', () => {
  const cities = [
    { value: 'cairo', label: 'Cairo' },
    { value: 'giza', label: 'Giza' },
    { value: 'alex', label: 'Alexandria', disabled: true },
  ];

  it('is a labelled combobox with a placeholder option chosen first', async () => {
    const onChange = jest.fn();
    renderUi(
      <SelectField
        label="City"
        options={cities}
        placeholder="Select a city"
        onChange={(e) => {
          onChange(e.target.value);
        }}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'City' });
    expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'giza');
    expect(onChange).toHaveBeenCalledWith('giza');
    expect(screen.getByRole('option', { name: 'Alexandria' })).toBeDisabled();
  });

  it('with an error is invalid and described by it', () => {
    renderUi(<SelectField label="Area" options={cities} error="Choose an area" />);
    const select = screen.getByRole('combobox', { name: 'Area' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose an area');
  });

  it('can be disabled while its options load', () => {
    renderUi(<SelectField label="District" options={[]} disabled />);
    expect(screen.getByRole('combobox', { name: 'District' })).toBeDisabled();
  });
});

describe('Checkbox', () => {
  it('toggles by its label and by Space', async () => {
    renderUi(<Checkbox label="Set as default address" />);
    const box = screen.getByRole('checkbox', { name: 'Set as default address' });
    await userEvent.click(screen.getByText('Set as default address'));
    expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('with an error is invalid and described by it', () => {
    renderUi(<Checkbox label="I accept the terms" error="Accept the terms to continue" />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Accept the terms to continue');
  });
});
