import type { Kysely } from 'kysely';
import { readVersion } from '../cache/catalog-cache';
import type { Database } from '../db/schema';
import { loadLexicon, type Lexicon } from './lexicon';

const held = new WeakMap<Kysely<Database>, { catalog: string; lexicon: Promise<Lexicon> }>();

/**
 * The catalogue vocabulary of this database, reloaded when the catalogue version moves (a
 * product, category or brand changed; stock changes leave it). While a reload runs, searches keep
 * the previous vocabulary: it only steers typo correction and transliteration, never prices.
 */
export async function currentLexicon(db: Kysely<Database>): Promise<Lexicon> {
  const { catalog } = await readVersion(db);
  const entry = held.get(db);
  if (entry && entry.catalog === catalog) return entry.lexicon;
  const next = loadLexicon(db);
  held.set(db, { catalog, lexicon: next });
  if (!entry) return next;
  // Serve the previous vocabulary unless it failed to load.
  return entry.lexicon.catch(() => next);
}
