import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlError } from '@dukkan/build/testing/graphql';
import { makeSessionUser } from '@dukkan/build/harness/testing';
import { accountOverview } from '../../../../test/overview-fixtures';
import type { OverviewFixture } from '../../../../test/overview-fixtures';
import { renderAccount } from '../../../../test/render-account';
import type { ServiceAnswers } from '../../../../test/render-account';
import AccountOverviewPage from '../../../exposes/account-overview-page';

function overviewPage(service: ServiceAnswers, locale: 'en' | 'ar' = 'en') {
  return renderAccount(<AccountOverviewPage routeId="account" params={{}} />, {
    locale,
    path: `/${locale}/account`,
    user: makeSessionUser(),
    service,
  });
}

const answer = (fixture: OverviewFixture = {}) => ({
  AccountOverview: () => accountOverview(fixture),
});

describe('the account overview', () => {
  it('greets the customer and shows the wallet credit as a price', async () => {
    await overviewPage(answer());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hello, Mona' }),
    ).toBeInTheDocument();
    const wallet = screen.getByRole('region', { name: 'My wallet' });
    expect(within(wallet).getByText('EGP 75.50')).toBeInTheDocument();
  });

  it('shows the tier, points, their value and the progress to the next tier', async () => {
    await overviewPage(answer());
    const loyalty = await screen.findByRole('region', { name: 'Loyalty' });
    expect(within(loyalty).getByText('Silver member')).toBeInTheDocument();
    expect(within(loyalty).getByText('4,820 points')).toBeInTheDocument();
    expect(within(loyalty).getByText('Worth EGP 482.00')).toBeInTheDocument();
    const progress = within(loyalty).getByRole('progressbar', { name: 'Progress to Gold member' });
    expect(progress).toHaveAttribute('aria-valuenow', '96');
    expect(within(loyalty).getByText('180 points to Gold member')).toBeInTheDocument();
  });

  it('says the last tier is reached instead of a progress bar', async () => {
    await overviewPage(answer({ tier: 'GOLD', points: 3150, money: 315 }));
    const loyalty = await screen.findByRole('region', { name: 'Loyalty' });
    expect(within(loyalty).getByText('You have reached our highest tier.')).toBeInTheDocument();
    expect(within(loyalty).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the welcome panel to a customer without points', async () => {
    await overviewPage(answer({ tier: 'NONMEMBER', points: 0, money: 0, credit: 0, vouchers: [] }));
    expect(
      await screen.findByRole('region', { name: 'Welcome to our loyalty programme' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No credit yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'No voucher is ready to use yet' })).toHaveAttribute(
      'href',
      '/en/account/my-vouchers',
    );
  });

  it('counts only the ready vouchers and shows the first-order incentive when enabled', async () => {
    await overviewPage(answer({ vouchers: ['READY', 'READY', 'NOT_READY', 'EXPIRED'] }));
    expect(
      await screen.findByRole('link', { name: '2 vouchers ready to use' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Earn 100 bonus points on your first order.')).toBeInTheDocument();
  });

  it('leaves the incentive out when the store has it disabled', async () => {
    await overviewPage(answer({ incentive: { points: 100, enabled: false } }));
    await screen.findByRole('heading', { name: 'Hello, Mona' });
    expect(screen.queryByText(/first order/)).not.toBeInTheDocument();
  });

  it('links to every page of the customer area', async () => {
    await overviewPage(answer());
    const nav = await screen.findByRole('navigation', { name: 'My account pages' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/en/account/orders',
      '/en/account/wishlist',
      '/en/account/my-vouchers',
      '/en/account/saved-cards',
      '/en/account/addresses',
      '/en/account/edit',
      '/en/account/edit/email',
      '/en/account/edit/password',
    ]);
  });

  it('is written in Arabic with Arabic digits in /ar', async () => {
    await overviewPage(answer(), 'ar');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'مرحبًا، Mona' }),
    ).toBeInTheDocument();
    const loyalty = screen.getByRole('region', { name: 'برنامج الولاء' });
    expect(within(loyalty).getByText('عضو فضي')).toBeInTheDocument();
    expect(within(loyalty).getByText('٤٬٨٢٠ نقطة')).toBeInTheDocument();
    expect(within(loyalty).getByText('١٨٠ نقطة للوصول إلى عضو ذهبي')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'قسيمة واحدة جاهزة للاستخدام' })).toBeInTheDocument();
  });

  it('uses the Arabic dual for two ready vouchers', async () => {
    await overviewPage(answer({ vouchers: ['READY', 'READY'] }), 'ar');
    expect(
      await screen.findByRole('link', { name: 'قسيمتان جاهزتان للاستخدام' }),
    ).toBeInTheDocument();
  });

  it('shows a translated error with a retry that loads the page again', async () => {
    const user = userEvent.setup();
    await overviewPage({
      AccountOverview: [() => graphqlError('Internal server error'), () => accountOverview()],
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your account could not be loaded.')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Hello, Mona' })).toBeInTheDocument();
  });
});
