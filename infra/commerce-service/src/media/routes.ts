import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { hashHue, sizeChartSvg, tileSvg } from './svg';

/** The demo catalogue's one product clip (a short generated WebM; the catalogue has no films). */
const DEMO_VIDEO = path.resolve(__dirname, '..', '..', 'media', 'demo-product-video.webm');

const SIZES: Record<string, number> = { thumb: 150, small: 300 };

/** GET /media/video/<sku>.webm: the clip of a product whose videos name it. */
function registerVideoRoute(app: FastifyInstance, db: Kysely<Database>): void {
  app.get<{ Params: { file: string } }>('/media/video/:file', async (request, reply) => {
    const match = /^([A-Za-z0-9._-]{1,120})\.webm$/.exec(request.params.file);
    const url = `/media/video/${match?.[1] ?? ''}.webm`;
    const product =
      match &&
      (await db
        .selectFrom('products')
        .select('id')
        .where('sku', '=', match[1] as string)
        .where(sql<boolean>`videos @> ${JSON.stringify([{ url }])}::jsonb`)
        .executeTakeFirst());
    if (!product) return reply.code(404).send({ error: 'Not found' });
    return reply
      .header('content-type', 'video/webm')
      .header('cache-control', 'public, max-age=86400')
      .send(createReadStream(DEMO_VIDEO));
  });
}

/**
 * GET /media/{catalog/product|catalog/category|brand|offer|store|size-chart}/<key>.svg and
 * /media/video/<sku>.webm
 */
export function registerMediaRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  registerVideoRoute(app, db);
  app.get<{ Params: { kind: string; key: string }; Querystring: { size?: string } }>(
    '/media/:kind/*',
    async (request, reply) => {
      const wildcard = (request.params as Record<string, string>)['*'] ?? '';
      const kind =
        request.params.kind === 'catalog'
          ? `catalog/${wildcard.split('/')[0] ?? ''}`
          : request.params.kind;
      const file =
        request.params.kind === 'catalog' ? wildcard.split('/').slice(1).join('/') : wildcard;
      const match = /^([A-Za-z0-9._-]{1,120})\.svg$/.exec(file);
      if (!match) return reply.code(404).send({ error: 'Not found' });
      const key = match[1] as string;
      const side = SIZES[request.query.size ?? ''] ?? 600;
      let svg: string | null = null;
      if (kind === 'catalog/product') {
        const p = await db
          .selectFrom('products')
          .select(['name', 'image_hue'])
          .where('sku', '=', key)
          .executeTakeFirst();
        if (p) svg = tileSvg({ title: p.name, hue: p.image_hue, width: side, height: side });
      } else if (kind === 'catalog/category') {
        const c = await db
          .selectFrom('categories')
          .select(['name', 'id'])
          .where('url_key', '=', key)
          .executeTakeFirst();
        if (c) svg = tileSvg({ title: c.name, hue: hashHue(c.name), width: side, height: side });
      } else if (kind === 'brand') {
        const b = await db
          .selectFrom('brands')
          .select(['name'])
          .where('url_key', '=', key)
          .executeTakeFirst();
        if (b)
          svg = tileSvg({
            title: b.name,
            hue: hashHue(b.name),
            width: side,
            height: Math.round(side / 2),
          });
      } else if (kind === 'store') {
        const s = await db
          .selectFrom('stores')
          .select(['name'])
          .where('code', '=', key)
          .executeTakeFirst();
        if (s) svg = tileSvg({ title: s.name, hue: hashHue(s.name), width: 800, height: 450 });
      } else if (kind === 'size-chart') {
        svg = sizeChartSvg(key);
      } else if (kind === 'offer') {
        svg = tileSvg({
          title: key.replace(/-\d+$/, '').replace(/-/g, ' '),
          hue: hashHue(key),
          width: 1166,
          height: 300,
        });
      }
      if (!svg) return reply.code(404).send({ error: 'Not found' });
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(svg);
    },
  );
}
