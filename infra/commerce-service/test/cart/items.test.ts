/**
 * Cart identity and items (commerce spec sections 3, 4, 5, 7 and 8): masked ids, who may use which
 * cart, adding with user_errors, quantities by cart_control (step, min, max, fractional steps),
 * stock at the cart's source, configurable, grouped and bundle products, update, remove, merge.
 */
import { sql } from 'kysely';
import { databases, startTestService } from '../helpers/service';
import { DEMO, loginByPassword, registerCustomer } from '../customer/helpers';
import {
  ADD,
  CART,
  CUSTOMER_CART,
  REMOVE,
  UPDATE,
  createCart,
  firstError,
  servedDistricts,
  setStock,
  simpleProducts,
  type Pick,
  type Service,
} from './helpers';

describe.each(databases)('cart items (%s)', (database) => {
  let svc: Service;
  let source: string;
  let grocery: Pick[];
  let weighed: Pick;
  let electronics: Pick;

  beforeAll(async () => {
    svc = await startTestService({ database, products: 150 });
    source = (await servedDistricts(svc))[0]!.source;
    grocery = await simpleProducts(
      svc,
      source,
      sql`p.increment_step = 1 and p.max_amount = 20 and p.special_price is null`,
      { minQty: 30 },
    );
    weighed = (
      await simpleProducts(svc, source, sql`p.increment_step = 0.25 and p.special_price is null`, {
        minQty: 10,
      })
    )[0]!;
    electronics = (await simpleProducts(svc, source, sql`p.max_amount = 3`, { minQty: 5 }))[0]!;
    expect(grocery.length).toBeGreaterThan(3);
    expect(weighed).toBeDefined();
    expect(electronics).toBeDefined();
  });
  afterAll(async () => {
    await svc?.close();
  });

  const add = (id: string, items: unknown[], init: { token?: string; source?: string } = {}) =>
    svc.gql(ADD, { id, items }, { source, ...init });

  it('creates carts with random 32-character masked ids at the request source', async () => {
    const a = await createCart(svc, { source });
    const b = await createCart(svc, { source });
    expect(a).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(b).not.toBe(a);
    const res = await svc.gql(CART, { id: a });
    expect(res.errors).toBeUndefined();
    expect(res.data.cart).toMatchObject({
      id: a,
      total_quantity: 0,
      items: [],
      source_code: source,
      email: null,
      applied_coupons: null,
    });
    expect(res.data.cart.prices.grand_total.value).toBe(0);
  });

  it('answers an unknown or malformed cart id with the spec messages', async () => {
    const unknown = 'A'.repeat(32);
    expect(firstError(await svc.gql(CART, { id: unknown })).message).toBe(
      `Could not find a cart with ID "${unknown}"`,
    );
    const bad = firstError(await svc.gql(CART, { id: "x'; drop table carts; --" }));
    expect(bad.message).toBe('"cart_id" is not a valid cart id.');
    expect(bad.extensions).toMatchObject({ category: 'graphql-input' });
  });

  it('adds a product and prices it at the cart source', async () => {
    const id = await createCart(svc, { source });
    const p = grocery[0]!;
    const res = await add(id, [{ sku: p.sku, quantity: 2 }]);
    expect(res.errors).toBeUndefined();
    const { cart, user_errors } = res.data.addProductsToCart;
    expect(user_errors).toEqual([]);
    expect(cart.total_quantity).toBe(2);
    expect(cart.items).toHaveLength(1);
    const item = cart.items[0];
    expect(item).toMatchObject({
      __typename: 'SimpleCartItem',
      quantity: 2,
      numeric_id: expect.any(Number),
      allow_change_quantity: true,
      is_invalid_item: false,
    });
    expect(Buffer.from(item.uid, 'base64').toString()).toBe(String(item.numeric_id));
    expect(item.product.sku).toBe(p.sku);
    expect(item.prices.price.value).toBeCloseTo(p.price, 2);
    expect(item.prices.row_total.value).toBeCloseTo(p.price * 2, 2);
    expect(cart.prices.subtotal_including_tax).toEqual({
      value: Math.round(p.price * 200) / 100,
      currency: 'EGP',
    });
    expect(cart.prices.grand_total.value).toBeCloseTo(p.price * 2, 2);
    // Adding the same product again adds up on the same line.
    const again = await add(id, [{ sku: p.sku, quantity: 1 }]);
    expect(again.data.addProductsToCart.cart.items).toHaveLength(1);
    expect(again.data.addProductsToCart.cart.items[0].quantity).toBe(3);
  });

  it('reports each bad item with its code and still adds the good ones', async () => {
    const id = await createCart(svc, { source });
    const res = await add(id, [
      { sku: 'NO-SUCH-SKU', quantity: 1 },
      { sku: grocery[1]!.sku, quantity: 0 },
      { sku: grocery[1]!.sku, quantity: 1.5 },
      { sku: grocery[1]!.sku, quantity: 21 },
      { sku: grocery[2]!.sku, quantity: 1 },
    ]);
    expect(res.errors).toBeUndefined();
    const { cart, user_errors } = res.data.addProductsToCart;
    expect(user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NO-SUCH-SKU"' },
      { code: 'ITEM_QTY', message: 'The requested qty must be greater than 0.' },
      {
        code: 'ITEM_INCREMENTS',
        message: 'You can buy this product only in quantities of 1 at a time.',
      },
      { code: 'ITEM_QTY', message: 'The most you may purchase is 20.' },
    ]);
    expect(cart.items.map((i: { product: { sku: string } }) => i.product.sku)).toEqual([
      grocery[2]!.sku,
    ]);
  });

  it('sells weighed goods in fractional steps of 0.25 kg', async () => {
    const id = await createCart(svc, { source });
    const ok = await add(id, [{ sku: weighed.sku, quantity: 0.75 }]);
    expect(ok.data.addProductsToCart.user_errors).toEqual([]);
    const item = ok.data.addProductsToCart.cart.items[0];
    expect(item.quantity).toBe(0.75);
    expect(item.product.cart_control).toMatchObject({ increment_step: 0.25, unit: 'kg' });
    expect(item.prices.row_total.value).toBeCloseTo(
      Math.round(weighed.price * 0.75 * 100) / 100,
      2,
    );
    const bad = await add(id, [{ sku: weighed.sku, quantity: 0.3 }]);
    expect(bad.data.addProductsToCart.user_errors).toEqual([
      {
        code: 'ITEM_INCREMENTS',
        message: 'You can buy this product only in quantities of 0.25 at a time.',
      },
    ]);
    expect(bad.data.addProductsToCart.cart.items[0].quantity).toBe(0.75);
    const upd = await svc.gql(UPDATE, {
      i: { cart_id: id, cart_items: [{ cart_item_uid: item.uid, quantity: 1.25 }] },
    });
    expect(upd.data.updateCartItems).toMatchObject({ errors: [] });
    expect(upd.data.updateCartItems.cart.total_quantity).toBe(1.25);
  });

  it('keeps electronics within their maximum quantity', async () => {
    const id = await createCart(svc, { source });
    const res = await add(id, [{ sku: electronics.sku, quantity: 3 }]);
    expect(res.data.addProductsToCart.user_errors).toEqual([]);
    const more = await add(id, [{ sku: electronics.sku, quantity: 1 }]);
    expect(more.data.addProductsToCart.user_errors).toEqual([
      { code: 'ITEM_QTY', message: 'The most you may purchase is 3.' },
    ]);
    expect(more.data.addProductsToCart.cart.items[0]).toMatchObject({
      quantity: 3,
      section: 'ELECTRONICS',
    });
  });

  it('checks stock at the cart source: none is NOT_SALABLE, too little is INSUFFICIENT_STOCK', async () => {
    const [a, b] = [grocery[3]!, grocery[4]!];
    await setStock(svc, a.id, source, 0);
    await setStock(svc, b.id, source, 2);
    const id = await createCart(svc, { source });
    const res = await add(id, [
      { sku: a.sku, quantity: 1 },
      { sku: b.sku, quantity: 3 },
    ]);
    expect(res.data.addProductsToCart.user_errors).toEqual([
      { code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.' },
      { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' },
    ]);
    expect(res.data.addProductsToCart.cart.items).toEqual([]);
    // An item whose stock drops after it was added is shown as invalid with the spec's message.
    const ok = await add(id, [{ sku: b.sku, quantity: 2 }]);
    expect(ok.data.addProductsToCart.user_errors).toEqual([]);
    await setStock(svc, b.id, source, 1);
    const cart = (await svc.gql(CART, { id })).data.cart;
    expect(cart.has_invalid_items).toBe(true);
    expect(cart.items[0]).toMatchObject({
      is_invalid_item: true,
      only_x_left_in_stock: 1,
      errors: [{ code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' }],
    });
    const upd = await svc.gql(UPDATE, {
      i: { cart_id: id, cart_items: [{ cart_item_uid: cart.items[0].uid, quantity: 2 }] },
    });
    expect(upd.data.updateCartItems.errors).toEqual([
      { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' },
    ]);
    await setStock(svc, a.id, source, 50);
    await setStock(svc, b.id, source, 50);
  });

  it('answers item errors in Arabic for the Arabic store', async () => {
    const id = await createCart(svc, { source });
    const res = await svc.gql(
      ADD,
      { id, items: [{ sku: 'NO-SUCH-SKU', quantity: 1 }] },
      { source, store: 'ar_EG' },
    );
    expect(res.data.addProductsToCart.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'تعذر العثور على منتج برمز "NO-SUCH-SKU"' },
    ]);
  });

  it('adds configurable variants (both operations), grouped members and bundles', async () => {
    const variant = (
      await sql<{ sku: string; parent_sku: string; name: string }>`
        select v.sku, p.sku as parent_sku, v.name from products v join products p on p.id = v.parent_id
        join product_stock ps on ps.product_id = v.id and ps.source_code = ${source} and ps.qty >= 5
        order by v.id limit 1`.execute(svc.db)
    ).rows[0]!;
    const id = await createCart(svc, { source });
    const parentOnly = await add(id, [{ sku: variant.parent_sku, quantity: 1 }]);
    expect(parentOnly.data.addProductsToCart.user_errors).toEqual([
      { code: 'UNDEFINED', message: 'You need to choose options for your item.' },
    ]);
    const res = await add(id, [{ sku: variant.sku, parent_sku: variant.parent_sku, quantity: 1 }]);
    expect(res.data.addProductsToCart.user_errors).toEqual([]);
    const item = res.data.addProductsToCart.cart.items[0];
    expect(item).toMatchObject({
      __typename: 'ConfigurableCartItem',
      product: { sku: variant.parent_sku },
      configured_variant: { sku: variant.sku, name: variant.name },
    });
    expect(item.configurable_options.length).toBeGreaterThan(0);

    const older = await svc.gql(
      `mutation($i: AddConfigurableProductsToCartInput) { addConfigurableProductsToCart(input: $i) { cart { total_quantity } } }`,
      {
        i: {
          cart_id: id,
          cart_items: [{ parent_sku: variant.parent_sku, data: { sku: variant.sku, quantity: 1 } }],
        },
      },
    );
    expect(older.errors).toBeUndefined();
    expect(older.data.addConfigurableProductsToCart.cart.total_quantity).toBe(2);
    const olderBad = await svc.gql(
      `mutation($i: AddConfigurableProductsToCartInput) { addConfigurableProductsToCart(input: $i) { cart { total_quantity } } }`,
      {
        i: {
          cart_id: id,
          cart_items: [
            { parent_sku: variant.parent_sku, data: { sku: variant.sku, quantity: -1 } },
          ],
        },
      },
    );
    expect(firstError(olderBad)).toMatchObject({
      message: 'The requested qty must be greater than 0.',
      extensions: { code: 'ITEM_QTY' },
    });

    const grouped = (
      await sql<{ sku: string; n: number }>`
      select p.sku, count(l.*)::int as n from products p join product_links l on l.product_id = p.id and l.link_type = 'grouped'
      where p.type = 'grouped' and not exists (
        select 1 from product_links l2 left join product_stock ps on ps.product_id = l2.linked_product_id and ps.source_code = ${source}
        where l2.product_id = p.id and l2.link_type = 'grouped' and coalesce(ps.qty, 0) < 20)
      group by p.sku order by p.sku limit 1`.execute(svc.db)
    ).rows[0];
    if (grouped) {
      const g = await add(id, [{ sku: grouped.sku, quantity: 1 }]);
      expect(g.data.addProductsToCart.user_errors).toEqual([]);
      expect(g.data.addProductsToCart.cart.items).toHaveLength(2 + grouped.n);
    }

    const bundle = (
      await sql<{
        sku: string;
        id: number;
      }>`select sku, id from products where type = 'bundle' order by id limit 1`.execute(svc.db)
    ).rows[0];
    expect(bundle).toBeDefined();
    // Every part of the bundle in stock at the source, so the bundle can be added.
    await sql`insert into product_stock (product_id, source_code, qty)
      select s.product_id, ${source}, 50 from bundle_options o join bundle_selections s on s.option_id = o.id where o.product_id = ${bundle!.id}
      on conflict (product_id, source_code) do update set qty = 50`.execute(svc.db);
    const bid = await createCart(svc, { source });
    const b = await add(bid, [{ sku: bundle!.sku, quantity: 1 }]);
    expect(b.data.addProductsToCart.user_errors).toEqual([]);
    const bItem = b.data.addProductsToCart.cart.items[0];
    expect(bItem).toMatchObject({ __typename: 'BundleCartItem', allow_change_quantity: false });
    expect(bItem.bundle_options.length).toBeGreaterThan(0);
    const change = await svc.gql(UPDATE, {
      i: { cart_id: bid, cart_items: [{ cart_item_uid: bItem.uid, quantity: 2 }] },
    });
    expect(change.data.updateCartItems.errors).toEqual([
      { code: 'ITEM_QTY', message: 'The quantity of a bundle cannot be changed.' },
    ]);
    const badOption = await add(bid, [
      {
        sku: bundle!.sku,
        quantity: 1,
        selected_options: [Buffer.from('bundle/999999/1/1').toString('base64')],
      },
    ]);
    expect(badOption.data.addProductsToCart.user_errors[0].code).toBe('UNDEFINED');
  });

  it('updates quantities and notes, removes with quantity 0 or removeItemFromCart', async () => {
    const id = await createCart(svc, { source });
    const res = await add(id, [
      { sku: grocery[0]!.sku, quantity: 1 },
      { sku: grocery[1]!.sku, quantity: 1 },
    ]);
    const [first, second] = res.data.addProductsToCart.cart.items;
    const upd = await svc.gql(UPDATE, {
      i: {
        cart_id: id,
        cart_items: [
          { cart_item_uid: first.uid, quantity: 4, note: '  ripe ones please ' },
          { cart_item_id: 99999999, quantity: 1 },
        ],
      },
    });
    expect(upd.data.updateCartItems.errors).toEqual([
      { code: 'UNDEFINED', message: "The cart doesn't contain the item" },
    ]);
    expect(upd.data.updateCartItems.cart.items[0]).toMatchObject({
      quantity: 4,
      note: 'ripe ones please',
    });
    const zero = await svc.gql(UPDATE, {
      i: { cart_id: id, cart_items: [{ cart_item_uid: second.uid, quantity: 0 }] },
    });
    expect(zero.data.updateCartItems.cart.items).toHaveLength(1);
    const note = await svc.gql(
      `mutation($i: SetCartItemNoteInput!) { setCartItemNote(input: $i) { cart { items { note } } } }`,
      { i: { cart_id: id, cart_item_id: String(first.numeric_id), note: 'x'.repeat(256) } },
    );
    expect(firstError(note).message).toBe('"note" can have at most 255 characters.');
    const note2 = await svc.gql(
      `mutation($i: SetCartItemNoteInput!) { setCartItemNote(input: $i) { cart { items { note } } } }`,
      {
        i: { cart_id: id, cart_item_id: first.uid, note: 'Call me if missing' },
      },
    );
    expect(note2.data.setCartItemNote.cart.items[0].note).toBe('Call me if missing');
    const rm = await svc.gql(REMOVE, { i: { cart_id: id, cart_item_uid: first.uid } });
    expect(rm.data.removeItemFromCart.cart.items).toEqual([]);
    const again = await svc.gql(REMOVE, { i: { cart_id: id, cart_item_uid: first.uid } });
    expect(firstError(again).message).toBe("The cart doesn't contain the item");
  });

  it('keeps customers out of guest carts they do not own and guests out of customer carts', async () => {
    const ahmed = await loginByPassword(svc, DEMO.gold.email);
    const mona = await loginByPassword(svc, DEMO.silver.email);
    const guestCart = await createCart(svc, { source });
    const ahmedCart = (await svc.gql(CUSTOMER_CART, undefined, { token: ahmed, source })).data
      .customerCart.id;
    expect(ahmedCart).toMatch(/^[A-Za-z0-9]{32}$/);
    // createEmptyCart for a customer answers the same active cart.
    expect(await createCart(svc, { token: ahmed, source })).toBe(ahmedCart);

    const notOwned = `The current user cannot perform operations on cart "${ahmedCart}"`;
    expect(firstError(await svc.gql(CART, { id: ahmedCart })).message).toBe(notOwned);
    expect(firstError(await svc.gql(CART, { id: ahmedCart }, { token: mona })).message).toBe(
      notOwned,
    );
    expect(
      firstError(await add(ahmedCart, [{ sku: grocery[0]!.sku, quantity: 1 }], { token: mona }))
        .message,
    ).toBe(notOwned);
    expect(firstError(await add(ahmedCart, [{ sku: grocery[0]!.sku, quantity: 1 }])).message).toBe(
      notOwned,
    );
    expect((await svc.gql(CART, { id: ahmedCart }, { token: ahmed })).errors).toBeUndefined();
    // A guest cart is for guests: a signed-in customer merges it rather than using it.
    expect(firstError(await svc.gql(CART, { id: guestCart }, { token: mona })).message).toBe(
      `The current user cannot perform operations on cart "${guestCart}"`,
    );
    expect(firstError(await svc.gql(CUSTOMER_CART)).message).toBe(
      "The current customer isn't authorized.",
    );
  });

  it('merges a guest cart into the customer cart and deactivates the guest cart', async () => {
    const shopper = await registerCustomer(svc);
    const guest = await createCart(svc, { source });
    await add(guest, [
      { sku: grocery[0]!.sku, quantity: 2 },
      { sku: weighed.sku, quantity: 0.5 },
    ]);
    const own = (await svc.gql(CUSTOMER_CART, undefined, { token: shopper.token, source })).data
      .customerCart.id;
    await add(own, [{ sku: grocery[0]!.sku, quantity: 1 }], { token: shopper.token });
    const MERGE = `mutation($s: String!, $d: String) { mergeCarts(source_cart_id: $s, destination_cart_id: $d) { id total_quantity items { quantity product { sku } } } }`;
    expect(firstError(await svc.gql(MERGE, { s: guest, d: own })).message).toBe(
      "The current customer isn't authorized.",
    );
    const merged = await svc.gql(MERGE, { s: guest, d: own }, { token: shopper.token });
    expect(merged.errors).toBeUndefined();
    expect(merged.data.mergeCarts.id).toBe(own);
    expect(merged.data.mergeCarts.items).toEqual([
      { quantity: 3, product: { sku: grocery[0]!.sku } },
      { quantity: 0.5, product: { sku: weighed.sku } },
    ]);
    expect(firstError(await svc.gql(CART, { id: guest })).message).toBe("The cart isn't active.");
    expect(
      firstError(await svc.gql(MERGE, { s: guest, d: own }, { token: shopper.token })).message,
    ).toBe("The cart isn't active.");
    // Another customer's cart cannot be merged away.
    const other = await registerCustomer(svc);
    expect(
      firstError(await svc.gql(MERGE, { s: own, d: null }, { token: other.token })).message,
    ).toBe(`The current user cannot perform operations on cart "${own}"`);
  });

  it('merges a guest cart once when two merges race', async () => {
    const shopper = await registerCustomer(svc);
    const guest = await createCart(svc, { source });
    await add(guest, [{ sku: grocery[1]!.sku, quantity: 2 }]);
    const MERGE = `mutation($s: String!) { mergeCarts(source_cart_id: $s) { id items { quantity } } }`;
    const results = await Promise.all([
      svc.gql(MERGE, { s: guest }, { token: shopper.token }),
      svc.gql(MERGE, { s: guest }, { token: shopper.token }),
    ]);
    const ok = results.filter((r) => r.errors === undefined);
    expect(ok).toHaveLength(1);
    expect(results.find((r) => r.errors)!.errors![0]!.message).toBe("The cart isn't active.");
    const own = await svc.gql(CUSTOMER_CART, undefined, { token: shopper.token });
    expect(own.data.customerCart.items.map((i: { quantity: number }) => i.quantity)).toEqual([2]);
  });

  it('limits how many guest carts one address can create', async () => {
    const windowStart = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    await svc.db
      .insertInto('rate_limits')
      .values({ bucket: 'cart-create:ip:127.0.0.1', window_start: windowStart, hits: 1000 })
      .onConflict((oc) => oc.columns(['bucket', 'window_start']).doUpdateSet({ hits: 1000 }))
      .execute();
    try {
      const res = await svc.gql(`mutation { createEmptyCart }`);
      expect(firstError(res)).toMatchObject({
        message: expect.stringMatching(/^Too many attempts/),
        extensions: { category: 'graphql-rate-limit' },
      });
      // Customers are not limited: they always get their one active cart.
      const c = await registerCustomer(svc);
      expect(await createCart(svc, { token: c.token })).toMatch(/^[A-Za-z0-9]{32}$/);
    } finally {
      await svc.db
        .deleteFrom('rate_limits')
        .where('bucket', '=', 'cart-create:ip:127.0.0.1')
        .execute();
    }
  });

  it('moves the cart to the store the shopper adds from, re-pricing at that source', async () => {
    const sources = [...new Set((await servedDistricts(svc)).map((d) => d.source))];
    const other = sources.find((s) => s !== source)!;
    const p = (
      await sql<{ sku: string; a: string; b: string }>`
      select p.sku, a.qty as a, b.qty as b from products p
      join product_stock a on a.product_id = p.id and a.source_code = ${source} and a.qty >= 5
      join product_stock b on b.product_id = p.id and b.source_code = ${other} and b.qty >= 5
      where p.type = 'simple' and p.parent_id is null and p.visible and p.increment_step = 1 order by p.id limit 1`.execute(
        svc.db,
      )
    ).rows[0]!;
    const id = await createCart(svc, { source });
    await add(id, [{ sku: p.sku, quantity: 1 }]);
    const moved = await add(id, [{ sku: p.sku, quantity: 1 }], { source: other });
    expect(moved.data.addProductsToCart.cart.source_code).toBe(other);
  });
});
