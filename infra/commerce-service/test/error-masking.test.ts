/**
 * Attack: internal error texts must not reach the browser. In production mode an error a
 * resolver did not mean for the shopper (here: a table the query needs is gone) answers with the
 * spec's "Internal server error", a stable code and the request id; the database's own words
 * stay in the log. The spec's own errors still reach the shopper as they are.
 */
import { sql } from 'kysely';
import { startTestService, type TestService } from './helpers/service';

describe('error masking', () => {
  let prod: TestService;
  let dev: TestService;
  beforeAll(async () => {
    prod = await startTestService({ production: true });
    dev = await startTestService();
    for (const t of [prod, dev]) await sql`drop table faqs`.execute(t.db);
  });
  afterAll(async () => {
    await prod?.close();
    await dev?.close();
  });

  it('shows a stable code and the spec’s message for an internal error in production', async () => {
    const res = await prod.gql('{ faqs { question } }');
    expect(res.errors).toHaveLength(1);
    expect(res.errors?.[0]).toEqual({
      message: 'Internal server error',
      path: ['faqs'],
      extensions: {
        category: 'graphql-internal',
        code: 'INTERNAL_SERVER_ERROR',
        message_ar: expect.any(String),
        request_id: expect.any(String),
      },
    });
    expect(JSON.stringify(res)).not.toMatch(/faqs" does not exist|relation/);
  });

  it('keeps the detail outside production mode, for the developer', async () => {
    const res = await dev.gql('{ faqs { question } }');
    expect(res.errors?.[0]?.message).toMatch(/faqs/);
  });

  it('still shows the spec’s own errors and a query’s validation errors in production', async () => {
    const own = await prod.gql(
      `mutation($p: String!) { initiateOTPLogin(phone_number: $p) { status } }`,
      {
        p: '123',
      },
    );
    expect(own.errors?.[0]?.message).toBe('Phone number must contain 11 numbers.');
    const invalid = await prod.gql('{ noSuchField }');
    expect(invalid.errors?.[0]?.message).toMatch(/noSuchField/);
  });

  it('does not echo the database error from /health', async () => {
    const svc = await startTestService();
    await svc.service.db.destroy();
    const res = await svc.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', error: 'database unavailable' });
    await svc.service.app.close();
    await svc.service.pglite?.close().catch(() => undefined);
  });
});
