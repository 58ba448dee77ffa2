import { databases, startTestService, type TestService } from './helpers/service';

describe.each(databases)('service skeleton on %s', (database) => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService({ database });
  });
  afterAll(() => t?.close());

  it('answers /health with ok once the database is open', async () => {
    const res = await t.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('runs GraphQL queries by GET and mutations by POST', async () => {
    expect(await t.gql('{ ping }')).toEqual({ data: { ping: true } });
    expect(await t.gql('mutation { ping }')).toEqual({ data: { ping: true } });
  });

  it('refuses a mutation sent by GET', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/graphql',
      query: { query: 'mutation { ping }' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('lists the dev outbox newest first, filtered by recipient', async () => {
    t.outbox.send({ channel: 'sms', to: '01000000001', body: 'first', code: '1111' });
    t.outbox.send({ channel: 'sms', to: '01000000002', body: 'second', code: '2222' });
    const all = (await t.inject({ method: 'GET', url: '/dev/outbox' })).json();
    expect(all.messages.map((m: { body: string }) => m.body).slice(0, 2)).toEqual([
      'second',
      'first',
    ]);
    const one = (await t.inject({ method: 'GET', url: '/dev/outbox?to=01000000001' })).json();
    expect(one.messages).toHaveLength(1);
    expect(one.messages[0].code).toBe('1111');
  });

  it('allows CORS only for configured origins', async () => {
    const allowed = await t.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    const denied = await t.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('production mode', () => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService({ production: true });
  });
  afterAll(() => t?.close());

  it('turns introspection off', async () => {
    const res = await t.gql('{ __schema { queryType { name } } }');
    expect(res.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('has no dev outbox endpoint', async () => {
    expect((await t.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
  });
});
