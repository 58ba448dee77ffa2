// The map picker's tiles from the environment, their origin in the CSP, and /map-config.json.
import Fastify from 'fastify';
import {
  DEFAULT_MAP_TILES,
  MAX_ATTRIBUTION_LENGTH,
  mapTilesOf,
  registerMapConfigRoute,
  tileImageSource,
} from '../src/map-tiles';

describe('map tiles', () => {
  it("uses OpenStreetMap's tiles without configuration", () => {
    expect(mapTilesOf({})).toEqual(DEFAULT_MAP_TILES);
    expect(tileImageSource(DEFAULT_MAP_TILES)).toBe('https://tile.openstreetmap.org');
  });

  it('takes the URL template, attribution and zoom from the environment', () => {
    const tiles = mapTilesOf({
      MAP_TILE_URL: 'https://{s}.tiles.example.org/v1/{z}/{x}/{y}.png?key=k',
      MAP_TILE_ATTRIBUTION: '© Example Maps',
      MAP_TILE_MAX_ZOOM: '18',
    });
    expect(tiles).toEqual({
      url: 'https://{s}.tiles.example.org/v1/{z}/{x}/{y}.png?key=k',
      attribution: '© Example Maps',
      maxZoom: 18,
    });
    expect(tileImageSource(tiles)).toBe('https://*.tiles.example.org');
    expect(
      tileImageSource(mapTilesOf({ MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' })),
    ).toBe('http://127.0.0.1:9');
  });

  it('refuses a template without its placeholders, a non-http one, a long attribution, a bad zoom', () => {
    expect(() => mapTilesOf({ MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}.png' })).toThrow(
      /must hold \{z\}, \{x\} and \{y\}/,
    );
    expect(() => mapTilesOf({ MAP_TILE_URL: 'javascript:{z}{x}{y}' })).toThrow(/http\(s\)/);
    expect(() => mapTilesOf({ MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' })).toThrow(/absolute/);
    expect(() =>
      mapTilesOf({ MAP_TILE_ATTRIBUTION: 'x'.repeat(MAX_ATTRIBUTION_LENGTH + 1) }),
    ).toThrow(/at most 200/);
    expect(() => mapTilesOf({ MAP_TILE_MAX_ZOOM: '30' })).toThrow(/MAP_TILE_MAX_ZOOM/);
  });

  it('answers GET /map-config.json with the tiles', async () => {
    const app = Fastify();
    registerMapConfigRoute(app, DEFAULT_MAP_TILES);
    const res = await app.inject({ url: '/map-config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.json()).toEqual(DEFAULT_MAP_TILES);
    await app.close();
  });
});
