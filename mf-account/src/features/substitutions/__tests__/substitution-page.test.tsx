import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlError } from '@dukkan/build/testing/graphql';
import { makeSessionUser } from '@dukkan/build/harness/testing';
import { renderAccount } from '../../../../test/render-account';
import type { ServiceAnswers } from '../../../../test/render-account';
import SubstitutionPage from '../../../exposes/substitution-page';
import { minutesLeft } from '../substitution-choices';

const product = (sku: string, name: string) => ({
  __typename: 'SimpleProduct' as const,
  uid: `uid-${sku}`,
  sku,
  name,
  small_image: null,
});

const money = (value: number) => ({ __typename: 'Money' as const, value });

const proposal = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'OrderSubstitution' as const,
  order_number: '000000101',
  status: 'PENDING',
  expires_at: new Date(Date.now() + 20 * 60_000 - 1000).toISOString(),
  items: [
    {
      __typename: 'SubstitutionItem' as const,
      id: '11',
      is_removed: false,
      qty: 2,
      price: money(45),
      product_name: 'Red apples',
      product: product('apples', 'Red apples'),
      chosen_replacement_id: null,
      replacements: [
        {
          __typename: 'SubstitutionReplacement' as const,
          id: 7,
          qty: 2,
          comment: 'Same size, another farm',
          price: money(40),
          product: product('green', 'Green apples'),
        },
      ],
    },
    {
      __typename: 'SubstitutionItem' as const,
      id: '12',
      is_removed: false,
      qty: 1,
      price: money(30),
      product_name: 'Milk',
      product: product('milk', 'Milk'),
      chosen_replacement_id: null,
      replacements: [],
    },
  ],
  order: {
    __typename: 'CustomerOrder' as const,
    id: '101',
    number: '000000101',
    item_notice_action: 'NOTIFY_ME_IN_APP',
    total: { __typename: 'OrderTotal' as const, grand_total: money(150) },
  },
  ...overrides,
});

function page(
  service: ServiceAnswers,
  { locale = 'en', routeId = 'substitution' }: { locale?: 'en' | 'ar'; routeId?: string } = {},
) {
  const suffix = routeId === 'substitution-success' ? '/success' : '';
  return renderAccount(<SubstitutionPage routeId={routeId} params={{ id: '000000101' }} />, {
    locale,
    path: `/${locale}/substitution/000000101${suffix}`,
    user: makeSessionUser(),
    service,
  });
}

describe('the substitution page', () => {
  it('counts the minutes left to answer, none once the time is over', () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(minutesLeft('2026-11-25T10:29:30Z', now)).toBe(30);
    expect(minutesLeft('2026-11-25T09:59:00Z', now)).toBe(0);
    expect(minutesLeft(null, now)).toBeNull();
  });

  it('lists each missing item with its replacements, price, quantity and comment, and the time left', async () => {
    await page({ OrderSubstitution: () => ({ orderSubstitution: proposal() }) });
    const apples = await screen.findByRole('group', { name: 'Not available: Red apples' });
    expect(within(apples).getByText('You ordered 2 at EGP 45.00 each')).toBeInTheDocument();
    const green = within(apples).getByRole('radio', { name: 'Replace with Green apples' });
    expect(green).toHaveAccessibleDescription(
      /^Quantity 2 · EGP\s40\.00 each · EGP\s80\.00 Store note: Same size, another farm$/,
    );
    expect(
      within(apples).getByRole('radio', { name: 'Remove Red apples from my order' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/\(20 minutes left\)/)).toBeInTheDocument();
    const notice = screen.getByRole('group', { name: 'If another item is missing' });
    expect(within(notice).getByRole('radio', { name: 'Notify me in the app' })).toBeChecked();
  });

  it('stops an unanswered item, then sends every answer and the notice action and shows the success page', async () => {
    const user = userEvent.setup();
    const submitted = proposal({
      status: 'SUBMITTED',
      items: proposal().items.map((item) =>
        item.id === '11' ? { ...item, chosen_replacement_id: 7 } : { ...item, is_removed: true },
      ),
      order: { ...proposal().order, item_notice_action: 'CALL_ME' },
    });
    const view = await page({
      OrderSubstitution: () => ({ orderSubstitution: proposal() }),
      SubmitOrderSubstitution: () => ({ submitOrderSubstitution: submitted }),
    });
    const apples = await screen.findByRole('group', { name: 'Not available: Red apples' });
    await user.click(within(apples).getByRole('radio', { name: /Replace with Green apples/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm my choices' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please answer every item marked above.');
    expect(screen.getByRole('group', { name: 'Not available: Milk' })).toHaveAccessibleDescription(
      'Choose a replacement or remove this item.',
    );
    expect(view.network.callsOf('SubmitOrderSubstitution')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Remove Milk from my order' }));
    await user.click(screen.getByRole('radio', { name: 'Call me' }));
    await user.click(screen.getByRole('button', { name: 'Confirm my choices' }));
    await waitFor(() => expect(view.currentPath()).toBe('/en/substitution/000000101/success'));
    expect(view.variablesOf('SubmitOrderSubstitution')).toEqual([
      {
        input: {
          order_number: '000000101',
          items: [
            { item_id: '11', replacement_id: 7 },
            { item_id: '12', remove: true },
          ],
          item_notice_action: 'CALL_ME',
        },
      },
    ]);
  });

  it("shows the service's refusal in Arabic and keeps every choice", async () => {
    const user = userEvent.setup();
    await page(
      {
        OrderSubstitution: () => ({ orderSubstitution: proposal() }),
        SubmitOrderSubstitution: () =>
          graphqlError('The time to answer the substitution has passed.', {
            category: 'graphql-input',
            message_ar: 'انتهى وقت الرد على البدائل.',
          }),
      },
      { locale: 'ar' },
    );
    const apples = await screen.findByRole('group', { name: 'غير متوفر: Red apples' });
    const green = within(apples).getByRole('radio', { name: /استبدله بـ Green apples/ });
    await user.click(green);
    await user.click(screen.getByRole('radio', { name: 'احذف Milk من طلبي' }));
    await user.click(screen.getByRole('button', { name: 'تأكيد اختياراتي' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('انتهى وقت الرد على البدائل.');
    expect(green).toBeChecked();
    expect(screen.getByRole('radio', { name: 'احذف Milk من طلبي' })).toBeChecked();
  });

  it('offers no answer once the time is over', async () => {
    await page({
      OrderSubstitution: () => ({
        orderSubstitution: proposal({
          status: 'EXPIRED',
          expires_at: new Date(Date.now() - 60_000).toISOString(),
        }),
      }),
    });
    expect(
      await screen.findByText(
        'The time to answer has passed; the store will decide for the missing items.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm my choices' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Remove Milk from my order' })).toBeDisabled();
  });

  it("shows nothing of an order the service refuses (another customer's number)", async () => {
    await page({
      OrderSubstitution: () =>
        graphqlError('The order was not found.', { category: 'graphql-no-such-entity' }),
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'There is no substitution proposal for this order.',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('the success page lists what replaced each item, the new total and the notice action', async () => {
    const answered = proposal({
      status: 'SUBMITTED',
      items: proposal().items.map((item) =>
        item.id === '11' ? { ...item, chosen_replacement_id: 7 } : { ...item, is_removed: true },
      ),
      order: {
        ...proposal().order,
        item_notice_action: 'CALL_ME',
        total: { __typename: 'OrderTotal' as const, grand_total: money(120) },
      },
    });
    await page(
      { OrderSubstitution: () => ({ orderSubstitution: answered }) },
      { routeId: 'substitution-success' },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you, your choices were sent' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Your answer' });
    expect(within(list).getByText('Red apples is replaced with Green apples')).toBeInTheDocument();
    expect(within(list).getByText('Milk is removed from your order')).toBeInTheDocument();
    expect(screen.getByText('New order total: EGP 120.00')).toBeInTheDocument();
    expect(
      screen.getByText('If another item is missing, the store will call you.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to order #000000101' })).toHaveAttribute(
      'href',
      '/en/account/orders/000000101',
    );
  });
});
