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
  /** Where the storefront lives, no trailing slash: `STOREFRONT_URL`, else the first CORS origin. */
  storefrontUrl: string;
  /** How browsers reach this service, no trailing slash: `PUBLIC_URL`, else its own host and port. */
  publicUrl: string;
  /** The PayFort-style card form: signed request fields and the HMAC key. */
  payfort: PayfortSettings;
}

export interface PayfortSettings {
  accessCode: string;
  merchantIdentifier: string;
  /** Shared secret of the HMAC; in a real integration the "SHA request phrase". */
  secret: string;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

/**
 * Reads the environment once, at start. Values derived from others (the public URL from host and
 * port) follow the overrides unless they are overridden themselves.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ServiceConfig> = {},
): ServiceConfig {
  const port = intFrom(env.PORT, 4000, 'PORT');
  const production = env.NODE_ENV === 'production';
  const base = {
    port,
    host: env.HOST ?? '127.0.0.1',
    production,
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
  const host = base.host === '0.0.0.0' || base.host === '::' ? '127.0.0.1' : base.host;
  return {
    storefrontUrl: (env.STOREFRONT_URL ?? base.corsOrigins[0] ?? 'http://localhost:8080').replace(
      /\/+$/,
      '',
    ),
    publicUrl: (env.PUBLIC_URL ?? `http://${host}:${base.port}`).replace(/\/+$/, ''),
    payfort: {
      accessCode: env.PAYFORT_ACCESS_CODE ?? 'dukkanSandboxAccess',
      merchantIdentifier: env.PAYFORT_MERCHANT_IDENTIFIER ?? 'DUKKAN_SANDBOX',
      // The fixed development secret is never used in production mode.
      secret:
        env.PAYMENT_SIGNING_SECRET ?? (base.production ? '' : 'dukkan-sandbox-signing-secret'),
    },
    ...base,
  };
}
