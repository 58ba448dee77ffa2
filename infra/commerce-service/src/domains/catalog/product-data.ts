import type { Selectable } from 'kysely';
import type { GqlContext } from '../../graphql/context';
import type { ProductsTable } from '../../db/schema';
import { cachedBatch } from '../../cache/catalog-cache';
import { BatchLoader, loaderFor } from './loader';

/** A product row as resolvers receive it (every column but the search vectors). */
export type ProductRow = Omit<Selectable<ProductsTable>, 'search_en' | 'search_ar' | 'name_norm'>;

export const PRODUCT_COLUMNS = [
  'id',
  'sku',
  'type',
  'parent_id',
  'visible',
  'name',
  'name_ar',
  'url_key',
  'short_description',
  'short_description_ar',
  'description',
  'description_ar',
  'brand_id',
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
  'rating_summary',
  'review_count',
  'attributes',
  'variant_attributes',
  'bundle_dynamic_price',
  'bestseller_rank',
  'image_hue',
  'videos',
  'size_chart',
  'search_terms_en',
  'search_terms_ar',
  'created_at',
] as const;

export const ar = (ctx: GqlContext) => ctx.locale === 'ar';

/** Products by id, in the order asked, skipping unknown ids. */
export async function productsByIds(ctx: GqlContext, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const byId = await cachedBatch(ctx, 'product', async (missing: number[]) => {
    const rows = await ctx.db
      .selectFrom('products')
      .select(PRODUCT_COLUMNS)
      .where('id', 'in', missing)
      .execute();
    return new Map(rows.map((r) => [r.id, r]));
  })([...new Set(ids)]);
  return ids.map((id) => byId.get(id)).filter((r): r is ProductRow => r !== undefined);
}

export interface StockAtSource {
  qty: number;
  price: number | null;
}

/** Stock and source price of simple products at the request's source. */
export function stockLoader(ctx: GqlContext) {
  return loaderFor<number, StockAtSource>(
    ctx,
    'stock',
    () =>
      new BatchLoader(
        cachedBatch(
          ctx,
          'stock',
          async (ids: number[]) => {
            const rows = await ctx.db
              .selectFrom('product_stock')
              .select(['product_id', 'qty', 'price'])
              .where('source_code', '=', ctx.source)
              .where('product_id', 'in', ids)
              .execute();
            return new Map(
              rows.map((r) => [
                r.product_id,
                { qty: Number(r.qty), price: r.price === null ? null : Number(r.price) },
              ]),
            );
          },
          'source-stock',
        ),
        { qty: 0, price: null },
      ),
  );
}

/** Children of configurable products (variants) by parent id. */
export function variantsLoader(ctx: GqlContext) {
  return loaderFor<number, ProductRow[]>(
    ctx,
    'variants',
    () =>
      new BatchLoader(
        cachedBatch(ctx, 'variants', async (ids: number[]) => {
          const rows = await ctx.db
            .selectFrom('products')
            .select(PRODUCT_COLUMNS)
            .where('parent_id', 'in', ids)
            .orderBy('id')
            .execute();
          const map = new Map<number, ProductRow[]>();
          for (const r of rows)
            map.set(r.parent_id as number, [...(map.get(r.parent_id as number) ?? []), r]);
          return map;
        }),
        [],
      ),
  );
}

export interface LinkRow {
  product: ProductRow;
  position: number;
  qty: number;
}

/** Linked products (related, crosssell, grouped members) by product id. */
export function linksLoader(ctx: GqlContext, type: 'related' | 'crosssell' | 'grouped') {
  return loaderFor<number, LinkRow[]>(
    ctx,
    `links:${type}`,
    () =>
      new BatchLoader(
        cachedBatch(ctx, `links:${type}`, async (ids: number[]) => {
          const links = await ctx.db
            .selectFrom('product_links')
            .select(['product_id', 'linked_product_id', 'position', 'qty'])
            .where('link_type', '=', type)
            .where('product_id', 'in', ids)
            .orderBy('position')
            .execute();
          const products = new Map(
            (await productsByIds(ctx, [...new Set(links.map((l) => l.linked_product_id))])).map(
              (p) => [p.id, p],
            ),
          );
          const map = new Map<number, LinkRow[]>();
          for (const l of links) {
            const product = products.get(l.linked_product_id);
            if (product)
              map.set(l.product_id, [
                ...(map.get(l.product_id) ?? []),
                { product, position: l.position, qty: Number(l.qty) },
              ]);
          }
          return map;
        }),
        [],
      ),
  );
}

export interface CategoryRef {
  id: number;
  uid: string;
  name: string;
  name_ar: string;
  url_key: string;
  url_path: string;
  path: string;
  level: number;
  position: number;
  section: string;
}

export function productCategoriesLoader(ctx: GqlContext) {
  return loaderFor<number, CategoryRef[]>(
    ctx,
    'product-categories',
    () =>
      new BatchLoader(
        cachedBatch(ctx, 'product-categories', async (ids: number[]) => {
          const rows = await ctx.db
            .selectFrom('product_categories as pc')
            .innerJoin('categories as c', 'c.id', 'pc.category_id')
            .select([
              'pc.product_id',
              'c.id',
              'c.uid',
              'c.name',
              'c.name_ar',
              'c.url_key',
              'c.url_path',
              'c.path',
              'c.level',
              'c.position',
              'c.section',
            ])
            .where('pc.product_id', 'in', ids)
            .orderBy('c.level', 'desc')
            .execute();
          const map = new Map<number, CategoryRef[]>();
          for (const { product_id, ...c } of rows)
            map.set(product_id, [...(map.get(product_id) ?? []), c]);
          return map;
        }),
        [],
      ),
  );
}

export interface BrandRow {
  id: number;
  name: string;
  name_ar: string;
  url_key: string;
  image_url: string;
}

export function brandLoader(ctx: GqlContext) {
  return loaderFor<number, BrandRow | null>(
    ctx,
    'brands',
    () =>
      new BatchLoader(
        cachedBatch(ctx, 'brands', async (ids: number[]) => {
          const rows = await ctx.db
            .selectFrom('brands')
            .selectAll()
            .where('id', 'in', ids)
            .execute();
          return new Map(rows.map((r) => [r.id, r]));
        }),
        null,
      ),
  );
}

export interface BundleOptionData {
  id: number;
  position: number;
  required: boolean;
  title: string;
  title_ar: string;
  type: string;
  selections: Array<{
    id: number;
    position: number;
    is_default: boolean;
    can_change_quantity: boolean;
    quantity: number;
    product: ProductRow;
  }>;
}

export function bundleLoader(ctx: GqlContext) {
  return loaderFor<number, BundleOptionData[]>(
    ctx,
    'bundles',
    () =>
      new BatchLoader(
        cachedBatch(ctx, 'bundles', async (ids: number[]) => {
          const options = await ctx.db
            .selectFrom('bundle_options')
            .selectAll()
            .where('product_id', 'in', ids)
            .orderBy('position')
            .execute();
          const selections = options.length
            ? await ctx.db
                .selectFrom('bundle_selections')
                .selectAll()
                .where(
                  'option_id',
                  'in',
                  options.map((o) => o.id),
                )
                .orderBy('position')
                .execute()
            : [];
          const products = new Map(
            (await productsByIds(ctx, [...new Set(selections.map((s) => s.product_id))])).map(
              (p) => [p.id, p],
            ),
          );
          const map = new Map<number, BundleOptionData[]>();
          for (const o of options) {
            const data: BundleOptionData = {
              ...o,
              selections: selections
                .filter((s) => s.option_id === o.id && products.has(s.product_id))
                .map((s) => ({
                  id: s.id,
                  position: s.position,
                  is_default: s.is_default,
                  can_change_quantity: s.can_change_quantity,
                  quantity: Number(s.quantity),
                  product: products.get(s.product_id) as ProductRow,
                })),
            };
            map.set(o.product_id, [...(map.get(o.product_id) ?? []), data]);
          }
          return map;
        }),
        [],
      ),
  );
}

const DAY = 86_400_000;

/**
 * Spec section 9: the special price applies from special_from_date to the end of special_to_date.
 * The storefront's rule (contracts `effectivePrice`) is checked against this one in
 * test/contract-rules.test.ts, where the cases with one date or none still differ.
 */
export function specialActive(p: ProductRow, now: Date): boolean {
  if (p.special_price === null) return false;
  const from = p.special_from_date ? new Date(p.special_from_date).getTime() : null;
  const to = p.special_to_date ? new Date(p.special_to_date).getTime() : null;
  const t = now.getTime();
  if (from !== null && t < from) return false;
  if (to !== null && t >= to + DAY) return false;
  return true;
}

export interface PriceInfo {
  regularMin: number;
  regularMax: number;
  finalMin: number;
  finalMax: number;
}

async function simplePrice(
  ctx: GqlContext,
  p: ProductRow,
): Promise<{ regular: number; final: number }> {
  const stock = await stockLoader(ctx).load(p.id);
  const regular = stock.price ?? Number(p.price);
  const final = specialActive(p, ctx.config.now())
    ? Math.min(regular, Number(p.special_price))
    : regular;
  return { regular, final };
}

/** Prices of any product type at the request's source. */
export async function priceInfo(ctx: GqlContext, p: ProductRow): Promise<PriceInfo> {
  let parts: Array<{ regular: number; final: number }>;
  if (p.type === 'configurable') {
    parts = await Promise.all(
      (await variantsLoader(ctx).load(p.id)).map((v) => simplePrice(ctx, v)),
    );
  } else if (p.type === 'grouped') {
    parts = await Promise.all(
      (await linksLoader(ctx, 'grouped').load(p.id)).map((l) => simplePrice(ctx, l.product)),
    );
  } else if (p.type === 'bundle') {
    const options = await bundleLoader(ctx).load(p.id);
    let regularMin = 0,
      finalMin = 0,
      regularMax = 0,
      finalMax = 0;
    for (const option of options) {
      const prices = await Promise.all(
        option.selections.map(async (s) => {
          const price = await simplePrice(ctx, s.product);
          return { regular: price.regular * s.quantity, final: price.final * s.quantity };
        }),
      );
      if (prices.length === 0) continue;
      if (option.required) {
        regularMin += Math.min(...prices.map((x) => x.regular));
        finalMin += Math.min(...prices.map((x) => x.final));
      }
      if (option.type === 'checkbox') {
        regularMax += prices.reduce((s, x) => s + x.regular, 0);
        finalMax += prices.reduce((s, x) => s + x.final, 0);
      } else {
        regularMax += Math.max(...prices.map((x) => x.regular));
        finalMax += Math.max(...prices.map((x) => x.final));
      }
    }
    return { regularMin, regularMax, finalMin, finalMax };
  } else {
    const price = await simplePrice(ctx, p);
    return {
      regularMin: price.regular,
      regularMax: price.regular,
      finalMin: price.final,
      finalMax: price.final,
    };
  }
  if (parts.length === 0) {
    const regular = Number(p.price);
    return { regularMin: regular, regularMax: regular, finalMin: regular, finalMax: regular };
  }
  return {
    regularMin: Math.min(...parts.map((x) => x.regular)),
    regularMax: Math.max(...parts.map((x) => x.regular)),
    finalMin: Math.min(...parts.map((x) => x.final)),
    finalMax: Math.max(...parts.map((x) => x.final)),
  };
}

/** Stock left at the request's source: variants summed, grouped and bundle limited by their scarcest part. */
export async function stockLeft(ctx: GqlContext, p: ProductRow): Promise<number> {
  if (p.type === 'configurable') {
    const qtys = await Promise.all(
      (await variantsLoader(ctx).load(p.id)).map((v) => stockLoader(ctx).load(v.id)),
    );
    return qtys.reduce((s, q) => s + q.qty, 0);
  }
  if (p.type === 'grouped') {
    const qtys = await Promise.all(
      (await linksLoader(ctx, 'grouped').load(p.id)).map((l) =>
        stockLoader(ctx).load(l.product.id),
      ),
    );
    return qtys.length ? Math.min(...qtys.map((q) => q.qty)) : 0;
  }
  if (p.type === 'bundle') {
    const options = (await bundleLoader(ctx).load(p.id)).filter((o) => o.required);
    const perOption = await Promise.all(
      options.map(async (o) =>
        Math.max(
          0,
          ...(await Promise.all(o.selections.map((s) => stockLoader(ctx).load(s.product.id)))).map(
            (q) => q.qty,
          ),
        ),
      ),
    );
    return perOption.length ? Math.min(...perOption) : 0;
  }
  return (await stockLoader(ctx).load(p.id)).qty;
}
