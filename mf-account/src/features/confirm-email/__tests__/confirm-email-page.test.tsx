import { screen } from '@testing-library/react';
import { graphqlError } from '@dukkan/build/testing/graphql';
import { renderAccount } from '../../../../test/render-account';
import type { ServiceAnswers } from '../../../../test/render-account';
import ConfirmEmailPage from '../../../exposes/confirm-email-page';

function confirmPage(search: string, service: ServiceAnswers, locale: 'en' | 'ar' = 'en') {
  return renderAccount(<ConfirmEmailPage routeId="confirm-email" params={{}} />, {
    locale,
    path: `/${locale}/confirm-email${search}`,
    service,
  });
}

describe('the e-mail confirmation page', () => {
  it('opens the link once and says the e-mail is confirmed', async () => {
    const view = await confirmPage('?token=abcDEF123', {
      ConfirmEmail: () => ({ confirmEmail: true }),
    });
    expect(
      await screen.findByText(
        'Your e-mail is confirmed. You can use it to log in and to reset your password.',
      ),
    ).toBeInTheDocument();
    expect(view.variablesOf('ConfirmEmail')).toEqual([{ token: 'abcDEF123' }]);
    expect(screen.getByRole('link', { name: 'Go to login' })).toBeInTheDocument();
  });

  it("shows the service's reason in Arabic when the link no longer works", async () => {
    await confirmPage(
      '?token=used',
      {
        ConfirmEmail: () =>
          graphqlError('This confirmation link is not valid any more.', {
            category: 'graphql-input',
            message_ar: 'رابط التأكيد هذا لم يعد صالحاً.',
          }),
      },
      'ar',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('رابط التأكيد هذا لم يعد صالحاً.');
  });

  it('says a link without its token is incomplete, without asking the service', async () => {
    const view = await confirmPage('', {});
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link is incomplete.',
    );
    expect(view.network.calls).toHaveLength(0);
  });
});
