import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@dukkan/build/harness/testing';
import { fakeGraphQL, graphqlError } from '@dukkan/build/testing/graphql';
import InfoPage from '../../../exposes/info-page';

function network() {
  return fakeGraphQL({
    CmsPage: () => ({
      cmsPage: {
        __typename: 'CmsPage',
        identifier: 'contact',
        title: 'Contact us',
        content_heading: 'Contact us',
        content: '<p>Call 19000 or write to us.</p>',
        meta_title: null,
        meta_description: null,
      },
    }),
    ContactUs: () => ({ contactUs: { __typename: 'ContactUsOutput', status: true } }),
  });
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, labels: Record<string, string>) {
  for (const [label, value] of Object.entries(labels)) {
    await user.type(screen.getByLabelText(label, { exact: false }), value);
  }
}

const VALID = {
  'Full name': 'Mona Adel',
  'E-mail': 'mona@example.com',
  'Phone number': '010 1234 5678',
  'Reason for contacting us': 'Delivery',
  'Your message': 'My order came late.',
};

describe('contact page form', () => {
  it('checks the fields in the page language before sending anything', async () => {
    const fake = network();
    await renderWithShell(fake.wrap(<InfoPage routeId="contact" params={{}} />), {
      locale: 'ar',
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('الاسم بالكامل', { exact: false }), 'Mona 2');
    await user.click(screen.getByRole('button', { name: 'إرسال الرسالة' }));
    expect(await screen.findAllByText('هذا الحقل مطلوب.')).toHaveLength(4);
    expect(fake.callsOf('ContactUs')).toHaveLength(0);
  });

  it('sends the message, shows the success notice and empties the form', async () => {
    const fake = network();
    const view = await renderWithShell(fake.wrap(<InfoPage routeId="contact" params={{}} />));
    expect(await screen.findByText('Call 19000 or write to us.')).toBeInTheDocument();
    const user = userEvent.setup();
    await fillForm(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(view.store.get().alerts).toMatchObject([
        {
          type: 'success',
          message: 'Thank you, your message has been sent. We will get back to you soon.',
        },
      ]),
    );
    expect(fake.callsOf('ContactUs')[0]?.variables).toEqual({
      input: {
        name: 'Mona Adel',
        email: 'mona@example.com',
        phone_number: '01012345678',
        reason_of_contact: 'Delivery',
        description: 'My order came late.',
      },
    });
    expect(screen.getByLabelText('Your message', { exact: false })).toHaveValue('');
  });

  it("keeps everything typed when the service refuses (its rate limit), in the service's words", async () => {
    const fake = network();
    fake.answer('ContactUs', () =>
      graphqlError('Too many attempts. Please try again in 120 seconds.', {
        category: 'graphql-rate-limit',
        message_ar: 'محاولات كثيرة جداً. يرجى المحاولة مرة أخرى بعد 120 ثانية.',
      }),
    );
    await renderWithShell(fake.wrap(<InfoPage routeId="contact" params={{}} />));
    const user = userEvent.setup();
    await fillForm(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 120 seconds.',
    );
    expect(screen.getByLabelText('Your message', { exact: false })).toHaveValue(
      'My order came late.',
    );
    expect(screen.getByLabelText('Full name', { exact: false })).toHaveValue('Mona Adel');
  });
});
