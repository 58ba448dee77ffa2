import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { needsAuthorization } from '@dukkan/contracts';
import type { RecordedRequest } from '../../../../test/fake-fetch';
import { fakeFetch } from '../../../../test/fake-fetch';
import { renderShell } from '../../../../test/render-shell';
import { createShellServices } from '../../../app/services';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => Promise.resolve({ default: () => null })),
  registerRemotes: jest.fn(),
}));

type Answer = { status?: number; body: unknown };

async function renderFooter(
  newsletter: (request: RecordedRequest) => Answer,
  path = '/en/privacy',
) {
  const network = fakeFetch((request) =>
    request.body?.includes('SubscribeToEmail') ? newsletter(request) : { body: { data: null } },
  );
  const services = createShellServices({ needsAuthorization, fetch: network.fetch });
  const view = await renderShell(path, { services });
  return { ...view, network, footer: screen.getByRole('contentinfo') };
}

const subscribed: Answer = {
  body: { data: { subscribeEmailToNewsletter: { status: 'SUBSCRIBED' } } },
};

describe('the footer', () => {
  it('links customer service (FAQs, contact), about, stores, returns, terms and privacy in the current language', async () => {
    const { footer } = await renderFooter(() => subscribed, '/ar/privacy');
    const expected: [string, string][] = [
      ['الأسئلة الشائعة', '/ar/faqs'],
      ['تواصل معنا', '/ar/contact'],
      ['من نحن', '/ar/about'],
      ['فروعنا', '/ar/stores'],
      ['الاسترجاع والاسترداد', '/ar/return'],
      ['الشروط والأحكام', '/ar/terms'],
      ['سياسة الخصوصية', '/ar/privacy'],
    ];
    for (const [name, href] of expected)
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('has app store and play store links and social links opening in a new tab', async () => {
    const { footer } = await renderFooter(() => subscribed);
    for (const name of [
      'Download on the App Store',
      'Get it on Google Play',
      /Dukkan on Facebook/,
      /Dukkan on Instagram/,
    ]) {
      const link = within(footer).getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows the payment logos mastercard, visa, cib, nbe and valu', async () => {
    const { footer } = await renderFooter(() => subscribed);
    const logos = within(
      within(footer).getByRole('list', { name: 'Payment methods we accept' }),
    ).getAllByRole('img');
    expect(logos.map((logo) => logo.getAttribute('aria-label'))).toEqual([
      'Mastercard',
      'Visa',
      'CIB',
      'National Bank of Egypt',
      'valU',
    ]);
  });

  it('shows the copyright with the current year and scrolls to the top', async () => {
    jest.useFakeTimers({
      now: new Date('2031-03-01T10:00:00Z'),
      doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'],
    });
    try {
      const { footer } = await renderFooter(() => subscribed);
      expect(within(footer).getByText('© 2031 Dukkan. All rights reserved.')).toBeInTheDocument();
      const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      fireEvent.click(within(footer).getByRole('button', { name: 'Back to top' }));
      expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
      scrollTo.mockRestore();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the newsletter form', () => {
  it('subscribes the e-mail, shows the success notice and clears the field', async () => {
    const { footer, network } = await renderFooter(() => subscribed);
    const input = within(footer).getByRole('textbox', { name: 'E-mail address' });
    expect(input).toHaveAttribute('type', 'email');
    await userEvent.type(input, ' mona@example.com ');
    await userEvent.click(within(footer).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscribed to newsletter successfully!')).toBeInTheDocument();
    expect(input).toHaveValue('');
    const request = network.requests.find((r) => r.body?.includes('SubscribeToEmail'));
    expect(JSON.parse(request!.body!)).toMatchObject({ variables: { email: 'mona@example.com' } });
  });

  it('shows the submitting state while the request is in flight', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const network = fakeFetch((request) =>
      request.body?.includes('SubscribeToEmail') ? subscribed : { body: { data: null } },
    );
    const slowFetch = (async (...args: Parameters<typeof fetch>) => {
      if (typeof args[1]?.body === 'string' && args[1].body.includes('SubscribeToEmail'))
        await gate;
      return network.fetch(...args);
    }) as typeof fetch;
    await renderShell('/en/privacy', {
      services: createShellServices({ needsAuthorization, fetch: slowFetch }),
    });
    const footer = screen.getByRole('contentinfo');
    await userEvent.type(
      within(footer).getByRole('textbox', { name: 'E-mail address' }),
      'mona@example.com',
    );
    await userEvent.click(within(footer).getByRole('button', { name: 'Subscribe' }));
    const busy = await within(footer).findByRole('button', { name: 'Subscribing…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    // A second press while busy sends nothing more.
    await userEvent.click(busy);
    await act(async () => {
      release();
      await Promise.resolve();
    });
    expect(await within(footer).findByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(network.requests.filter((r) => r.body?.includes('SubscribeToEmail'))).toHaveLength(1);
  });

  it('a duplicate e-mail shows the already-subscribed notice and keeps the e-mail', async () => {
    const { footer } = await renderFooter(() => ({
      body: {
        data: { subscribeEmailToNewsletter: null },
        errors: [
          {
            message: 'This email address is already subscribed.',
            extensions: { category: 'graphql-already-exists' },
          },
        ],
      },
    }));
    const input = within(footer).getByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(input, 'mona@example.com');
    await userEvent.click(within(footer).getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText('Cannot use this email, as its already subscribed'),
    ).toBeInTheDocument();
    expect(input).toHaveValue('mona@example.com');
  });

  it('another failure shows the newsletter error notice, in Arabic on /ar', async () => {
    const { footer } = await renderFooter(
      () => ({ status: 500, body: { errors: [{ message: 'Internal server error' }] } }),
      '/ar/privacy',
    );
    await userEvent.type(
      within(footer).getByRole('textbox', { name: 'البريد الإلكتروني' }),
      'mona@example.com',
    );
    await userEvent.click(within(footer).getByRole('button', { name: 'اشترك' }));
    expect(
      await screen.findByText('تعذر اشتراكك في النشرة البريدية، يرجى المحاولة مرة أخرى لاحقًا.'),
    ).toBeInTheDocument();
  });

  it('an invalid e-mail shows the validation message under the field and sends nothing', async () => {
    const { footer, network } = await renderFooter(() => subscribed);
    const input = within(footer).getByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(input, 'mona@');
    await userEvent.click(within(footer).getByRole('button', { name: 'Subscribe' }));
    expect(
      await within(footer).findByText('This field must be a valid email.'),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/This field must be a valid email\./);
    expect(input).toHaveValue('mona@');
    await waitFor(() =>
      expect(network.requests.some((r) => r.body?.includes('SubscribeToEmail'))).toBe(false),
    );
  });
});
