/**
 * The checkout's dev routes (development only): a delivery interval filled on a day is no longer
 * offered and a cart choosing it is told `No more orders can be accepted for this interval`, as
 * the storefront's e2e needs; store pickup turned on is offered by the store configuration and
 * accepted on a cart, turned off it is refused again. Bad requests are told how to ask.
 */
import { sql } from 'kysely';
import { databases, startTestService } from '../helpers/service';
import {
  ADD,
  CART_FIELDS,
  createCart,
  firstError,
  servedDistricts,
  simpleProducts,
  type Served,
  type Service,
} from './helpers';

// 10:00 in Cairo: today's later intervals and the next days' are open.
const START = new Date('2026-11-22T08:00:00Z');
const DAYS = `query($d: Int!) { availableDeliveryDays(districtId: $d) { day intervals { id } } }`;
const SCHEDULE = `mutation($i: SetDeliveryScheduleOnCartInput!) { setDeliveryScheduleOnCart(input: $i) { cart { id } } }`;
const LOCATION = `mutation($i: SetShippingLocationOnCartInput!) { setShippingLocationOnCart(input: $i) { cart_id store_location { id } cart { ${CART_FIELDS} } } }`;
const PICKUP_CONFIG = `{ storeConfig { store_pickup_enabled } }`;

describe.each(databases)('checkout dev routes (%s)', (database) => {
  let svc: Service;
  let area: Served;
  let cartId: string;

  beforeAll(async () => {
    svc = await startTestService({ database, products: 150, now: () => START });
    area = (await servedDistricts(svc))[0]!;
    const [product] = await simpleProducts(svc, area.source, sql`p.increment_step = 1`, {
      minQty: 10,
    });
    cartId = await createCart(svc);
    const added = await svc.gql(ADD, {
      id: cartId,
      items: [{ sku: product!.sku, quantity: 1 }],
    });
    expect(added.errors).toBeUndefined();
  });
  afterAll(async () => {
    await svc?.close();
  });

  const days = async () =>
    (await svc.gql(DAYS, { d: area.districtId })).data.availableDeliveryDays as {
      day: string;
      intervals: { id: number }[];
    }[];
  const fill = (id: string | number, body: unknown) =>
    svc.inject({
      method: 'POST',
      url: `/dev/delivery-intervals/${id}/fill`,
      payload: body as object,
    });

  it('fills a delivery interval on a day: no longer offered, and refused to a cart', async () => {
    const before = await days();
    const day = before[1]!.day;
    const interval = before[1]!.intervals[0]!.id;
    const res = await fill(interval, { day });
    expect(res.statusCode).toBe(200);
    const capacity = (
      await svc.db
        .selectFrom('delivery_intervals')
        .select('capacity')
        .where('id', '=', interval)
        .executeTakeFirstOrThrow()
    ).capacity;
    expect(res.json()).toEqual({ interval_id: interval, day, booked: capacity, capacity });

    const after = await days();
    const sameDay = after.find((d) => d.day === day);
    expect(sameDay?.intervals.map((i) => i.id) ?? []).not.toContain(interval);
    // The other days keep that interval.
    expect(after[0]!.day).toBe(before[0]!.day);
    const refused = await svc.gql(SCHEDULE, {
      i: {
        cart_id: cartId,
        delivery_day: day,
        delivery_interval_id: interval,
        district_id: area.districtId,
      },
    });
    expect(firstError(refused).message).toBe('No more orders can be accepted for this interval');
    // Filling it again keeps it full, never above the capacity.
    expect((await fill(interval, { day })).json().booked).toBe(capacity);
  });

  it('tells a bad fill request how to ask, and an unknown interval that it is unknown', async () => {
    expect((await fill('abc', { day: '2026-11-23' })).statusCode).toBe(400);
    expect((await fill(1, { day: '23-11-2026' })).statusCode).toBe(400);
    expect((await fill(1, {})).statusCode).toBe(400);
    const unknown = await fill(999999, { day: '2026-11-23' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'no such delivery interval' });
  });

  it('turns store pickup on and off in the store configuration', async () => {
    const store = await svc.db
      .selectFrom('stores')
      .select('id')
      .where('is_active', '=', true)
      .where('type', '=', 'PICKUP')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const pickup = () =>
      svc.gql(LOCATION, { i: { cart_id: cartId, type: 'PICKUP', store_id: store.id } });
    const toggle = (body: unknown) =>
      svc.inject({ method: 'POST', url: '/dev/store-pickup', payload: body as object });

    expect((await svc.gql(PICKUP_CONFIG)).data.storeConfig.store_pickup_enabled).toBe(false);
    expect(firstError(await pickup()).message).toBe('Store pickup is not available.');

    const on = await toggle({ enabled: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ store_pickup_enabled: true });
    expect((await svc.gql(PICKUP_CONFIG)).data.storeConfig.store_pickup_enabled).toBe(true);
    const picked = await pickup();
    expect(picked.errors).toBeUndefined();
    expect(picked.data.setShippingLocationOnCart.store_location).toEqual({ id: store.id });

    expect((await toggle({ enabled: 'yes' })).statusCode).toBe(400);
    expect((await toggle({ enabled: false })).json()).toEqual({ store_pickup_enabled: false });
    expect((await svc.gql(PICKUP_CONFIG)).data.storeConfig.store_pickup_enabled).toBe(false);
    expect(firstError(await pickup()).message).toBe('Store pickup is not available.');
  });
});
