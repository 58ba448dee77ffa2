/**
 * The map picker's reverse match (`districtAt`): a point to the district whose centre is nearest
 * (great-circle distance), answered only when that district takes deliveries and lies within
 * `config.districtMatchMaxKm`. Every district with a position takes part, served or not, so a
 * point in an unserved district is not handed to a served neighbour.
 */
import { sql } from 'kysely';
import type { GqlContext } from '../../graphql/context';
import { inputError } from './errors';

const EARTH_RADIUS_KM = 6371;

interface Named {
  id: number;
  code: string;
  name: string;
  name_en: string;
  name_ar: string;
}

export interface DistrictAtAnswer {
  in_range: boolean;
  reason: 'TOO_FAR' | 'NOT_SERVED' | null;
  distance_km: number | null;
  region: Named | null;
  city: Named | null;
  district: Named | null;
}

/** The coordinates, or a bilingual input error naming the field and its range. */
export function checkPoint(latitude: unknown, longitude: unknown): { lat: number; lng: number } {
  const bad = (v: unknown, limit: number) =>
    typeof v !== 'number' || !Number.isFinite(v) || Math.abs(v) > limit;
  if (bad(latitude, 90))
    throw inputError(
      'latitude must be a number from -90 to 90.',
      'يجب أن يكون خط العرض رقماً من -90 إلى 90.',
      { field: 'latitude' },
    );
  if (bad(longitude, 180))
    throw inputError(
      'longitude must be a number from -180 to 180.',
      'يجب أن يكون خط الطول رقماً من -180 إلى 180.',
      { field: 'longitude' },
    );
  return { lat: latitude as number, lng: longitude as number };
}

const named = (ar: boolean, id: number, code: string, en: string, arabic: string): Named => ({
  id,
  code,
  name: ar ? arabic : en,
  name_en: en,
  name_ar: arabic,
});

/** The nearest district to the point, and whether it answers as in range. */
export async function districtAt(
  ctx: GqlContext,
  latitude: unknown,
  longitude: unknown,
): Promise<DistrictAtAnswer> {
  const { lat, lng } = checkPoint(latitude, longitude);
  // Haversine on the centres: a few dozen rows, each with two indexed joins.
  const distance = sql<number>`(${EARTH_RADIUS_KM} * 2 * asin(sqrt(
      power(sin(radians(districts.latitude::float8 - ${lat}::float8) / 2), 2)
      + cos(radians(${lat}::float8)) * cos(radians(districts.latitude::float8))
      * power(sin(radians(districts.longitude::float8 - ${lng}::float8) / 2), 2))))`;
  const row = await ctx.db
    .selectFrom('districts')
    .innerJoin('cities', 'cities.id', 'districts.city_id')
    .innerJoin('regions', 'regions.id', 'cities.region_id')
    .select([
      'districts.id as d_id',
      'districts.code as d_code',
      'districts.name as d_name',
      'districts.name_ar as d_name_ar',
      'cities.id as c_id',
      'cities.code as c_code',
      'cities.name as c_name',
      'cities.name_ar as c_name_ar',
      'regions.id as r_id',
      'regions.code as r_code',
      'regions.name as r_name',
      'regions.name_ar as r_name_ar',
      sql<boolean>`(districts.is_active AND cities.is_active AND regions.is_active
        AND districts.source_code IS NOT NULL)`.as('served'),
      distance.as('km'),
    ])
    .where('districts.latitude', 'is not', null)
    .where('districts.longitude', 'is not', null)
    .orderBy(distance)
    .orderBy('districts.id')
    .limit(1)
    .executeTakeFirst();
  const none = { region: null, city: null, district: null };
  if (!row) return { in_range: false, reason: 'TOO_FAR', distance_km: null, ...none };
  const km = Math.round(Number(row.km) * 1000) / 1000;
  if (km > ctx.config.districtMatchMaxKm)
    return { in_range: false, reason: 'TOO_FAR', distance_km: km, ...none };
  if (!row.served) return { in_range: false, reason: 'NOT_SERVED', distance_km: km, ...none };
  const ar = ctx.locale === 'ar';
  return {
    in_range: true,
    reason: null,
    distance_km: km,
    region: named(ar, row.r_id, row.r_code, row.r_name, row.r_name_ar),
    city: named(ar, row.c_id, row.c_code, row.c_name, row.c_name_ar),
    district: named(ar, row.d_id, row.d_code, row.d_name, row.d_name_ar),
  };
}
