import path from 'node:path';

/** Everything the service reads from its environment, resolved once at start. */
export interface ServiceConfig {
  port: number;
  host: string;
  production: boolean;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | null;
  /** PGlite data folder (`memory://` keeps it in memory, as the tests do). */
  dataDir: string;
  corsOrigins: string[];
  /** Products generated when an empty database is seeded on first start. */
  seedProducts: number;
  limits: { maxDepth: number; maxAliases: number; maxCost: number; maxPageSize: number };
  /** The clock; tests move it to exercise date windows and expiry. */
  now: () => Date;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServiceConfig> = {}): ServiceConfig {
  const port = intFrom(env.PORT, 4000, 'PORT');
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    production: env.NODE_ENV === 'production',
    databaseUrl: env.DATABASE_URL && env.DATABASE_URL !== '' ? env.DATABASE_URL : null,
    dataDir: env.DATA_DIR ?? path.resolve(__dirname, '..', '.data', 'pglite'),
    corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:8080')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== ''),
    seedProducts: intFrom(env.SEED_PRODUCTS, 1500, 'SEED_PRODUCTS'),
    limits: { maxDepth: 12, maxAliases: 30, maxCost: 20_000, maxPageSize: 100 },
    now: () => new Date(),
    ...overrides,
  };
}
