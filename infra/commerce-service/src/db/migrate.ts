import { Migrator, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import { catalogMigrations } from './migrations/catalog';
import { customerMigrations } from './migrations/customer';
import { cartMigrations } from './migrations/cart';
import { orderMigrations } from './migrations/order';
import { messageMigrations } from './migrations/messages';
import { operatorMigrations } from './migrations/operators';
import { referenceMigrations } from './migrations/reference';

/**
 * All migrations of the service: catalogue keys 001-049, customer 050-099, cart 100-149, order
 * 150-199, outgoing messages 200-249, operators 300-349, and the store's reference data 900-949 (after every table exists).
 */
export function allMigrations(): Record<string, Migration> {
  return {
    ...catalogMigrations,
    ...customerMigrations,
    ...cartMigrations,
    ...orderMigrations,
    ...messageMigrations,
    ...operatorMigrations,
    ...referenceMigrations,
  };
}

/** Brings the schema to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<MigrationResultSet> {
  const result = await migratorFor(db).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    const reason =
      result.error instanceof Error ? result.error.message : JSON.stringify(result.error);
    throw new Error(`migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`);
  }
  return result;
}

function migratorFor(db: Kysely<unknown>): Migrator {
  return new Migrator({
    // Each domain numbers its migrations in its own range, so a new catalogue migration (say 011)
    // sorts before customer ones a database has already run; it still runs, once.
    db,
    allowUnorderedMigrations: true,
    provider: { getMigrations: () => Promise.resolve(allMigrations()) },
  });
}

/**
 * The migrations this code knows that the database has not run, by name (none: the schema is
 * current). Migrations the database ran that this code does not know (a newer release's, in a
 * rolling deploy) do not count: an expand step leaves the older code working.
 */
export async function pendingMigrations(db: Kysely<unknown>): Promise<string[]> {
  const infos = await migratorFor(db).getMigrations();
  return infos.filter((info) => info.executedAt === undefined).map((info) => info.name);
}

/** Why a service refuses to serve this schema, or null when it is current. */
export function schemaProblem(pending: string[]): string | null {
  if (pending.length === 0) return null;
  const listed = pending.slice(0, 5).join(', ') + (pending.length > 5 ? ', ...' : '');
  return (
    `the database schema is not current: ${pending.length} migration(s) not run (${listed}). ` +
    'Run `npm run migrate` against this database first (the production start does it once).'
  );
}
