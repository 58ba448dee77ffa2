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

interface MessengerDeps {
  db: Kysely<Database>;
  senders: Senders;
  policy: MessagePolicy;
  /** Wall clock of the retries (the service's clock may be moved by tests). */
  clock?: () => Date;
  onError?: (error: unknown) => void;
}

/** The worker of one messenger: its dependencies and the state of its tries and polling. */
interface Worker extends Required<MessengerDeps> {
  inFlight: Set<Promise<unknown>>;
  timer: NodeJS.Timeout | null;
  stopped: boolean;
}

export function createMessenger(deps: MessengerDeps): Messenger {
  const worker: Worker = {
    ...deps,
    clock: deps.clock ?? (() => new Date()),
    onError: deps.onError ?? (() => {}),
    inFlight: new Set(),
    timer: null,
    stopped: false,
  };
  return {
    policy: deps.policy,
    enqueue: (executor, message) => enqueue(worker, executor, message),
    deliver: (id, waitMs) => deliver(worker, id, waitMs),
    flush: (ids, waitMs) => flush(worker, ids, waitMs),
    pollOnce: () => pollOnce(worker),
    start() {
      worker.stopped = false;
      if (worker.timer === null) schedule(worker);
    },
    async stop() {
      worker.stopped = true;
      if (worker.timer !== null) clearTimeout(worker.timer);
      worker.timer = null;
      await Promise.allSettled([...worker.inFlight]);
      worker.senders.email.close();
      worker.senders.sms.close();
    },
    async idle() {
      while (worker.inFlight.size > 0) await Promise.allSettled([...worker.inFlight]);
    },
  };
}

/** Counts a try as under way until it settles (`stop` and `idle` wait for it). */
function track<T>(worker: Worker, promise: Promise<T>): Promise<T> {
  worker.inFlight.add(promise);
  void promise.finally(() => worker.inFlight.delete(promise)).catch(() => {});
  return promise;
}

const retryPolicy = (policy: MessagePolicy, row: { urgent: boolean }): RetryPolicy =>
  row.urgent ? policy.urgent : policy.normal;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function enqueue(
  { clock, policy }: Worker,
  executor: Kysely<Database> | Transaction<Database>,
  message: NewMessage,
): Promise<string> {
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
}

/** Claims due rows (or the row `id` when due): pending and due, or sending with a lapsed lease. */
async function claim(
  { db, policy, clock }: Worker,
  options: { id?: string; limit: number },
): Promise<MessageRow[]> {
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

/** One try of a claimed row, recorded with its outcome. */
async function sendClaimed(worker: Worker, row: MessageRow): Promise<void> {
  const retry = retryPolicy(worker.policy, row);
  const sender = row.channel === 'sms' ? worker.senders.sms : worker.senders.email;
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
  await recordTry(worker, row, {
    provider: sender.name,
    outcome,
    duration,
    now: worker.clock(),
    retry,
  });
}

interface Try {
  provider: string;
  outcome: SendOutcome;
  duration: number;
  now: Date;
  retry: RetryPolicy;
}

/**
 * Writes the try to `message_attempts` and settles the row, unless another worker took it
 * since (the update is guarded by status and attempt number).
 */
async function recordTry({ db }: Worker, row: MessageRow, attempt: Try): Promise<void> {
  const { provider, outcome, duration, now } = attempt;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('message_attempts')
      .values({
        message_id: row.id,
        attempt: row.attempts,
        provider,
        ok: outcome.ok,
        retryable: !outcome.ok && outcome.retryable,
        provider_status: outcome.status,
        provider_answer: outcome.answer === '' ? null : outcome.answer,
        duration_ms: duration,
        attempted_at: now,
      })
      .execute();
    await trx
      .updateTable('messages')
      .where('id', '=', row.id as never)
      .where('status', '=', 'sending')
      .where('attempts', '=', row.attempts)
      .set(settledRow(row, attempt))
      .execute();
  });
}

/**
 * The row after a try: sent; failed after a final refusal or the last try; else pending until
 * its backoff. A code is erased once it will not be sent again.
 */
function settledRow(row: MessageRow, { provider, outcome, now, retry }: Try) {
  const last = !outcome.ok && (!outcome.retryable || row.attempts >= row.max_attempts);
  const erase = row.code !== null && (outcome.ok || last) ? { body: ERASED_BODY, code: null } : {};
  const settled = { locked_until: null, provider, updated_at: now };
  if (outcome.ok) {
    return {
      ...settled,
      status: 'sent' as const,
      sent_at: now,
      provider_id: outcome.providerId,
      last_error: null,
      ...erase,
    };
  }
  if (last) {
    return {
      ...settled,
      status: 'failed' as const,
      failed_at: now,
      last_error: describe(outcome),
      ...erase,
    };
  }
  return {
    ...settled,
    status: 'pending' as const,
    next_attempt_at: new Date(now.getTime() + backoffMs(retry, row.attempts)),
    last_error: describe(outcome),
  };
}

async function tryOne(worker: Worker, id: string): Promise<void> {
  const [row] = await claim(worker, { id, limit: 1 });
  if (row) await sendClaimed(worker, row);
}

async function deliver(worker: Worker, id: string, waitMs: number): Promise<DeliveryState> {
  const { db, clock } = worker;
  const deadline = clock().getTime() + waitMs;
  for (;;) {
    await track(worker, tryOne(worker, id));
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

async function flush(worker: Worker, ids: readonly string[], waitMs: number): Promise<void> {
  if (ids.length === 0) return;
  const tries = Promise.all(
    ids.map((id) =>
      track(worker, tryOne(worker, id)).catch((error: unknown) => {
        worker.onError(error);
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

async function pollOnce(worker: Worker): Promise<number> {
  const { policy } = worker;
  let tried = 0;
  for (;;) {
    const rows = await claim(worker, { limit: policy.batch });
    await Promise.all(
      rows.map((row) =>
        track(worker, sendClaimed(worker, row)).catch((error: unknown) => {
          worker.onError(error);
        }),
      ),
    );
    tried += rows.length;
    if (rows.length < policy.batch || worker.stopped) return tried;
  }
}

function schedule(worker: Worker): void {
  if (worker.stopped) return;
  worker.timer = setTimeout(() => {
    track(worker, pollOnce(worker))
      .catch((error: unknown) => worker.onError(error))
      .finally(() => schedule(worker));
  }, worker.policy.pollMs);
  worker.timer.unref();
}

function describe(outcome: Exclude<SendOutcome, { ok: true }>): string {
  const text = outcome.status !== null ? `${outcome.status} ${outcome.answer}` : outcome.answer;
  return text.slice(0, 500);
}
