/**
 * Customer addresses: create, update, delete and list, server validation of every field, the
 * out-of-area rule and cross-customer attempts (shell spec sections 3, 5, 6 and 8).
 */
import { databases, startTestService } from '../helpers/service';
import { DEMO, firstError, loginByPassword, registerCustomer, type Service } from './helpers';

const ADDRESS_FIELDS = `id firstname lastname street company postcode telephone country_code country { code name }
  region { region_code region_id region } city { id name code is_active }
  district { id code name is_active available_store { source_code name } }
  building floor apartment landmark title default_shipping default_billing is_active`;
const CREATE = `mutation($i: CustomerAddressInput!) { createCustomerAddress(input: $i) { ${ADDRESS_FIELDS} } }`;
const UPDATE = `mutation($id: Int!, $i: CustomerAddressInput) { updateCustomerAddress(id: $id, input: $i) { ${ADDRESS_FIELDS} } }`;
const DELETE = `mutation($id: Int!) { deleteCustomerAddress(id: $id) }`;
const LIST = `query { customer { default_shipping default_billing addresses { ${ADDRESS_FIELDS} } } }`;

interface Area {
  regionId: number;
  regionCode: string;
  cityCode: string;
  districtCode: string;
}

describe.each(databases)('customer addresses (%s)', (database) => {
  let svc: Service;
  let served: Area[];
  let inactive: Area;
  let otherCityDistrict: string;
  let noStore: Area | null;
  let otherRegionId: number;

  beforeAll(async () => {
    svc = await startTestService({ database, products: 150 });
    const rows = await svc.db
      .selectFrom('districts')
      .innerJoin('cities', 'cities.id', 'districts.city_id')
      .innerJoin('regions', 'regions.id', 'cities.region_id')
      .select([
        'regions.id as regionId',
        'regions.code as regionCode',
        'cities.code as cityCode',
        'cities.is_active as cityActive',
        'regions.is_active as regionActive',
        'districts.code as districtCode',
        'districts.is_active as active',
        'districts.source_code as source',
        'districts.city_id as cityId',
      ])
      .orderBy('districts.id')
      .execute();
    served = rows.filter((r) => r.active && r.cityActive && r.regionActive && r.source !== null);
    const inactiveRow = rows.find((r) => !r.active);
    expect(served.length).toBeGreaterThan(1);
    expect(inactiveRow).toBeDefined();
    inactive = inactiveRow!;
    const first = served[0]!;
    otherCityDistrict = rows.find((r) => r.cityCode !== first.cityCode)!.districtCode;
    noStore = rows.find((r) => r.source === null && r.active) ?? null;
    otherRegionId = rows.find((r) => r.regionId !== first.regionId)!.regionId;
  });
  afterAll(async () => {
    await svc?.close();
  });

  const input = (area: Area, extra: Record<string, unknown> = {}) => ({
    firstname: 'Laila',
    lastname: 'Mahmoud',
    telephone: '0100 123-4567',
    street: ['12 El Nozha Street', 'Block 4'],
    country_code: 'EG',
    region: { region_id: area.regionId, region_code: area.regionCode },
    city: area.cityCode,
    district: area.districtCode,
    building: '12B',
    floor: '٣',
    apartment: '7',
    landmark: 'Next to the bakery',
    title: 'Home',
    default_shipping: false,
    default_billing: false,
    ...extra,
  });

  it('creates an address with district, store source, region and city, normalising phone and floor', async () => {
    const me = await registerCustomer(svc);
    const area = served[0]!;
    const res = await svc.gql(
      CREATE,
      { i: input(area, { default_shipping: true, default_billing: true }) },
      { token: me.token },
    );
    expect(res.errors).toBeUndefined();
    const a = res.data.createCustomerAddress;
    expect(a).toMatchObject({
      firstname: 'Laila',
      lastname: 'Mahmoud',
      telephone: '01001234567',
      street: ['12 El Nozha Street', 'Block 4'],
      country_code: 'EG',
      country: { code: 'EG', name: 'Egypt' },
      region: { region_id: area.regionId, region_code: area.regionCode },
      city: { code: area.cityCode, is_active: true },
      district: { code: area.districtCode, is_active: true },
      building: '12B',
      floor: '3',
      apartment: '7',
      title: 'Home',
      default_shipping: true,
      default_billing: true,
      is_active: true,
    });
    expect(a.district.available_store.source_code).toEqual(expect.any(String));

    const list = await svc.gql(LIST, {}, { token: me.token });
    expect(list.data.customer.addresses).toHaveLength(1);
    expect(list.data.customer.default_shipping).toBe(String(a.id));
  });

  it('gives Arabic names for the ar_EG store', async () => {
    const me = await registerCustomer(svc);
    await svc.gql(CREATE, { i: input(served[0]!) }, { token: me.token });
    const res = await svc.gql(LIST, {}, { token: me.token, store: 'ar_EG' });
    expect(res.data.customer.addresses[0].country.name).toBe('مصر');
    expect(res.data.customer.addresses[0].city.name).toMatch(/[\u0600-\u06FF]/);
  });

  it('keeps one default shipping and billing address per customer', async () => {
    const me = await registerCustomer(svc);
    const a = (
      await svc.gql(
        CREATE,
        { i: input(served[0]!, { default_shipping: true, default_billing: true }) },
        { token: me.token },
      )
    ).data.createCustomerAddress;
    const b = (
      await svc.gql(
        CREATE,
        { i: input(served[1]!, { default_shipping: true, default_billing: true, title: 'Work' }) },
        { token: me.token },
      )
    ).data.createCustomerAddress;
    const list = (await svc.gql(LIST, {}, { token: me.token })).data.customer;
    const byId = new Map(list.addresses.map((x: { id: number }) => [x.id, x]));
    expect(byId.get(a.id)).toMatchObject({ default_shipping: false, default_billing: false });
    expect(byId.get(b.id)).toMatchObject({ default_shipping: true, default_billing: true });
    expect(list.default_billing).toBe(String(b.id));
  });

  it.each([
    ['an inactive district', () => ({ ...input(inactive) })],
    ['a district of another city', () => input(served[0]!, { district: otherCityDistrict })],
    ['a city of another region', () => input(served[0]!, { region: { region_id: otherRegionId } })],
  ])('refuses %s with "This address is out of the chosen area"', async (_label, make) => {
    const me = await registerCustomer(svc);
    const err = firstError(await svc.gql(CREATE, { i: make() }, { token: me.token }));
    expect(err.message).toBe('This address is out of the chosen area');
    expect(err.extensions?.category).toBe('graphql-input');
  });

  it('refuses a district without a store as out of the chosen area', async () => {
    if (noStore === null) {
      // The seed has no active district without a store: make one for this check.
      const d = served[served.length - 1]!;
      await svc.db
        .updateTable('districts')
        .set({ source_code: null })
        .where('code', '=', d.districtCode)
        .execute();
      noStore = d;
      served = served.slice(0, -1);
    }
    const me = await registerCustomer(svc);
    const err = firstError(await svc.gql(CREATE, { i: input(noStore) }, { token: me.token }));
    expect(err.message).toBe('This address is out of the chosen area');
  });

  it.each([
    [{ telephone: '123' }, 'Phone number must contain 11 numbers.'],
    [{ telephone: '01812345678' }, 'Phone number must be in the correct format.'],
    [{ street: [] }, '"street" is required.'],
    [{ street: ['  '] }, '"street" is required.'],
    [{ building: '' }, '"building" is required.'],
    [{ floor: 'third' }, '"floor" should only consist of numbers.'],
    [{ floor: '' }, '"floor" is required.'],
    [{ apartment: ' ' }, '"apartment" is required.'],
    [{ firstname: '' }, '"firstname" is required.'],
    [{ lastname: '4ever' }, '"lastname" should contain only characters and spaces.'],
    [{ country_code: 'US' }, 'Only addresses in Egypt (country_code EG) are supported.'],
    [{ region: null }, '"region" is required (region_id or region_code).'],
    [{ city: '' }, '"city" is required.'],
    [{ city: 'atlantis' }, 'Unknown city "atlantis".'],
    [{ district: 'nowhere' }, 'Unknown district "nowhere".'],
    [{ region: { region_id: 999_999 } }, 'Unknown region "999999".'],
  ])('refuses bad input %p', async (override, message) => {
    const me = await registerCustomer(svc);
    const err = firstError(
      await svc.gql(CREATE, { i: input(served[0]!, override) }, { token: me.token }),
    );
    expect(err.message).toBe(message);
    expect(err.extensions?.category).toBe('graphql-input');
  });

  it('updates only the fields given, validating the result', async () => {
    const me = await registerCustomer(svc);
    const a = (await svc.gql(CREATE, { i: input(served[0]!) }, { token: me.token })).data
      .createCustomerAddress;
    const res = await svc.gql(
      UPDATE,
      { id: a.id, i: { title: 'Office', floor: '11' } },
      { token: me.token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.updateCustomerAddress).toMatchObject({
      id: a.id,
      title: 'Office',
      floor: '11',
      street: a.street,
      building: '12B',
    });
    const moved = served[1]!;
    const res2 = await svc.gql(
      UPDATE,
      {
        id: a.id,
        i: {
          region: { region_id: moved.regionId },
          city: moved.cityCode,
          district: moved.districtCode,
        },
      },
      { token: me.token },
    );
    expect(res2.data.updateCustomerAddress.district.code).toBe(moved.districtCode);
    const bad = firstError(
      await svc.gql(
        UPDATE,
        {
          id: a.id,
          i: {
            district: inactive.districtCode,
            city: inactive.cityCode,
            region: { region_id: inactive.regionId },
          },
        },
        { token: me.token },
      ),
    );
    expect(bad.message).toBe('This address is out of the chosen area');
  });

  it('refuses to delete a default address until its flags are cleared, then deletes it', async () => {
    const me = await registerCustomer(svc);
    const a = (
      await svc.gql(
        CREATE,
        { i: input(served[0]!, { default_shipping: true, default_billing: true }) },
        { token: me.token },
      )
    ).data.createCustomerAddress;
    const refused = firstError(await svc.gql(DELETE, { id: a.id }, { token: me.token }));
    expect(refused.message).toMatch(/is set as default .* address and can not be deleted/);
    await svc.gql(
      UPDATE,
      { id: a.id, i: { default_shipping: false, default_billing: false } },
      { token: me.token },
    );
    const res = await svc.gql(DELETE, { id: a.id }, { token: me.token });
    expect(res.data.deleteCustomerAddress).toBe(true);
    expect((await svc.gql(LIST, {}, { token: me.token })).data.customer.addresses).toEqual([]);
    const again = firstError(await svc.gql(DELETE, { id: a.id }, { token: me.token }));
    expect(again.message).toBe(`Could not find a address with ID "${a.id}"`);
  });

  it("never lets a customer read or change another customer's address", async () => {
    const owner = await registerCustomer(svc);
    const intruder = await registerCustomer(svc);
    const a = (await svc.gql(CREATE, { i: input(served[0]!) }, { token: owner.token })).data
      .createCustomerAddress;
    const NOT_AUTH = "The current customer isn't authorized.";
    expect(
      firstError(
        await svc.gql(UPDATE, { id: a.id, i: { title: 'Mine now' } }, { token: intruder.token }),
      ).message,
    ).toBe(NOT_AUTH);
    expect(firstError(await svc.gql(DELETE, { id: a.id }, { token: intruder.token })).message).toBe(
      NOT_AUTH,
    );
    const intruderList = (await svc.gql(LIST, {}, { token: intruder.token })).data.customer
      .addresses;
    expect(intruderList.map((x: { id: number }) => x.id)).not.toContain(a.id);
    const ownerList = (await svc.gql(LIST, {}, { token: owner.token })).data.customer.addresses;
    expect(ownerList[0].title).toBe('Home');
  });

  it('refuses address operations without a token', async () => {
    const NOT_AUTH = "The current customer isn't authorized.";
    expect(firstError(await svc.gql(CREATE, { i: input(served[0]!) })).message).toBe(NOT_AUTH);
    expect(firstError(await svc.gql(UPDATE, { id: 1, i: { title: 'x' } })).message).toBe(NOT_AUTH);
    expect(firstError(await svc.gql(DELETE, { id: 1 })).message).toBe(NOT_AUTH);
    expect(firstError(await svc.gql(LIST)).message).toBe(NOT_AUTH);
  });

  it("lists the demo customer's out-of-area address as inactive", async () => {
    const token = await loginByPassword(svc, DEMO.silver.email);
    const list = (await svc.gql(LIST, {}, { token })).data.customer.addresses;
    expect(list.length).toBe(2);
    expect(list.filter((a: { is_active: boolean }) => a.is_active)).toHaveLength(1);
    const out = list.find((a: { is_active: boolean }) => !a.is_active);
    expect(out.district.is_active).toBe(false);
  });

  it("copies the demo customer's book to a test's own customer (dev route, issue 59's e2e)", async () => {
    const own = await registerCustomer(svc);
    const copy = (payload: object) =>
      svc.inject({ method: 'POST', url: '/dev/address-book/copy', payload });
    expect((await copy({ from: DEMO.silver.phone })).statusCode).toBe(400);
    expect((await copy({ from: DEMO.silver.phone, to: DEMO.silver.phone })).statusCode).toBe(400);
    expect((await copy({ from: DEMO.silver.phone, to: '01000000001' })).statusCode).toBe(404);
    const res = await copy({ from: DEMO.silver.phone, to: own.phone, default: 'Work' });
    expect(res.statusCode).toBe(200);
    const list = (await svc.gql(LIST, {}, { token: own.token })).data.customer.addresses;
    expect(
      list.map((a: { title: string; is_active: boolean; default_shipping: boolean }) => [
        a.title,
        a.is_active,
        a.default_shipping,
      ]),
    ).toEqual([
      ['Home', true, false],
      ['Work', false, true],
    ]);
  });
});
