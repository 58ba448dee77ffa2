import { sql, type Selectable } from 'kysely';
import type { CategoriesTable, MegaMenuOffer } from '../../db/schema';
import type { GqlContext } from '../../graphql/context';
import { inputError } from '../../graphql/errors';
import { BatchLoader, loaderFor } from './loader';

export type CategoryRow = Selectable<CategoriesTable>;

export function childrenLoader(ctx: GqlContext) {
  return loaderFor<number, CategoryRow[]>(
    ctx,
    'category-children',
    () =>
      new BatchLoader(async (ids) => {
        const rows = await ctx.db
          .selectFrom('categories')
          .selectAll()
          .where('parent_id', 'in', ids)
          .orderBy('position')
          .execute();
        const map = new Map<number, CategoryRow[]>();
        for (const r of rows)
          map.set(r.parent_id as number, [...(map.get(r.parent_id as number) ?? []), r]);
        return map;
      }, []),
  );
}

export function categoryByIdLoader(ctx: GqlContext) {
  return loaderFor<number, CategoryRow | null>(
    ctx,
    'category-by-id',
    () =>
      new BatchLoader(async (ids) => {
        const rows = await ctx.db
          .selectFrom('categories')
          .selectAll()
          .where('id', 'in', ids)
          .execute();
        return new Map(rows.map((r) => [r.id, r]));
      }, null),
  );
}

type EqFilter = { eq?: unknown; in?: unknown; match?: unknown } | null | undefined;

function list(name: string, f: EqFilter): string[] | null {
  if (!f) return null;
  const out: unknown[] = [];
  if (f.eq !== undefined && f.eq !== null) out.push(f.eq);
  if (Array.isArray(f.in)) out.push(...(f.in as unknown[]));
  const strings = out
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '' && v.length <= 255)
    .map((v) => v.trim());
  if (strings.length === 0 || strings.length !== out.length)
    throw inputError(
      `Category filter "${name}" needs "eq" or "in" with 1 to 255 character values.`,
    );
  if (strings.length > 100) throw inputError(`Category filter "${name}" takes at most 100 values.`);
  return strings;
}

function idList(name: string, f: EqFilter): number[] | null {
  const l = list(name, f);
  if (!l) return null;
  return l.map((v) => {
    if (!/^\d{1,9}$/.test(v))
      throw inputError(`Category filter "${name}" expects numeric ids, got "${v}".`);
    return Number(v);
  });
}

function uidList(name: string, f: EqFilter): number[] | null {
  const l = list(name, f);
  if (!l) return null;
  return l.map((v) => {
    const id = Buffer.from(v, 'base64').toString('utf8');
    if (!/^\d{1,9}$/.test(id))
      throw inputError(`Category filter "${name}" has an invalid uid "${v}".`);
    return Number(id);
  });
}

/** categoryList / categories: the filters of Magento's CategoryFilterInput; no filter gives the top level. */
export async function findCategories(
  ctx: GqlContext,
  filters: Record<string, EqFilter> | null | undefined,
): Promise<CategoryRow[]> {
  const f = filters ?? {};
  let q = ctx.db.selectFrom('categories').selectAll();
  let any = false;
  const ids = [...(idList('ids', f.ids) ?? []), ...(uidList('category_uid', f.category_uid) ?? [])];
  if (f.ids || f.category_uid) {
    q = q.where('id', 'in', ids);
    any = true;
  }
  const parents = [
    ...(idList('parent_id', f.parent_id) ?? []),
    ...(uidList('parent_category_uid', f.parent_category_uid) ?? []),
  ];
  if (f.parent_id || f.parent_category_uid) {
    q = q.where('parent_id', 'in', parents);
    any = true;
  }
  const keys = list('url_key', f.url_key);
  if (keys) {
    q = q.where('url_key', 'in', keys);
    any = true;
  }
  const paths = list('url_path', f.url_path);
  if (paths) {
    q = q.where('url_path', 'in', paths);
    any = true;
  }
  if (f.name) {
    const match = typeof f.name.match === 'string' ? f.name.match.trim() : '';
    if (match.length === 0 || match.length > 100)
      throw inputError('Category filter "name" match must be 1 to 100 characters.');
    q = q.where(
      sql<boolean>`dukkan_normalize(name || ' ' || name_ar) like ${'%' + match.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`) + '%'}`,
    );
    any = true;
  }
  const flag = (name: 'include_in_menu' | 'include_in_home_page') => {
    const v = list(name, f[name]);
    if (!v) return;
    if (v.length !== 1 || (v[0] !== '1' && v[0] !== '0'))
      throw inputError(`Category filter "${name}" takes eq "1" or "0".`);
    q = q.where(name, '=', v[0] === '1');
    if (v[0] === '1') q = q.where('level', '=', 1);
    any = true;
  };
  flag('include_in_menu');
  flag('include_in_home_page');
  const sections = list('section', f.section);
  if (sections) {
    for (const s of sections)
      if (!['ELECTRONICS', 'NON_ELECTRONICS', 'CLOTHING'].includes(s))
        throw inputError(
          `Category filter "section" takes ELECTRONICS, NON_ELECTRONICS or CLOTHING, got "${s}".`,
        );
    q = q.where('section', 'in', sections as CategoryRow['section'][]);
    any = true;
  }
  if (!any) q = q.where('level', '=', 1);
  const menuOrder = f.include_in_menu || f.include_in_home_page;
  return q
    .orderBy(menuOrder ? 'featured_order' : 'level')
    .orderBy('position')
    .orderBy('id')
    .limit(500)
    .execute();
}

export function menuOffer(ctx: GqlContext, c: CategoryRow) {
  const offer = (
    typeof c.menu_offer === 'string' ? JSON.parse(c.menu_offer) : c.menu_offer
  ) as MegaMenuOffer | null;
  if (!offer) return null;
  const arabic = ctx.locale === 'ar';
  return {
    title: arabic ? offer.title_ar : offer.title,
    description: arabic ? offer.description_ar : offer.description,
    href: offer.href,
    cta: arabic ? offer.cta_ar : offer.cta,
  };
}

export async function offersFor(ctx: GqlContext, categoryId: number) {
  const rows = await ctx.db
    .selectFrom('offers')
    .selectAll()
    .where('category_id', '=', categoryId)
    .orderBy('sort')
    .execute();
  const arabic = ctx.locale === 'ar';
  return rows.map((o) => ({
    id: o.id,
    sort: o.sort,
    title: arabic ? o.title_ar : o.title,
    description: arabic ? o.description_ar : o.description,
    button_text: arabic ? o.button_text_ar : o.button_text,
    offer_url: o.offer_url,
    image_url: o.image_url,
    responsive_image_url: o.responsive_image_url,
    promocode: o.promocode,
  }));
}
