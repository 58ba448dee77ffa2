import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSessionUser } from '@dukkan/build/harness/testing';
import { listOrder, orderPage } from '../../../../test/order-fixtures';
import { renderAccount } from '../../../../test/render-account';
import type { ServiceAnswers } from '../../../../test/render-account';
import OrdersPage from '../../../exposes/orders-page';

function ordersPage(service: ServiceAnswers, locale: 'en' | 'ar' = 'en', path = '/account/orders') {
  return renderAccount(<OrdersPage routeId="account-orders" params={{}} />, {
    locale,
    path: `/${locale}${path}`,
    user: makeSessionUser(),
    service,
  });
}

describe('the order history', () => {
  it('lists the orders with date, status, total and delivery slot or pickup store', async () => {
    await ordersPage({
      CustomerOrders: () =>
        orderPage([
          listOrder('000000101'),
          listOrder('000000102', { is_store_pickup: true, status: 'Delivered' }),
        ]),
    });
    const list = await screen.findByRole('list', { name: 'Your orders' });
    const first = within(list).getByRole('article', { name: 'Order #000000101' });
    expect(within(first).getByText('Placed on Nov 20, 2026')).toBeInTheDocument();
    expect(within(first).getByText('Pending')).toBeInTheDocument();
    expect(within(first).getByText('EGP 250.50')).toBeInTheDocument();
    expect(
      within(first).getByText('Delivery: Tue, Nov 24, 10:00 AM – 12:00 PM'),
    ).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View order #000000101' })).toHaveAttribute(
      'href',
      '/en/account/orders/000000101',
    );
    const second = within(list).getByRole('article', { name: 'Order #000000102' });
    expect(within(second).getByText('Pickup from Maadi store')).toBeInTheDocument();
  });

  it('filters by status from page 1 and keeps the filter in the URL', async () => {
    const user = userEvent.setup();
    const view = await ordersPage(
      { CustomerOrders: () => orderPage([listOrder('000000101')], 2, 3) },
      'en',
      '/account/orders?page=2',
    );
    await screen.findByText('Page 2 of 3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Delivered');
    await waitFor(() => expect(view.currentPath()).toBe('/en/account/orders?status=delivered'));
    await waitFor(() =>
      expect(view.variablesOf('CustomerOrders').at(-1)).toEqual({
        pageSize: 10,
        currentPage: 1,
        filter: { status: { eq: 'delivered' } },
      }),
    );
  });

  it('pages forwards and backwards', async () => {
    const user = userEvent.setup();
    const view = await ordersPage({
      CustomerOrders: (variables) =>
        orderPage(
          [listOrder(`00000010${String(variables.currentPage)}`)],
          Number(variables.currentPage),
          2,
        ),
    });
    await screen.findByText('Page 1 of 2');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('article', { name: 'Order #000000102' })).toBeInTheDocument();
    expect(view.currentPath()).toBe('/en/account/orders?page=2');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('says so when there is no order, in Arabic', async () => {
    await ordersPage({ CustomerOrders: () => orderPage([]) }, 'ar');
    expect(await screen.findByText(/ليس لديك طلبات بعد/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ابدأ التسوق' })).toHaveAttribute('href', '/ar');
  });
});
