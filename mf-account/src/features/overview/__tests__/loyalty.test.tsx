import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlError } from '@dukkan/build/testing/graphql';
import { makeSessionUser } from '@dukkan/build/harness/testing';
import { accountOverview } from '../../../../test/overview-fixtures';
import { renderAccount } from '../../../../test/render-account';
import type { ServiceAnswers } from '../../../../test/render-account';
import AccountOverviewPage from '../../../exposes/account-overview-page';

const ACTIONS = ['earned', 'redeemed', 'deducted', 'expired'];

/** A history page of `count` entries whose ids start at `first`, out of `totalPages` pages. */
function historyPage(first: number, count: number, totalPages: number, currentPage: number) {
  return {
    customerPointsHistory: {
      __typename: 'CustomerPointsHistory',
      total_count: 30,
      items: Array.from({ length: count }, (_, index) => {
        const id = first + index;
        const action = ACTIONS[id % 4] ?? 'earned';
        return {
          __typename: 'PointsHistoryItem',
          id,
          action,
          points: action === 'earned' ? 100 + id : -(10 + id),
          reason: `Reason ${id}`,
          created_at: '2026-11-01T10:00:00Z',
        };
      }),
      page_info: {
        __typename: 'SearchResultPageInfo',
        current_page: currentPage,
        page_size: 24,
        total_pages: totalPages,
      },
    },
  };
}

const programme = () => ({
  tiersInformation: {
    __typename: 'TiersInformation',
    tiers: [
      ['GOLD', 5000],
      ['NONMEMBER', 0],
      ['BRONZE', 500],
      ['SILVER', 2000],
    ].map(([code, points]) => ({
      __typename: 'CustomerTier',
      // The same ids as the overview's tiers (one cache entry per tier).
      id: ['NONMEMBER', 'BRONZE', 'SILVER', 'GOLD'].indexOf(code as string) + 1,
      code,
      name: code,
      points,
    })),
    loyaltyPointsExchangeRate: { __typename: 'RewardPointsRate', currency_amount: 5, points: 100 },
  },
  // No zero option from the service: the page adds it.
  loyaltyPointsRedemptionRates: [
    { __typename: 'LoyaltyRedemptionRate', points: 1000, price: 50 },
    { __typename: 'LoyaltyRedemptionRate', points: 500, price: 25 },
    { __typename: 'LoyaltyRedemptionRate', points: 5000, price: 250 },
  ],
});

function overview(service: ServiceAnswers, locale: 'en' | 'ar' = 'en') {
  return renderAccount(<AccountOverviewPage routeId="account" params={{}} />, {
    locale,
    path: `/${locale}/account`,
    user: makeSessionUser(),
    service: {
      AccountOverview: () => accountOverview(),
      LoyaltyProgramme: programme,
      ...service,
    },
  });
}

describe('the points history dialog', () => {
  it('shows page 1, appends page 2 on load more, and starts again from page 1 when reopened', async () => {
    const user = userEvent.setup();
    const view = await overview({
      PointsHistory: [
        () => historyPage(1, 24, 2, 1),
        () => historyPage(25, 6, 2, 2),
        () => historyPage(1, 24, 2, 1),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Points history' }));
    const dialog = await screen.findByRole('dialog', { name: 'Points history' });
    const list = await within(dialog).findByRole('list', { name: 'Points activity, newest first' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(24);
    expect(within(list).getAllByText('Earned')[0]).toBeInTheDocument();
    expect(within(list).getByText('Reason 1')).toBeInTheDocument();
    expect(within(list).getByText('-11 pts')).toBeInTheDocument();
    expect(within(list).getByText('+104 pts')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(30));
    expect(within(list).getByText('Reason 30')).toBeInTheDocument();
    expect(within(list).getByText('Reason 25').closest('li')).toHaveFocus();
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(view.variablesOf('PointsHistory')).toEqual([
      { pageSize: 24, currentPage: 1 },
      { pageSize: 24, currentPage: 2 },
    ]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Points history' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Points history' }));
    const again = await screen.findByRole('dialog', { name: 'Points history' });
    await waitFor(() => expect(within(again).getAllByRole('listitem')).toHaveLength(24));
    expect(view.variablesOf('PointsHistory')).toHaveLength(3);
  });

  it('keeps what is shown when a later page fails, says so and retries that page', async () => {
    const user = userEvent.setup();
    const view = await overview({
      PointsHistory: [
        () => historyPage(1, 24, 2, 1),
        () => graphqlError('Internal server error'),
        () => historyPage(25, 6, 2, 2),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Points history' }));
    const dialog = await screen.findByRole('dialog', { name: 'Points history' });
    await user.click(await within(dialog).findByRole('button', { name: 'Load more' }));
    expect(
      await within(dialog).findByText('Your points history could not be loaded.'),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(24);
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(30));
    expect(view.variablesOf('PointsHistory').map((v) => v.currentPage)).toEqual([1, 2, 2]);
  });

  it('says when there is no activity yet, in Arabic with Arabic labels', async () => {
    const user = userEvent.setup();
    await overview(
      {
        PointsHistory: () => ({
          customerPointsHistory: {
            __typename: 'CustomerPointsHistory',
            total_count: 0,
            items: [],
            page_info: {
              __typename: 'SearchResultPageInfo',
              current_page: 1,
              page_size: 24,
              total_pages: 0,
            },
          },
        }),
      },
      'ar',
    );
    await user.click(await screen.findByRole('button', { name: 'سجل النقاط' }));
    const dialog = await screen.findByRole('dialog', { name: 'سجل النقاط' });
    expect(
      await within(dialog).findByText('لا توجد حركة نقاط بعد. تكسب نقاطًا مع كل طلب.'),
    ).toBeInTheDocument();
  });
});

describe('the tiers and redemption options', () => {
  it('lists the tiers ascending with the customer’s own marked, and a zero option first', async () => {
    await overview({});
    const section = await screen.findByRole('region', { name: 'Tiers and rewards' });
    const tiers = await within(section).findByRole('list', { name: 'Membership tiers' });
    const items = within(tiers).getAllByRole('listitem');
    expect(items.map((item) => item.firstChild?.textContent)).toEqual([
      'Not a member yet',
      'Bronze member',
      'Silver member',
      'Gold member',
    ]);
    expect(
      items.map((item) => within(item).queryByRole('img')?.getAttribute('aria-label')),
    ).toEqual([undefined, 'Bronze tier badge', 'Silver tier badge', 'Gold tier badge']);
    expect(items[2]).toHaveAttribute('aria-current', 'true');
    expect(within(items[2] as HTMLElement).getByText('Your tier')).toBeInTheDocument();
    expect(within(section).getByText('100 points are worth EGP 5.00')).toBeInTheDocument();
    const table = within(section).getByRole('table', { name: 'Spend your points at checkout' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
      '0 pointsNo discount, keep your points',
      '500 pointsEGP 25.00 off',
      '1,000 pointsEGP 50.00 off',
      '5,000 pointsEGP 250.00 off',
    ]);
    // 4,820 points: the highest option not above them is 1,000.
    expect(
      within(section).getByText(
        'Your balance reaches 1,000 points today: EGP 50.00 off your next order.',
      ),
    ).toBeInTheDocument();
  });
});
