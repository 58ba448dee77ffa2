import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlError } from '@dukkan/build/testing/graphql';
import { makeSessionUser } from '@dukkan/build/harness/testing';
import { cancellationReasons, orderCancelled, orderDetail } from '../../../../test/order-fixtures';
import { renderAccount } from '../../../../test/render-account';
import type { ServiceAnswers } from '../../../../test/render-account';
import OrderDetailPage from '../../../exposes/order-detail-page';
import { goToCart } from '../cart-navigation';

jest.mock('../cart-navigation', () => ({ goToCart: jest.fn() }));

const reordered = (errors: { code: string; message: string; path: string[] }[] = []) => ({
  reorderItems: {
    __typename: 'ReorderItemsOutput' as const,
    cart: { __typename: 'Cart' as const, id: 'cart-1', total_quantity: 5 },
    userInputErrors: errors.map((error) => ({
      __typename: 'CheckoutUserInputError' as const,
      ...error,
    })),
  },
});

function orderPage(service: ServiceAnswers, locale: 'en' | 'ar' = 'en', id = '000000101') {
  return renderAccount(<OrderDetailPage routeId="account-order" params={{ id }} />, {
    locale,
    path: `/${locale}/account/orders/${id}`,
    user: makeSessionUser(),
    service,
  });
}

describe('the order page', () => {
  it('shows the items with options, the totals, the delivery, the payment and the points', async () => {
    const view = await orderPage({
      OrderByNumber: () => ({ orderByNumber: orderDetail('000000101') }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order #000000101' }),
    ).toBeInTheDocument();
    expect(view.variablesOf('OrderByNumber')).toEqual([{ number: '000000101' }]);
    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getByText('Red apples')).toBeInTheDocument();
    expect(within(items).getByText('Weight: 1 kg')).toBeInTheDocument();
    expect(within(items).getByText('Quantity: 2')).toBeInTheDocument();
    expect(within(items).getByText('EGP 90.00')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Order summary' });
    expect(within(totals).getByText('Points (200)')).toBeInTheDocument();
    expect(within(totals).getByText('-EGP 20.00')).toBeInTheDocument();
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText(/Tue, Nov 24, 10:00 AM – 12:00 PM/)).toBeInTheDocument();
    expect(within(delivery).getByText(/El Tahrir Street, 12, 3, 7/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('Cash on delivery');
    const points = screen.getByRole('region', { name: 'Loyalty points' });
    expect(within(points).getByText('Points to earn: 25')).toBeInTheDocument();
    expect(within(points).getByText('Points used: 200 (EGP 20.00)')).toBeInTheDocument();
  });

  it('groups the items by section and shows the delivery days range and cut-off', async () => {
    await orderPage({
      OrderByNumber: () => ({ orderByNumber: orderDetail('000000101') }),
    });
    const items = await screen.findByRole('region', { name: 'Items' });
    const groceries = within(items).getByRole('region', { name: 'Groceries' });
    const electronics = within(items).getByRole('region', { name: 'Electronics and clothing' });
    expect(within(groceries).getByText('Red apples')).toBeInTheDocument();
    expect(within(groceries).queryByText('Kettle')).not.toBeInTheDocument();
    expect(within(electronics).getByText('Kettle')).toBeInTheDocument();
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('Delivery in 0 to 6 days')).toBeInTheDocument();
    expect(within(delivery).getByText('Orders until 6:00 PM each day')).toBeInTheDocument();
  });

  it('says the range, a same-day promise and the groups in Arabic', async () => {
    await orderPage(
      {
        OrderByNumber: () => ({
          orderByNumber: orderDetail('000000101', {
            delivery_expectation: {
              __typename: 'OrderDeliveryExpectation',
              min_days: 0,
              max_days: 0,
              cutoff_time: '18:00',
            },
          }),
        }),
      },
      'ar',
    );
    const items = await screen.findByRole('region', { name: 'المنتجات' });
    expect(within(items).getByRole('region', { name: 'البقالة' })).toBeInTheDocument();
    expect(
      within(items).getByRole('region', { name: 'الإلكترونيات والملابس' }),
    ).toBeInTheDocument();
    expect(screen.getByText('التوصيل اليوم')).toBeInTheDocument();
    expect(screen.getByText(/^الطلبات حتى .+ يوميًا$/)).toBeInTheDocument();
  });

  it('shows the pickup store instead of an address for store pickup', async () => {
    await orderPage({
      OrderByNumber: () => ({ orderByNumber: orderDetail('000000101', { is_store_pickup: true }) }),
    });
    const pickup = await screen.findByRole('region', { name: 'Store pickup' });
    expect(within(pickup).getByText('Pick up from: Maadi store, 9 Road 9')).toBeInTheDocument();
    expect(within(pickup).queryByText('Delivery address')).not.toBeInTheDocument();
  });

  it('links to the review and the substitution when the service opens them', async () => {
    await orderPage({
      OrderByNumber: () => ({
        orderByNumber: orderDetail('000000101', {
          can_cancel: false,
          can_review: true,
          has_pending_substitution: true,
        }),
      }),
    });
    expect(await screen.findByRole('link', { name: 'Write a review' })).toHaveAttribute(
      'href',
      '/en/orders/000000101/create-review',
    );
    expect(screen.getByRole('link', { name: 'Answer the substitution proposal' })).toHaveAttribute(
      'href',
      '/en/substitution/000000101',
    );
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('cancels with a service reason and shows the answer', async () => {
    const user = userEvent.setup();
    const view = await orderPage({
      OrderByNumber: () => ({ orderByNumber: orderDetail('000000101') }),
      OrderCancellationReasons: () => cancellationReasons,
      CancelCustomerOrder: () => orderCancelled('000000101'),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order #000000101' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(within(dialog).getByText('This field is required.')).toBeInTheDocument();
    expect(view.network.callsOf('CancelCustomerOrder')).toHaveLength(0);
    const reason = await within(dialog).findByRole('combobox', { name: /Why are you cancelling/ });
    await user.selectOptions(reason, 'I changed my mind');
    await user.type(within(dialog).getByRole('textbox', { name: /Comment/ }), 'Ordered twice');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(view.variablesOf('CancelCustomerOrder')).toEqual([
      { input: { order_number: '000000101', reason_id: 1, comment: 'Ordered twice' } },
    ]);
    expect(screen.getByText('Cancelled: I changed my mind')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(view.alerts()).toEqual([
      expect.objectContaining({ type: 'success', message: 'Your order was cancelled.' }),
    ]);
  });

  it('keeps the dialog, the reason and the comment when the service refuses, in Arabic', async () => {
    const user = userEvent.setup();
    await orderPage(
      {
        OrderByNumber: () => ({ orderByNumber: orderDetail('000000101') }),
        OrderCancellationReasons: () => cancellationReasons,
        CancelCustomerOrder: () =>
          graphqlError('This order can no longer be cancelled.', {
            category: 'graphql-input',
            message_ar: 'لم يعد من الممكن إلغاء هذا الطلب.',
          }),
      },
      'ar',
    );
    await user.click(await screen.findByRole('button', { name: 'إلغاء الطلب' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: /لماذا تريد الإلغاء/ }),
      'I changed my mind',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /تعليق/ }), 'مكرر');
    await user.click(within(dialog).getByRole('button', { name: 'إلغاء الطلب' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'لم يعد من الممكن إلغاء هذا الطلب.',
    );
    expect(within(dialog).getByRole('combobox', { name: /لماذا تريد الإلغاء/ })).toHaveValue('1');
    expect(within(dialog).getByRole('textbox', { name: /تعليق/ })).toHaveValue('مكرر');
  });

  it('orders a finished order again: the items go into the cart and the shopper goes to it', async () => {
    const user = userEvent.setup();
    jest.mocked(goToCart).mockClear();
    const view = await orderPage({
      OrderByNumber: () => ({
        orderByNumber: orderDetail('000000101', { can_cancel: false, can_reorder: true }),
      }),
      ReorderItems: () => reordered(),
    });
    const counts: number[] = [];
    view.bus.on('cart:updated', ({ itemCount }) => counts.push(itemCount));
    await user.click(await screen.findByRole('button', { name: 'Order again' }));
    await waitFor(() => expect(goToCart).toHaveBeenCalledWith('/en/cart'));
    expect(view.variablesOf('ReorderItems')).toEqual([{ orderNumber: '000000101' }]);
    expect(counts).toEqual([5]);
  });

  it('lists the items the service could not add, with the way to the cart', async () => {
    const user = userEvent.setup();
    jest.mocked(goToCart).mockClear();
    await orderPage({
      OrderByNumber: () => ({
        orderByNumber: orderDetail('000000101', { can_cancel: false, can_reorder: true }),
      }),
      ReorderItems: () =>
        reordered([{ code: 'INSUFFICIENT_STOCK', message: 'Only 1 Red apples left', path: ['7'] }]),
    });
    await user.click(await screen.findByRole('button', { name: 'Order again' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Some items were added to your cart; these could not be:');
    expect(within(alert).getByText('Only 1 Red apples left')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'View cart' })).toHaveAttribute(
      'href',
      '/en/cart',
    );
    expect(goToCart).not.toHaveBeenCalled();
  });

  it('says REORDER_NOT_AVAILABLE in Arabic and offers no reorder before the order is over', async () => {
    const user = userEvent.setup();
    jest.mocked(goToCart).mockClear();
    await orderPage(
      {
        OrderByNumber: () => ({
          orderByNumber: orderDetail('000000101', { can_cancel: false, can_reorder: true }),
        }),
        ReorderItems: () =>
          reordered([
            { code: 'REORDER_NOT_AVAILABLE', message: 'not available', path: ['orderNumber'] },
          ]),
      },
      'ar',
    );
    await user.click(await screen.findByRole('button', { name: 'اطلب مرة أخرى' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('لا يمكن إعادة طلب هذا الطلب الآن.');
    expect(goToCart).not.toHaveBeenCalled();
  });

  it('offers no reorder while the order is on its way', async () => {
    await orderPage({ OrderByNumber: () => ({ orderByNumber: orderDetail('000000101') }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order #000000101' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order again' })).not.toBeInTheDocument();
  });
  it("shows nothing of an order the service refuses (another customer's number)", async () => {
    await orderPage({
      OrderByNumber: () =>
        graphqlError('The order could not be found.', { category: 'graphql-no-such-entity' }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This order could not be found.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Items' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my orders' })).toHaveAttribute(
      'href',
      '/en/account/orders',
    );
  });
});
