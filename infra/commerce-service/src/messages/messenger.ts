/**
 * The transactional outbox and its worker (docs/architecture.md section 8, "Outgoing messages").
 *
 * A message is a row of `messages`, inserted by `enqueue` with the executor of the transaction
 * that makes the change it tells about: rolled back with it, or committed with it. The worker sends
 * a row after it claims it (`status = 'sending'`, `FOR UPDATE SKIP LOCKED`, so several instances
 * on one PostgreSQL database never take the same row; PGlite has one connection and one process),
 * records each try and the provider's answer in `message_attempts`, and after a failure either
 * schedules the next try (backoff, policy.ts) or, after the last one, marks the message failed.
 * A claim is held for the try's timeout plus a margin; a row whose worker died is taken again.
 *
 * The first try comes at once after the commit: a code mutation waits (bounded) for its code's
 * fate (`deliver`), any other GraphQL answer waits (bounded) for the first try of the messages
 * its request wrote (`flush`). Later tries, and messages written outside a request (sweeps),
 * are the poller's.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { backoffMs, type MessagePolicy, type RetryPolicy } from './policy';
import type { OutgoingMessage, SendOutcome, Senders } from './senders';
import type { MessageChannel, MessagesTable } from './tables';

export interface NewMessage {
  kind: string;
  channel: MessageChannel;
  to: string;
  locale: 'en' | 'ar';
  subject?: string | null;
  body: string;
  /** A one-time code or token: erased from the row once the message is sent or failed. */
  code?: string | null;
  /** A code the shopper waits for (policy.urgent). */
  urgent?: boolean;
}

export type DeliveryState = 'sent' | 'failed' | 'pending';

/** Writes a message with the executor of the caller's transaction; returns its id. */
export interface MessageWriter {
  enqueue(db: Kysely<Database> | Transaction<Database>, message: NewMessage): Promise<string>;
}

type MessageRow = {
  [K in keyof MessagesTable]: MessagesTable[K] extends { __select__: infer S }
    ? S
    : MessagesTable[K];
};

/** What a code message's body becomes once it no longer needs to be sent. */
export const ERASED_BODY = '(erased: it carried a one-time code or link)';

export interface Messenger extends MessageWriter {
  /** Tries the message now and again as its policy says, until sent, failed, or `waitMs` lapses. */
  deliver(id: string, waitMs: number): Promise<DeliveryState>;
  /** The first try of each message, in parallel; returns when all answered or `waitMs` lapses. */
  flush(ids: readonly string[], waitMs: number): Promise<void>;
  /** One look for due messages; returns how many were tried. */
  pollOnce(): Promise<number>;
  start(): void;
  /** Stops polling and waits for the tries under way. */
  stop(): Promise<void>;
  /** Resolves once no try is under way in this process. */
  idle(): Promise<void>;
  readonly policy: MessagePolicy;
}

export function createMessenger(deps: {
  db: Kysely<Database>;
  senders: Senders;
  policy: MessagePolicy;
  /** Wall clock of the retries (the service's clock may be moved by tests). */
  clock?: () => Date;
  onError?: (error: unknown) => void;
}): Messenger {
  const { db, senders, policy } = deps;
  const clock = deps.clock ?? (() => new Date());
  const onError = deps.onError ?? (() => {});
  const inFlight = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const track = <T>(promise: Promise<T>): Promise<T> => {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise)).catch(() => {});
    return promise;
  };
  const retryPolicy = (row: { urgent: boolean }): RetryPolicy =>
    row.urgent ? policy.urgent : policy.normal;

  async function claim(options: { id?: string; limit: number }): Promise<MessageRow[]> {
    const now = clock();
    // The lease covers the longest try of either policy plus the margin.
    const lease = new Date(
      now.getTime() +
        Math.max(policy.urgent.attemptTimeoutMs, policy.normal.attemptTimeoutMs) +
        policy.leaseMarginMs,
    );
    const only = options.id !== undefined ? sql`and id = ${options.id}` : sql``;
    const result = await sql<MessageRow>`
      update messages set status = 'sending', attempts = attempts + 1,
        locked_until = ${lease}, updated_at = ${now}
      where id in (
        select id from messages
        where ((status = 'pending' and next_attempt_at <= ${now})
            or (status = 'sending' and locked_until < ${now})) ${only}
        order by next_attempt_at
        limit ${options.limit}
        for update skip locked
      )
      returning *`.execute(db);
    return result.rows;
  }

  async function sendClaimed(row: MessageRow): Promise<void> {
    const retry = retryPolicy(row);
    const sender = row.channel === 'sms' ? senders.sms : senders.email;
    const message: OutgoingMessage = {
      id: String(row.id),
      channel: row.channel,
      to: row.recipient,
      subject: row.subject,
      body: row.body,
      code: row.code,
    };
    const started = performance.now();
    let outcome: SendOutcome;
    try {
      outcome = await sender.send(message, retry.attemptTimeoutMs);
    } catch (error) {
      outcome = { ok: false, retryable: true, status: null, answer: String(error) };
    }
    const duration = Math.round(performance.now() - started);
    const now = clock();
    const last = !outcome.ok && (!outcome.retryable || row.attempts >= row.max_attempts);
    const erase =
      row.code !== null && (outcome.ok || last) ? { body: ERASED_BODY, code: null } : {};
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('message_attempts')
        .values({
          message_id: row.id,
          attempt: row.attempts,
          provider: sender.name,
          ok: outcome.ok,
          retryable: !outcome.ok && outcome.retryable,
          provider_status: outcome.status,
          provider_answer: outcome.answer === '' ? null : outcome.answer,
          duration_ms: duration,
          attempted_at: now,
        })
        .execute();
      const update = trx
        .updateTable('messages')
        .where('id', '=', row.id as never)
        .where('status', '=', 'sending')
        .where('attempts', '=', row.attempts);
      if (outcome.ok) {
        await update
          .set({
            status: 'sent',
            sent_at: now,
            locked_until: null,
            provider: sender.name,
            provider_id: outcome.providerId,
            last_error: null,
            updated_at: now,
            ...erase,
          })
          .execute();
      } else if (last) {
        await update
          .set({
            status: 'failed',
            failed_at: now,
            locked_until: null,
            provider: sender.name,
            last_error: describe(outcome),
            updated_at: now,
            ...erase,
          })
          .execute();
      } else {
        await update
          .set({
            status: 'pending',
            next_attempt_at: new Date(now.getTime() + backoffMs(retry, row.attempts)),
            locked_until: null,
            provider: sender.name,
            last_error: describe(outcome),
            updated_at: now,
          })
          .execute();
      }
    });
  }

  async function tryOne(id: string): Promise<void> {
    const [row] = await claim({ id, limit: 1 });
    if (row) await sendClaimed(row);
  }

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function deliver(id: string, waitMs: number): Promise<DeliveryState> {
    const deadline = clock().getTime() + waitMs;
    for (;;) {
      await track(tryOne(id));
      const row = await db
        .selectFrom('messages')
        .select(['status', 'next_attempt_at'])
        .where('id', '=', id as never)
        .executeTakeFirst();
      if (!row) return 'pending';
      if (row.status === 'sent' || row.status === 'failed') return row.status;
      // Pending: its next try is due at next_attempt_at. Sending: another instance has it.
      const now = clock().getTime();
      const wakeAt = row.status === 'pending' ? new Date(row.next_attempt_at).getTime() : now + 100;
      if (wakeAt >= deadline) return 'pending';
      await sleep(Math.max(0, wakeAt - now));
    }
  }

  async function flush(ids: readonly string[], waitMs: number): Promise<void> {
    if (ids.length === 0) return;
    const tries = Promise.all(
      ids.map((id) =>
        track(tryOne(id)).catch((error: unknown) => {
          onError(error);
        }),
      ),
    );
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([
      tries,
      new Promise((resolve) => {
        timeout = setTimeout(resolve, waitMs);
      }),
    ]);
    clearTimeout(timeout);
  }

  async function pollOnce(): Promise<number> {
    let tried = 0;
    for (;;) {
      const rows = await claim({ limit: policy.batch });
      await Promise.all(
        rows.map((row) =>
          track(sendClaimed(row)).catch((error: unknown) => {
            onError(error);
          }),
        ),
      );
      tried += rows.length;
      if (rows.length < policy.batch || stopped) return tried;
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      track(pollOnce())
        .catch((error: unknown) => onError(error))
        .finally(schedule);
    }, policy.pollMs);
    timer.unref();
  }

  return {
    policy,
    async enqueue(executor, message) {
      const now = clock();
      const retry = message.urgent ? policy.urgent : policy.normal;
      const row = await executor
        .insertInto('messages')
        .values({
          kind: message.kind,
          channel: message.channel,
          recipient: message.to,
          locale: message.locale,
          subject: message.subject ?? null,
          body: message.body,
          code: message.code ?? null,
          urgent: message.urgent ?? false,
          status: 'pending',
          attempts: 0,
          max_attempts: retry.maxAttempts,
          next_attempt_at: now,
          locked_until: null,
          provider: null,
          provider_id: null,
          last_error: null,
          created_at: now,
          sent_at: null,
          failed_at: null,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return String(row.id);
    },
    deliver,
    flush,
    pollOnce,
    start() {
      stopped = false;
      if (timer === null) schedule();
    },
    async stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      await Promise.allSettled([...inFlight]);
      senders.email.close();
      senders.sms.close();
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

function describe(outcome: Exclude<SendOutcome, { ok: true }>): string {
  const text = outcome.status !== null ? `${outcome.status} ${outcome.answer}` : outcome.answer;
  return text.slice(0, 500);
}
