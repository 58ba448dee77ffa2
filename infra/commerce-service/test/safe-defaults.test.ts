/**
 * Attack: a store started without development switches is safe. No /dev routes unless
 * DUKKAN_DEV_ROUTES=1 (and then only on loopback, never in production), no demo customers in a
 * production database, no start in production without its secrets, and two instances starting
 * together on one empty PostgreSQL database both come up.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { createService, type Service } from '../src/app';
import { loadConfig, startupProblems } from '../src/config';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../src/domains/customer/seed';
import { isSeeded } from '../src/seed';
import { databases } from './helpers/service';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? '';
const SECRET = 'x'.repeat(32);
/** An e-mail and an SMS sender, as a production start requires (docs/operations.md). */
const SENDERS = {
  SMTP_URL: 'smtp://mailer:secret@smtp.example.com:587',
  MAIL_FROM: 'Dukkan <no-reply@dukkan.example>',
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC0123',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_FROM: '+15005550006',
};

async function throwawayDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `dukkan_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

const LOGIN = `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`;

describe('safe defaults', () => {
  it('serves no /dev route without DUKKAN_DEV_ROUTES=1, even outside production', async () => {
    const service = await createService(
      loadConfig({ NODE_ENV: 'development' }, { databaseUrl: null, dataDir: 'memory://' }),
      { seed: false },
    );
    try {
      for (const url of ['/dev/outbox', '/dev/payment-sandbox/0123456789ABCDEF01234567']) {
        expect((await service.app.inject({ url })).statusCode).toBe(404);
      }
    } finally {
      await service.close();
    }
  });

  it('refuses to start with dev routes on a public address or in production', () => {
    const problems = (env: NodeJS.ProcessEnv) => startupProblems(loadConfig(env), env);
    expect(problems({ DUKKAN_DEV_ROUTES: '1' })).toEqual([]);
    expect(problems({ DUKKAN_DEV_ROUTES: '1', HOST: '0.0.0.0' })).toEqual([
      expect.stringContaining('DUKKAN_DEV_ROUTES=1 is refused on HOST=0.0.0.0'),
    ]);
    expect(
      problems({
        DUKKAN_DEV_ROUTES: '1',
        NODE_ENV: 'production',
        ...SENDERS,
        PAYMENT_SIGNING_SECRET: SECRET,
        DUKKAN_CODE_SECRET: SECRET,
      }),
    ).toEqual([expect.stringContaining('DUKKAN_DEV_ROUTES=1 is refused in production mode')]);
  });

  it('refuses a production start without its secrets, or on a public address without PostgreSQL', () => {
    const problems = (env: NodeJS.ProcessEnv) => startupProblems(loadConfig(env), env);
    expect(problems({ NODE_ENV: 'production', HOST: '0.0.0.0' })).toEqual([
      expect.stringContaining('PAYMENT_SIGNING_SECRET must be set'),
      expect.stringContaining('DUKKAN_CODE_SECRET must be set'),
      expect.stringContaining('No e-mail sender'),
      expect.stringContaining('No SMS sender'),
      expect.stringContaining('DATABASE_URL must name the PostgreSQL database'),
    ]);
    expect(
      problems({
        NODE_ENV: 'production',
        ...SENDERS,
        PAYMENT_SIGNING_SECRET: 'short',
        DUKKAN_CODE_SECRET: SECRET,
      }),
    ).toEqual([expect.stringContaining('at least 32 characters')]);
    expect(
      problems({
        NODE_ENV: 'production',
        ...SENDERS,
        PAYMENT_SIGNING_SECRET: SECRET,
        DUKKAN_CODE_SECRET: SECRET,
        DUKKAN_SEED_DEMO: '1',
      }),
    ).toEqual([expect.stringContaining('DUKKAN_SEED_DEMO=1 is refused in production mode')]);
    expect(
      problems({
        NODE_ENV: 'production',
        HOST: '0.0.0.0',
        ...SENDERS,
        PAYMENT_SIGNING_SECRET: SECRET,
        DUKKAN_CODE_SECRET: SECRET,
        DATABASE_URL: 'postgres://db/store',
      }),
    ).toEqual([]);
  });

  it('refuses a production start without a real e-mail and SMS sender, or with a half-configured one', () => {
    const base = {
      NODE_ENV: 'production',
      PAYMENT_SIGNING_SECRET: SECRET,
      DUKKAN_CODE_SECRET: SECRET,
    };
    const problems = (env: NodeJS.ProcessEnv) => startupProblems(loadConfig(env), env);
    expect(problems({ ...base, ...SENDERS })).toEqual([]);
    expect(problems({ ...base, ...SENDERS, SMS_PROVIDER: '' })).toEqual([
      expect.stringContaining('No SMS sender: set SMS_PROVIDER=twilio'),
    ]);
    expect(problems({ ...base, ...SENDERS, SMTP_URL: '' })).toEqual([
      expect.stringContaining('No e-mail sender: set SMTP_URL'),
    ]);
    expect(problems({ ...base, ...SENDERS, MAIL_FROM: '', TWILIO_FROM: '' })).toEqual([
      expect.stringContaining('MAIL_FROM must name the sender'),
      expect.stringContaining('TWILIO_FROM (the sending number) or TWILIO_MESSAGING_SERVICE_SID'),
    ]);
    expect(problems({ ...base, ...SENDERS, SMTP_REQUIRE_TLS: '0' })).toEqual([
      expect.stringContaining('SMTP_REQUIRE_TLS=0 is refused in production mode'),
    ]);
    expect(
      problems({
        ...base,
        ...SENDERS,
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: 'http://sms.example.com/send',
        SMS_HTTP_HEADERS: '["not", "an object"]',
      }),
    ).toEqual([
      expect.stringContaining('SMS_HTTP_URL must be an https:// address'),
      expect.stringContaining('SMS_HTTP_HEADERS must be a JSON object'),
    ]);
    // A throw-away store on loopback may send nothing (the benchmarks); nowhere else.
    expect(problems({ ...base, DUKKAN_MESSAGES_OFF: '1' })).toEqual([]);
    expect(
      problems({
        ...base,
        DUKKAN_MESSAGES_OFF: '1',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://db/s',
      }),
    ).toEqual([expect.stringContaining('DUKKAN_MESSAGES_OFF=1 is refused on HOST=0.0.0.0')]);
    // Outside production a channel without a sender goes to the development outbox.
    expect(loadConfig({}).messaging).toMatchObject({
      email: { kind: 'dev-outbox' },
      sms: { kind: 'dev-outbox' },
    });
  });

  it.each(databases)(
    'never seeds demo customers into a production database (%s)',
    async (database) => {
      const throwaway = database === 'postgres' ? await throwawayDatabase() : null;
      let service: Service | null = null;
      try {
        service = await createService(
          loadConfig(
            { NODE_ENV: 'production', PAYMENT_SIGNING_SECRET: SECRET, DUKKAN_CODE_SECRET: SECRET },
            { databaseUrl: throwaway?.url ?? null, dataDir: 'memory://' },
          ),
          // A fresh database, migrated as `npm run migrate` does before a production start.
          { migrate: true },
        );
        expect(await isSeeded(service.db)).toBe(false);
        // The store's reference data is there, from the migrations.
        const districts = await service.db.selectFrom('districts').select('id').execute();
        expect(districts.length).toBeGreaterThan(0);
        const groups = await service.db.selectFrom('customer_groups').select('id').execute();
        expect(groups.length).toBeGreaterThan(0);
        // No customer, order or coupon.
        for (const table of ['customers', 'orders', 'coupons', 'products'] as const) {
          const rows = await service.db.selectFrom(table).select(['id']).execute();
          expect({ table, rows: rows.length }).toEqual({ table, rows: 0 });
        }
        const login = await service.app.inject({
          method: 'POST',
          url: '/graphql',
          payload: { query: LOGIN, variables: { e: DEMO_CUSTOMERS[0]!.email, p: DEMO_PASSWORD } },
        });
        const body = login.json<{ data?: { generateCustomerToken?: unknown } }>();
        expect(body.data?.generateCustomerToken ?? null).toBeNull();
      } finally {
        await service?.close();
        await throwaway?.drop();
      }
    },
    120_000,
  );

  it('refuses to seed the demo data in production mode', async () => {
    await expect(
      createService(
        loadConfig(
          { NODE_ENV: 'production', PAYMENT_SIGNING_SECRET: SECRET, DUKKAN_CODE_SECRET: SECRET },
          { databaseUrl: null, dataDir: 'memory://' },
        ),
        { seed: true },
      ),
    ).rejects.toThrow('The demo data is never seeded in production mode.');
  });

  (databases.includes('postgres') ? it : it.skip)(
    'two instances starting together on one empty PostgreSQL database both come up',
    async () => {
      const throwaway = await throwawayDatabase();
      const started: Service[] = [];
      try {
        const config = loadConfig(
          { NODE_ENV: 'test' },
          { databaseUrl: throwaway.url, dataDir: 'memory://', seedProducts: 60 },
        );
        const results = await Promise.allSettled([
          createService(config, { seed: true }),
          createService(config, { seed: true }),
        ]);
        for (const result of results) if (result.status === 'fulfilled') started.push(result.value);
        expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual([
          'ok',
          'ok',
        ]);
        // One of them seeded, the other found it done.
        expect(started.map((s) => s.startup.seededProducts).sort()).toEqual([60, null]);
        const regions = await started[0]!.db.selectFrom('regions').select('id').execute();
        const again = await started[1]!.db.selectFrom('regions').select('id').execute();
        expect(again).toEqual(regions);
      } finally {
        await Promise.all(started.map((s) => s.close()));
        await throwaway.drop();
      }
    },
    180_000,
  );
});
