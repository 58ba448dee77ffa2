import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/**
 * The catalogue file (`npm run catalog:import` / `catalog:export`, docs/operations.md): one
 * product per CSV row or JSON array element, with the same field names in both. In CSV every
 * cell is text: lists are joined with `|`, `attributes` and `variant_attributes` are JSON text.
 * In JSON a field may be the same text or its natural JSON value (a number, a boolean, an array
 * of category paths, an array of `{source, qty, price}`, an attributes array, an object).
 */
export const CATALOG_FIELDS = [
  'sku',
  'type',
  'parent_sku',
  'visible',
  'name',
  'name_ar',
  'url_key',
  'short_description',
  'short_description_ar',
  'description',
  'description_ar',
  'brand',
  'categories',
  'position',
  'price',
  'special_price',
  'special_from_date',
  'special_to_date',
  'new_from_date',
  'new_to_date',
  'increment_step',
  'min_amount',
  'max_amount',
  'unit',
  'unit_ar',
  'attributes',
  'variant_attributes',
  'videos',
  'size_chart',
  'bundle_dynamic_price',
  'bestseller_rank',
  'image_hue',
  'search_terms_en',
  'search_terms_ar',
  'created_at',
  'stock',
] as const;

export type CatalogField = (typeof CATALOG_FIELDS)[number];
/** A row as text cells, as in the CSV; absent fields are ''. */
export type CatalogCells = Record<CatalogField, string>;
export type CatalogFormat = 'csv' | 'json';

/** The most products one file may hold (docs/security.md). */
export const MAX_FILE_ROWS = 200_000;

/** A problem with the whole file (not one row): its format, header or size. */
export class CatalogFileError extends Error {}

export function formatOf(file: string, explicit?: string): CatalogFormat {
  const format = explicit ?? (file.toLowerCase().endsWith('.json') ? 'json' : 'csv');
  if (format !== 'csv' && format !== 'json')
    throw new CatalogFileError(`--format must be csv or json, got "${format}"`);
  return format;
}

const known = new Set<string>(CATALOG_FIELDS);

function emptyCells(): CatalogCells {
  return Object.fromEntries(CATALOG_FIELDS.map((f) => [f, ''])) as CatalogCells;
}

/** One JSON value as the CSV cell it stands for. */
function cellOf(field: CatalogField, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (field === 'categories' && Array.isArray(value)) return value.map(String).join('|');
  if (field === 'stock' && Array.isArray(value)) {
    return value
      .map((entry: unknown) => {
        const e = (entry ?? {}) as { source?: unknown; qty?: unknown; price?: unknown };
        const text = (v: unknown) =>
          typeof v === 'string' || typeof v === 'number' ? String(v) : JSON.stringify(v ?? '');
        const price = e.price === null || e.price === undefined ? '' : `:${text(e.price)}`;
        return `${text(e.source)}:${text(e.qty)}${price}`;
      })
      .join('|');
  }
  return JSON.stringify(value);
}

function checkHeader(fields: string[]): void {
  const unknown = fields.filter((f) => !known.has(f));
  if (unknown.length > 0)
    throw new CatalogFileError(
      `unknown field(s) ${unknown.join(', ')}; the fields are ${CATALOG_FIELDS.join(', ')}`,
    );
}

/** The file's rows as cells, in file order; throws CatalogFileError for a malformed file. */
export function readCatalogFile(text: string, format: CatalogFormat): CatalogCells[] {
  let records: Array<Record<string, unknown>>;
  try {
    if (format === 'json') {
      const parsed: unknown = JSON.parse(text);
      if (!Array.isArray(parsed) || parsed.some((r) => typeof r !== 'object' || r === null))
        throw new CatalogFileError('a JSON catalogue is an array of product objects');
      records = parsed as Array<Record<string, unknown>>;
    } else {
      records = parse<Record<string, string>>(text, {
        columns: true,
        bom: true,
        skip_empty_lines: true,
      });
    }
  } catch (error) {
    if (error instanceof CatalogFileError) throw error;
    throw new CatalogFileError(
      `not a valid ${format.toUpperCase()} file: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (records.length > MAX_FILE_ROWS)
    throw new CatalogFileError(`${records.length} products: a file holds at most ${MAX_FILE_ROWS}`);
  checkHeader([...new Set(records.flatMap((r) => Object.keys(r)))]);
  return records.map((record) => {
    const cells = emptyCells();
    for (const [key, value] of Object.entries(record))
      cells[key as CatalogField] = cellOf(key as CatalogField, value);
    return cells;
  });
}

/** The JSON value of one cell in an exported JSON file (the natural type where there is one). */
function jsonValueOf(field: CatalogField, cell: string): unknown {
  if (field === 'visible' || field === 'bundle_dynamic_price') return cell === 'true';
  if (field === 'categories') return cell === '' ? [] : cell.split('|');
  if (field === 'videos') return cell === '' ? [] : JSON.parse(cell);
  if (field === 'attributes' || field === 'variant_attributes' || field === 'size_chart')
    return cell === '' ? null : JSON.parse(cell);
  if (field === 'stock')
    return cell === ''
      ? []
      : cell.split('|').map((entry) => {
          const [source, qty, price] = entry.split(':');
          return { source, qty, price: price ?? null };
        });
  return cell === '' ? null : cell;
}

/** Rows as a file of the format: every field in CATALOG_FIELDS order. */
export function writeCatalogFile(rows: CatalogCells[], format: CatalogFormat): string {
  if (format === 'csv') return stringify(rows, { header: true, columns: [...CATALOG_FIELDS] });
  const objects = rows.map((row) =>
    Object.fromEntries(CATALOG_FIELDS.map((f) => [f, jsonValueOf(f, row[f])])),
  );
  return `${JSON.stringify(objects, null, 1)}\n`;
}
