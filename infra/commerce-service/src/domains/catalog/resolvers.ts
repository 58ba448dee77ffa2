import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { sql } from 'kysely';
import type { GqlContext } from '../../graphql/context';
import { inputError } from '../../graphql/errors';
import type { ProductAttribute, ProductVideoRow, SizeChartRow } from '../../db/schema';
import type { Resolvers } from '../../graphql/types';
import {
  categoryByIdLoader,
  childrenLoader,
  findCategories,
  menuOffer,
  offersFor,
  type CategoryRow,
} from './categories';
import {
  ar,
  brandLoader,
  bundleLoader,
  linksLoader,
  priceInfo,
  productCategoriesLoader,
  productsByIds,
  stockLeft,
  variantsLoader,
  PRODUCT_COLUMNS,
  type ProductRow,
} from './product-data';
import { paging, queryProducts, type ProductsArgs } from './products-query';
import { productLists } from './product-lists';
import { analyzeSearch, normalizeText, searchTokens } from './search-sql';

type Args = Record<string, unknown>;

/** Whether the current field's selection (fragments included) asks for a direct child field. */
function selects(info: GraphQLResolveInfo, name: string): boolean {
  const visit = (set: SelectionSetNode | undefined, seen: Set<string>): boolean =>
    (set?.selections ?? []).some((s) => {
      if (s.kind === Kind.FIELD) return s.name.value === name;
      if (s.kind === Kind.INLINE_FRAGMENT) return visit(s.selectionSet, seen);
      if (seen.has(s.name.value)) return false;
      return visit(info.fragments[s.name.value]?.selectionSet, new Set([...seen, s.name.value]));
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet, new Set()));
}

const TYPE_NAMES: Record<string, string> = {
  simple: 'SimpleProduct',
  configurable: 'ConfigurableProduct',
  grouped: 'GroupedProduct',
  bundle: 'BundleProduct',
};
const iso = (d: Date | string | null) =>
  d === null ? null : new Date(d).toISOString().replace('T', ' ').slice(0, 19);
const money = (value: number) => ({ value: Math.round(value * 100) / 100, currency: 'EGP' });

function image(p: ProductRow, ctx: GqlContext, variant = '') {
  return {
    url: `/media/catalog/product/${encodeURIComponent(p.sku)}.svg${variant}`,
    label: ar(ctx) ? p.name_ar : p.name,
    position: 1,
    disabled: false,
  };
}

function productPrice(regular: number, final: number) {
  const off = Math.max(0, regular - final);
  return {
    regular_price: money(regular),
    final_price: money(final),
    discount: {
      amount_off: Math.round(off * 100) / 100,
      percent_off: regular > 0 ? Math.round((off / regular) * 10000) / 100 : 0,
    },
  };
}

/** A jsonb column as PGlite or PostgreSQL hands it over (parsed, or text). */
const jsonOf = <T>(value: unknown): T =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** The product's videos after its images, each a ProductVideo with the still image as its url. */
function videosOf(p: ProductRow, ctx: GqlContext) {
  return (jsonOf<ProductVideoRow[] | null>(p.videos) ?? []).map((video, index) => ({
    ...image(p, ctx, '?view=video'),
    label: ar(ctx) ? video.title_ar : video.title,
    position: 10 + index,
    __typename: 'ProductVideo',
    video_content: {
      media_type: 'external-video',
      video_provider: 'dukkan',
      video_url: video.url,
      video_title: ar(ctx) ? video.title_ar : video.title,
      video_description: ar(ctx) ? video.description_ar : video.description,
    },
  }));
}

const attrs = (p: ProductRow) =>
  (typeof p.attributes === 'string'
    ? JSON.parse(p.attributes)
    : p.attributes) as ProductAttribute[];

/** Fields shared by every product type; the parent value is a products row. */
const productFields = {
  id: (p: ProductRow) => p.id,
  uid: (p: ProductRow) => Buffer.from(String(p.id)).toString('base64'),
  name: (p: ProductRow, _: Args, ctx: GqlContext) => (ar(ctx) ? p.name_ar : p.name),
  url_suffix: () => '',
  type_id: (p: ProductRow) => p.type,
  image: (p: ProductRow, _: Args, ctx: GqlContext) => image(p, ctx),
  small_image: (p: ProductRow, _: Args, ctx: GqlContext) => image(p, ctx, '?size=small'),
  thumbnail: (p: ProductRow, _: Args, ctx: GqlContext) => image(p, ctx, '?size=thumb'),
  media_gallery: (p: ProductRow, _: Args, ctx: GqlContext) => [
    { ...image(p, ctx), __typename: 'ProductImage' },
    { ...image(p, ctx, '?view=2'), position: 2, __typename: 'ProductImage' },
    ...videosOf(p, ctx),
  ],
  short_description: (p: ProductRow, _: Args, ctx: GqlContext) => ({
    html: ar(ctx) ? p.short_description_ar : p.short_description,
  }),
  description: (p: ProductRow, _: Args, ctx: GqlContext) => ({
    html: ar(ctx) ? p.description_ar : p.description,
  }),
  attributes: (p: ProductRow, _: Args, ctx: GqlContext) =>
    attrs(p).map((a) => ({
      key: a.key,
      label: ar(ctx) ? a.label_ar : a.label,
      value: ar(ctx) ? a.value_ar : a.value,
    })),
  product_featured_attributes: (p: ProductRow, _: Args, ctx: GqlContext) =>
    attrs(p)
      .filter((a) => a.featured === true)
      .map((a) => ({
        key: a.key,
        label: ar(ctx) ? a.label_ar : a.label,
        value: ar(ctx) ? a.value_ar : a.value,
      })),
  rating_summary: (p: ProductRow) => p.rating_summary,
  meta_title: (p: ProductRow, _: Args, ctx: GqlContext) =>
    `${ar(ctx) ? p.name_ar : p.name} | ${ar(ctx) ? 'دكان' : 'Dukkan'}`,
  meta_description: (p: ProductRow, _: Args, ctx: GqlContext) =>
    ar(ctx) ? p.short_description_ar : p.short_description,
  meta_keyword: (p: ProductRow, _: Args, ctx: GqlContext) =>
    ar(ctx) ? p.search_terms_ar : p.search_terms_en,
  categories: async (p: ProductRow, _: Args, ctx: GqlContext) =>
    (await productCategoriesLoader(ctx).load(p.parent_id ?? p.id)).map((c) => ({
      ...c,
      name: ar(ctx) ? c.name_ar : c.name,
    })),
  brand: async (p: ProductRow, _: Args, ctx: GqlContext) => {
    if (p.brand_id === null) return null;
    const b = await brandLoader(ctx).load(p.brand_id);
    return (
      b && {
        id: b.id,
        name: ar(ctx) ? b.name_ar : b.name,
        image_url: b.image_url,
        url_key: b.url_key,
      }
    );
  },
  size_chart: (p: ProductRow, _: Args, ctx: GqlContext) => {
    const chart = jsonOf<SizeChartRow | null>(p.size_chart);
    return chart && { name: ar(ctx) ? chart.name_ar : chart.name, image: chart.image };
  },
  special_price: (p: ProductRow) => (p.special_price === null ? null : Number(p.special_price)),
  special_from_date: (p: ProductRow) => iso(p.special_from_date),
  special_to_date: (p: ProductRow) => iso(p.special_to_date),
  new_from_date: (p: ProductRow) => iso(p.new_from_date),
  new_to_date: (p: ProductRow) => iso(p.new_to_date),
  only_x_left_in_stock: (p: ProductRow, _: Args, ctx: GqlContext) => stockLeft(ctx, p),
  stock_status: async (p: ProductRow, _: Args, ctx: GqlContext) =>
    (await stockLeft(ctx, p)) > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK',
  price_range: async (p: ProductRow, _: Args, ctx: GqlContext) => {
    const info = await priceInfo(ctx, p);
    return {
      minimum_price: productPrice(info.regularMin, info.finalMin),
      maximum_price: productPrice(info.regularMax, info.finalMax),
    };
  },
  cart_control: (p: ProductRow, _: Args, ctx: GqlContext) => ({
    increment_step: Number(p.increment_step),
    min_amount: Number(p.min_amount),
    max_amount: p.max_amount === null ? null : Number(p.max_amount),
    unit: ar(ctx) ? p.unit_ar : p.unit,
  }),
  crosssell_products: async (p: ProductRow, _: Args, ctx: GqlContext) =>
    (await linksLoader(ctx, 'crosssell').load(p.id)).map((l) => l.product),
  related_products: async (p: ProductRow, _: Args, ctx: GqlContext) =>
    (await linksLoader(ctx, 'related').load(p.id)).map((l) => l.product),
  upsell_products: () => [],
  type: () => 'PRODUCT',
  relative_url: (p: ProductRow) => p.url_key,
  redirect_code: () => 0,
};

const categoryFields = {
  name: (c: CategoryRow, _: Args, ctx: GqlContext) => (ar(ctx) ? c.name_ar : c.name),
  url_suffix: () => '',
  description: (c: CategoryRow, _: Args, ctx: GqlContext) =>
    ar(ctx) ? c.description_ar : c.description,
  meta_title: (c: CategoryRow, _: Args, ctx: GqlContext) =>
    ar(ctx) ? c.meta_title_ar || c.name_ar : c.meta_title,
  meta_description: (c: CategoryRow, _: Args, ctx: GqlContext) =>
    (ar(ctx) ? c.description_ar : c.description).replace(/<[^>]+>/g, ''),
  include_in_menu: (c: CategoryRow) => (c.include_in_menu ? 1 : 0),
  includeInMenu: (c: CategoryRow) => c.include_in_menu,
  includeInHomePage: (c: CategoryRow) => c.include_in_home_page,
  visibleInSideMenu: (c: CategoryRow) => c.visible_in_side_menu,
  featuredOrder: (c: CategoryRow) => c.featured_order,
  parentUid: (c: CategoryRow) =>
    c.parent_id === null ? null : Buffer.from(String(c.parent_id)).toString('base64'),
  children: (c: CategoryRow, _: Args, ctx: GqlContext) => childrenLoader(ctx).load(c.id),
  children_count: async (c: CategoryRow, _: Args, ctx: GqlContext) =>
    String((await childrenLoader(ctx).load(c.id)).length),
  breadcrumbs: async (c: CategoryRow, _: Args, ctx: GqlContext) => {
    const ancestors = c.path
      .split('/')
      .map(Number)
      .filter((id) => id !== c.id);
    const rows = await Promise.all(ancestors.map((id) => categoryByIdLoader(ctx).load(id)));
    return rows
      .filter((r): r is CategoryRow => r !== null)
      .map((r) => ({
        category_id: r.id,
        category_uid: r.uid,
        category_name: ar(ctx) ? r.name_ar : r.name,
        category_level: r.level,
        category_url_key: r.url_key,
        category_url_path: r.url_path,
      }));
  },
  product_count: async (c: CategoryRow, _: Args, ctx: GqlContext) => {
    const row = await sql<{
      n: number;
    }>`select count(*)::int as n from product_categories pc join products p on p.id = pc.product_id where pc.category_id = ${c.id} and p.visible`.execute(
      ctx.db,
    );
    return row.rows[0]?.n ?? 0;
  },
  products: async (c: CategoryRow, args: Args, ctx: GqlContext) => {
    const result = await queryProducts(
      ctx,
      { ...(args as ProductsArgs), filter: { category_id: { eq: String(c.id) } } },
      false,
    );
    return { items: result.items, page_info: result.page_info, total_count: result.total_count };
  },
  megaMenuOffer: (c: CategoryRow, _: Args, ctx: GqlContext) => menuOffer(ctx, c),
  featuredOffers: (c: CategoryRow, _: Args, ctx: GqlContext) => offersFor(ctx, c.id),
  type: () => 'CATEGORY',
  relative_url: (c: CategoryRow) => c.url_path,
  redirect_code: () => 0,
};

async function route(ctx: GqlContext, url: unknown) {
  if (typeof url !== 'string' || url.length > 255)
    throw inputError('url must be a string of at most 255 characters.');
  const path = url
    .replace(/^\/+|\/+$/g, '')
    .replace(/\.html$/, '')
    .replace(/^(en|ar)\//, '');
  if (path === '') return null;
  const category = await ctx.db
    .selectFrom('categories')
    .selectAll()
    .where((eb) => eb.or([eb('url_path', '=', path), eb('url_key', '=', path)]))
    .executeTakeFirst();
  if (category) return { ...category, __typename: 'CategoryTree' };
  const product = await ctx.db
    .selectFrom('products')
    .select(PRODUCT_COLUMNS)
    .where('url_key', '=', path)
    .where('visible', '=', true)
    .executeTakeFirst();
  if (product) return { ...product, __typename: TYPE_NAMES[product.type] };
  const page = await ctx.db
    .selectFrom('cms_pages')
    .selectAll()
    .where('identifier', '=', path)
    .executeTakeFirst();
  if (page) return { ...page, __typename: 'CmsPage' };
  return null;
}

async function searchSuggestions(ctx: GqlContext, args: Args) {
  if (typeof args.search !== 'string') throw inputError('search is required.');
  const text = args.search.trim();
  if (text.length === 0 || text.length > 100)
    throw inputError('search must be 1 to 100 characters.');
  const { size } = paging(args.pageSize, 1, 20, 8);
  if (searchTokens(text).length === 0) throw inputError('search must contain letters or digits.');
  const norm = normalizeText(text);
  // Categories the shared search analysis says the text names (synonyms, Franco-Arabic) first.
  const named = (await analyzeSearch(ctx.db, text))?.categoryIds ?? [];
  let categoryQuery = ctx.db
    .selectFrom('categories')
    .select(['id', 'uid', 'name', 'name_ar', 'url_key', 'url_path', 'image'])
    .where(
      sql<boolean>`(dukkan_normalize(name || ' ' || name_ar) like ${'%' + norm.replace(/[%_\\]/g, (c) => `\\${c}`) + '%'} or ${norm} <% dukkan_normalize(name || ' ' || name_ar)${named.length ? sql` or id in (${sql.join(named)})` : sql``})`,
    );
  if (named.length) categoryQuery = categoryQuery.orderBy(sql`id in (${sql.join(named)})`, 'desc');
  const categories = await categoryQuery
    .orderBy(sql`word_similarity(${norm}, dukkan_normalize(name || ' ' || name_ar))`, 'desc')
    .orderBy('level')
    .limit(5)
    .execute();
  const result = await queryProducts(ctx, { search: text, pageSize: size, currentPage: 1 }, false);
  return {
    categories: {
      title: ar(ctx) ? 'الأقسام' : 'Categories',
      size: categories.length,
      position: 1,
      items: categories.map((c) => ({
        id: c.id,
        uid: c.uid,
        name: ar(ctx) ? c.name_ar : c.name,
        url_key: c.url_key,
        url_path: c.url_path,
        image: c.image,
      })),
    },
    products: {
      title: ar(ctx) ? 'المنتجات' : 'Products',
      size: result.items.length,
      position: 2,
      total_count: result.total_count,
      items: result.items,
    },
  };
}

export const catalogResolvers: Resolvers = {
  Query: {
    products: (_: unknown, args: ProductsArgs, ctx: GqlContext, info: GraphQLResolveInfo) =>
      queryProducts(ctx, args, selects(info, 'aggregations')),
    categoryList: (_: unknown, args: Args, ctx: GqlContext) =>
      findCategories(ctx, args.filters as never),
    categories: async (_: unknown, args: Args, ctx: GqlContext) => {
      const { size, page } = paging(args.pageSize, args.currentPage, 100, 20);
      const all = await findCategories(ctx, args.filters as never);
      return {
        items: all.slice((page - 1) * size, page * size),
        total_count: all.length,
        page_info: {
          current_page: page,
          page_size: size,
          total_pages: Math.ceil(all.length / size),
        },
      };
    },
    route: (_: unknown, args: Args, ctx: GqlContext) => route(ctx, args.url),
    brands: async (_: unknown, __: Args, ctx: GqlContext) => {
      const rows = await sql<{
        id: number;
        name: string;
        name_ar: string;
        url_key: string;
        image_url: string;
        n: number;
      }>`
        select b.*, (select count(*)::int from products p where p.brand_id = b.id and p.visible) as n from brands b order by b.name`.execute(
        ctx.db,
      );
      return rows.rows.map((b) => ({
        id: b.id,
        name: ar(ctx) ? b.name_ar : b.name,
        url_key: b.url_key,
        image_url: b.image_url,
        product_count: b.n,
      }));
    },
    brand: async (_: unknown, args: Args, ctx: GqlContext) => {
      if (typeof args.url_key !== 'string' || args.url_key.length > 100)
        throw inputError('url_key must be at most 100 characters.');
      const b = await ctx.db
        .selectFrom('brands')
        .selectAll()
        .where('url_key', '=', args.url_key)
        .executeTakeFirst();
      return b
        ? {
            id: b.id,
            name: ar(ctx) ? b.name_ar : b.name,
            url_key: b.url_key,
            image_url: b.image_url,
          }
        : null;
    },
    categoryPageOffer: (_: unknown, args: Args, ctx: GqlContext) => {
      if (typeof args.categoryId !== 'number' || args.categoryId < 1)
        throw inputError('categoryId must be a positive integer.');
      return offersFor(ctx, args.categoryId);
    },
    searchProducts: (_: unknown, args: Args, ctx: GqlContext) => searchSuggestions(ctx, args),
    productLists: (_: unknown, __: Args, ctx: GqlContext) => productLists(ctx),
  },
  ProductInterface: { resolveType: (p: ProductRow) => TYPE_NAMES[p.type] },
  RoutableInterface: {
    resolveType: (v: { __typename?: string; type?: string }) =>
      v.__typename ?? TYPE_NAMES[v.type ?? ''] ?? 'CategoryTree',
  },
  CategoryInterface: { resolveType: () => 'CategoryTree' },
  MediaGalleryInterface: {
    resolveType: (entry: { __typename?: string }) => entry.__typename ?? 'ProductImage',
  },
  CategoryTree: categoryFields,
  SimpleProduct: productFields,
  ConfigurableProduct: {
    ...productFields,
    variants: async (p: ProductRow, _: Args, ctx: GqlContext) => {
      const variants = await variantsLoader(ctx).load(p.id);
      return variants.map((v) => {
        const attributes = Object.entries(variantAttributes(v));
        return {
          product: v,
          attributes: attributes.map(([code, label]) => ({
            code,
            label,
            value_index: labelIndex(label),
            uid: Buffer.from(`configurable/${code}/${labelIndex(label)}`).toString('base64'),
          })),
        };
      });
    },
    configurable_options: async (p: ProductRow, _: Args, ctx: GqlContext) => {
      const variants = await variantsLoader(ctx).load(p.id);
      const byCode = new Map<string, Set<string>>();
      for (const v of variants) {
        const a = variantAttributes(v);
        for (const [code, label] of Object.entries(a))
          byCode.set(code, new Set([...(byCode.get(code) ?? []), label]));
      }
      return [...byCode.entries()].map(([code, labels], i) => ({
        id: i + 1,
        uid: Buffer.from(`configurable/${code}`).toString('base64'),
        attribute_code: code,
        position: i,
        label: code === 'color' ? (ar(ctx) ? 'اللون' : 'Colour') : ar(ctx) ? 'المقاس' : 'Size',
        values: [...labels].map((label) => ({
          uid: Buffer.from(`configurable/${code}/${labelIndex(label)}`).toString('base64'),
          value_index: labelIndex(label),
          label,
          swatch_data: code === 'color' ? { value: label.toLowerCase() } : null,
        })),
      }));
    },
  },
  GroupedProduct: {
    ...productFields,
    items: async (p: ProductRow, _: Args, ctx: GqlContext) =>
      (await linksLoader(ctx, 'grouped').load(p.id)).map((l) => ({
        qty: l.qty,
        position: l.position,
        product: l.product,
      })),
  },
  BundleProduct: {
    ...productFields,
    dynamic_price: (p: ProductRow) => p.bundle_dynamic_price,
    items: async (p: ProductRow, _: Args, ctx: GqlContext) =>
      (await bundleLoader(ctx).load(p.id)).map((o) => ({
        option_id: o.id,
        uid: Buffer.from(`bundle/${o.id}`).toString('base64'),
        position: o.position,
        required: o.required,
        title: ar(ctx) ? o.title_ar : o.title,
        type: o.type,
        sku: p.sku,
        options: o.selections.map((s) => ({
          id: s.id,
          uid: Buffer.from(`bundle/${o.id}/${s.id}/${s.quantity}`).toString('base64'),
          position: s.position,
          is_default: s.is_default,
          can_change_quantity: s.can_change_quantity,
          quantity: s.quantity,
          label: ar(ctx) ? s.product.name_ar : s.product.name,
          price: Number(s.product.price),
          product: s.product,
        })),
      })),
  },
};

/** jsonb arrives parsed from both drivers. */
function variantAttributes(v: ProductRow): Record<string, string> {
  return v.variant_attributes ?? {};
}

const LABEL_INDEX = new Map<string, number>();
/** A stable numeric value index per option label (Magento value_index). */
function labelIndex(label: string): number {
  let index = LABEL_INDEX.get(label);
  if (index === undefined) {
    index = [...label].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 100_000, 7);
    LABEL_INDEX.set(label, index);
  }
  return index;
}

export { productsByIds };
