// GET /sitemap-entries: the paths the gateway's sitemap lists, read in slices.
import { databases, startTestService, type TestService } from './helpers/service';

type Slice = { paths: string[]; next: string | null };

describe.each(databases)('the sitemap entries on %s', (database) => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService({ database, products: 30 });
  });
  afterAll(() => t?.close());

  async function slice(query: string): Promise<Slice> {
    const response = await t.inject({ method: 'GET', url: `/sitemap-entries?${query}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json<Slice>();
  }

  /** Every path of `kind`, read `limit` at a time. */
  async function all(kind: string, limit: number): Promise<string[]> {
    const paths: string[] = [];
    let after: string | null = '';
    while (after !== null) {
      const next: Slice = await slice(`kind=${kind}&limit=${limit}&after=${after}`);
      paths.push(...next.paths);
      after = next.next;
    }
    return paths;
  }

  it('lists every visible product once, read in slices, and no hidden one', async () => {
    const visible = await t.db
      .selectFrom('products')
      .select('url_key')
      .where('visible', '=', true)
      .orderBy('id')
      .execute();
    expect(visible.length).toBeGreaterThan(7);
    expect(await all('products', 7)).toEqual(visible.map((row) => row.url_key));
    const hidden = await t.db
      .selectFrom('products')
      .select('url_key')
      .where('visible', '=', false)
      .execute();
    const listed = new Set(await all('products', 5000));
    for (const row of hidden) expect(listed.has(row.url_key)).toBe(false);
  });

  it('lists every category and the information pages', async () => {
    const categories = await t.db
      .selectFrom('categories')
      .select('url_key')
      .orderBy('id')
      .execute();
    expect(await all('categories', 3)).toEqual(categories.map((row) => row.url_key));
    expect(await all('pages', 3)).toEqual(expect.arrayContaining(['about', 'terms', 'privacy']));
  });

  it('refuses an unknown kind, a limit out of range and a malformed key, in both languages', async () => {
    for (const query of [
      'kind=users',
      'kind=products&limit=5001',
      'kind=products&limit=0',
      'kind=products&after=x',
    ]) {
      const response = await t.inject({ method: 'GET', url: `/sitemap-entries?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String), error_ar: expect.any(String) });
    }
  });
});
