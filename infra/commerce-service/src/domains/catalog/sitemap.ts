// What a sitemap lists (the gateway's /sitemap.xml, infra/gateway/src/seo/sitemap.ts): the paths
// of the catalogue's pages, without a locale (the gateway writes both languages), one kind and
// one page at a time in key order, so the gateway can read a catalogue of any size in slices.
//   GET /sitemap-entries?kind=products|categories|pages&after=<key>&limit=<1..SITEMAP_PAGE_MAX>
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The most paths one answer holds (also the default). */
export const SITEMAP_PAGE_MAX = 5000;

export const SITEMAP_KINDS = ['products', 'categories', 'pages'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export interface SitemapSlice {
  /** Page paths without a leading slash or locale (`{url_key}`, a CMS page's identifier). */
  paths: string[];
  /** The `after` of the next slice, or null when this was the last. */
  next: string | null;
}

/** One slice of `kind`'s paths after key `after` (exclusive), in key order. */
export async function sitemapSlice(
  db: Kysely<Database>,
  kind: SitemapKind,
  after: string | null,
  limit: number,
): Promise<SitemapSlice> {
  if (kind === 'pages') {
    let query = db.selectFrom('cms_pages').select('identifier').orderBy('identifier');
    if (after !== null) query = query.where('identifier', '>', after);
    const rows = await query.limit(limit).execute();
    const paths = rows.map((row) => row.identifier);
    return { paths, next: rows.length === limit ? (paths.at(-1) ?? null) : null };
  }
  const from = Number(after ?? 0);
  // Visible products only (what a shopper can open); every category (each has a page).
  const rows =
    kind === 'products'
      ? await db
          .selectFrom('products')
          .select(['id', 'url_key'])
          .where('visible', '=', true)
          .where('id', '>', from)
          .orderBy('id')
          .limit(limit)
          .execute()
      : await db
          .selectFrom('categories')
          .select(['id', 'url_key'])
          .where('id', '>', from)
          .orderBy('id')
          .limit(limit)
          .execute();
  const last = rows.at(-1);
  return {
    paths: rows.map((row) => row.url_key),
    next: rows.length === limit && last ? String(last.id) : null,
  };
}

type Query = Record<string, string | undefined>;

/** The request's kind, key and limit, or the reason they are refused (English and Arabic). */
function sliceRequestOf(
  q: Query,
):
  { kind: SitemapKind; after: string | null; limit: number } | { error: string; error_ar: string } {
  const kind = SITEMAP_KINDS.find((each) => each === q.kind);
  if (!kind) {
    return {
      error: `kind must be one of ${SITEMAP_KINDS.join(', ')}.`,
      error_ar: `يجب أن يكون النوع واحدًا من ${SITEMAP_KINDS.join('، ')}.`,
    };
  }
  const limit = q.limit === undefined ? SITEMAP_PAGE_MAX : Number(q.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > SITEMAP_PAGE_MAX) {
    return {
      error: `limit must be from 1 to ${SITEMAP_PAGE_MAX}.`,
      error_ar: `يجب أن يكون الحد من 1 إلى ${SITEMAP_PAGE_MAX}.`,
    };
  }
  const after = q.after ?? null;
  const keyed = kind === 'pages' ? (after ?? '').length <= 255 : /^\d{0,10}$/.test(after ?? '');
  if (!keyed) {
    return {
      error: 'after must be a key of the previous slice.',
      error_ar: 'مفتاح البداية غير صالح.',
    };
  }
  return { kind, after: after === '' ? null : after, limit };
}

/** GET /sitemap-entries: one slice; asked by the gateway, cached by it, never by the way. */
export function registerSitemapRoute(app: FastifyInstance, db: Kysely<Database>): void {
  app.get<{ Querystring: Query }>('/sitemap-entries', async (request, reply) => {
    const asked = sliceRequestOf(request.query);
    if ('error' in asked) return reply.code(400).send(asked);
    reply.header('cache-control', 'no-store');
    return sitemapSlice(db, asked.kind, asked.after, asked.limit);
  });
}
