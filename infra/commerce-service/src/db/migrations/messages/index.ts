/**
 * Migrations of the outgoing messages (keys 200_ to 249_): the transactional outbox the worker
 * sends from (src/messages/, docs/architecture.md section 8). They run after the order migrations.
 */
import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on the untyped schema */
type AnyDb = Kysely<any>;

const m200_messages: Migration = {
  async up(db: AnyDb) {
    // One row per message, written in the transaction of the change that causes it.
    await sql`
      create table messages (
        id bigserial primary key,
        kind text not null,
        channel text not null check (channel in ('sms', 'email')),
        recipient text not null,
        locale text not null check (locale in ('en', 'ar')),
        subject text,
        body text not null,
        code text,
        urgent boolean not null default false,
        status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
        attempts integer not null default 0,
        max_attempts integer not null,
        next_attempt_at timestamptz not null,
        locked_until timestamptz,
        provider text,
        provider_id text,
        last_error text,
        created_at timestamptz not null,
        sent_at timestamptz,
        failed_at timestamptz,
        updated_at timestamptz not null
      )`.execute(db);
    // The worker's claim: due pending rows, and rows whose sender died while holding them.
    await sql`create index messages_due_idx on messages (next_attempt_at) where status = 'pending'`.execute(
      db,
    );
    await sql`create index messages_stuck_idx on messages (locked_until) where status = 'sending'`.execute(
      db,
    );
    // The sweeps and the failed-messages read.
    await sql`create index messages_status_created_idx on messages (status, created_at)`.execute(
      db,
    );
    // Every try and the provider's answer to it.
    await sql`
      create table message_attempts (
        id bigserial primary key,
        message_id bigint not null references messages(id) on delete cascade,
        attempt integer not null,
        provider text not null,
        ok boolean not null,
        retryable boolean not null,
        provider_status text,
        provider_answer text,
        duration_ms integer not null,
        attempted_at timestamptz not null
      )`.execute(db);
    await sql`create index message_attempts_message_idx on message_attempts (message_id, attempt)`.execute(
      db,
    );
    // The language the order was placed in: its later messages (status, substitutions) use it.
    await db.schema
      .alterTable('orders')
      .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('orders').dropColumn('locale').execute();
    await db.schema.dropTable('message_attempts').execute();
    await db.schema.dropTable('messages').execute();
  },
};

export const messageMigrations: Record<string, Migration> = {
  '200_messages': m200_messages,
};
