import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { seedCartReference } from '../domains/cart/seed';
import { REGIONS, STORES } from './areas-data';
import type { CitySpec, DistrictSpec, RegionSpec } from './areas-data';
import { FAQS, PAGES } from './content-data';
import { slugify } from './generate';

/** The store configuration rows (`store_config`), values stored as JSON. */
const STORE_CONFIG: Record<string, unknown> = {
  store_name: 'Dukkan',
  base_currency_code: 'EGP',
  default_title: 'Dukkan - Groceries and electronics delivered',
  default_title_ar: 'دكان - بقالة وإلكترونيات لحد باب البيت',
  default_description:
    'Fresh groceries, household essentials, phones, TVs and appliances, delivered from your nearest store.',
  default_description_ar:
    'بقالة طازجة ومستلزمات البيت وموبايلات وشاشات وأجهزة منزلية، توصيل من أقرب فرع.',
  default_keywords: 'groceries, electronics, Egypt, delivery',
  title_prefix: '',
  title_suffix: ' | Dukkan',
  limited_qty_threshold: 1,
  substitution_time_interval: 30,
  minimum_order_amount: 0,
  source_delivery_buffer: 3,
  deals_title_en: 'Deals of the week',
  deals_title_ar: 'عروض الأسبوع',
  store_pickup_enabled: false,
  free_shipping_threshold: 500,
  first_order_incentive_points: 100,
  first_order_incentive_enabled: true,
  customer_support_phone: '19999',
  promo_banner: '10% off and free delivery on online orders',
  promo_banner_ar: 'خصم 10% وتوصيل مجاني على الطلبات أونلاين',
};

/**
 * The store's reference data, written by the migration `900_store_reference_data` into a database
 * that has none: stock sources, regions, cities, districts and stores, the store configuration,
 * information pages and FAQs, and the delivery intervals of every served district. Customer
 * groups and loyalty tiers come from the customer migrations. No customer, order or coupon.
 */
export async function seedStoreReference(trx: Kysely<Database>): Promise<void> {
  await trx
    .insertInto('stock_sources')
    .values([
      { code: 'default', name: 'Central warehouse' },
      ...STORES.map((s) => ({ code: s.code, name: s.name[0] })),
    ])
    .execute();

  const cityIdByName = await seedAreas(trx);
  await seedStores(trx, cityIdByName);
  await trx
    .insertInto('store_config')
    .values(
      Object.entries(STORE_CONFIG).map(([key, value]) => ({ key, value: JSON.stringify(value) })),
    )
    .execute();
  await seedContent(trx);
  await seedCartReference(trx);
}

/** A district's code: region code, city and district names (`C-nasr-city-7th-district`). */
export function districtCode(region: RegionSpec, city: CitySpec, district: DistrictSpec): string {
  return `${region.code}-${slugify(city.name[0])}-${slugify(district.name[0])}`;
}

type CityIds = Map<string, { id: number; regionId: number }>;

/** Regions, cities and districts, numbered in the order areas-data lists them; cities by name. */
async function seedAreas(trx: Kysely<Database>): Promise<CityIds> {
  let cityId = 0;
  let districtId = 0;
  const cityIdByName: CityIds = new Map();
  const regions: Insertable<Database['regions']>[] = [];
  const cities: Insertable<Database['cities']>[] = [];
  const districts: Insertable<Database['districts']>[] = [];
  REGIONS.forEach((region, r) => {
    const regionId = r + 1;
    regions.push({
      id: regionId,
      code: region.code,
      country_id: 'EG',
      name: region.name[0],
      name_ar: region.name[1],
      is_active: region.active ?? true,
    });
    for (const city of region.cities) {
      const id = ++cityId;
      cityIdByName.set(city.name[0], { id, regionId });
      cities.push({
        id,
        region_id: regionId,
        code: `${region.code}-${slugify(city.name[0])}`,
        name: city.name[0],
        name_ar: city.name[1],
        is_active: city.active ?? true,
      });
      for (const district of city.districts) {
        const did = ++districtId;
        districts.push({
          id: did,
          city_id: id,
          code: districtCode(region, city, district),
          name: district.name[0],
          name_ar: district.name[1],
          is_active: district.active ?? true,
          source_code: district.store,
          latitude: district.at[0],
          longitude: district.at[1],
        });
      }
    }
  });
  await trx.insertInto('regions').values(regions).execute();
  await trx.insertInto('cities').values(cities).execute();
  await trx.insertInto('districts').values(districts).execute();

  return cityIdByName;
}

async function seedStores(trx: Kysely<Database>, cityIdByName: CityIds): Promise<void> {
  await trx
    .insertInto('stores')
    .values(
      STORES.map((s, i) => {
        const city = cityIdByName.get(s.city);
        if (!city) throw new Error(`seed store ${s.code} names unknown city ${s.city}`);
        return {
          id: i + 1,
          code: s.code,
          name: s.name[0],
          name_ar: s.name[1],
          address: s.address[0],
          address_ar: s.address[1],
          email: `${s.code.replace(/_/g, '.')}@dukkan.example`,
          phone_number: s.phone,
          latitude: s.lat,
          longitude: s.lng,
          image_url: `/media/store/${s.code}.svg`,
          is_active: s.active ?? true,
          type: s.type,
          working_hours: JSON.stringify(
            s.type === 'STORE'
              ? [
                  {
                    days: 'Saturday - Thursday',
                    days_ar: 'السبت - الخميس',
                    open: '08:00',
                    close: '23:00',
                  },
                  { days: 'Friday', days_ar: 'الجمعة', open: '13:00', close: '23:00' },
                ]
              : [{ days: 'Every day', days_ar: 'يوميًا', open: '10:00', close: '22:00' }],
          ),
          city_id: city.id,
          region_id: city.regionId,
        };
      }),
    )
    .execute();
}

/** Information pages and FAQs in both languages. */
async function seedContent(trx: Kysely<Database>): Promise<void> {
  await trx
    .insertInto('cms_pages')
    .values(
      PAGES.map((p) => ({
        identifier: p.identifier,
        title: p.title[0],
        title_ar: p.title[1],
        content: p.paragraphs.map(([en]) => `<p>${en}</p>`).join(''),
        content_ar: p.paragraphs.map(([, ar]) => `<p>${ar}</p>`).join(''),
        meta_title: `${p.title[0]} | Dukkan`,
        meta_title_ar: `${p.title[1]} | دكان`,
        meta_description: p.paragraphs[0]?.[0] ?? '',
        meta_description_ar: p.paragraphs[0]?.[1] ?? '',
      })),
    )
    .execute();
  await trx
    .insertInto('faqs')
    .values(
      FAQS.map((f, i) => ({
        id: i + 1,
        position: i + 1,
        group_name: f.group[0],
        group_name_ar: f.group[1],
        question: f.q[0],
        question_ar: f.q[1],
        answer: f.a[0],
        answer_ar: f.a[1],
      })),
    )
    .execute();
}
