import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { seedCustomers } from '../domains/customer/seed';
import { seedCart } from '../domains/cart/seed';
import { seedOrders } from '../domains/order/seed';
import { REGIONS, STORES } from './areas-data';
import { slugify } from './generate';
import { generateCatalog } from './generate';
import { FAQS, PAGES } from './content-data';
import { createRng } from './rng';

export interface SeedOptions {
  products: number;
  now: Date;
  /** PRNG seed; the same value gives the same data. */
  seed?: number;
}

export interface SeedReport {
  products: number;
  rows: Record<string, number>;
  generateMs: number;
  insertMs: number;
}

/** True when a complete seed has been written (the marker row is the seed's last write). */
export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('meta')
    .select('value')
    .where('key', '=', 'seeded_at')
    .executeTakeFirst();
  return row !== undefined;
}

async function insertBatched<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
  columnsPerRow: number,
): Promise<void> {
  // PostgreSQL binds at most 65,535 parameters per statement.
  const size = Math.max(1, Math.floor(30_000 / columnsPerRow));
  for (let i = 0; i < rows.length; i += size) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size))
      .execute();
  }
}

/**
 * Seeds an empty, migrated database in one transaction: areas and stores, the catalogue, store
 * configuration, information pages and FAQs, then the demo customers, and last the marker row.
 */
export async function seedDatabase(
  db: Kysely<Database>,
  options: SeedOptions,
): Promise<SeedReport> {
  const rng = createRng(options.seed ?? 20_250_101);
  const { now } = options;
  let t = performance.now();
  const catalog = generateCatalog(options.products, rng, now);
  const generateMs = performance.now() - t;
  t = performance.now();

  await db.transaction().execute(async (trx) => {
    // Bulk load: the listing triggers (migration 015) wait for the rebuild below.
    await sql`select set_config('dukkan.listing_bulk', 'on', true)`.execute(trx);
    await trx
      .insertInto('stock_sources')
      .values([
        { code: 'default', name: 'Central warehouse' },
        ...STORES.map((s) => ({ code: s.code, name: s.name[0] })),
      ])
      .execute();

    let cityId = 0;
    let districtId = 0;
    const cityIdByName = new Map<string, { id: number; regionId: number }>();
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
            code: `${region.code}-${slugify(city.name[0])}-${slugify(district.name[0])}`,
            name: district.name[0],
            name_ar: district.name[1],
            is_active: district.active ?? true,
            source_code: district.store,
          });
        }
      }
    });
    await trx.insertInto('regions').values(regions).execute();
    await trx.insertInto('cities').values(cities).execute();
    await trx.insertInto('districts').values(districts).execute();

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

    await insertBatched(trx, 'categories', catalog.categories, 24);
    await insertBatched(trx, 'offers', catalog.offers, 13);
    await insertBatched(trx, 'brands', catalog.brands, 5);
    await insertBatched(trx, 'products', catalog.products, 38);
    await insertBatched(trx, 'product_categories', catalog.productCategories, 3);
    await insertBatched(trx, 'product_stock', catalog.stock, 4);
    await insertBatched(trx, 'product_links', catalog.links, 5);
    await insertBatched(trx, 'bundle_options', catalog.bundleOptions, 7);
    await insertBatched(trx, 'bundle_selections', catalog.bundleSelections, 7);
    // The listing table and its counts from the loaded catalogue in one set-based pass, priced as
    // of the seed's clock (the row triggers stood aside while the rows went in).
    await sql`update catalog_listing_state set as_of = ${now}`.execute(trx);
    await sql`select dukkan_listing_rebuild()`.execute(trx);

    const config: Record<string, unknown> = {
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
    await trx
      .insertInto('store_config')
      .values(Object.entries(config).map(([key, value]) => ({ key, value: JSON.stringify(value) })))
      .execute();

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

    await seedCustomers(trx, { rng, now });
    await seedCart(trx, { rng, now });
    await seedOrders(trx, { rng, now });

    await trx
      .insertInto('meta')
      .values([
        { key: 'seed_products', value: String(options.products) },
        { key: 'seeded_at', value: now.toISOString() },
      ])
      .execute();
  });

  return {
    products: options.products,
    rows: {
      categories: catalog.categories.length,
      products: catalog.products.length,
      product_stock: catalog.stock.length,
      product_links: catalog.links.length,
    },
    generateMs,
    insertMs: performance.now() - t,
  };
}
