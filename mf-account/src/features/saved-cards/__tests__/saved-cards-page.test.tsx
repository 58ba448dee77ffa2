import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlError } from '@dukkan/build/testing/graphql';
import { makeSessionUser } from '@dukkan/build/harness/testing';
import type { SavedCard } from '../hooks/use-saved-cards';
import { renderAccount } from '../../../../test/render-account';
import type { ServiceAnswers } from '../../../../test/render-account';
import SavedCardsPage from '../../../exposes/saved-cards-page';

const visa: SavedCard = {
  __typename: 'SavedCard',
  card_id: 7,
  card_number: '411111******1111',
  expiry_date: '12/28',
  payment_option: 'VISA',
  card_holder_name: 'Mona Adel',
};

function cardsPage(service: ServiceAnswers, locale: 'en' | 'ar' = 'en') {
  return renderAccount(<SavedCardsPage routeId="account-saved-cards" params={{}} />, {
    locale,
    path: `/${locale}/account/saved-cards`,
    user: makeSessionUser(),
    service,
  });
}

describe('the saved cards page', () => {
  it('removes a card after the warn dialog and reads the list again', async () => {
    const user = userEvent.setup();
    const view = await cardsPage({
      CustomerCards: [() => ({ customerCards: [visa] }), () => ({ customerCards: [] })],
      RemoveCustomerCard: () => ({
        removeCustomerCard: { __typename: 'RemoveCustomerCardOutput', result: true },
      }),
    });
    expect(await screen.findByText('VISA 411111******1111')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove VISA 411111******1111' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(/You have no saved cards/)).toBeInTheDocument();
    expect(view.variablesOf('RemoveCustomerCard')).toEqual([{ cardId: 7 }]);
    expect(view.alerts()).toEqual([expect.objectContaining({ message: 'The card was removed.' })]);
  });

  it('keeps the card when the customer changes their mind', async () => {
    const user = userEvent.setup();
    const view = await cardsPage({ CustomerCards: () => ({ customerCards: [visa] }) });
    await user.click(await screen.findByRole('button', { name: 'Remove VISA 411111******1111' }));
    await user.click(await screen.findByRole('button', { name: 'Keep the card' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(view.network.callsOf('RemoveCustomerCard')).toHaveLength(0);
  });

  it('shows a refusal in the dialog in Arabic', async () => {
    const user = userEvent.setup();
    await cardsPage(
      {
        CustomerCards: () => ({ customerCards: [visa] }),
        RemoveCustomerCard: () =>
          graphqlError('The card could not be found.', { message_ar: 'تعذر العثور على البطاقة.' }),
      },
      'ar',
    );
    await user.click(await screen.findByRole('button', { name: 'حذف VISA 411111******1111' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'حذف' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('تعذر العثور على البطاقة.');
  });
});
