import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlError } from '@dukkan/build/testing/graphql';
import { makeSessionUser } from '@dukkan/build/harness/testing';
import { renderAccount } from '../../../../test/render-account';
import type { ServiceAnswers } from '../../../../test/render-account';
import CreateReviewPage from '../../../exposes/create-review-page';
import { reviewOrderNumber } from '../review-order-number';

const item = (id: string, name: string, reviewed = false) => ({
  __typename: 'OrderItem' as const,
  id,
  product_name: name,
  product_sku: `sku-${id}`,
  product_image: null,
  reviewed,
  selected_options: [],
});

const order = (overrides: Record<string, unknown> = {}) => ({
  orderByNumber: {
    __typename: 'CustomerOrder' as const,
    id: '101',
    number: '000000101',
    status: 'delivered',
    can_review: true,
    items: [item('1', 'Red apples'), item('2', 'Basmati rice'), item('3', 'Milk', true)],
    ...overrides,
  },
});

const created = {
  createOrderReview: {
    __typename: 'CreateOrderReviewOutput' as const,
    order: {
      __typename: 'CustomerOrder' as const,
      id: '101',
      number: '000000101',
      can_review: true,
      averageRating: 4,
      items: [],
    },
    reviews: [
      {
        __typename: 'OrderReview' as const,
        id: 1,
        item_id: '1',
        rating: 4,
        comment: 'Fresh and sweet',
      },
    ],
  },
};

function reviewPage(
  service: ServiceAnswers,
  locale: 'en' | 'ar' = 'en',
  params: Record<string, string> = { id: '000000101' },
) {
  return renderAccount(<CreateReviewPage routeId="order-create-review" params={params} />, {
    locale,
    path: `/${locale}/orders/000000101/create-review`,
    user: makeSessionUser(),
    service,
  });
}

describe('the order review page', () => {
  it('finds the order number in /orders/{id}/create-review and in any path ending so', () => {
    expect(reviewOrderNumber({ id: '000000101' })).toBe('000000101');
    expect(reviewOrderNumber({ '*': 'sales/order/000000102/create-review' })).toBe('000000102');
    expect(reviewOrderNumber({ '*': 'create-review' })).toBe('');
  });

  it('sends the stars and comment of each rated product only, then goes back to the order', async () => {
    const user = userEvent.setup();
    const view = await reviewPage({
      OrderToReview: () => order(),
      CreateOrderReview: () => created,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review order #000000101' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Milk' })).not.toBeInTheDocument();
    const apples = screen.getByRole('group', { name: 'Your rating for Red apples' });
    await user.click(within(apples).getByRole('radio', { name: '4 of 5 stars' }));
    expect(within(apples).getByRole('radio', { name: '4 of 5 stars' })).toBeChecked();
    await user.type(
      screen.getByRole('textbox', { name: 'Your comment on Red apples (optional)' }),
      ' Fresh and sweet ',
    );
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    await waitFor(() => expect(view.currentPath()).toBe('/en/account/orders/000000101'));
    expect(view.variablesOf('CreateOrderReview')).toEqual([
      {
        input: {
          order_number: '000000101',
          reviews: [{ item_id: '1', rating: 4, comment: 'Fresh and sweet' }],
        },
      },
    ]);
    expect(view.alerts()).toEqual([
      expect.objectContaining({
        type: 'success',
        message: 'Thank you! Your review was saved.',
        keepOnRouteChange: true,
      }),
    ]);
  });

  it('stops a comment without stars and an empty form before the service', async () => {
    const user = userEvent.setup();
    const view = await reviewPage({ OrderToReview: () => order() });
    await user.click(await screen.findByRole('button', { name: 'Send review' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Rate at least one product before sending.',
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Your comment on Basmati rice (optional)' }),
      'Good',
    );
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    const rice = screen.getByRole('group', { name: 'Your rating for Basmati rice' });
    expect(rice).toHaveAccessibleDescription(
      'Choose the stars for this product, or clear the comment.',
    );
    expect(view.network.callsOf('CreateOrderReview')).toHaveLength(0);
  });

  it("shows the service's refusal in Arabic and keeps the stars and the comment", async () => {
    const user = userEvent.setup();
    const view = await reviewPage(
      {
        OrderToReview: () => order(),
        CreateOrderReview: () =>
          graphqlError('This product of the order is already reviewed.', {
            category: 'graphql-input',
            message_ar: 'تم تقييم هذا المنتج في الطلب من قبل.',
          }),
      },
      'ar',
    );
    const rice = await screen.findByRole('group', { name: 'تقييمك لـ Basmati rice' });
    await user.click(within(rice).getByRole('radio', { name: '٥ من ٥ نجوم' }));
    const comment = screen.getByRole('textbox', { name: 'تعليقك على Basmati rice (اختياري)' });
    await user.type(comment, 'ممتاز');
    await user.click(screen.getByRole('button', { name: 'إرسال التقييم' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'تم تقييم هذا المنتج في الطلب من قبل.',
    );
    expect(within(rice).getByRole('radio', { name: '٥ من ٥ نجوم' })).toBeChecked();
    expect(comment).toHaveValue('ممتاز');
    expect(view.currentPath()).toBe('/ar/orders/000000101/create-review');
  });

  it('says so when the order is not delivered or every product is reviewed', async () => {
    await reviewPage({ OrderToReview: () => order({ status: 'processing', can_review: false }) });
    expect(
      await screen.findByText('This order can be reviewed once it is delivered.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send review' })).not.toBeInTheDocument();
  });

  it("shows nothing of an order the service refuses (another customer's number)", async () => {
    await reviewPage({
      OrderToReview: () =>
        graphqlError('The order could not be found.', { category: 'graphql-no-such-entity' }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This order could not be found.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send review' })).not.toBeInTheDocument();
  });
});
