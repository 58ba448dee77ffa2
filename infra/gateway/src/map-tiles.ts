// The map picker's tiles (issue 63): where the browser fetches them and the attribution the map
// shows, from MAP_TILE_URL and MAP_TILE_ATTRIBUTION. The storefront reads them from
// `GET /map-config.json` when a shopper opens the picker, and the Content-Security-Policy lets
// images come from the tiles' origin only (headers.ts).
import type { FastifyInstance } from 'fastify';

export interface MapTiles {
  /** A URL template with `{z}`, `{x}` and `{y}` (and optionally `{s}`, a subdomain). */
  url: string;
  /** Plain text shown in the map's corner (the provider's licence asks for it). */
  attribution: string;
  /** Deepest zoom the provider serves. */
  maxZoom: number;
}

/** OpenStreetMap's own tile server: fine for a demo, see its usage policy before real traffic. */
export const DEFAULT_MAP_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
  maxZoom: 19,
};

/** The longest attribution accepted: a line in the map's corner, not a page. */
export const MAX_ATTRIBUTION_LENGTH = 200;

/** MAP_TILE_URL / MAP_TILE_ATTRIBUTION / MAP_TILE_MAX_ZOOM, checked; the defaults without them. */
export function mapTilesOf(env: NodeJS.ProcessEnv): MapTiles {
  const url = env.MAP_TILE_URL?.trim() || DEFAULT_MAP_TILES.url;
  const attribution = env.MAP_TILE_ATTRIBUTION?.trim() || DEFAULT_MAP_TILES.attribution;
  const maxZoom = Number(env.MAP_TILE_MAX_ZOOM ?? DEFAULT_MAP_TILES.maxZoom);
  if (!['{z}', '{x}', '{y}'].every((part) => url.includes(part))) {
    throw new Error(`MAP_TILE_URL must hold {z}, {x} and {y}, got "${url}"`);
  }
  let parsed: URL;
  try {
    parsed = new URL(url.replaceAll('{s}', 'a'));
  } catch {
    throw new Error(`MAP_TILE_URL must be an absolute http(s) URL template, got "${url}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`MAP_TILE_URL must be an http(s) URL template, got "${url}"`);
  }
  if (attribution.length > MAX_ATTRIBUTION_LENGTH) {
    throw new Error(`MAP_TILE_ATTRIBUTION must be at most ${MAX_ATTRIBUTION_LENGTH} characters`);
  }
  if (!Number.isInteger(maxZoom) || maxZoom < 1 || maxZoom > 22) {
    throw new Error(`MAP_TILE_MAX_ZOOM must be a whole number from 1 to 22, got "${maxZoom}"`);
  }
  return { url, attribution, maxZoom };
}

/**
 * The origin the Content-Security-Policy allows images from: the template's scheme and host,
 * a `{s}` subdomain as `*` (`https://*.tile.example.org`).
 */
export function tileImageSource(tiles: MapTiles): string {
  const [, scheme, host] = /^(https?:\/\/)([^/?#]+)/.exec(tiles.url) ?? [];
  if (!scheme || !host) throw new Error(`MAP_TILE_URL has no host: "${tiles.url}"`);
  return `${scheme}${host.replaceAll('{s}', '*')}`;
}

/** `GET /map-config.json`: the tiles, cached for an hour (a change reaches shoppers within it). */
export function registerMapConfigRoute(app: FastifyInstance, tiles: MapTiles): void {
  const body = JSON.stringify(tiles);
  app.get('/map-config.json', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600');
    reply.type('application/json; charset=utf-8');
    return body;
  });
}
