/* eslint-disable @typescript-eslint/no-unsafe-return -- GraphQL responses are untyped JSON read through HTTP */
import { databases, startTestService, type TestService } from '../helpers/service';

const QUERY = `query($lat: Float!, $lng: Float!) { districtAt(latitude: $lat, longitude: $lng) {
  in_range reason distance_km
  region { id code name name_en name_ar } city { id code name name_en name_ar }
  district { id code name name_en name_ar } } }`;

describe.each(databases)('districtAt: a map point to its served district on %s', (database) => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService({ database, products: 0 });
  });
  afterAll(() => t?.close());

  const at = async (lat: number, lng: number, store?: string) => {
    const res = await t.gql(QUERY, { lat, lng }, store ? { store } : {});
    expect(res.errors).toBeUndefined();
    return res.data.districtAt;
  };

  it('gives every seeded district a position', async () => {
    const missing = await t.db
      .selectFrom('districts')
      .select('code')
      .where((eb) => eb.or([eb('latitude', 'is', null), eb('longitude', 'is', null)]))
      .execute();
    expect(missing).toEqual([]);
  });

  it('matches a point near a served district with its city and region in both languages', async () => {
    // About 250 m north-east of Abbas El Akkad's centre, nearer to it than to the 7th District.
    const found = await at(30.0635, 31.334);
    expect(found.in_range).toBe(true);
    expect(found.reason).toBeNull();
    expect(found.distance_km).toBeGreaterThan(0.1);
    expect(found.distance_km).toBeLessThan(0.5);
    expect(found.district).toMatchObject({
      code: 'C-nasr-city-abbas-el-akkad',
      name: 'Abbas El Akkad',
      name_en: 'Abbas El Akkad',
      name_ar: 'عباس العقاد',
    });
    expect(found.city).toMatchObject({ name: 'Nasr City', name_ar: 'مدينة نصر' });
    expect(found.region).toMatchObject({ code: 'C', name: 'Cairo', name_ar: 'القاهرة' });
    const row = await t.db
      .selectFrom('districts')
      .select(['id', 'city_id'])
      .where('code', '=', 'C-nasr-city-abbas-el-akkad')
      .executeTakeFirstOrThrow();
    expect([found.district.id, found.city.id]).toEqual([row.id, row.city_id]);
  });

  it('names the match in Arabic for the Arabic store, in Giza and Alexandria too', async () => {
    const giza = await at(30.0385, 31.2065, 'ar_EG');
    expect(giza.district.name).toBe('ميدان المساحة');
    expect(giza.region.name).toBe('الجيزة');
    expect(giza.district.name_en).toBe('Mesaha Square');
    const alex = await at(31.2195, 29.9395);
    expect([alex.region.name, alex.city.name, alex.district.name]).toEqual([
      'Alexandria',
      'Smouha',
      'Sporting',
    ]);
  });

  it('answers out of range for a point far from every district', async () => {
    const desert = await at(29.5, 29.0);
    expect(desert).toMatchObject({
      in_range: false,
      reason: 'TOO_FAR',
      region: null,
      city: null,
      district: null,
    });
    expect(desert.distance_km).toBeGreaterThan(3);
  });

  it('answers out of range for a point in a district no store serves, or an inactive one', async () => {
    // Madinaty has no store; Sheraton is inactive: neither point goes to a served neighbour.
    for (const [lat, lng] of [
      [30.0965, 31.6345],
      [30.1025, 31.3725],
    ] as const) {
      const found = await at(lat, lng);
      expect(found).toMatchObject({ in_range: false, reason: 'NOT_SERVED', district: null });
    }
  });

  it('matches within the configured maximum distance only', async () => {
    // About 2 km east of Degla's centre (Maadi), with no other centre nearer.
    const point = [29.9608, 31.296] as const;
    expect((await at(...point)).district.name).toBe('Degla');
    const saved = t.config.districtMatchMaxKm;
    t.config.districtMatchMaxKm = 1;
    try {
      expect(await at(...point)).toMatchObject({ in_range: false, reason: 'TOO_FAR' });
    } finally {
      t.config.districtMatchMaxKm = saved;
    }
  });

  it('refuses coordinates out of range with a message in both languages', async () => {
    const lat = await t.gql(QUERY, { lat: 91, lng: 31 });
    expect(lat.errors?.[0]?.message).toBe('latitude must be a number from -90 to 90.');
    expect(lat.errors?.[0]?.extensions).toMatchObject({
      field: 'latitude',
      message_ar: 'يجب أن يكون خط العرض رقماً من -90 إلى 90.',
    });
    const lng = await t.gql(QUERY, { lat: 30, lng: -180.5 });
    expect(lng.errors?.[0]?.message).toBe('longitude must be a number from -180 to 180.');
    const missing = await t.gql('{ districtAt(latitude: 30) { in_range } }');
    expect(missing.errors?.[0]?.message).toMatch(/longitude/);
  });
});
