import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { CATALOG_FIELDS, type CatalogCells } from './format';

interface ExportRow {
  sku: string;
  type: string;
  parent_sku: string | null;
  visible: boolean;
  name: string;
  name_ar: string;
  url_key: string;
  short_description: string;
  short_description_ar: string;
  description: string;
  description_ar: string;
  brand: string | null;
  categories: string | null;
  position: number | null;
  price: string;
  special_price: string | null;
  special_from_date: Date | null;
  special_to_date: Date | null;
  new_from_date: Date | null;
  new_to_date: Date | null;
  increment_step: string;
  min_amount: string;
  max_amount: string | null;
  unit: string | null;
  unit_ar: string | null;
  attributes: unknown;
  variant_attributes: unknown;
  videos: unknown;
  size_chart: unknown;
  bundle_dynamic_price: boolean;
  bestseller_rank: number | null;
  image_hue: number;
  search_terms_en: string;
  search_terms_ar: string;
  created_at: Date;
  stock: string | null;
}

/** A numeric as the file writes it: trailing zeros of the fraction dropped ("12.500" -> "12.5"). */
function decimal(value: string | null): string {
  if (value === null) return '';
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

const time = (d: Date | null) => (d === null ? '' : new Date(d).toISOString());

function cellsOf(r: ExportRow): CatalogCells {
  const cells: Record<string, string> = {
    ...r,
    parent_sku: r.parent_sku ?? '',
    visible: String(r.visible),
    brand: r.brand ?? '',
    categories: r.categories ?? '',
    position: r.position === null ? '' : String(r.position),
    price: decimal(r.price),
    special_price: decimal(r.special_price),
    special_from_date: time(r.special_from_date),
    special_to_date: time(r.special_to_date),
    new_from_date: time(r.new_from_date),
    new_to_date: time(r.new_to_date),
    increment_step: decimal(r.increment_step),
    min_amount: decimal(r.min_amount),
    max_amount: decimal(r.max_amount),
    unit: r.unit ?? '',
    unit_ar: r.unit_ar ?? '',
    attributes: JSON.stringify(r.attributes ?? []),
    variant_attributes: r.variant_attributes === null ? '' : JSON.stringify(r.variant_attributes),
    videos: JSON.stringify(r.videos ?? []),
    size_chart: r.size_chart === null ? '' : JSON.stringify(r.size_chart),
    bundle_dynamic_price: String(r.bundle_dynamic_price),
    bestseller_rank: r.bestseller_rank === null ? '' : String(r.bestseller_rank),
    image_hue: String(r.image_hue),
    created_at: time(r.created_at),
    stock: r.stock ?? '',
  };
  return Object.fromEntries(CATALOG_FIELDS.map((f) => [f, cells[f] ?? ''])) as CatalogCells;
}

/**
 * Every product as a file row, in id order with each configurable's variants right after it
 * (the order survives an import, which writes parents before variants): categories by url_path in category id order, stock as source:qty[:price] by source.
 * Numbers drop trailing fraction zeros, so a stock row's price reads like the file gave it.
 */
export async function exportCatalog(db: Kysely<Database>): Promise<CatalogCells[]> {
  const { rows } = await sql<ExportRow>`
    select p.sku, p.type, parent.sku as parent_sku, p.visible, p.name, p.name_ar, p.url_key,
      p.short_description, p.short_description_ar, p.description, p.description_ar,
      b.url_key as brand,
      (select string_agg(c.url_path, '|' order by c.id) from product_categories pc
         join categories c on c.id = pc.category_id where pc.product_id = p.id) as categories,
      (select min(pc.position) from product_categories pc where pc.product_id = p.id) as position,
      p.price, p.special_price, p.special_from_date, p.special_to_date, p.new_from_date, p.new_to_date,
      p.increment_step, p.min_amount, p.max_amount, p.unit, p.unit_ar, p.attributes, p.variant_attributes,
      p.videos, p.size_chart,
      p.bundle_dynamic_price, p.bestseller_rank, p.image_hue, p.search_terms_en, p.search_terms_ar,
      p.created_at,
      (select string_agg(ps.source_code || ':' || ps.qty::text || coalesce(':' || ps.price::text, ''), '|'
           order by ps.source_code)
         from product_stock ps where ps.product_id = p.id) as stock
    from products p
      left join products parent on parent.id = p.parent_id
      left join brands b on b.id = p.brand_id
    order by coalesce(p.parent_id, p.id), p.parent_id is not null, p.id`.execute(db);
  return rows.map((r) => {
    const cells = cellsOf(r);
    cells.stock = cells.stock
      .split('|')
      .filter(Boolean)
      .map((e) =>
        e
          .split(':')
          .map((part, i) => (i === 0 ? part : decimal(part)))
          .join(':'),
      )
      .join('|');
    return cells;
  });
}
