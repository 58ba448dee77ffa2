/**
 * The catalogue import and export (docs/operations.md "Catalogue import and export"): a good file
 * is served on the next request with the catalogue version moved once, a file with one bad row
 * changes nothing and names it, --apply-valid applies the rest, export -> import into an empty
 * catalogue -> export gives the same file, and the listing rows stay equal to a fresh computation.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { databases, startTestService, type TestService } from './helpers/service';
import { countsDrift, listingDrift } from './helpers/listing-drift';
import { exportCatalogFile, importCatalog, type CatalogFormat } from '../src/domains/catalog/io';
import { exportCatalog } from '../src/domains/catalog/io/export';
import {
  CatalogFileError,
  MAX_FILE_ROWS,
  readCatalogFile,
  writeCatalogFile,
  type CatalogCells,
} from '../src/domains/catalog/io/format';
import { TEXT_LIMITS, validateRows } from '../src/domains/catalog/io/validate';
import { DataDirInUseError, lockDataDir } from '../src/db/database';

const PRODUCT = `query($key: String) { products(filter: { url_key: { eq: $key } }) {
  total_count items { sku name price_range { minimum_price { final_price { value } } } } } }`;

interface Found {
  products: {
    total_count: number;
    items: Array<{
      sku: string;
      name: string;
      price_range: { minimum_price: { final_price: { value: number } } };
    }>;
  };
}

async function versions(svc: TestService): Promise<string> {
  const { rows } = await sql<{ v: string }>`
    select sum(catalog)::text || '/' || sum(stock)::text as v from catalog_versions`.execute(
    svc.db,
  );
  return rows[0]?.v ?? '';
}

async function drift(svc: TestService): Promise<[number, number]> {
  const { rows } = await sql<{ at: Date }>`select as_of as at from catalog_listing_state`.execute(
    svc.db,
  );
  return [await listingDrift(svc, new Date(rows[0]!.at)), await countsDrift(svc)];
}

/** A copy of `row` as a new product: its own SKU, URL key and names. */
function newProduct(row: CatalogCells, n: number): CatalogCells {
  return {
    ...row,
    sku: `IMP-${n}`,
    type: 'simple',
    parent_sku: '',
    url_key: `imported-product-${n}`,
    name: `Imported product ${n}`,
    name_ar: `منتج مستورد ${n}`,
    price: '123.45',
    special_price: '',
    created_at: '',
  };
}

describe.each(databases)('catalogue import and export on %s', (database) => {
  let svc: TestService;
  let exported: CatalogCells[];
  const now = new Date();
  const run = (
    rows: CatalogCells[],
    options: { applyValid?: boolean; format?: CatalogFormat } = {},
  ) =>
    importCatalog(svc.db, writeCatalogFile(rows, options.format ?? 'csv'), {
      format: options.format ?? 'csv',
      now,
      ...(options.applyValid ? { applyValid: true } : {}),
    });
  const find = async (key: string) => {
    const res = await svc.gql<Found>(PRODUCT, { key });
    expect(res.errors).toBeUndefined();
    return res.data!.products;
  };
  const simple = () =>
    exported.find((r) => r.type === 'simple' && r.visible === 'true' && r.parent_sku === '')!;

  beforeAll(async () => {
    svc = await startTestService({ database, products: 150 });
    exported = await exportCatalog(svc.db);
  }, 600_000);
  afterAll(async () => {
    await svc?.close();
  });

  it('applies a good file: served on the next request, the version moved once, the listing exact', async () => {
    const changed = { ...simple(), price: '4321.5', special_price: '' };
    expect((await find(changed.url_key)).items[0]?.sku).toBe(changed.sku); // cached now
    expect((await find('imported-product-1')).total_count).toBe(0);
    const before = await versions(svc);
    const report = await run([changed, newProduct(changed, 1)]);
    expect(report.refused).toEqual([]);
    expect(report.applied).toBe(2);
    const [catalog, stock] = (await versions(svc)).split('/').map(Number);
    const [catalogBefore, stockBefore] = before.split('/').map(Number);
    expect([catalog! - catalogBefore!, stock! - stockBefore!]).toEqual([1, 1]);
    const price = (await find(changed.url_key)).items[0]?.price_range.minimum_price.final_price
      .value;
    expect(price).toBe(4321.5);
    expect((await find('imported-product-1')).items[0]?.name).toBe('Imported product 1');
    expect(await drift(svc)).toEqual([0, 0]);
  });

  it('changes nothing for a file with one bad row, and names its row, field and reason', async () => {
    const good = { ...simple(), price: '777' };
    const bad = { ...newProduct(simple(), 2), price: '12,50' };
    const before = await versions(svc);
    const report = await run([good, newProduct(simple(), 3), bad]);
    expect(report.applied).toBe(0);
    expect(report.refused).toEqual([
      expect.objectContaining({
        row: 4,
        sku: 'IMP-2',
        field: 'price',
        reason: expect.stringContaining('12,50'),
      }),
    ]);
    expect(await versions(svc)).toBe(before);
    const row = await svc.db
      .selectFrom('products')
      .select('price')
      .where('sku', '=', good.sku)
      .executeTakeFirst();
    expect(row?.price).not.toBe('777.00');
    expect(
      await svc.db
        .selectFrom('products')
        .select('id')
        .where('sku', '=', 'IMP-3')
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('changes nothing for a 10,000-product file whose row 9,000 is bad', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => newProduct(simple(), 10_000 + i));
    // CSV row 9,000 is the 8,999th product (the header is row 1).
    rows[8998] = { ...rows[8998]!, stock: 'default:-1' };
    const before = await versions(svc);
    const count = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from products`.execute(svc.db)).rows[0]!
        .n;
    const products = await count();
    const report = await run(rows);
    expect(report.rows).toBe(10_000);
    expect(report.applied).toBe(0);
    expect(report.refused.map((p) => [p.row, p.sku, p.field])).toEqual([
      [9000, 'IMP-18998', 'stock'],
    ]);
    expect(await versions(svc)).toBe(before);
    expect(await count()).toBe(products);
  }, 300_000);

  it('with --apply-valid applies the good rows and reports the bad ones', async () => {
    const other = exported.find(
      (r) => r.type === 'simple' && r.sku !== simple().sku && r.url_key !== '',
    )!;
    const rows = [
      newProduct(simple(), 4),
      { ...newProduct(simple(), 5), categories: 'no-such-category' },
      { ...newProduct(simple(), 6), url_key: other.url_key },
      { ...newProduct(simple(), 7), name_ar: 'English only' },
      { ...newProduct(simple(), 8), stock: 'nowhere:3' },
    ];
    const report = await run(rows, { applyValid: true });
    expect(report.applied).toBe(1);
    expect(report.refused.map((p) => [p.row, p.field])).toEqual([
      [3, 'categories'],
      [4, 'url_key'],
      [5, 'name_ar'],
      [6, 'stock'],
    ]);
    expect((await find('imported-product-4')).total_count).toBe(1);
    expect((await find('imported-product-5')).total_count).toBe(0);
    expect(await drift(svc)).toEqual([0, 0]);
  });

  it('round-trips: export, import into an empty catalogue, export again gives the same file', async () => {
    const csv = await exportCatalogFile(svc.db, 'csv');
    const json = await exportCatalogFile(svc.db, 'json');
    await svc.db.deleteFrom('bundle_options').execute();
    await svc.db.deleteFrom('products').execute();
    expect((await exportCatalogFile(svc.db, 'csv')).rows).toBe(0);
    const report = await importCatalog(svc.db, json.text, { format: 'json', now });
    expect(report.refused).toEqual([]);
    expect(report.applied).toBe(json.rows);
    expect((await exportCatalogFile(svc.db, 'csv')).text).toBe(csv.text);
    expect((await exportCatalogFile(svc.db, 'json')).text).toBe(json.text);
    expect(await drift(svc)).toEqual([0, 0]);
    // The same file again changes nothing.
    const again = await importCatalog(svc.db, csv.text, { format: 'csv', now });
    expect(again.refused).toEqual([]);
    expect((await exportCatalogFile(svc.db, 'csv')).text).toBe(csv.text);
  });
});

describe('the PGlite data folder', () => {
  it('is refused while another live process has it open, and taken over from a dead one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-lock-'));
    try {
      // The parent of this test process is alive.
      fs.writeFileSync(path.join(dir, 'dukkan-open.pid'), String(process.ppid));
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      const dead = Number(
        execFileSync(process.execPath, ['-e', 'console.log(process.pid)']).toString(),
      );
      fs.writeFileSync(path.join(dir, 'dukkan-open.pid'), String(dead));
      const release = lockDataDir(dir);
      expect(fs.readFileSync(path.join(dir, 'dukkan-open.pid'), 'utf8')).toBe(String(process.pid));
      release();
      expect(fs.existsSync(path.join(dir, 'dukkan-open.pid'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the catalogue file', () => {
  const ctx = {
    sources: new Set(['default']),
    categories: new Map(),
    brands: new Map(),
    products: new Map(),
    urlKeys: new Map(),
  };
  const row = (extra: Record<string, string>) =>
    readCatalogFile(
      JSON.stringify([
        { sku: 'A-1', name: 'Milk', name_ar: 'لبن', url_key: 'milk', price: '20', ...extra },
      ]),
      'json',
    );

  it('refuses a file over the row limit, with unknown fields or overlong texts', () => {
    const tooMany = JSON.stringify(Array.from({ length: MAX_FILE_ROWS + 1 }, () => ({})));
    expect(() => readCatalogFile(tooMany, 'json')).toThrow(CatalogFileError);
    expect(() => readCatalogFile('sku,colour\nA-1,red\n', 'csv')).toThrow(
      /unknown field\(s\) colour/,
    );
    expect(validateRows(row({}), ctx, 1).problems).toEqual([]);
    const long = validateRows(row({ name: 'M'.repeat(TEXT_LIMITS.short + 1) }), ctx, 1);
    expect(long.problems).toEqual([
      expect.objectContaining({ row: 1, field: 'name', reason: 'is longer than 255 characters' }),
    ]);
    const terms = validateRows(
      row({ search_terms_ar: 'ل'.repeat(TEXT_LIMITS.searchTerms + 1) }),
      ctx,
      1,
    );
    expect(terms.problems.map((p) => p.field)).toEqual(['search_terms_ar']);
  });

  it('reads videos and a size chart, and refuses them malformed', () => {
    const video = {
      url: '/media/video/A-1.webm',
      title: 'A closer look',
      title_ar: 'نظرة عن قرب',
      description: 'From every side.',
      description_ar: 'من كل الجوانب.',
    };
    const chart = { name: 'Men size chart', name_ar: 'جدول مقاسات الرجال', image: '/media/c.svg' };
    const ok = validateRows(
      row({ videos: JSON.stringify([video]), size_chart: JSON.stringify(chart) }),
      ctx,
      1,
    );
    expect(ok.problems).toEqual([]);
    expect(ok.valid[0]).toMatchObject({ videos: [video], sizeChart: chart });
    expect(validateRows(row({}), ctx, 1).valid[0]).toMatchObject({ videos: [], sizeChart: null });
    const refused = (extra: Record<string, string>) =>
      validateRows(row(extra), ctx, 1).problems.map((p) => [p.field, p.reason]);
    expect(refused({ videos: JSON.stringify([{ ...video, url: 'javascript:alert(1)' }]) })).toEqual(
      [['videos', expect.stringContaining('is not a path on this site')]],
    );
    expect(refused({ videos: JSON.stringify([{ ...video, title_ar: 'English' }]) })).toEqual([
      ['videos', '"title_ar" has no Arabic letter'],
    ]);
    expect(refused({ videos: JSON.stringify(Array(11).fill(video)) })).toEqual([
      ['videos', 'has 11 videos: at most 10'],
    ]);
    expect(refused({ size_chart: JSON.stringify({ ...chart, colour: 'red' }) })).toEqual([
      ['size_chart', 'has unknown key(s) colour'],
    ]);
    expect(refused({ size_chart: JSON.stringify({ name: 'x', name_ar: 'س' }) })).toEqual([
      ['size_chart', expect.stringContaining('has no "image" text')],
    ]);
  });
});
