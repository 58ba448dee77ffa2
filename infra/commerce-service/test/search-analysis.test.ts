/**
 * One search analysis for the results page, the suggestions and the AI endpoint (issue 15):
 * Arabic normalisation, Egyptian synonyms, Franco-Arabic, typo tolerance that never outranks an
 * exact word, and categories the query names. Each class of miss the issue lists has a case.
 */
import { sql } from 'kysely';
import { analyzeQuery } from '../src/search/analyze';
import { arabicSkeleton, francoSkeleton } from '../src/search/franco';
import { buildLexicon } from '../src/search/lexicon';
import { normalizeText } from '../src/search/normalize';
import { databases, startTestService, type TestService } from './helpers/service';

const FOLDS: Array<[string, string]> = [
  ['أرز', 'ارز'],
  ['إسطنبولي', 'اسطنبولي'],
  ['آيفون', 'ايفون'],
  ['ٱلبن', 'البن'],
  ['جبنة', 'جبنه'],
  ['مربى', 'مربي'],
  ['مؤكد', 'موكد'],
  ['شاطئ', 'شاطي'],
  ['ماء', 'ما'],
  ['جبـــنة', 'جبنه'],
  ['لَبَن', 'لبن'],
  ['ڤيتامين', 'فيتامين'],
  ['جاكيت چينز', 'جاكيت جينز'],
  ['٣٠ جم', '30 جم'],
  ['Nestlé Président', 'nestle president'],
];

describe('normalisation', () => {
  it.each(FOLDS)('folds %s to %s', (input, folded) => {
    expect(normalizeText(input)).toBe(folded);
  });

  it('reduces Franco-Arabic and Arabic words to the same consonant skeleton', () => {
    const pairs: Array<[string, string]> = [
      ['gebna', 'جبنه'],
      ['tallaga', 'تلاجه'],
      ['3asal', 'عسل'],
      ['7alawa', 'حلاوه'],
      ['ferakh', 'فراخ'],
      ['sama3at', 'سماعات'],
    ];
    for (const [latin, arabic] of pairs) expect(francoSkeleton(latin)).toBe(arabicSkeleton(arabic));
    expect(francoSkeleton('gebna')).not.toBe(arabicSkeleton('خبز'));
  });
});

describe('query analysis', () => {
  const lexicon = buildLexicon(
    [
      'Bananas موز',
      'Tea Bags شاي فتلة',
      'Green Tea شاي أخضر',
      'Town Team Polo Shirt',
      'Egyptian Rice أرز مصري',
    ],
    [{ id: 7, en: ['tea'], ar: ['شاي'] }],
  );

  it('corrects a typo as a non-exact alternative and keeps the typed word', () => {
    const [group] = analyzeQuery(lexicon, 'bananna').groups;
    expect(group?.alternatives).toEqual(
      expect.arrayContaining([
        { words: ['bananas'], prefix: false, exact: false },
        { words: ['bananna'], prefix: true, exact: false },
      ]),
    );
  });

  it('keeps a catalogue word exact and adds no typo corrections to it', () => {
    const [group] = analyzeQuery(lexicon, 'tea').groups;
    expect(group?.alternatives.every((a) => a.exact)).toBe(true);
    expect(group?.alternatives.map((a) => a.words.join(' '))).not.toContain('team');
  });

  it('adds a dropped initial alef and Egyptian synonyms', () => {
    const words = analyzeQuery(lexicon, 'رز').groups[0]?.alternatives.map((a) => a.words.join(' '));
    expect(words).toEqual(expect.arrayContaining(['ارز', 'rice']));
  });

  it('reads a synonym phrase as one group', () => {
    const { groups } = analyzeQuery(lexicon, 'حاجة ساقعة');
    expect(groups).toHaveLength(1);
    expect(groups[0]?.alternatives.map((a) => a.words.join(' '))).toContain('soft drinks');
  });

  it('names a category only when the query covers its whole name', () => {
    expect(analyzeQuery(lexicon, 'شاي').categoryIds).toEqual([7]);
    expect(analyzeQuery(lexicon, 'green tea').categoryIds).toEqual([]);
  });
});

describe.each(databases)('search analysis on %s', (database) => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService({ database, products: 600 });
  });
  afterAll(() => t?.close());

  const ITEM = 'name sku categories { url_key }';
  const results = async (term: string) =>
    (
      await t.gql(
        `query($s: String) { products(search: $s, pageSize: 24) { items { ${ITEM} } } }`,
        {
          s: term,
        },
      )
    ).data.products.items as Array<{
      name: string;
      sku: string;
      categories: Array<{ url_key: string }>;
    }>;
  /** Whether the first result is in the category and no other product ranks above one of it. */
  const topIn = async (term: string, category: string) => {
    const inCategory = (await results(term)).map((i) =>
      i.categories.some((c) => c.url_key === category),
    );
    const firstOther = inCategory.indexOf(false);
    return inCategory[0] === true && (firstOther < 0 || inCategory.lastIndexOf(true) < firstOther);
  };

  it('folds in the database exactly as in the service', async () => {
    for (const [input] of FOLDS) {
      const row = await sql<{ n: string }>`select dukkan_normalize(${input}) as n`.execute(t.db);
      expect(row.rows[0]?.n).toBe(normalizeText(input));
    }
  });

  it('alef and hamza forms and a dropped initial alef: أرز, ارز and رز all find rice', async () => {
    for (const term of ['أرز', 'ارز', 'رز']) expect(await topIn(term, 'rice')).toBe(true);
    expect(await topIn('ايفون', 'iphones')).toBe(true);
  });

  it('taa marbuta against haa, and yaa against alef maqsura', async () => {
    expect(await topIn('جبنه رومي', 'roumi-cheese')).toBe(true);
    expect(await topIn('مربي', 'honey-and-jam')).toBe(true);
  });

  it('a colloquial word whose catalogue name uses another word', async () => {
    expect(await topIn('عيش', 'bread')).toBe(true);
    expect(await topIn('تلاجة', 'refrigerators')).toBe(true);
    expect(await topIn('دجاج', 'poultry')).toBe(true);
  });

  it('Franco-Arabic spellings', async () => {
    expect(await topIn('gebna', 'cheese')).toBe(true);
    expect(await topIn('3asal', 'honey-and-jam')).toBe(true);
    expect(await topIn('tallaga', 'refrigerators')).toBe(true);
  });

  it('English typos', async () => {
    expect(await topIn('chiken', 'poultry')).toBe(true);
    expect(await topIn('cofee', 'coffee')).toBe(true);
  });

  it('ranks products with the exact short word above look-alikes: "tea" before Town Team', async () => {
    const items = await results('tea');
    const firstOther = items.findIndex((i) => !i.categories.some((c) => c.url_key === 'tea'));
    const lastTea = items
      .map((i) => i.categories.some((c) => c.url_key === 'tea'))
      .lastIndexOf(true);
    expect(lastTea).toBeGreaterThanOrEqual(0);
    if (firstOther >= 0) expect(firstOther).toBeGreaterThan(lastTea);
  });

  it('boosts the category the query names: "milk" lists milk before milk chocolate and cereal', async () => {
    expect(await topIn('milk', 'milk')).toBe(true);
  });

  it('suggests for a text that names no category (suggested categories by name only)', async () => {
    const box = await t.gql(
      `query($s: String!) { searchProducts(search: $s) { categories { items { url_key } } products { items { sku } } } }`,
      { s: 'skimmed milk' },
    );
    expect(box.errors).toBeUndefined();
    expect(box.data.searchProducts.products.items.length).toBeGreaterThan(0);
  });

  it('gives the results page, the suggestions and the AI endpoint the same answer', async () => {
    const cases: Array<[string, string]> = [
      ['gebna', 'cheese'],
      ['تلاجة', 'refrigerators'],
      ['chiken', 'poultry'],
    ];
    for (const [term, category] of cases) {
      expect(await topIn(term, category)).toBe(true);
      const page = (await results(term)).slice(0, 3).map((i) => i.sku);
      const box = await t.gql(
        `query($s: String!) { searchProducts(search: $s) { categories { items { url_key } } products { items { sku } } } }`,
        { s: term },
      );
      // The suggested categories start with the one the words name, in any spelling.
      expect(box.data.searchProducts.categories.items[0].url_key).toBe(category);
      const boxTop = (box.data.searchProducts.products.items as Array<{ sku: string }>)
        .slice(0, 3)
        .map((i) => i.sku);
      expect(boxTop).toEqual(page);
      const ai = await t.inject({
        method: 'GET',
        url: `/ai-search?${new URLSearchParams({ customer_input: term, recommendations_count: '5' }).toString()}`,
      });
      const keys = (ai.json().products as Array<{ url_key: string }>).map((p) => p.url_key);
      expect(keys.length).toBeGreaterThan(0);
      // The AI endpoint puts products in stock first, so its order differs; its products do not.
      const found = await t.gql(
        `query($k: [String]) { products(filter: { url_key: { in: $k } }) { items { ${ITEM} } } }`,
        { k: keys },
      );
      for (const item of found.data.products.items as Array<{
        categories: Array<{ url_key: string }>;
      }>)
        expect(item.categories.map((c) => c.url_key)).toContain(category);
    }
  });
});
