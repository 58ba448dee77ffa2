import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlError } from '@dukkan/build/testing/graphql';
import { codeSent, customerCreated } from '../../../../test/account-fixtures';
import { renderAccount } from '../../../../test/render-account';
import type { ServiceAnswers } from '../../../../test/render-account';
import RegisterPage from '../../../exposes/register-page';

async function registerPage(
  service: ServiceAnswers = {},
  path = '/en/register?phone=010-9876%205432',
) {
  const user = userEvent.setup();
  const view = await renderAccount(<RegisterPage />, {
    path,
    service: {
      CreateCustomer: () => customerCreated('01098765432'),
      PhoneLogin: () => codeSent(),
      ...service,
    },
  });
  const fields = {
    fullName: screen.getByRole('textbox', { name: /Full name/ }),
    email: screen.getByRole('textbox', { name: /E-mail/ }),
    phone: screen.getByRole('textbox', { name: /Mobile number/ }),
  };
  return { ...view, user, fields };
}

function clearGroupCookie() {
  document.cookie = 'group-id=; path=/; max-age=0';
}

beforeEach(() => {
  window.dataLayer = [];
});

afterEach(clearGroupCookie);

describe('registration', () => {
  it('prefills the phone from ?phone= normalised', async () => {
    const { fields } = await registerPage(
      {},
      '/en/register?phone=%D9%A0%D9%A1%D9%A0%20%D9%A9%D9%A8%D9%A7%D9%A6-%D9%A5%D9%A4%D9%A3%D9%A2',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Create an account' }),
    ).toBeInTheDocument();
    expect(fields.phone).toHaveValue('01098765432');
  });

  it('creates the customer with the first word as first name, the rest as last name, source WEB, then shows the code screen for the code it sent', async () => {
    const view = await registerPage();
    await view.user.type(view.fields.fullName, '  Mona  Ahmed Ali ');
    await view.user.type(view.fields.email, 'mona@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByRole('heading', { name: 'Verify your phone number' }),
    ).toBeInTheDocument();
    expect(view.variablesOf('CreateCustomer')).toEqual([
      {
        input: {
          firstname: 'Mona',
          lastname: 'Ahmed Ali',
          email: 'mona@example.com',
          phone_number: '01098765432',
          customer_source: 'WEB',
        },
      },
    ]);
    // Registration itself sends the code that proves the phone: no second request.
    expect(view.network.callsOf('PhoneLogin')).toHaveLength(0);
    expect(screen.getByRole('button', { name: /Resend/ })).toBeDisabled();
  });

  it('tells analytics about the registration (sign_up, method phone, the phone as +20...)', async () => {
    const view = await registerPage();
    await view.user.type(view.fields.fullName, 'Mona Adel');
    await view.user.type(view.fields.email, 'mona@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { name: 'Verify your phone number' });
    expect(window.dataLayer).toEqual([
      { event: 'sign_up', method: 'phone', phone_number: '+201098765432' },
    ]);
  });

  it('sends the numeric group of the signed group-id cookie as group_id', async () => {
    document.cookie = 'group-id=7.c2lnbmF0dXJlLW9mLWdyb3VwLTc; path=/';
    const view = await registerPage();
    await view.user.type(view.fields.fullName, 'Mona Adel');
    await view.user.type(view.fields.email, 'mona@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { name: 'Verify your phone number' });
    expect(view.variablesOf('CreateCustomer')[0]?.input).toMatchObject({ group_id: 7 });
  });

  it('ignores a group-id cookie that is not a number', async () => {
    document.cookie = 'group-id=vip; path=/';
    const view = await registerPage();
    await view.user.type(view.fields.fullName, 'Mona Adel');
    await view.user.type(view.fields.email, 'mona@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { name: 'Verify your phone number' });
    expect(view.variablesOf('CreateCustomer')[0]?.input).not.toHaveProperty('group_id');
  });

  it('checks the full name and e-mail with the shared rules', async () => {
    const view = await registerPage();
    await view.user.type(view.fields.fullName, 'Mona');
    await view.user.type(view.fields.email, 'mona@example');
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('should consist of first and last name.')).toBeInTheDocument();
    expect(screen.getByText('This field must be a valid email.')).toBeInTheDocument();
    expect(view.network.calls).toHaveLength(0);
  });

  it('shows a phone used by another customer on the phone field and keeps everything typed', async () => {
    const view = await registerPage({
      CreateCustomer: () =>
        graphqlError(
          'A customer with the same phone number already exists in an associated website.',
        ),
    });
    await view.user.type(view.fields.fullName, 'Mona Adel');
    await view.user.type(view.fields.email, 'mona@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('This phone number is already used by another customer.'),
    ).toBeInTheDocument();
    expect(view.fields.phone).toHaveAccessibleDescription(/already used by another customer/);
    expect(view.fields.fullName).toHaveValue('Mona Adel');
    expect(view.fields.email).toHaveValue('mona@example.com');
    expect(view.network.callsOf('PhoneLogin')).toHaveLength(0);
    expect(window.dataLayer).toEqual([]);
  });

  it('shows an e-mail taken by another customer on the e-mail field, in Arabic too', async () => {
    const user = userEvent.setup();
    const view = await renderAccount(<RegisterPage />, {
      locale: 'ar',
      path: '/ar/register?phone=01098765432',
      service: {
        CreateCustomer: () =>
          graphqlError(
            'A customer with the same email address already exists in an associated website.',
          ),
      },
    });
    await user.type(screen.getByRole('textbox', { name: /الاسم الكامل/ }), 'منى عادل');
    await user.type(screen.getByRole('textbox', { name: /البريد الإلكتروني/ }), 'mona@example.com');
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    expect(
      await screen.findByText('هذا البريد الإلكتروني مستخدم بالفعل لدى عميل آخر.'),
    ).toBeInTheDocument();
    expect(view.network.callsOf('PhoneLogin')).toHaveLength(0);
  });

  it('keeps everything typed when the service refuses the registration (too many attempts)', async () => {
    const view = await registerPage({
      CreateCustomer: () => graphqlError('Too many attempts. Please try again in 60 seconds.'),
    });
    await view.user.type(view.fields.fullName, 'Mona Adel');
    await view.user.type(view.fields.email, 'mona@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(view.alerts()).toEqual([expect.objectContaining({ type: 'danger' })]),
    );
    expect(view.fields.fullName).toHaveValue('Mona Adel');
    expect(view.fields.email).toHaveValue('mona@example.com');
    expect(window.dataLayer).toEqual([]);
  });
});
