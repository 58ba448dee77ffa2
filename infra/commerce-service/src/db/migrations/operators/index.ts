/**
 * Migrations of the operator side (keys 300_ to 349_): operator accounts with roles and a TOTP
 * second factor, their sessions (token hashes only), the audit log of every operator action
 * (src/operators/), and the mark that an order's earned points were credited (exactly once).
 */
import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on the untyped schema */
type AnyDb = Kysely<any>;

const m300_operators: Migration = {
  async up(db: AnyDb) {
    await sql`
      create table operators (
        id serial primary key,
        email text not null,
        password_hash text not null,
        roles text[] not null,
        totp_secret text not null,
        totp_last_step bigint not null default 0,
        disabled boolean not null default false,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`.execute(db);
    await sql`create unique index operators_email_idx on operators (lower(email))`.execute(db);
    await sql`
      create table operator_sessions (
        token_hash text primary key,
        operator_id integer not null references operators(id) on delete cascade,
        created_at timestamptz not null,
        expires_at timestamptz not null
      )`.execute(db);
    await sql`create index operator_sessions_expiry_idx on operator_sessions (expires_at)`.execute(
      db,
    );
    await sql`
      create table operator_audit (
        id bigserial primary key,
        operator_id integer references operators(id) on delete set null,
        operator_email text not null,
        operation text not null,
        input jsonb not null,
        ok boolean not null,
        result text not null,
        created_at timestamptz not null
      )`.execute(db);
    await sql`create index operator_audit_created_idx on operator_audit (created_at)`.execute(db);
    await db.schema.alterTable('orders').addColumn('points_credited_at', 'timestamptz').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('orders').dropColumn('points_credited_at').execute();
    await db.schema.dropTable('operator_audit').execute();
    await db.schema.dropTable('operator_sessions').execute();
    await db.schema.dropTable('operators').execute();
  },
};

export const operatorMigrations: Record<string, Migration> = {
  '300_operators': m300_operators,
};
