import path from 'node:path';
import { messagingFromEnv, missingSenders, type MessagingSettings } from './messages/settings';
import { paymentsFromEnv, type PaymentSettings } from './domains/order/providers/settings';
import { runtimeFromEnv, type RuntimeSettings } from './runtime/settings';
import { socialFromEnv, type SocialSettings } from './domains/customer/social/settings';

/** Everything the service reads from its environment, resolved once at start. */
export interface ServiceConfig {
  port: number;
  host: string;
  production: boolean;
  /**
   * The development routes under `/dev` (outbox, payment sandbox, store side): only with
   * `DUKKAN_DEV_ROUTES=1`, outside production mode, on a loopback address (checked at start).
   */
  devRoutes: boolean;
  /**
   * Who may say who the client is (`X-Forwarded-For`): the gateway's addresses or CIDRs
   * (`GATEWAY_ADDRESSES`, loopback by default: the gateway on this machine). The gateway always
   * overwrites the header with the client it decided on; anyone else is the client.
   */
  gatewayAddresses: string[];
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | null;
  /** PGlite data folder (`memory://` keeps it in memory, as the tests do). */
  dataDir: string;
  corsOrigins: string[];
  /**
   * Write the demo data (catalogue, demo customers, coupons, orders) into a database that has
   * none at start: `DUKKAN_SEED_DEMO=1`, which `npm start` sets on its embedded database. Never in
   * production mode (refused at start).
   */
  seedDemo: boolean;
  /** Products generated when the demo data is seeded. */
  seedProducts: number;
  /** PostgreSQL pool and per-statement limits (PGlite has one connection and no timeout). */
  database: { poolMax: number; statementTimeoutMs: number; connectionTimeoutMs: number };
  /** Fastify's `requestTimeout` and `connectionTimeout`, in ms. */
  requestTimeoutMs: number;
  limits: { maxDepth: number; maxAliases: number; maxCost: number; maxPageSize: number };
  /** The clock; tests move it to exercise date windows and expiry. */
  now: () => Date;
  /** Where the storefront lives, no trailing slash: `STOREFRONT_URL`, else the first CORS origin. */
  storefrontUrl: string;
  /** How browsers reach this service, no trailing slash: `PUBLIC_URL`, else its own host and port. */
  publicUrl: string;
  /** The PayFort-style card form: signed request fields and the HMAC key. */
  payfort: PayfortSettings;
  /** The payment providers (src/domains/order/providers/settings.ts, docs/operations.md). */
  payments: PaymentSettings;
  /** The e-mail and SMS senders (src/messages/settings.ts, docs/operations.md). */
  messaging: MessagingSettings;
  /** The social sign-in providers (src/domains/customer/social/settings.ts, docs/operations.md). */
  social: SocialSettings;
  /**
   * The HMAC key of the referral link's `group-id` cookie (`DUKKAN_GROUP_COOKIE_SECRET`, shared
   * with the gateway that sets the cookie). A fixed development key outside production; empty in
   * production without the variable, and then no group cookie is believed.
   */
  groupCookieSecret: string;
  /**
   * How far (km) a map point may be from a served district's centre and still match it
   * (`DISTRICT_MATCH_MAX_KM`, default DISTRICT_MATCH_MAX_KM): the map picker's `districtAt`.
   */
  districtMatchMaxKm: number;
  /**
   * The seller center (shell spec: a link "for some users"): its address (`SELLER_CENTER_URL`,
   * none: no link for anyone) and the customer groups that sell through it
   * (`SELLER_CENTER_GROUPS`, codes, default `retailer,wholesale`: the store-given groups, never
   * one a shopper can join).
   */
  sellerCenter: { url: string | null; groups: string[] };
  /** Drain deadline, load shedding, metrics access, readiness (src/runtime/settings.ts). */
  runtime: RuntimeSettings;
}

export interface PayfortSettings {
  accessCode: string;
  merchantIdentifier: string;
  /** Shared secret of the HMAC; in a real integration the "SHA request phrase". */
  secret: string;
}

/** Connections of the PostgreSQL pool per service instance (`DB_POOL_MAX`). */
export const DB_POOL_MAX = 10;
/**
 * Longest a statement may run on PostgreSQL (`DB_STATEMENT_TIMEOUT_MS`): the slowest request of
 * the API benchmark takes well under a second; a statement still running after 10 s holds a
 * connection the other shoppers need. Migrations and the demo seed run on their own connection
 * without it.
 */
export const DB_STATEMENT_TIMEOUT_MS = 10_000;
/**
 * The farthest (km) a map point may lie from a served district's centre to match it: the seeded
 * districts' centres are 0.5 to 6 km apart inside a city, and a point 3 km from every centre is
 * outside the neighbourhoods the stores deliver to.
 */
export const DISTRICT_MATCH_MAX_KM = 3;
/** Longest a request may take from its first byte to the answer (`REQUEST_TIMEOUT_MS`). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Secrets a production start refuses to go without: name, and what it protects. */
export const PRODUCTION_SECRETS: ReadonlyArray<{ name: string; why: string }> = [
  {
    name: 'PAYMENT_SIGNING_SECRET',
    why: "the HMAC key of the card payment form (the payment provider's SHA request phrase)",
  },
  {
    name: 'DUKKAN_CODE_SECRET',
    why: 'the key of the one-time-code hashes, kept outside the database (src/domains/customer/code-secret.ts)',
  },
];
/** Shortest secret accepted in production mode, in characters. */
export const MIN_SECRET_LENGTH = 32;

/** Whether a listen address reaches only this machine. */
/** The seller center a customer of group `groupCode` is shown, or null (not a seller, or none). */
export function sellerCenterFor(
  settings: ServiceConfig['sellerCenter'],
  groupCode: string | null,
): string | null {
  if (settings.url === null || groupCode === null) return null;
  return settings.groups.includes(groupCode) ? settings.url : null;
}

export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * What forbids this process from starting, one clear sentence each (empty: it may start). Read
 * by src/server.ts before the database is opened.
 */
export function startupProblems(config: ServiceConfig, env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [
    ...config.messaging.problems,
    ...config.payments.problems,
    ...config.social.problems,
  ];
  if (config.production && config.payments.paymob?.baseUrl.startsWith('http:'))
    problems.push('PAYMOB_BASE_URL must be an https address in production mode.');
  const aps = config.payments.aps;
  if (
    config.production &&
    aps &&
    !(aps.checkoutUrl.startsWith('https:') && aps.apiUrl.startsWith('https:'))
  )
    problems.push('APS_CHECKOUT_URL and APS_API_URL must be https addresses in production mode.');
  const seller = config.sellerCenter.url;
  if (seller !== null && !/^https?:\/\/[^/\s]+/.test(seller))
    problems.push(`SELLER_CENTER_URL must be an http(s) address, got "${seller}".`);
  if (seller?.startsWith('http:') && config.production)
    problems.push('SELLER_CENTER_URL must be an https address in production mode.');
  if (config.devRoutes && config.production)
    problems.push(
      'DUKKAN_DEV_ROUTES=1 is refused in production mode: the /dev routes show every code sent and approve payments.',
    );
  if (config.devRoutes && !isLoopback(config.host))
    problems.push(
      `DUKKAN_DEV_ROUTES=1 is refused on HOST=${config.host}: the /dev routes may only listen on a loopback address (127.0.0.1, ::1, localhost).`,
    );
  if (config.seedDemo && config.production)
    problems.push(
      'DUKKAN_SEED_DEMO=1 is refused in production mode: the demo customers sign in with a published password.',
    );
  if (config.production) {
    for (const secret of PRODUCTION_SECRETS) {
      const value = env[secret.name] ?? '';
      if (value.length < MIN_SECRET_LENGTH)
        problems.push(
          `${secret.name} must be set to a random secret of at least ${MIN_SECRET_LENGTH} characters in production mode (${secret.why}).`,
        );
    }
    problems.push(...missingSenders(config.messaging));
    if (config.messaging.off && !isLoopback(config.host))
      problems.push(
        `DUKKAN_MESSAGES_OFF=1 is refused on HOST=${config.host}: a store open to others must send its codes and confirmations.`,
      );
    if (config.databaseUrl === null && !isLoopback(config.host))
      problems.push(
        `DATABASE_URL must name the PostgreSQL database in production mode on HOST=${config.host}: the embedded database serves one process on one machine.`,
      );
  }
  return problems;
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
    devRoutes: env.DUKKAN_DEV_ROUTES === '1',
    gatewayAddresses: (env.GATEWAY_ADDRESSES ?? 'loopback')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== ''),
    databaseUrl: env.DATABASE_URL && env.DATABASE_URL !== '' ? env.DATABASE_URL : null,
    dataDir: env.DATA_DIR ?? path.resolve(__dirname, '..', '.data', 'pglite'),
    corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:8080')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== ''),
    seedDemo: env.DUKKAN_SEED_DEMO === '1',
    seedProducts: intFrom(env.SEED_PRODUCTS, 1500, 'SEED_PRODUCTS'),
    database: {
      poolMax: intFrom(env.DB_POOL_MAX, DB_POOL_MAX, 'DB_POOL_MAX'),
      statementTimeoutMs: intFrom(
        env.DB_STATEMENT_TIMEOUT_MS,
        DB_STATEMENT_TIMEOUT_MS,
        'DB_STATEMENT_TIMEOUT_MS',
      ),
      // A request that cannot get a connection within its own time limit has no use for one.
      connectionTimeoutMs: intFrom(
        env.REQUEST_TIMEOUT_MS,
        REQUEST_TIMEOUT_MS,
        'REQUEST_TIMEOUT_MS',
      ),
    },
    requestTimeoutMs: intFrom(env.REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_MS, 'REQUEST_TIMEOUT_MS'),
    districtMatchMaxKm: intFrom(
      env.DISTRICT_MATCH_MAX_KM,
      DISTRICT_MATCH_MAX_KM,
      'DISTRICT_MATCH_MAX_KM',
    ),
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
    payments: paymentsFromEnv(env),
    messaging: messagingFromEnv(env, base.production),
    social: socialFromEnv(env, base.production),
    sellerCenter: {
      url: env.SELLER_CENTER_URL ? env.SELLER_CENTER_URL.replace(/\/+$/, '') : null,
      groups: (env.SELLER_CENTER_GROUPS ?? 'retailer,wholesale')
        .split(',')
        .map((code) => code.trim())
        .filter((code) => code !== ''),
    },
    runtime: runtimeFromEnv(env),
    groupCookieSecret:
      env.DUKKAN_GROUP_COOKIE_SECRET ??
      (base.production ? '' : 'dukkan-development-group-cookie-secret'),
    ...base,
  };
}
