// Where the map picker fetches its tiles: the gateway's `GET /map-config.json` (MAP_TILE_URL,
// MAP_TILE_ATTRIBUTION; infra/gateway/src/map-tiles.ts), read once per page when first needed.

export interface MapTiles {
  url: string;
  attribution: string;
  maxZoom: number;
}

export const MAP_CONFIG_PATH = '/map-config.json';

function isMapTiles(value: unknown): value is MapTiles {
  if (typeof value !== 'object' || value === null) return false;
  const { url, attribution, maxZoom } = value as Record<string, unknown>;
  return (
    typeof url === 'string' &&
    /^https?:\/\//.test(url) &&
    typeof attribution === 'string' &&
    typeof maxZoom === 'number'
  );
}

let pending: Promise<MapTiles> | null = null;

/** The tiles, fetched once; a failure is forgotten so the next opening asks again. */
export function loadMapTiles(): Promise<MapTiles> {
  pending ??= fetch(MAP_CONFIG_PATH, { credentials: 'same-origin' })
    .then((response) => {
      if (!response.ok) throw new Error(`${MAP_CONFIG_PATH} answered ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then((body) => {
      if (!isMapTiles(body)) throw new Error(`${MAP_CONFIG_PATH} is not a map configuration`);
      return body;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
