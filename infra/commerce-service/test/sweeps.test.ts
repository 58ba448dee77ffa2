/**
 * Tables that grew without bound (issue 60): rate-limit windows, sessions, one-time codes and
 * their failures, reset links, guest carts, product views and old messages are swept once they can no longer
 * matter; what can still matter stays.
 */
import { sweepExpiredRows } from '../src/domains/sweeps';
import { databases, startTestService, type TestService } from './helpers/service';

describe.each(databases)('sweeps of expired rows (%s)', (database) => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService({ database, products: 150 });
  });
  afterAll(async () => {
    await svc?.close();
  });

  it('drops what expired and keeps what is live', async () => {
    const now = new Date();
    const ago = (hours: number) => new Date(now.getTime() - hours * 3600_000);
    const product = await svc.db.selectFrom('products').select('id').executeTakeFirstOrThrow();
    const customer = await svc.db.selectFrom('customers').select('id').executeTakeFirstOrThrow();
    await svc.db
      .insertInto('rate_limits')
      .values([
        { bucket: 'sweep:old', window_start: ago(72), hits: 3 },
        { bucket: 'sweep:live', window_start: ago(1), hits: 3 },
      ])
      .execute();
    await svc.db
      .insertInto('otp_failures')
      .values([
        { identity: 'sweep-old', failed_at: ago(30) },
        { identity: 'sweep-live', failed_at: ago(2) },
      ])
      .execute();
    await svc.db
      .insertInto('customer_tokens')
      .values(
        ['old', 'live'].map((kind) => ({
          customer_id: customer.id,
          token_hash: `sweep-${kind}`,
          refresh_token_hash: `sweep-refresh-${kind}`,
          token_expires_at: kind === 'old' ? ago(24 * 40) : ago(-1),
          refresh_token_expires_at: kind === 'old' ? ago(24) : ago(-24 * 20),
          revoked_at: null,
          family: `sweep-${kind}`,
        })),
      )
      .execute();
    await svc.db
      .insertInto('carts')
      .values([
        { masked_id: 'S'.repeat(32), updated_at: ago(24 * 40) },
        { masked_id: 'T'.repeat(32), updated_at: ago(24) },
      ])
      .execute();
    await svc.db
      .insertInto('product_views')
      .values([
        { product_id: product.id, kind: 'visit', source: 'sweep-old', created_at: ago(24 * 200) },
        { product_id: product.id, kind: 'visit', source: 'sweep-live', created_at: ago(24) },
      ])
      .execute();

    // Messages: sent ones go after 30 days, failed ones after 90, with their tries.
    const message = (recipient: string, status: 'sent' | 'failed' | 'pending', age: number) => ({
      kind: 'test',
      channel: 'email' as const,
      recipient,
      locale: 'en' as const,
      subject: null,
      body: 'x',
      code: null,
      urgent: false,
      status,
      locked_until: null,
      provider: null,
      provider_id: null,
      last_error: null,
      sent_at: null,
      failed_at: null,
      attempts: 1,
      max_attempts: 8,
      next_attempt_at: ago(age),
      created_at: ago(age),
      updated_at: ago(age),
    });
    const written = await svc.db
      .insertInto('messages')
      .values([
        message('sweep-old-sent', 'sent', 24 * 31),
        message('sweep-live-sent', 'sent', 24 * 29),
        message('sweep-old-failed', 'failed', 24 * 91),
        message('sweep-live-failed', 'failed', 24 * 31),
        message('sweep-live-pending', 'pending', 24 * 100),
      ])
      .returning('id')
      .execute();
    await svc.db
      .insertInto('message_attempts')
      .values(
        written.map((m) => ({
          message_id: m.id,
          attempt: 1,
          provider: 'test',
          ok: true,
          retryable: false,
          duration_ms: 1,
          attempted_at: ago(24 * 31),
        })),
      )
      .execute();

    const swept = await sweepExpiredRows(svc.db, now);
    expect(swept).toMatchObject({
      rate_limits: expect.any(Number),
      customer_tokens: expect.any(Number),
    });

    const buckets = (await svc.db.selectFrom('rate_limits').select('bucket').execute()).map(
      (r) => r.bucket,
    );
    expect(buckets).toContain('sweep:live');
    expect(buckets).not.toContain('sweep:old');
    const failures = (await svc.db.selectFrom('otp_failures').select('identity').execute()).map(
      (r) => r.identity,
    );
    expect(failures).toEqual(['sweep-live']);
    const tokens = (
      await svc.db
        .selectFrom('customer_tokens')
        .select('token_hash')
        .where('token_hash', 'like', 'sweep-%')
        .execute()
    ).map((r) => r.token_hash);
    expect(tokens).toEqual(['sweep-live']);
    const carts = (
      await svc.db
        .selectFrom('carts')
        .select('masked_id')
        .where('masked_id', 'in', ['S'.repeat(32), 'T'.repeat(32)])
        .execute()
    ).map((r) => r.masked_id);
    expect(carts).toEqual(['T'.repeat(32)]);
    const views = (
      await svc.db
        .selectFrom('product_views')
        .select('source')
        .where('source', 'like', 'sweep-%')
        .execute()
    ).map((r) => r.source);
    expect(views).toEqual(['sweep-live']);
    const messages = (
      await svc.db
        .selectFrom('messages')
        .select('recipient')
        .where('recipient', 'like', 'sweep-%')
        .orderBy('recipient')
        .execute()
    ).map((r) => r.recipient);
    expect(messages).toEqual(['sweep-live-failed', 'sweep-live-pending', 'sweep-live-sent']);
    const tries = await svc.db
      .selectFrom('message_attempts')
      .select('message_id')
      .where('message_id', 'in', written.map((m) => m.id) as never[])
      .execute();
    expect(tries).toHaveLength(3);
  });
});
