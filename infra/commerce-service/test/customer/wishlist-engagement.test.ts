/**
 * Wishlist (Magento shapes), newsletter, contact form, stock-back notifications, product view
 * tracking and previously purchased products (shell spec sections 3, 4, 7 and 8; commerce spec
 * sections 5 and 7).
 */
import { notifyStockBack } from '../../src/domains/customer/engagement';
import { databases, startTestService } from '../helpers/service';
import { DEMO, firstError, loginByPassword, registerCustomer, type Service } from './helpers';

const WISHLIST = `query { customer { wishlist { id items_count items_v2 { items { id quantity added_at product { sku name url_key } } page_info { current_page page_size total_pages } } } } }`;
const ADD = `mutation($w: ID!, $i: [WishlistItemInput!]!) {
  addProductsToWishlist(wishlistId: $w, wishlistItems: $i) { wishlist { id items_count } user_errors { code message } }
}`;
const REMOVE = `mutation($w: ID!, $ids: [ID!]!) {
  removeProductsFromWishlist(wishlistId: $w, wishlistItemsIds: $ids) { wishlist { id items_count } user_errors { code message } }
}`;
const NOT_AUTH = "The current customer isn't authorized.";

describe.each(databases)('wishlist and engagement (%s)', (database) => {
  let svc: Service;
  let products: Array<{ id: number; sku: string; url_key: string }>;
  beforeAll(async () => {
    svc = await startTestService({ database, products: 150 });
    products = await svc.db
      .selectFrom('products')
      .select(['id', 'sku', 'url_key'])
      .where('visible', '=', true)
      .orderBy('id')
      .limit(10)
      .execute();
    expect(products.length).toBeGreaterThanOrEqual(5);
  });
  afterAll(async () => {
    await svc?.close();
  });

  describe('wishlist', () => {
    it("shows the demo customer's wishlist items with their products", async () => {
      const token = await loginByPassword(svc, DEMO.gold.email);
      const res = await svc.gql(WISHLIST, {}, { token });
      expect(res.errors).toBeUndefined();
      const w = res.data.customer.wishlist;
      expect(w.items_count).toBe(5);
      expect(w.items_v2.items).toHaveLength(5);
      for (const item of w.items_v2.items) {
        expect(item.product.sku).toEqual(expect.any(String));
        expect(item.product.url_key).toEqual(expect.any(String));
      }
    });

    it('adds products by sku, updates the quantity of a listed one, and reports unknown skus', async () => {
      const me = await registerCustomer(svc);
      const id = (await svc.gql(WISHLIST, {}, { token: me.token })).data.customer.wishlist.id;
      const res = await svc.gql(
        ADD,
        {
          w: id,
          i: [
            { sku: products[0]!.sku, quantity: 1 },
            { sku: products[1]!.sku, quantity: 2 },
            { sku: 'NO-SUCH-SKU', quantity: 1 },
          ],
        },
        { token: me.token },
      );
      expect(res.errors).toBeUndefined();
      expect(res.data.addProductsToWishlist.wishlist.items_count).toBe(2);
      expect(res.data.addProductsToWishlist.user_errors).toEqual([
        { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NO-SUCH-SKU"' },
      ]);
      const again = await svc.gql(
        ADD,
        { w: id, i: [{ sku: products[0]!.sku, quantity: 3 }] },
        { token: me.token },
      );
      expect(again.data.addProductsToWishlist.wishlist.items_count).toBe(2);
      const items = (await svc.gql(WISHLIST, {}, { token: me.token })).data.customer.wishlist
        .items_v2.items;
      const first = items.find(
        (i: { product: { sku: string } }) => i.product.sku === products[0]!.sku,
      );
      expect(first.quantity).toBe(3);
    });

    it('removes items by id and reports ids that are not in the wishlist', async () => {
      const me = await registerCustomer(svc);
      const id = (await svc.gql(WISHLIST, {}, { token: me.token })).data.customer.wishlist.id;
      await svc.gql(
        ADD,
        {
          w: id,
          i: [
            { sku: products[2]!.sku, quantity: 1 },
            { sku: products[3]!.sku, quantity: 1 },
          ],
        },
        { token: me.token },
      );
      const items = (await svc.gql(WISHLIST, {}, { token: me.token })).data.customer.wishlist
        .items_v2.items;
      const res = await svc.gql(
        REMOVE,
        { w: id, ids: [items[0].id, '999999'] },
        { token: me.token },
      );
      expect(res.data.removeProductsFromWishlist.wishlist.items_count).toBe(1);
      expect(res.data.removeProductsFromWishlist.user_errors).toHaveLength(1);
    });

    it('refuses bad input', async () => {
      const me = await registerCustomer(svc);
      const id = (await svc.gql(WISHLIST, {}, { token: me.token })).data.customer.wishlist.id;
      expect(
        firstError(
          await svc.gql(
            ADD,
            { w: id, i: [{ sku: products[0]!.sku, quantity: 0 }] },
            { token: me.token },
          ),
        ).message,
      ).toBe('"quantity" must be a number above 0 and at most 10000.');
      expect(
        firstError(await svc.gql(ADD, { w: id, i: [] }, { token: me.token })).extensions?.category,
      ).toBe('graphql-input');
      expect(
        firstError(
          await svc.gql(ADD, { w: 'abc', i: [{ sku: 'x', quantity: 1 }] }, { token: me.token }),
        ).extensions?.category,
      ).toBe('graphql-input');
    });

    it("never lets a customer read or change another customer's wishlist", async () => {
      const owner = await loginByPassword(svc, DEMO.gold.email);
      const ownerWishlist = (await svc.gql(WISHLIST, {}, { token: owner })).data.customer.wishlist;
      const intruder = await registerCustomer(svc);
      const add = firstError(
        await svc.gql(
          ADD,
          { w: ownerWishlist.id, i: [{ sku: products[4]!.sku, quantity: 1 }] },
          { token: intruder.token },
        ),
      );
      expect(add.message).toBe(NOT_AUTH);
      const remove = firstError(
        await svc.gql(
          REMOVE,
          { w: ownerWishlist.id, ids: [ownerWishlist.items_v2.items[0].id] },
          { token: intruder.token },
        ),
      );
      expect(remove.message).toBe(NOT_AUTH);
      const own = (await svc.gql(WISHLIST, {}, { token: intruder.token })).data.customer.wishlist;
      expect(own.id).not.toBe(ownerWishlist.id);
      expect(
        (await svc.gql(WISHLIST, {}, { token: owner })).data.customer.wishlist.items_count,
      ).toBe(5);
      expect(
        firstError(
          await svc.gql(ADD, { w: ownerWishlist.id, i: [{ sku: products[4]!.sku, quantity: 1 }] }),
        ).message,
      ).toBe(NOT_AUTH);
    });
  });

  describe('newsletter', () => {
    const SUBSCRIBE = `mutation($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }`;

    it('subscribes an e-mail and refuses it a second time with an identifiable message', async () => {
      const email = `news.${Date.now()}@example.com`;
      const res = await svc.gql(SUBSCRIBE, { e: email });
      expect(res.errors).toBeUndefined();
      expect(res.data.subscribeEmailToNewsletter.status).toBe('SUBSCRIBED');
      expect(svc.outbox.latest(email)?.channel).toBe('email');
      const dup = firstError(await svc.gql(SUBSCRIBE, { e: email.toUpperCase() }));
      expect(dup.message).toBe('This email address is already subscribed.');
      expect(dup.extensions?.category).toBe('graphql-already-exists');
    });

    it('refuses a bad e-mail', async () => {
      expect(firstError(await svc.gql(SUBSCRIBE, { e: 'not-an-email' })).message).toBe(
        '"email" must be a valid email.',
      );
    });
  });

  describe('contact form', () => {
    const CONTACT = `mutation($i: ContactUsInput!) { contactUs(input: $i) { status } }`;
    const valid = {
      name: 'Youssef Nabil',
      email: 'youssef@example.com',
      reason_of_contact: 'Order issue',
      phone_number: '01098765432',
      description: 'My order arrived without the milk.',
    };

    it('stores the message and e-mails customer service', async () => {
      const res = await svc.gql(CONTACT, { i: valid });
      expect(res.errors).toBeUndefined();
      expect(res.data.contactUs.status).toBe(true);
      const stored = await svc.db
        .selectFrom('contact_messages')
        .selectAll()
        .where('email', '=', valid.email)
        .execute();
      expect(stored).toHaveLength(1);
      expect(svc.outbox.latest('customer-service@dukkan.eg')?.body).toContain('without the milk');
    });

    it.each([
      [{ name: '' }, '"name" is required.'],
      [{ email: 'bad' }, '"email" must be a valid email.'],
      [{ phone_number: '0100' }, 'Phone number must contain 11 numbers.'],
      [{ reason_of_contact: ' ' }, '"reason_of_contact" is required.'],
      [{ description: 'x'.repeat(2001) }, '"description" cannot exceed 2000 characters.'],
    ])('refuses bad input %p', async (override, message) => {
      const err = firstError(await svc.gql(CONTACT, { i: { ...valid, ...override } }));
      expect(err.message).toBe(message);
      expect(err.extensions?.category).toBe('graphql-input');
    });
  });

  describe('stock-back notifications', () => {
    const SUBSCRIBE = `mutation($p: Int!, $e: String, $ph: String) {
      subscribeStockBackNotification(product_id: $p, email: $e, phone_number: $ph) { status message }
    }`;
    const IDS = `query { stockBackNotificationIds { productIds } }`;

    it('accepts a guest with an e-mail or a phone, and requires one of them', async () => {
      expect(
        (await svc.gql(SUBSCRIBE, { p: products[0]!.id, e: 'guest@example.com' })).data
          .subscribeStockBackNotification.status,
      ).toBe(true);
      expect(
        (await svc.gql(SUBSCRIBE, { p: products[0]!.id, ph: '01122334455' })).data
          .subscribeStockBackNotification.status,
      ).toBe(true);
      const err = firstError(await svc.gql(SUBSCRIBE, { p: products[0]!.id }));
      expect(err.message).toBe('Please enter an email address or a phone number.');
      expect(firstError(await svc.gql(SUBSCRIBE, { p: products[0]!.id, e: 'nope' })).message).toBe(
        '"email" must be a valid email.',
      );
      expect(
        firstError(await svc.gql(SUBSCRIBE, { p: 99_999_999, e: 'guest@example.com' })).message,
      ).toBe('The product with ID "99999999" does not exist.');
    });

    it("lists a customer's subscriptions (StockBackNotificationIds), once per product, for that customer only", async () => {
      const me = await registerCustomer(svc);
      await svc.gql(SUBSCRIBE, { p: products[1]!.id }, { token: me.token });
      const again = await svc.gql(SUBSCRIBE, { p: products[1]!.id }, { token: me.token });
      expect(again.data.subscribeStockBackNotification.message).toMatch(/already subscribed/);
      await svc.gql(SUBSCRIBE, { p: products[2]!.id, e: me.email }, { token: me.token });
      const ids = (await svc.gql(IDS, {}, { token: me.token })).data.stockBackNotificationIds
        .productIds;
      expect(ids).toEqual([products[1]!.id, products[2]!.id].sort((a, b) => a - b));
      const other = await registerCustomer(svc);
      expect(
        (await svc.gql(IDS, {}, { token: other.token })).data.stockBackNotificationIds.productIds,
      ).toEqual([]);
      expect(firstError(await svc.gql(IDS)).message).toBe(NOT_AUTH);
    });
    it('tells each waiting subscriber once when the product is in stock again, in English and Arabic', async () => {
      const product = products[4]!;
      const saved = await svc.db
        .selectFrom('product_stock')
        .select(['source_code', 'qty'])
        .where('product_id', '=', product.id)
        .execute();
      await svc.db
        .updateTable('product_stock')
        .set({ qty: 0 })
        .where('product_id', '=', product.id)
        .execute();
      try {
        const email = `back-${database}@example.com`;
        await svc.gql(SUBSCRIBE, { p: product.id, e: email });
        await svc.gql(SUBSCRIBE, { p: product.id, ph: '01199887766' });
        await notifyStockBack(svc);
        await svc.deliverDue();
        expect(svc.outbox.list({ to: email })).toEqual([]);

        await svc.db
          .updateTable('product_stock')
          .set({ qty: 3 })
          .where('product_id', '=', product.id)
          .where('source_code', '=', saved[0]!.source_code)
          .execute();
        expect(await notifyStockBack(svc)).toBeGreaterThanOrEqual(2);
        await svc.deliverDue();
        const [mail] = svc.outbox.list({ to: email });
        expect(mail?.channel).toBe('email');
        expect(mail?.body).toContain(`/en/${product.url_key}`);
        expect(mail?.body).toContain(`/ar/${product.url_key}`);
        expect(svc.outbox.latest('01199887766')?.channel).toBe('sms');
        // Notified once: a second sweep sends nothing more to them.
        await notifyStockBack(svc);
        await svc.deliverDue();
        expect(svc.outbox.list({ to: email })).toHaveLength(1);
      } finally {
        for (const row of saved) {
          await svc.db
            .updateTable('product_stock')
            .set({ qty: row.qty })
            .where('product_id', '=', product.id)
            .where('source_code', '=', row.source_code)
            .execute();
        }
      }
    });
  });

  describe('product view tracking', () => {
    it('records page views and visits with the customer and the stock source', async () => {
      const me = await registerCustomer(svc);
      const view = await svc.gql(
        `mutation($p: Int!) { viewProductPage(product_id: $p) }`,
        { p: products[3]!.id },
        { token: me.token, source: 'default' },
      );
      expect(view.data.viewProductPage).toBe(true);
      const visit = await svc.gql(`mutation($p: Int!) { visitProduct(product_id: $p) }`, {
        p: products[3]!.id,
      });
      expect(visit.data.visitProduct).toBe(true);
      const rows = await svc.db
        .selectFrom('product_views')
        .selectAll()
        .where('product_id', '=', products[3]!.id)
        .orderBy('id')
        .execute();
      expect(rows.map((r) => r.kind)).toEqual(['page_view', 'visit']);
      expect(rows[0]!.customer_id).not.toBeNull();
      expect(rows[1]!.customer_id).toBeNull();
      expect(
        firstError(await svc.gql(`mutation { viewProductPage(product_id: -4) }`)).extensions
          ?.category,
      ).toBe('graphql-input');
    });
  });

  describe('previously purchased products', () => {
    const QUERY = `query { previouslyPurchasedProducts { total_count items { sku } page_info { current_page page_size } } }`;

    it("lists the visible products of the customer's own orders that were not cancelled, most recent first", async () => {
      const token = await loginByPassword(svc, DEMO.gold.email);
      const customer = await svc.db
        .selectFrom('customers')
        .select('id')
        .where('email', '=', DEMO.gold.email)
        .executeTakeFirstOrThrow();
      const rows = await svc.db
        .selectFrom('orders as o')
        .innerJoin('order_items as oi', 'oi.order_id', 'o.id')
        .innerJoin('products as p', 'p.id', 'oi.product_id')
        .select(['p.sku', 'o.status'])
        .where('o.customer_id', '=', customer.id)
        .where('p.visible', '=', true)
        .execute();
      const expected = new Set(
        rows
          .filter((r) => r.status !== 'canceled' && r.status !== 'payment_failed')
          .map((r) => r.sku),
      );
      expect(expected.size).toBeGreaterThan(0);
      const res = await svc.gql(
        `query { previouslyPurchasedProducts(pageSize: 100) { total_count items { sku } page_info { current_page page_size total_pages } } }`,
        {},
        { token },
      );
      expect(res.errors).toBeUndefined();
      const got = res.data.previouslyPurchasedProducts;
      expect(got.total_count).toBe(expected.size);
      expect(new Set(got.items.map((i: { sku: string }) => i.sku))).toEqual(expected);
      expect(got.page_info).toEqual({ current_page: 1, page_size: 100, total_pages: 1 });
    });

    it('pages by 12 by default and filters by category', async () => {
      const token = await loginByPassword(svc, DEMO.gold.email);
      const all = (
        await svc.gql(
          `query { previouslyPurchasedProducts(pageSize: 100) { items { sku categories { id } } } }`,
          {},
          { token },
        )
      ).data.previouslyPurchasedProducts.items;
      const res = await svc.gql(QUERY, {}, { token });
      expect(res.data.previouslyPurchasedProducts.page_info).toEqual({
        current_page: 1,
        page_size: 12,
      });
      expect(res.data.previouslyPurchasedProducts.items.length).toBe(Math.min(12, all.length));
      const categoryId = Number(all[0].categories[0].id);
      const filtered = await svc.gql(
        `query($c: Int) { previouslyPurchasedProducts(filter: { category_id: $c }, pageSize: 100) { total_count items { sku } } }`,
        { c: categoryId },
        { token },
      );
      const inCategory = all.filter((p: { categories: Array<{ id: number | string }> }) =>
        p.categories.some((c) => Number(c.id) === categoryId),
      );
      expect(filtered.data.previouslyPurchasedProducts.total_count).toBe(inCategory.length);
      const bad = await svc.gql(
        `query { previouslyPurchasedProducts(filter: { category_id: -1 }) { total_count } }`,
        {},
        { token },
      );
      expect(firstError(bad).message).toContain('category_id');
    });

    it('is empty for a customer without orders and refused to guests', async () => {
      const token = await loginByPassword(svc, DEMO.nonmember.email);
      const res = await svc.gql(QUERY, {}, { token });
      expect(res.data.previouslyPurchasedProducts).toEqual({
        total_count: 0,
        items: [],
        page_info: { current_page: 1, page_size: 12 },
      });
      expect(firstError(await svc.gql(QUERY)).message).toBe(NOT_AUTH);
    });
  });
});
