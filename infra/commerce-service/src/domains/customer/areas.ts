/**
 * Reads of the delivery areas (regions, cities, districts and their store source; tables owned by
 * the catalogue domain) needed by customer addresses and the customer seed.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { GqlContext } from '../../graphql/context';

export interface AreaInfo {
  region: { id: number; code: string; name: string; is_active: boolean };
  city: { id: number; code: string; name: string; is_active: boolean };
  district: { id: number; code: string; name: string; is_active: boolean };
  /** The store (stock source) serving the district, or null when none does. */
  store: { source_code: string; name: string } | null;
}

export type AreaMatch =
  | { kind: 'ok'; regionId: number; cityId: number; districtId: number }
  | { kind: 'unknown'; field: 'region' | 'city' | 'district'; value: string }
  | { kind: 'out-of-area' };

const asId = (ref: string): number | null => (/^\d{1,9}$/.test(ref) ? Number(ref) : null);

/**
 * Resolves the region (by id or code), city and district (by code, or numeric id). Unknown values
 * are reported as such; a district that is inactive, has no store, or is not in the chosen city
 * and region (or whose city or region is inactive) is out of the chosen area.
 */
export async function findArea(
  ctx: GqlContext,
  ref: { regionId: number | null; regionCode: string | null; city: string; district: string },
): Promise<AreaMatch> {
  const db = ctx.db;
  let regionQuery = db.selectFrom('regions').select(['id', 'is_active']);
  regionQuery =
    ref.regionId !== null
      ? regionQuery.where('id', '=', ref.regionId)
      : regionQuery.where('code', '=', ref.regionCode ?? '');
  const region = await regionQuery.executeTakeFirst();
  if (!region)
    return { kind: 'unknown', field: 'region', value: String(ref.regionId ?? ref.regionCode) };

  const cityId = asId(ref.city);
  const cities = await db
    .selectFrom('cities')
    .select(['id', 'region_id', 'is_active'])
    .where((eb) =>
      cityId !== null
        ? eb.or([eb('code', '=', ref.city), eb('id', '=', cityId)])
        : eb('code', '=', ref.city),
    )
    .execute();
  if (cities.length === 0) return { kind: 'unknown', field: 'city', value: ref.city };
  const city = cities.find((c) => c.region_id === region.id);
  if (!city) return { kind: 'out-of-area' };

  const districtId = asId(ref.district);
  const districts = await db
    .selectFrom('districts')
    .leftJoin('stock_sources', 'stock_sources.code', 'districts.source_code')
    .select([
      'districts.id',
      'districts.city_id',
      'districts.is_active',
      'stock_sources.code as store_code',
    ])
    .where((eb) =>
      districtId !== null
        ? eb.or([eb('districts.code', '=', ref.district), eb('districts.id', '=', districtId)])
        : eb('districts.code', '=', ref.district),
    )
    .execute();
  if (districts.length === 0) return { kind: 'unknown', field: 'district', value: ref.district };
  const district = districts.find((d) => d.city_id === city.id);
  if (!district) return { kind: 'out-of-area' };

  if (!region.is_active || !city.is_active || !district.is_active || district.store_code === null) {
    return { kind: 'out-of-area' };
  }
  return { kind: 'ok', regionId: region.id, cityId: city.id, districtId: district.id };
}

/** Region, city, district and store of each district id, with names in the request's language. */
export async function loadAreas(
  ctx: GqlContext,
  districtIds: number[],
): Promise<Map<number, AreaInfo>> {
  const map = new Map<number, AreaInfo>();
  const ids = [...new Set(districtIds)];
  if (ids.length === 0) return map;
  const ar = ctx.locale === 'ar';
  const rows = await ctx.db
    .selectFrom('districts')
    .innerJoin('cities', 'cities.id', 'districts.city_id')
    .innerJoin('regions', 'regions.id', 'cities.region_id')
    .leftJoin('stock_sources', 'stock_sources.code', 'districts.source_code')
    .select([
      'districts.id as d_id',
      'districts.code as d_code',
      'districts.name as d_name',
      'districts.name_ar as d_name_ar',
      'districts.is_active as d_active',
      'cities.id as c_id',
      'cities.code as c_code',
      'cities.name as c_name',
      'cities.name_ar as c_name_ar',
      'cities.is_active as c_active',
      'regions.id as r_id',
      'regions.code as r_code',
      'regions.name as r_name',
      'regions.name_ar as r_name_ar',
      'regions.is_active as r_active',
      'stock_sources.code as s_code',
      'stock_sources.name as s_name',
    ])
    .where('districts.id', 'in', ids)
    .execute();
  for (const r of rows) {
    map.set(r.d_id, {
      region: {
        id: r.r_id,
        code: r.r_code,
        name: ar ? r.r_name_ar : r.r_name,
        is_active: r.r_active,
      },
      city: {
        id: r.c_id,
        code: r.c_code,
        name: ar ? r.c_name_ar : r.c_name,
        is_active: r.c_active,
      },
      district: {
        id: r.d_id,
        code: r.d_code,
        name: ar ? r.d_name_ar : r.d_name,
        is_active: r.d_active,
      },
      store: r.s_code === null ? null : { source_code: r.s_code, name: r.s_name ?? r.s_code },
    });
  }
  return map;
}

export interface SeedArea {
  regionId: number;
  cityId: number;
  districtId: number;
}

/** Districts a customer can get deliveries in: active, with a store, in an active city and region. */
export async function servedDistricts(db: Kysely<Database>): Promise<SeedArea[]> {
  const rows = await db
    .selectFrom('districts')
    .innerJoin('cities', 'cities.id', 'districts.city_id')
    .innerJoin('regions', 'regions.id', 'cities.region_id')
    .innerJoin('stock_sources', 'stock_sources.code', 'districts.source_code')
    .select(['regions.id as regionId', 'cities.id as cityId', 'districts.id as districtId'])
    .where('districts.is_active', '=', true)
    .where('cities.is_active', '=', true)
    .where('regions.is_active', '=', true)
    .orderBy('districts.id')
    .execute();
  return rows;
}

/** An inactive district (for the demo out-of-area address), or null when the areas have none. */
export async function inactiveDistrict(db: Kysely<Database>): Promise<SeedArea | null> {
  const row = await db
    .selectFrom('districts')
    .innerJoin('cities', 'cities.id', 'districts.city_id')
    .select(['cities.region_id as regionId', 'cities.id as cityId', 'districts.id as districtId'])
    .where('districts.is_active', '=', false)
    .orderBy('districts.id')
    .executeTakeFirst();
  return row ?? null;
}
