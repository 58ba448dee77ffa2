import { sql, type Kysely, type Migration } from 'kysely';
import { FOLD_FROM, FOLD_TO } from './fold';
import { stockVersionMigrations } from './stock-versions';

/** Runs fixed DDL statements one by one (PGlite's extended protocol takes one statement a call). */
async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/**
 * Arabic and Latin text folded for search, used on both the index and the query side: diacritics
 * and tatweel removed, alef forms to bare alef, taa marbuta to haa, alef maqsura to yaa, hamza
 * carriers to their letter, Arabic-Indic digits to ASCII, lower case.
 */
const normalizeFunction = `
CREATE OR REPLACE FUNCTION dukkan_normalize(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT lower(translate(
    regexp_replace(coalesce(t, ''), '[\u064B-\u0652\u0640]', '', 'g'),
    'أإآٱةىؤئ٠١٢٣٤٥٦٧٨٩',
    'ااااهيوي0123456789'))
$fn$`;

const m001: Migration = {
  async up(db) {
    await run(db, [
      'CREATE EXTENSION IF NOT EXISTS pg_trgm',
      normalizeFunction,
      `CREATE TABLE meta (key text PRIMARY KEY, value text NOT NULL)`,
      `CREATE TABLE regions (
        id integer PRIMARY KEY, code text NOT NULL UNIQUE, country_id text NOT NULL DEFAULT 'EG',
        name text NOT NULL, name_ar text NOT NULL, is_active boolean NOT NULL DEFAULT true)`,
      `CREATE TABLE cities (
        id integer PRIMARY KEY, region_id integer NOT NULL REFERENCES regions(id), code text NOT NULL UNIQUE,
        name text NOT NULL, name_ar text NOT NULL, is_active boolean NOT NULL DEFAULT true)`,
      `CREATE INDEX cities_region_idx ON cities(region_id)`,
      `CREATE TABLE stock_sources (code text PRIMARY KEY, name text NOT NULL)`,
      `CREATE TABLE districts (
        id integer PRIMARY KEY, city_id integer NOT NULL REFERENCES cities(id), code text NOT NULL UNIQUE,
        name text NOT NULL, name_ar text NOT NULL, is_active boolean NOT NULL DEFAULT true,
        source_code text REFERENCES stock_sources(code))`,
      `CREATE INDEX districts_city_idx ON districts(city_id)`,
      `CREATE TABLE stores (
        id integer PRIMARY KEY, code text NOT NULL UNIQUE REFERENCES stock_sources(code),
        name text NOT NULL, name_ar text NOT NULL, address text NOT NULL, address_ar text NOT NULL,
        email text NOT NULL, phone_number text NOT NULL, latitude numeric(9,6) NOT NULL, longitude numeric(9,6) NOT NULL,
        image_url text NOT NULL, is_active boolean NOT NULL DEFAULT true,
        type text NOT NULL CHECK (type IN ('PICKUP','STORE')), working_hours jsonb NOT NULL,
        city_id integer NOT NULL REFERENCES cities(id), region_id integer NOT NULL REFERENCES regions(id))`,
      `CREATE TABLE categories (
        id integer PRIMARY KEY, uid text NOT NULL UNIQUE, parent_id integer REFERENCES categories(id),
        level integer NOT NULL, position integer NOT NULL, path text NOT NULL,
        url_key text NOT NULL UNIQUE, url_path text NOT NULL, name text NOT NULL, name_ar text NOT NULL,
        description text NOT NULL, description_ar text NOT NULL, meta_title text NOT NULL, meta_keywords text NOT NULL,
        image text NOT NULL,
        section text NOT NULL CHECK (section IN ('ELECTRONICS','NON_ELECTRONICS','CLOTHING')),
        include_in_menu boolean NOT NULL, include_in_home_page boolean NOT NULL, visible_in_side_menu boolean NOT NULL,
        featured_order integer NOT NULL, menu_offer jsonb)`,
      `CREATE INDEX categories_parent_idx ON categories(parent_id)`,
      `CREATE INDEX categories_name_trgm ON categories USING gin (dukkan_normalize(name || ' ' || name_ar) gin_trgm_ops)`,
      `CREATE TABLE offers (
        id integer PRIMARY KEY, category_id integer REFERENCES categories(id), sort integer NOT NULL,
        title text NOT NULL, title_ar text NOT NULL, description text NOT NULL, description_ar text NOT NULL,
        button_text text NOT NULL, button_text_ar text NOT NULL, offer_url text NOT NULL, image_url text NOT NULL,
        responsive_image_url text NOT NULL, promocode text)`,
      `CREATE TABLE brands (
        id integer PRIMARY KEY, name text NOT NULL, name_ar text NOT NULL, url_key text NOT NULL UNIQUE, image_url text NOT NULL)`,
      `CREATE TABLE products (
        id integer PRIMARY KEY, sku text NOT NULL UNIQUE,
        type text NOT NULL CHECK (type IN ('simple','configurable','grouped','bundle')),
        parent_id integer REFERENCES products(id), visible boolean NOT NULL,
        name text NOT NULL, name_ar text NOT NULL, url_key text NOT NULL UNIQUE,
        short_description text NOT NULL, short_description_ar text NOT NULL,
        description text NOT NULL, description_ar text NOT NULL,
        brand_id integer REFERENCES brands(id),
        price numeric(12,2) NOT NULL CHECK (price >= 0), special_price numeric(12,2),
        special_from_date timestamptz, special_to_date timestamptz, new_from_date timestamptz, new_to_date timestamptz,
        increment_step numeric(8,3) NOT NULL DEFAULT 1, min_amount numeric(8,3) NOT NULL DEFAULT 0, max_amount numeric(10,3),
        unit text, unit_ar text, rating_summary integer NOT NULL DEFAULT 0, review_count integer NOT NULL DEFAULT 0,
        attributes jsonb NOT NULL DEFAULT '[]', variant_attributes jsonb,
        bundle_dynamic_price boolean NOT NULL DEFAULT false, bestseller_rank integer, image_hue integer NOT NULL DEFAULT 0,
        search_terms_en text NOT NULL DEFAULT '', search_terms_ar text NOT NULL DEFAULT '',
        search_en tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', search_terms_en), 'B')
          || setweight(to_tsvector('english', short_description), 'C')) STORED,
        search_ar tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('arabic', dukkan_normalize(name_ar)), 'A')
          || setweight(to_tsvector('arabic', dukkan_normalize(search_terms_ar)), 'B')
          || setweight(to_tsvector('arabic', dukkan_normalize(short_description_ar)), 'C')) STORED,
        name_norm text GENERATED ALWAYS AS (dukkan_normalize(name || ' ' || name_ar)) STORED,
        created_at timestamptz NOT NULL)`,
      `CREATE INDEX products_parent_idx ON products(parent_id)`,
      `CREATE INDEX products_brand_idx ON products(brand_id)`,
      `CREATE INDEX products_visible_idx ON products(visible, id)`,
      `CREATE INDEX products_bestseller_idx ON products(bestseller_rank) WHERE bestseller_rank IS NOT NULL`,
      `CREATE INDEX products_search_en_idx ON products USING gin (search_en)`,
      `CREATE INDEX products_search_ar_idx ON products USING gin (search_ar)`,
      `CREATE INDEX products_name_trgm_idx ON products USING gin (name_norm gin_trgm_ops)`,
      `CREATE TABLE product_categories (
        product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        category_id integer NOT NULL REFERENCES categories(id), position integer NOT NULL DEFAULT 0,
        PRIMARY KEY (product_id, category_id))`,
      `CREATE INDEX product_categories_category_idx ON product_categories(category_id, product_id)`,
      `CREATE TABLE product_stock (
        product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        source_code text NOT NULL REFERENCES stock_sources(code), qty numeric(12,3) NOT NULL, price numeric(12,2),
        PRIMARY KEY (product_id, source_code))`,
      `CREATE TABLE product_links (
        product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        linked_product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        link_type text NOT NULL CHECK (link_type IN ('crosssell','related','grouped')),
        position integer NOT NULL DEFAULT 0, qty numeric(8,3) NOT NULL DEFAULT 1,
        PRIMARY KEY (product_id, link_type, linked_product_id))`,
      `CREATE TABLE bundle_options (
        id integer PRIMARY KEY, product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        position integer NOT NULL, required boolean NOT NULL, title text NOT NULL, title_ar text NOT NULL,
        type text NOT NULL CHECK (type IN ('radio','checkbox','select')))`,
      `CREATE INDEX bundle_options_product_idx ON bundle_options(product_id)`,
      `CREATE TABLE bundle_selections (
        id integer PRIMARY KEY, option_id integer NOT NULL REFERENCES bundle_options(id) ON DELETE CASCADE,
        product_id integer NOT NULL REFERENCES products(id), position integer NOT NULL,
        is_default boolean NOT NULL, can_change_quantity boolean NOT NULL, quantity numeric(8,3) NOT NULL)`,
      `CREATE INDEX bundle_selections_option_idx ON bundle_selections(option_id)`,
      `CREATE TABLE store_config (key text PRIMARY KEY, value jsonb NOT NULL)`,
      `CREATE TABLE cms_pages (
        identifier text PRIMARY KEY, title text NOT NULL, title_ar text NOT NULL, content text NOT NULL,
        content_ar text NOT NULL, meta_title text NOT NULL, meta_title_ar text NOT NULL,
        meta_description text NOT NULL, meta_description_ar text NOT NULL, updated_at timestamptz NOT NULL DEFAULT now())`,
      `CREATE TABLE faqs (
        id integer PRIMARY KEY, position integer NOT NULL, group_name text NOT NULL, group_name_ar text NOT NULL,
        question text NOT NULL, question_ar text NOT NULL, answer text NOT NULL, answer_ar text NOT NULL)`,
    ]);
  },
  async down(db) {
    await run(db, [
      'DROP TABLE IF EXISTS faqs, cms_pages, store_config, bundle_selections, bundle_options, product_links, product_stock, product_categories, products, brands, offers, categories, stores, districts, stock_sources, cities, regions, meta CASCADE',
      'DROP FUNCTION IF EXISTS dukkan_normalize(text)',
    ]);
  },
};

/**
 * Listing indexes for large catalogues (measured at 100,000 products): a narrow covering index on
 * products holding every column the listing's matching-row set reads, so a category listing is an
 * index-only scan instead of fetching wide rows (names, descriptions, search vectors); and stock
 * by (source, product) with the source price and quantity, so the per-source final price is an
 * index-only lookup.
 */
const m010: Migration = {
  async up(db) {
    await run(db, [
      `CREATE INDEX products_listing_idx ON products(id)
        INCLUDE (visible, brand_id, price, special_price, special_from_date, special_to_date, created_at, bestseller_rank)`,
      `CREATE INDEX product_stock_source_idx ON product_stock(source_code, product_id) INCLUDE (price, qty)`,
    ]);
  },
  async down(db) {
    await run(db, [
      'DROP INDEX IF EXISTS product_stock_source_idx',
      'DROP INDEX IF EXISTS products_listing_idx',
    ]);
  },
};

const m011: Migration = {
  async up(db) {
    await run(db, [
      // Stock and price at one source for a known product, read from the index alone: the nested
      // loop of a category listing (12,564 rows at 100,000 products) spent 80 ms on heap fetches
      // through the primary key; about 15 ms with this index.
      `CREATE INDEX product_stock_lookup_idx ON product_stock(product_id, source_code) INCLUDE (price, qty)`,
      // Every search reads visible products only: partial indexes spare a BitmapAnd with a
      // 100,000-entry bitmap of visible rows and leave out the invisible variants.
      `CREATE INDEX products_search_en_vis_idx ON products USING gin (search_en) WHERE visible`,
      `CREATE INDEX products_search_ar_vis_idx ON products USING gin (search_ar) WHERE visible`,
      `CREATE INDEX products_name_trgm_vis_idx ON products USING gin (name_norm gin_trgm_ops) WHERE visible`,
      'DROP INDEX IF EXISTS products_search_en_idx',
      'DROP INDEX IF EXISTS products_search_ar_idx',
      'DROP INDEX IF EXISTS products_name_trgm_idx',
    ]);
  },
  async down(db) {
    await run(db, [
      `CREATE INDEX products_search_en_idx ON products USING gin (search_en)`,
      `CREATE INDEX products_search_ar_idx ON products USING gin (search_ar)`,
      `CREATE INDEX products_name_trgm_idx ON products USING gin (name_norm gin_trgm_ops)`,
      'DROP INDEX IF EXISTS products_name_trgm_vis_idx',
      'DROP INDEX IF EXISTS products_search_ar_vis_idx',
      'DROP INDEX IF EXISTS products_search_en_vis_idx',
      'DROP INDEX IF EXISTS product_stock_lookup_idx',
    ]);
  },
};

/**
 * The search analysis of issue 15 (src/search/normalize.ts holds the same folding tables, so the
 * query and the index fold alike): dukkan_normalize() also drops a bare hamza and superscript
 * alef, folds the Persian letters and Latin accents; the English vector is built from folded
 * text too (Nestlé and nestle meet). The generated columns are rebuilt because a stored column
 * keeps what the old function computed.
 */
const normalizeFunction012 = `
CREATE OR REPLACE FUNCTION dukkan_normalize(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT lower(translate(
    regexp_replace(coalesce(t, ''), '[\u064B-\u0652\u0670\u0640\u0621]', '', 'g'),
    '${FOLD_FROM}', '${FOLD_TO}'))
$fn$`;

/**
 * The catalogue's version, moved in the same transaction as any change to what the catalogue
 * cache holds (src/cache/catalog-cache.ts), by whatever code makes it. The version is the sum of
 * 64 slots; a transaction moves the slot of its backend once, from a deferred trigger, so at
 * commit: it never waits on a slot while holding row locks its statements took (two orders
 * taking stock cannot deadlock through it), and concurrent writers mostly touch different slots.
 */
const versionStatements = [
  `CREATE TABLE catalog_versions (slot integer PRIMARY KEY, catalog bigint NOT NULL DEFAULT 0, stock bigint NOT NULL DEFAULT 0)`,
  `INSERT INTO catalog_versions (slot) SELECT generate_series(0, 63)`,
  `CREATE FUNCTION dukkan_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE
      flag text := 'dukkan.changed_' || TG_ARGV[0];
      tx text := txid_current()::text;
    BEGIN
      IF coalesce(current_setting(flag, true), '') = tx THEN RETURN NULL; END IF;
      PERFORM set_config(flag, tx, true);
      IF TG_ARGV[0] = 'stock' THEN
        UPDATE catalog_versions SET stock = stock + 1 WHERE slot = pg_backend_pid() % 64;
      ELSE
        UPDATE catalog_versions SET catalog = catalog + 1 WHERE slot = pg_backend_pid() % 64;
      END IF;
      RETURN NULL;
    END $fn$`,
  ...[
    ['products', 'catalog'],
    ['product_stock', 'stock'],
    ['product_categories', 'catalog'],
    ['categories', 'catalog'],
    ['brands', 'catalog'],
    ['product_links', 'catalog'],
    ['bundle_options', 'catalog'],
    ['bundle_selections', 'catalog'],
  ].flatMap(([table, kind]) => [
    `CREATE CONSTRAINT TRIGGER ${table}_version AFTER INSERT OR UPDATE OR DELETE ON ${table}
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dukkan_catalog_changed('${kind}')`,
    `CREATE TRIGGER ${table}_version_truncate AFTER TRUNCATE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION dukkan_catalog_changed('${kind}')`,
  ]),
];

const m012: Migration = {
  async up(db) {
    await run(db, [
      'ALTER TABLE products DROP COLUMN search_en, DROP COLUMN search_ar, DROP COLUMN name_norm',
      normalizeFunction012,
      `ALTER TABLE products
        ADD COLUMN search_en tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english', dukkan_normalize(name)), 'A')
          || setweight(to_tsvector('english', dukkan_normalize(search_terms_en)), 'B')
          || setweight(to_tsvector('english', dukkan_normalize(short_description)), 'C')) STORED,
        ADD COLUMN search_ar tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('arabic', dukkan_normalize(name_ar)), 'A')
          || setweight(to_tsvector('arabic', dukkan_normalize(search_terms_ar)), 'B')
          || setweight(to_tsvector('arabic', dukkan_normalize(short_description_ar)), 'C')) STORED,
        ADD COLUMN name_norm text GENERATED ALWAYS AS (dukkan_normalize(name || ' ' || name_ar)) STORED`,
      `CREATE INDEX products_search_en_vis_idx ON products USING gin (search_en) WHERE visible`,
      `CREATE INDEX products_search_ar_vis_idx ON products USING gin (search_ar) WHERE visible`,
      `CREATE INDEX products_name_trgm_vis_idx ON products USING gin (name_norm gin_trgm_ops) WHERE visible`,
      'REINDEX INDEX categories_name_trgm',
      ...versionStatements,
    ]);
  },
  async down(db) {
    await run(db, [
      ...[
        'products',
        'product_stock',
        'product_categories',
        'categories',
        'brands',
        'product_links',
        'bundle_options',
        'bundle_selections',
      ].flatMap((t) => [
        `DROP TRIGGER IF EXISTS ${t}_version ON ${t}`,
        `DROP TRIGGER IF EXISTS ${t}_version_truncate ON ${t}`,
      ]),
      'DROP FUNCTION IF EXISTS dukkan_catalog_changed()',
      'DROP TABLE IF EXISTS catalog_versions',
    ]);
  },
};

/**
 * A category's offers move the catalogue version too: the gateway keeps the category pages it
 * draws, offer banner included, until the version moves (GET /catalog-version).
 */
const m013: Migration = {
  async up(db) {
    await run(db, [
      `CREATE CONSTRAINT TRIGGER offers_version AFTER INSERT OR UPDATE OR DELETE ON offers
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dukkan_catalog_changed('catalog')`,
      `CREATE TRIGGER offers_version_truncate AFTER TRUNCATE ON offers
        FOR EACH STATEMENT EXECUTE FUNCTION dukkan_catalog_changed('catalog')`,
    ]);
  },
  async down(db) {
    await run(db, [
      'DROP TRIGGER IF EXISTS offers_version ON offers',
      'DROP TRIGGER IF EXISTS offers_version_truncate ON offers',
    ]);
  },
};

/**
 * A category's meta title in Arabic: the Arabic pages' document title read the English one.
 * Categories created before it keep '' and are titled by their Arabic name.
 */
const m014: Migration = {
  async up(db) {
    await run(db, [`ALTER TABLE categories ADD COLUMN meta_title_ar text NOT NULL DEFAULT ''`]);
  },
  async down(db) {
    await run(db, ['ALTER TABLE categories DROP COLUMN IF EXISTS meta_title_ar']);
  },
};

/**
 * The listing table (issue 64): one narrow row per (stock source, visible product) with what a
 * listing filters, sorts and counts on, so a category page reads its 24 rows through an index
 * in sort order instead of every matching product, and precomputed facet counts per (source,
 * category), so counting does not grow with the catalogue either.
 *
 * Kept current in the same transaction as the change, whatever code makes it: row triggers on
 * products (listing columns only: a review's rating does not fire), product_stock (price only:
 * an order taking stock does not fire), product_categories and stock_sources recompute the rows
 * of the products they touch, and a trigger on the listing adjusts the counts. The final price
 * (a special price inside its window) is stored as of `catalog_listing_state.as_of`; the query
 * path calls dukkan_listing_sync(now) first, which reprices only the products whose window
 * opened or closed between as_of and now. A seed loads in bulk (the triggers stand aside while
 * `dukkan.listing_bulk` is on in its transaction) and rebuilds both tables with set-based SQL.
 *
 * Source '' holds the list prices, for a request naming no known source.
 *
 * Counts: dim 1 brand (0 for none), 2 floor(price / 5), 3 another category of the product,
 * 4 ceil(price / 5) (the largest price for the bucket step, exact at the steps' thresholds);
 * category_id 0 stands for the whole catalogue. Every price step is a multiple of 5, so the
 * buckets of any step are sums of 5-pound cells.
 */
const listingStatements = [
  `CREATE TABLE catalog_listing (
    source_code text NOT NULL, product_id integer NOT NULL,
    category_ids integer[] NOT NULL, brand_id integer,
    price numeric(12,2) NOT NULL, regular_price numeric(12,2) NOT NULL,
    special_price numeric(12,2), special_from_date timestamptz, special_to_date timestamptz,
    new_from_date timestamptz, new_to_date timestamptz,
    created_at timestamptz NOT NULL, bestseller_rank integer,
    PRIMARY KEY (source_code, product_id))`,
  `CREATE INDEX catalog_listing_price_idx ON catalog_listing(source_code, price, product_id)`,
  `CREATE INDEX catalog_listing_newest_idx ON catalog_listing(source_code, created_at, product_id)`,
  `CREATE INDEX catalog_listing_bestseller_idx ON catalog_listing(source_code, bestseller_rank, product_id)`,
  `CREATE INDEX catalog_listing_categories_idx ON catalog_listing USING gin (category_ids)`,
  `CREATE INDEX catalog_listing_product_idx ON catalog_listing(product_id, source_code)`,
  `CREATE TABLE catalog_listing_counts (
    source_code text NOT NULL, category_id integer NOT NULL, dim smallint NOT NULL, value integer NOT NULL,
    n integer NOT NULL, PRIMARY KEY (source_code, category_id, dim, value))`,
  `CREATE TABLE catalog_listing_state (id integer PRIMARY KEY CHECK (id = 1), as_of timestamptz NOT NULL)`,
  `INSERT INTO catalog_listing_state VALUES (1, now())`,
  // Window boundaries, for dukkan_listing_sync() (and the cache's next-boundary query).
  `CREATE INDEX products_special_from_idx ON products(special_from_date) WHERE special_price IS NOT NULL`,
  `CREATE INDEX products_special_to_idx ON products(special_to_date) WHERE special_price IS NOT NULL`,
  `CREATE FUNCTION dukkan_final_price(regular numeric, special numeric, sfrom timestamptz, sto timestamptz, at timestamptz)
    RETURNS numeric LANGUAGE sql STABLE PARALLEL SAFE AS $fn$
    SELECT CASE WHEN special IS NOT NULL AND (sfrom IS NULL OR sfrom <= at)
      AND (sto IS NULL OR at < sto + interval '1 day') THEN least(special, regular) ELSE regular END
    $fn$`,
  // The listing rows of some products (at one source, or all when src is null), as of `as_of`.
  `CREATE FUNCTION dukkan_listing_refresh(ids integer[], src text) RETURNS void LANGUAGE plpgsql AS $fn$
    DECLARE at timestamptz;
    BEGIN
      -- A shared lock: a sync moving as_of waits for this transaction, and this one for it.
      SELECT as_of INTO at FROM catalog_listing_state WHERE id = 1 FOR SHARE;
      DELETE FROM catalog_listing l WHERE l.product_id = ANY(ids) AND (src IS NULL OR l.source_code = src)
        AND NOT EXISTS (SELECT 1 FROM products p WHERE p.id = l.product_id AND p.visible);
      INSERT INTO catalog_listing AS l
      SELECT s.code, p.id,
        coalesce((SELECT array_agg(DISTINCT pc.category_id ORDER BY pc.category_id) FROM product_categories pc
                  WHERE pc.product_id = p.id), '{}'),
        p.brand_id,
        dukkan_final_price(coalesce(ps.price, p.price), p.special_price, p.special_from_date, p.special_to_date, at),
        coalesce(ps.price, p.price), p.special_price, p.special_from_date, p.special_to_date,
        p.new_from_date, p.new_to_date, p.created_at, p.bestseller_rank
      FROM products p CROSS JOIN (SELECT code FROM stock_sources UNION ALL SELECT '') s
        LEFT JOIN product_stock ps ON ps.product_id = p.id AND ps.source_code = s.code
      WHERE p.id = ANY(ids) AND p.visible AND (src IS NULL OR s.code = src)
      ON CONFLICT (source_code, product_id) DO UPDATE SET
        category_ids = excluded.category_ids, brand_id = excluded.brand_id, price = excluded.price,
        regular_price = excluded.regular_price, special_price = excluded.special_price,
        special_from_date = excluded.special_from_date, special_to_date = excluded.special_to_date,
        new_from_date = excluded.new_from_date, new_to_date = excluded.new_to_date,
        created_at = excluded.created_at, bestseller_rank = excluded.bestseller_rank
      WHERE (l.category_ids, l.brand_id, l.price, l.regular_price, l.special_price, l.special_from_date,
             l.special_to_date, l.new_from_date, l.new_to_date, l.created_at, l.bestseller_rank)
        IS DISTINCT FROM (excluded.category_ids, excluded.brand_id, excluded.price, excluded.regular_price,
             excluded.special_price, excluded.special_from_date, excluded.special_to_date,
             excluded.new_from_date, excluded.new_to_date, excluded.created_at, excluded.bestseller_rank);
    END $fn$`,
  `CREATE FUNCTION dukkan_listing_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF current_setting('dukkan.listing_bulk', true) = 'on' THEN RETURN NULL; END IF;
      IF TG_TABLE_NAME = 'products' THEN
        PERFORM dukkan_listing_refresh(ARRAY[CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END], NULL);
      ELSIF TG_TABLE_NAME = 'stock_sources' THEN
        IF TG_OP = 'DELETE' THEN DELETE FROM catalog_listing WHERE source_code = OLD.code;
        ELSE PERFORM dukkan_listing_refresh(ARRAY(SELECT id FROM products WHERE visible), NEW.code); END IF;
      ELSIF TG_TABLE_NAME = 'product_stock' THEN
        IF TG_OP <> 'INSERT' THEN PERFORM dukkan_listing_refresh(ARRAY[OLD.product_id], OLD.source_code); END IF;
        IF TG_OP <> 'DELETE' THEN PERFORM dukkan_listing_refresh(ARRAY[NEW.product_id], NEW.source_code); END IF;
      ELSE -- product_categories
        IF TG_OP <> 'INSERT' THEN PERFORM dukkan_listing_refresh(ARRAY[OLD.product_id], NULL); END IF;
        IF TG_OP <> 'DELETE' THEN PERFORM dukkan_listing_refresh(ARRAY[NEW.product_id], NULL); END IF;
      END IF;
      RETURN NULL;
    END $fn$`,
  `CREATE TRIGGER products_listing AFTER INSERT OR DELETE OR UPDATE OF visible, brand_id, price, special_price,
    special_from_date, special_to_date, new_from_date, new_to_date, created_at, bestseller_rank
    ON products FOR EACH ROW EXECUTE FUNCTION dukkan_listing_changed()`,
  `CREATE TRIGGER product_stock_listing AFTER INSERT OR DELETE OR UPDATE OF price, product_id, source_code
    ON product_stock FOR EACH ROW EXECUTE FUNCTION dukkan_listing_changed()`,
  `CREATE TRIGGER product_categories_listing AFTER INSERT OR DELETE OR UPDATE
    ON product_categories FOR EACH ROW EXECUTE FUNCTION dukkan_listing_changed()`,
  `CREATE TRIGGER stock_sources_listing AFTER INSERT OR DELETE
    ON stock_sources FOR EACH ROW EXECUTE FUNCTION dukkan_listing_changed()`,
  // Counts: the cells one listing row adds (delta 1) or removes (delta -1).
  `CREATE FUNCTION dukkan_listing_count(src text, cats integer[], brand integer, price numeric, delta integer)
    RETURNS void LANGUAGE sql AS $fn$
    INSERT INTO catalog_listing_counts AS c (source_code, category_id, dim, value, n)
    SELECT src, x, d.dim, d.value, delta
      FROM unnest(cats || 0) x,
        (VALUES (1::smallint, coalesce(brand, 0)), (2::smallint, floor(price / 5)::integer),
                (4::smallint, ceil(price / 5)::integer)) d(dim, value)
    UNION ALL SELECT src, x, 3::smallint, y, delta FROM unnest(cats || 0) x, unnest(cats) y
    ON CONFLICT (source_code, category_id, dim, value) DO UPDATE SET n = c.n + excluded.n
    $fn$`,
  `CREATE FUNCTION dukkan_listing_counted() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF current_setting('dukkan.listing_bulk', true) = 'on' THEN RETURN NULL; END IF;
      IF TG_OP = 'UPDATE' AND (OLD.source_code, OLD.category_ids, OLD.brand_id, OLD.price)
         IS NOT DISTINCT FROM (NEW.source_code, NEW.category_ids, NEW.brand_id, NEW.price) THEN RETURN NULL; END IF;
      IF TG_OP <> 'INSERT' THEN PERFORM dukkan_listing_count(OLD.source_code, OLD.category_ids, OLD.brand_id, OLD.price, -1); END IF;
      IF TG_OP <> 'DELETE' THEN PERFORM dukkan_listing_count(NEW.source_code, NEW.category_ids, NEW.brand_id, NEW.price, 1); END IF;
      RETURN NULL;
    END $fn$`,
  `CREATE TRIGGER catalog_listing_counts AFTER INSERT OR DELETE OR UPDATE
    ON catalog_listing FOR EACH ROW EXECUTE FUNCTION dukkan_listing_counted()`,
  // Both tables from scratch with set-based SQL (a seed, this migration): the counts are grouped
  // by distinct listing shape first, so the expansion into cells is over shapes, not rows.
  `CREATE FUNCTION dukkan_listing_rebuild() RETURNS void LANGUAGE plpgsql AS $fn$
    DECLARE at timestamptz;
    BEGIN
      SELECT as_of INTO at FROM catalog_listing_state WHERE id = 1 FOR UPDATE;
      PERFORM set_config('dukkan.listing_bulk', 'on', true);
      DELETE FROM catalog_listing;
      DELETE FROM catalog_listing_counts;
      INSERT INTO catalog_listing
      SELECT s.code, p.id, coalesce(pc.ids, '{}'), p.brand_id,
        dukkan_final_price(coalesce(ps.price, p.price), p.special_price, p.special_from_date, p.special_to_date, at),
        coalesce(ps.price, p.price), p.special_price, p.special_from_date, p.special_to_date,
        p.new_from_date, p.new_to_date, p.created_at, p.bestseller_rank
      FROM products p CROSS JOIN (SELECT code FROM stock_sources UNION ALL SELECT '') s
        LEFT JOIN product_stock ps ON ps.product_id = p.id AND ps.source_code = s.code
        LEFT JOIN (SELECT product_id, array_agg(DISTINCT category_id ORDER BY category_id) AS ids
                   FROM product_categories GROUP BY product_id) pc ON pc.product_id = p.id
      WHERE p.visible;
      INSERT INTO catalog_listing_counts (source_code, category_id, dim, value, n)
      WITH shapes AS (
        SELECT source_code, category_ids, coalesce(brand_id, 0) AS brand, floor(price / 5)::integer AS lo,
          ceil(price / 5)::integer AS hi, count(*)::integer AS n
        FROM catalog_listing GROUP BY 1, 2, 3, 4, 5)
      SELECT source_code, x, d.dim, d.value, sum(n)::integer FROM shapes, unnest(category_ids || 0) x,
        LATERAL (VALUES (1::smallint, brand), (2::smallint, lo), (4::smallint, hi)) d(dim, value)
      GROUP BY 1, 2, 3, 4
      UNION ALL
      SELECT source_code, x, 3::smallint, y, sum(n)::integer FROM shapes, unnest(category_ids || 0) x, unnest(category_ids) y
      GROUP BY 1, 2, 3, 4;
      PERFORM set_config('dukkan.listing_bulk', 'off', true);
    END $fn$`,
  // Reprices the products whose special window opened or closed between as_of and `now` (either
  // way: a test clock may go back) and moves as_of to it; nothing to do is two index probes and
  // no write (a window's end is the end of its last day: the date alone is only an index bound).
  `CREATE FUNCTION dukkan_listing_sync(now_at timestamptz) RETURNS void LANGUAGE plpgsql AS $fn$
    DECLARE at timestamptz; lo timestamptz; hi timestamptz;
    BEGIN
      SELECT as_of INTO at FROM catalog_listing_state WHERE id = 1;
      IF at = now_at THEN RETURN; END IF;
      lo := least(at, now_at); hi := greatest(at, now_at);
      IF NOT EXISTS (SELECT 1 FROM products WHERE special_price IS NOT NULL AND special_from_date > lo AND special_from_date <= hi)
         AND NOT EXISTS (SELECT 1 FROM products WHERE special_price IS NOT NULL
                         AND special_to_date > lo - interval '2 days' AND special_to_date <= hi
                         AND special_to_date + interval '1 day' > lo AND special_to_date + interval '1 day' <= hi) THEN
        RETURN;
      END IF;
      -- Best effort against writers (which hold the state row shared while they reprice): on a
      -- lock wait past 200 ms this request reads as-of prices and the next one tries again.
      PERFORM set_config('lock_timeout', '200ms', true);
      BEGIN
      SELECT as_of INTO at FROM catalog_listing_state WHERE id = 1 FOR UPDATE;
      lo := least(at, now_at); hi := greatest(at, now_at);
      UPDATE catalog_listing l
        SET price = dukkan_final_price(l.regular_price, l.special_price, l.special_from_date, l.special_to_date, now_at)
        WHERE l.product_id IN (
            SELECT id FROM products WHERE special_price IS NOT NULL AND special_from_date > lo AND special_from_date <= hi
            UNION SELECT id FROM products WHERE special_price IS NOT NULL
              AND special_to_date > lo - interval '2 days' AND special_to_date <= hi
              AND special_to_date + interval '1 day' > lo AND special_to_date + interval '1 day' <= hi)
          AND l.price IS DISTINCT FROM
            dukkan_final_price(l.regular_price, l.special_price, l.special_from_date, l.special_to_date, now_at);
      UPDATE catalog_listing_state SET as_of = now_at WHERE id = 1;
      EXCEPTION WHEN lock_not_available OR deadlock_detected THEN RETURN;
      END;
    END $fn$`,
  'SELECT dukkan_listing_rebuild()',
];

const m015: Migration = {
  async up(db) {
    await run(db, listingStatements);
  },
  async down(db) {
    await run(db, [
      'DROP TRIGGER IF EXISTS products_listing ON products',
      'DROP TRIGGER IF EXISTS product_stock_listing ON product_stock',
      'DROP TRIGGER IF EXISTS product_categories_listing ON product_categories',
      'DROP TRIGGER IF EXISTS stock_sources_listing ON stock_sources',
      'DROP TABLE IF EXISTS catalog_listing, catalog_listing_counts, catalog_listing_state',
      'DROP FUNCTION IF EXISTS dukkan_listing_changed(), dukkan_listing_counted(), dukkan_listing_rebuild(), dukkan_listing_sync(timestamptz)',
      'DROP FUNCTION IF EXISTS dukkan_listing_refresh(integer[], text), dukkan_listing_count(text, integer[], integer, numeric, integer)',
      'DROP FUNCTION IF EXISTS dukkan_final_price(numeric, numeric, timestamptz, timestamptz, timestamptz)',
      'DROP INDEX IF EXISTS products_special_from_idx',
      'DROP INDEX IF EXISTS products_special_to_idx',
    ]);
  },
};

/**
 * The product page's extras (issue 63): the product's videos (each a media gallery entry after
 * the images, with its title and description in both languages) and its size chart (name in both
 * languages and the chart image). Featured attributes need no column: an attribute in
 * `attributes` carries `featured: true`.
 */
const m025: Migration = {
  async up(db) {
    await run(db, [
      `ALTER TABLE products ADD COLUMN videos jsonb NOT NULL DEFAULT '[]'::jsonb, ADD COLUMN size_chart jsonb`,
    ]);
  },
  async down(db) {
    await run(db, [
      'ALTER TABLE products DROP COLUMN IF EXISTS videos, DROP COLUMN IF EXISTS size_chart',
    ]);
  },
};

export const catalogMigrations: Record<string, Migration> = {
  '001_catalog_core': m001,
  '010_catalog_listing_indexes': m010,
  '011_catalog_lookup_and_partial_search_indexes': m011,
  '012_catalog_search_analysis_and_versions': m012,
  '013_catalog_offers_version': m013,
  '014_catalog_category_meta_title_ar': m014,
  '015_catalog_listing': m015,
  '025_catalog_product_videos_size_chart': m025,
  ...stockVersionMigrations,
};
