import { screen, within } from '@testing-library/react';
import { makeSessionUser } from '@dukkan/build/harness/testing';
import type { CustomerVouchersQuery } from '../graphql/__generated__/customer-vouchers';
import { renderAccount } from '../../../../test/render-account';
import VouchersPage from '../../../exposes/vouchers-page';

type Voucher = NonNullable<
  NonNullable<NonNullable<CustomerVouchersQuery['customer']>['evouchers']>[number]
>;

function voucher(id: number, status: Voucher['status'], dates: Partial<Voucher> = {}): Voucher {
  return {
    __typename: 'Evoucher',
    coupon_id: id,
    code: `CODE${String(id)}`,
    name: `Voucher ${String(id)}`,
    status,
    image_url: null,
    ready_on: null,
    expires_on: '2026-12-31',
    redeemed_on: null,
    amount: { __typename: 'Money', value: 50 },
    category_info: null,
    ...dates,
  };
}

const answer = () => ({
  customer: {
    __typename: 'Customer' as const,
    id: 1,
    evouchers: [
      voucher(1, 'EXPIRED', { expires_on: '2026-01-31' }),
      voucher(2, 'NOT_READY', { ready_on: '2026-12-01' }),
      voucher(3, 'READY'),
      voucher(4, 'HIDDEN'),
      voucher(5, 'REDEEMED', { redeemed_on: '2026-10-05' }),
    ],
  },
});

function vouchersPage(locale: 'en' | 'ar' = 'en') {
  return renderAccount(<VouchersPage routeId="account-vouchers" params={{}} />, {
    locale,
    path: `/${locale}/account/my-vouchers`,
    user: makeSessionUser(),
    service: { CustomerVouchers: answer },
  });
}

describe('the vouchers page', () => {
  it('lists ready vouchers first with their code, never a hidden one, with their dates', async () => {
    await vouchersPage();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Voucher 3',
      'Voucher 2',
      'Voucher 5',
      'Voucher 1',
    ]);
    expect(within(items[0] as HTMLElement).getByText('CODE3')).toBeInTheDocument();
    expect(
      within(items[0] as HTMLElement).getByText('Expires on Dec 31, 2026'),
    ).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Ready on Dec 1, 2026')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).queryByText('CODE2')).not.toBeInTheDocument();
    expect(
      within(items[2] as HTMLElement).getByText('Redeemed on Oct 5, 2026'),
    ).toBeInTheDocument();
    expect(
      within(items[3] as HTMLElement).getByText('Expired on Jan 31, 2026'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Voucher 4')).not.toBeInTheDocument();
  });

  it('writes the dates in the Arabic calendar and digits in /ar', async () => {
    await vouchersPage('ar');
    const ready = await screen.findByText(/^جاهزة في /);
    expect(ready.textContent).toMatch(/[٠-٩]/);
    expect(ready.textContent).not.toMatch(/[0-9]/);
  });
});
