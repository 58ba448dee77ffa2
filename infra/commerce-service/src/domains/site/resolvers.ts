import type { Selectable } from 'kysely';
import type { StoresTable, WorkingHours } from '../../db/schema';
import type { GqlContext } from '../../graphql/context';
import { inputError } from '../../graphql/errors';
import type {
  CmsPageResolvers,
  QueryResolvers,
  StoreConfigResolvers,
} from '../../__generated__/resolvers-types';
import type { CmsPagesTable } from '../../db/schema';
import type { FieldResolvers } from '../../graphql/types';
import { productsByIds } from '../catalog/product-data';

const ar = (ctx: GqlContext) => ctx.locale === 'ar';

function optionalBoolean(name: string, v: unknown): boolean | null {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'boolean') throw inputError(`${name} must be true or false.`);
  return v;
}

/** Store locations in the StoreLocation shape (also used by the cart's store_location). */
export async function storeLocations(
  ctx: GqlContext,
  where: { codes?: string[]; type?: string; onlyActive?: boolean },
) {
  let q = ctx.db.selectFrom('stores').selectAll().orderBy('id');
  if (where.codes) {
    if (where.codes.length === 0) return [];
    q = q.where('code', 'in', where.codes);
  }
  if (where.type) q = q.where('type', '=', where.type as 'PICKUP' | 'STORE');
  if (where.onlyActive) q = q.where('is_active', '=', true);
  const stores = await q.execute();
  if (stores.length === 0) return [];
  const cities = await ctx.db
    .selectFrom('cities')
    .selectAll()
    .where(
      'id',
      'in',
      stores.map((s) => s.city_id),
    )
    .execute();
  const regions = await ctx.db
    .selectFrom('regions')
    .selectAll()
    .where(
      'id',
      'in',
      stores.map((s) => s.region_id),
    )
    .execute();
  const regionCities = await ctx.db
    .selectFrom('cities')
    .selectAll()
    .where(
      'region_id',
      'in',
      regions.map((r) => r.id),
    )
    .where('is_active', '=', true)
    .orderBy('id')
    .execute();
  const cityOut = (c: (typeof cities)[number]) => ({
    id: c.id,
    code: c.code,
    name: ar(ctx) ? c.name_ar : c.name,
    is_active: c.is_active,
  });
  return stores.map((s: Selectable<StoresTable>) => {
    const city = cities.find((c) => c.id === s.city_id);
    const region = regions.find((r) => r.id === s.region_id);
    const hours = (
      typeof s.working_hours === 'string' ? JSON.parse(s.working_hours) : s.working_hours
    ) as WorkingHours[];
    return {
      id: s.id,
      code: s.code,
      name: ar(ctx) ? s.name_ar : s.name,
      address: ar(ctx) ? s.address_ar : s.address,
      email: s.email,
      phone_number: s.phone_number,
      latitude: Number(s.latitude),
      longitude: Number(s.longitude),
      image_url: s.image_url,
      is_active: s.is_active,
      type: s.type,
      working_hours: hours.map((h) => ({
        days: ar(ctx) ? h.days_ar : h.days,
        open: h.open,
        close: h.close,
      })),
      city: city ? cityOut(city) : null,
      region: region
        ? {
            id: region.id,
            code: region.code,
            name: ar(ctx) ? region.name_ar : region.name,
            available_cities: regionCities.filter((c) => c.region_id === region.id).map(cityOut),
          }
        : null,
    };
  });
}

async function citiesWithDistricts(ctx: GqlContext, regionIds: number[], active: boolean | null) {
  if (regionIds.length === 0) return [];
  let cq = ctx.db
    .selectFrom('cities')
    .selectAll()
    .where('region_id', 'in', regionIds)
    .orderBy('id');
  if (active !== null) cq = cq.where('is_active', '=', active);
  const cities = await cq.execute();
  if (cities.length === 0) return [];
  let dq = ctx.db
    .selectFrom('districts')
    .selectAll()
    .where(
      'city_id',
      'in',
      cities.map((c) => c.id),
    )
    .orderBy('id');
  if (active !== null) dq = dq.where('is_active', '=', active);
  const districts = await dq.execute();
  const stores = await storeLocations(ctx, {
    codes: [...new Set(districts.map((d) => d.source_code).filter((c): c is string => c !== null))],
  });
  return cities.map((c) => ({
    id: c.id,
    code: c.code,
    name: ar(ctx) ? c.name_ar : c.name,
    is_active: c.is_active,
    region_id: c.region_id,
    districts: districts
      .filter((d) => d.city_id === c.id)
      .map((d) => ({
        id: d.id,
        code: d.code,
        name: ar(ctx) ? d.name_ar : d.name,
        is_active: d.is_active,
        city_id: d.city_id,
        source_code: d.source_code,
        available_store: stores.find((s) => s.code === d.source_code) ?? null,
      })),
  }));
}

async function storeConfig(ctx: GqlContext) {
  const rows = await ctx.db.selectFrom('store_config').select(['key', 'value']).execute();
  // jsonb arrives parsed from both drivers.
  const c = new Map<string, unknown>(rows.map((r) => [r.key, r.value]));
  const get = <T>(key: string, fallback: T): T => (c.has(key) ? (c.get(key) as T) : fallback);
  const arabic = ar(ctx);
  const dealsEn = get<string | null>('deals_title_en', null);
  const dealsAr = get<string | null>('deals_title_ar', null);
  const bestsellerIds = (
    await ctx.db
      .selectFrom('products')
      .select('id')
      .where('bestseller_rank', 'is not', null)
      .where('visible', '=', true)
      .orderBy('bestseller_rank')
      .limit(20)
      .execute()
  ).map((r) => r.id);
  return {
    store_code: ctx.store,
    store_name: get('store_name', 'Dukkan'),
    locale: arabic ? 'ar_EG' : 'en_US',
    base_currency_code: get('base_currency_code', 'EGP'),
    default_display_currency_code: get('base_currency_code', 'EGP'),
    default_title: arabic ? get('default_title_ar', '') : get('default_title', ''),
    default_description: arabic
      ? get('default_description_ar', '')
      : get('default_description', ''),
    default_keywords: get('default_keywords', ''),
    title_prefix: get('title_prefix', ''),
    title_suffix: get('title_suffix', ''),
    // Section 9 defaults when a key is missing.
    limited_qty_threshold: get('limited_qty_threshold', 1),
    substitution_time_interval: get('substitution_time_interval', 30),
    minimum_order_amount: get('minimum_order_amount', 0),
    source_delivery_buffer: get('source_delivery_buffer', 3),
    deals_title_en: dealsEn,
    deals_title_ar: dealsAr,
    deals_title: (arabic ? dealsAr : dealsEn) ?? (arabic ? 'العروض' : 'Deals'),
    store_pickup_enabled: get('store_pickup_enabled', false),
    free_shipping_threshold: get<number | null>('free_shipping_threshold', null),
    first_order_incentive_points: get<number | null>('first_order_incentive_points', null),
    first_order_incentive_enabled: get('first_order_incentive_enabled', false),
    customer_support_phone: get<string | null>('customer_support_phone', null),
    promo_banner: arabic
      ? get<string | null>('promo_banner_ar', null)
      : get<string | null>('promo_banner', null),
    bestseller_ids: bestsellerIds,
  };
}

const Query: FieldResolvers<QueryResolvers, unknown> = {
  regionsForCountry: async (_, args, ctx) => {
    const country = args.countryId ?? 'EG';
    if (typeof country !== 'string' || !/^[A-Z]{2}$/.test(country))
      throw inputError('countryId must be a two-letter country code such as "EG".');
    const active = optionalBoolean('is_active', args.is_active);
    let q = ctx.db
      .selectFrom('regions')
      .selectAll()
      .where('country_id', '=', country)
      .orderBy('id');
    if (active !== null) q = q.where('is_active', '=', active);
    const regions = await q.execute();
    const cities = await citiesWithDistricts(
      ctx,
      regions.map((r) => r.id),
      active,
    );
    return regions.map((r) => ({
      id: r.id,
      code: r.code,
      name: ar(ctx) ? r.name_ar : r.name,
      country_id: r.country_id,
      is_active: r.is_active,
      cities: cities.filter((c) => c.region_id === r.id),
    }));
  },
  citiesForRegion: async (_, args, ctx) => {
    if (typeof args.regionId !== 'number' || args.regionId < 1)
      throw inputError('regionId must be a positive integer.');
    return citiesWithDistricts(ctx, [args.regionId], optionalBoolean('is_active', args.is_active));
  },
  getAllStores: (_, __, ctx) => storeLocations(ctx, { onlyActive: true }),
  stores: (_, args, ctx) =>
    storeLocations(ctx, {
      onlyActive: true,
      ...(typeof args.type === 'string' ? { type: args.type } : {}),
    }),
  storeConfig: (_, __, ctx) => storeConfig(ctx),
  cmsPage: async (_, args, ctx) => {
    if (
      typeof args.identifier !== 'string' ||
      args.identifier.length === 0 ||
      args.identifier.length > 100
    )
      throw inputError('identifier must be 1 to 100 characters.');
    const page = await ctx.db
      .selectFrom('cms_pages')
      .selectAll()
      .where('identifier', '=', args.identifier)
      .executeTakeFirst();
    return page ?? null;
  },
  faqs: async (_, __, ctx) => {
    const rows = await ctx.db.selectFrom('faqs').selectAll().orderBy('position').execute();
    return rows.map((f) => ({
      id: f.id,
      position: f.position,
      group: ar(ctx) ? f.group_name_ar : f.group_name,
      question: ar(ctx) ? f.question_ar : f.question,
      answer: ar(ctx) ? f.answer_ar : f.answer,
    }));
  },
};

// Bestsellers answer with the catalogue's product rows (see FieldResolvers).
const StoreConfig: FieldResolvers<
  StoreConfigResolvers,
  Awaited<ReturnType<typeof storeConfig>>,
  'bestsellers'
> = {
  bestsellers: (c, _, ctx) => productsByIds(ctx, c.bestseller_ids),
};

const CmsPage: FieldResolvers<CmsPageResolvers, Selectable<CmsPagesTable>> = {
  url_key: (p) => p.identifier,
  title: (p, _, ctx) => (ar(ctx) ? p.title_ar : p.title),
  content_heading: (p, _, ctx) => (ar(ctx) ? p.title_ar : p.title),
  content: (p, _, ctx) => (ar(ctx) ? p.content_ar : p.content),
  meta_title: (p, _, ctx) => (ar(ctx) ? p.meta_title_ar : p.meta_title),
  meta_description: (p, _, ctx) => (ar(ctx) ? p.meta_description_ar : p.meta_description),
  type: () => 'CMS_PAGE',
  relative_url: (p) => p.identifier,
  redirect_code: () => 0,
};

export const siteResolvers = { Query, StoreConfig, CmsPage };
