// Issue 13 "done when": a second customer's order, card, voucher or wishlist id in the URL or in a
// request shows nothing of the first. Salma (an empty account) uses what belongs to Ahmed (GOLD,
// orders in every state, a substitution waiting, vouchers, a wishlist, a card saved in the test):
// his order, substitution and review pages read as not found in /en and /ar, her saved cards,
// voucher and wishlist pages stay empty,
// and every direct request with her token is refused or answers only her own data, leaving
// Ahmed's untouched.
import { LOCALES } from '@dukkan/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support';
import { withSavedArea } from './shell-support';
import { TEXTS } from './journey-support';
import { graphqlAs, savedCardFor, signedInAs, withAddressPromptAnswered } from './account-support';

interface Theirs {
  orders: { number: string; status_code: string; has_pending_substitution: boolean }[];
  vouchers: { code: string; status: string }[];
  wishlist: { id: string; items_count: number; items: { id: string }[] };
}

/** What Ahmed has, read with his own token. */
async function ahmeds(request: APIRequestContext): Promise<Theirs> {
  const answer = await graphqlAs(
    request,
    'ahmed',
    `{ customerOrders(pageSize: 50) { items { number status_code has_pending_substitution } }
       customer { evouchers { code status }
         wishlist { id items_count items_v2(pageSize: 50) { items { id } } } } }`,
  );
  const data = answer.data as {
    customerOrders: { items: Theirs['orders'] };
    customer: {
      evouchers: Theirs['vouchers'];
      wishlist: { id: string; items_count: number; items_v2: { items: { id: string }[] } };
    };
  };
  return {
    orders: data.customerOrders.items,
    vouchers: data.customer.evouchers,
    wishlist: {
      id: data.customer.wishlist.id,
      items_count: data.customer.wishlist.items_count,
      items: data.customer.wishlist.items_v2.items,
    },
  };
}

const byStatus = (theirs: Theirs, status: string) => {
  const order = theirs.orders.find((entry) => entry.status_code === status);
  if (!order) throw new Error(`Ahmed has no ${status} order`);
  return order.number;
};

for (const locale of LOCALES) {
  const text = TEXTS[locale].account;

  test(`/${locale} another customer's order, substitution, review, vouchers and wishlist pages show nothing of theirs`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await withSavedArea(page);
    await withAddressPromptAnswered(page);
    const theirs = await ahmeds(request);
    const withSubstitution = theirs.orders.find((entry) => entry.has_pending_substitution);
    expect(withSubstitution).toBeTruthy();
    await signedInAs(context, request, baseURL as string, 'salma');

    await page.goto(`/${locale}/substitution/${withSubstitution?.number}`);
    await expect(
      page.getByRole('heading', { level: 1, name: text.substitution.notFound }),
    ).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);

    await page.goto(`/${locale}/orders/${byStatus(theirs, 'delivered')}/create-review`);
    await expect(page.getByRole('heading', { level: 1, name: text.order.notFound })).toBeVisible();
    await expect(page.getByRole('button', { name: text.review.submit })).toHaveCount(0);

    await page.goto(`/${locale}/account/orders/${byStatus(theirs, 'canceled')}`);
    await expect(page.getByRole('heading', { level: 1, name: text.order.notFound })).toBeVisible();
    await expect(page.getByRole('button', { name: text.reorder.button })).toHaveCount(0);

    await page.goto(`/${locale}/account/my-vouchers`);
    await expect(page.getByText(text.vouchers.empty)).toBeVisible();
    for (const voucher of theirs.vouchers)
      await expect(page.getByText(voucher.code)).toHaveCount(0);

    await page.goto(`/${locale}/account/wishlist`);
    await expect(page.getByText(text.wishlist.empty)).toBeVisible();

    await page.goto(`/${locale}/account/saved-cards`);
    await expect(page.getByText(text.cards.empty)).toBeVisible();
  });
}

test("direct requests with another customer's token are refused or answer only their own data", async ({
  request,
  baseURL,
}) => {
  // A card paid and saved through the sandbox, an order's worth of requests: room under load.
  test.setTimeout(120_000);
  const card = await savedCardFor(request, 'ahmed', baseURL as string);
  const theirs = await ahmeds(request);
  expect(theirs.vouchers.some((voucher) => voucher.status === 'READY')).toBe(true);
  expect(theirs.wishlist.items.length).toBeGreaterThan(0);
  const pending = theirs.orders.find((entry) => entry.has_pending_substitution)?.number;
  const delivered = byStatus(theirs, 'delivered');
  const cancellable = byStatus(theirs, 'pending');
  const refusedFor = async (query: string, variables: Record<string, unknown>) => {
    const answer = await graphqlAs(request, 'salma', query, variables);
    return { errors: answer.errors ?? [], data: answer.data };
  };

  // Orders: read, answer, cancel, review, reorder.
  for (const [query, variables] of [
    [
      'query($n: String!) { orderByNumber(number: $n) { number items { product_name } } }',
      { n: delivered },
    ],
    [
      'query($n: String!) { orderSubstitution(order_number: $n) { order_number items { id } } }',
      { n: pending },
    ],
    [
      'mutation($i: SubmitOrderSubstitutionInput!) { submitOrderSubstitution(input: $i) { status } }',
      { i: { order_number: pending, items: [{ item_id: '1', remove: true }] } },
    ],
    [
      'mutation($i: CancelCustomerOrderInput!) { cancelCustomerOrder(input: $i) { result } }',
      { i: { order_number: cancellable, reason_id: 1 } },
    ],
    [
      'mutation($i: CreateOrderReviewInput!) { createOrderReview(input: $i) { reviews { id } } }',
      { i: { order_number: delivered, reviews: [{ item_id: '1', rating: 1 }] } },
    ],
    ['mutation($n: String!) { reorderItems(orderNumber: $n) { cart { id } } }', { n: delivered }],
  ] as const) {
    const answer = await refusedFor(query, variables);
    expect([query, answer.errors.length > 0]).toEqual([query, true]);
    expect(JSON.stringify(answer.data ?? {})).not.toContain(delivered);
  }
  const own = await refusedFor('{ customerOrders(pageSize: 50) { items { number } } }', {});
  const ownNumbers = (
    own.data as { customerOrders: { items: { number: string }[] } }
  ).customerOrders.items.map((entry) => entry.number);
  for (const order of theirs.orders) expect(ownNumbers).not.toContain(order.number);

  // Wishlist: his id is refused for adding and removing.
  const add = await refusedFor(
    'mutation($w: ID!) { addProductsToWishlist(wishlistId: $w, wishlistItems: [{ sku: "x", quantity: 1 }]) { wishlist { id } } }',
    { w: theirs.wishlist.id },
  );
  expect(add.errors.length).toBeGreaterThan(0);
  const remove = await refusedFor(
    'mutation($w: ID!, $i: [ID!]!) { removeProductsFromWishlist(wishlistId: $w, wishlistItemsIds: $i) { wishlist { id } } }',
    { w: theirs.wishlist.id, i: theirs.wishlist.items.map((item) => item.id) },
  );
  expect(remove.errors.length).toBeGreaterThan(0);

  // Vouchers: his READY code does not apply to her cart, and her list has none of his.
  const ready = theirs.vouchers.find((voucher) => voucher.status === 'READY')?.code;
  const cart = await refusedFor('mutation { createEmptyCart }', {});
  const cartId = (cart.data as { createEmptyCart: string }).createEmptyCart;
  const apply = await refusedFor(
    'mutation($c: String!, $k: String!) { applyCouponToCart(input: { cart_id: $c, coupon_code: $k }) { cart { applied_coupons { code } } } }',
    { c: cartId, k: ready },
  );
  expect(apply.errors.length).toBeGreaterThan(0);
  const vouchers = await refusedFor('{ customer { evouchers { code } } }', {});
  const codes = (
    vouchers.data as { customer: { evouchers: { code: string }[] } }
  ).customer.evouchers.map((voucher) => voucher.code);
  for (const voucher of theirs.vouchers) expect(codes).not.toContain(voucher.code);

  // Cards: his card id cannot be removed, and her list has none of his.
  const removeCard = await refusedFor(
    'mutation($c: Int!) { removeCustomerCard(cardId: $c) { result } }',
    { c: card },
  );
  expect(removeCard.errors.length).toBeGreaterThan(0);
  const cards = await refusedFor('{ customerCards { card_id } }', {});
  expect((cards.data as { customerCards: { card_id: number }[] }).customerCards).toEqual([]);

  // Nothing of his changed.
  const after = await ahmeds(request);
  expect(after.wishlist.items_count).toBe(theirs.wishlist.items_count);
  expect(after.orders.find((entry) => entry.number === pending)?.has_pending_substitution).toBe(
    true,
  );
  expect(after.orders.find((entry) => entry.number === cancellable)?.status_code).toBe('pending');
  const his = await graphqlAs(request, 'ahmed', '{ customerCards { card_id } }');
  expect((his.data as { customerCards: { card_id: number }[] }).customerCards).toContainEqual({
    card_id: card,
  });
});
