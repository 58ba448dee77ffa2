/**
 * `GET /dev/outbox[?to=]`: the OTP codes and e-mails the development sender kept, newest first, so
 * a developer or an end-to-end test can log in without a phone.
 * `GET /dev/messages[?status=failed|pending|sending|sent]`: the newest 100 rows of the messages
 * table with their tries, whatever the sender: what the operator API will show (issue 62).
 * Development only.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Outbox } from '../outbox';

const STATUSES = new Set(['pending', 'sending', 'sent', 'failed']);

export function registerOutboxRoutes(
  app: FastifyInstance,
  deps: { outbox: Outbox; db: Kysely<Database> },
): void {
  app.get<{ Querystring: { to?: string } }>('/dev/outbox', (request) => {
    const to =
      typeof request.query.to === 'string' && request.query.to !== ''
        ? request.query.to
        : undefined;
    return { messages: deps.outbox.list(to ? { to } : undefined) };
  });

  app.get<{ Querystring: { status?: string } }>('/dev/messages', async (request, reply) => {
    const status = request.query.status;
    if (status !== undefined && !STATUSES.has(status))
      return reply.code(400).send({ error: 'status must be pending, sending, sent or failed' });
    let query = deps.db
      .selectFrom('messages')
      .select([
        'id',
        'kind',
        'channel',
        'recipient',
        'locale',
        'status',
        'attempts',
        'max_attempts',
        'provider',
        'provider_id',
        'last_error',
        'created_at',
        'sent_at',
        'failed_at',
      ])
      .orderBy('id', 'desc')
      .limit(100);
    if (status !== undefined) query = query.where('status', '=', status as never);
    const rows = await query.execute();
    const ids = rows.map((r) => r.id as never);
    const attempts =
      ids.length === 0
        ? []
        : await deps.db
            .selectFrom('message_attempts')
            .select([
              'message_id',
              'attempt',
              'provider',
              'ok',
              'retryable',
              'provider_status',
              'provider_answer',
              'duration_ms',
              'attempted_at',
            ])
            .where('message_id', 'in', ids)
            .orderBy('attempt')
            .execute();
    return {
      messages: rows.map((row) => ({
        ...row,
        id: String(row.id),
        attempt_log: attempts
          .filter((a) => String(a.message_id) === String(row.id))
          .map(({ message_id: _omit, ...a }) => a),
      })),
    };
  });
}
