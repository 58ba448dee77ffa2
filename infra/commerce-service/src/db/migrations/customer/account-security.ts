/**
 * Account-security migrations of the customer domain (issue 60): the cumulative guard on one-time
 * codes, the service's generated secrets (development only), proven identifiers and session
 * families for refresh-token rotation, and the links that prove an e-mail.
 */
import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on the untyped schema */
type AnyDb = Kysely<any>;

const m070_account_security: Migration = {
  async up(db: AnyDb) {
    // One row per wrong one-time code, per identity (a phone, or `email:` and the address).
    await db.schema
      .createTable('otp_failures')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('identity', 'text', (c) => c.notNull())
      .addColumn('failed_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('otp_failures_identity_idx')
      .on('otp_failures')
      .columns(['identity', 'failed_at'])
      .execute();

    // Secrets the service generates for itself when the environment gives none (development).
    await db.schema
      .createTable('service_secrets')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();

    // Proven identifiers: null until the customer proved the phone (code) or e-mail (link).
    // Registration writes null explicitly; customers who exist before this migration, and rows
    // written by the seeds (which know nothing of proofs), count as proven.
    await db.schema
      .alterTable('customers')
      .addColumn('phone_verified_at', 'timestamptz', (c) => c.defaultTo(sql`now()`))
      .execute();
    await db.schema
      .alterTable('customers')
      .addColumn('email_verified_at', 'timestamptz', (c) => c.defaultTo(sql`now()`))
      .execute();

    // Session families: every refresh of a session keeps its family; a refresh token presented
    // after it was rotated revokes the whole family.
    await db.schema.alterTable('customer_tokens').addColumn('family', 'text').execute();
    await db.schema.alterTable('customer_tokens').addColumn('rotated_at', 'timestamptz').execute();
    await sql`update customer_tokens set family = 'f' || id::text`.execute(db);
    await db.schema
      .createIndex('customer_tokens_family_idx')
      .on('customer_tokens')
      .column('family')
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('customer_tokens').dropColumn('rotated_at').execute();
    await db.schema.alterTable('customer_tokens').dropColumn('family').execute();
    await db.schema.alterTable('customers').dropColumn('email_verified_at').execute();
    await db.schema.alterTable('customers').dropColumn('phone_verified_at').execute();
    await db.schema.dropTable('service_secrets').execute();
    await db.schema.dropTable('otp_failures').execute();
  },
};

/**
 * Groups a shopper may put themselves in (a referral link's group-id cookie, createCustomer's
 * group_id, attachCustomerGroup): General and Partner referral. Wholesale, retailer and employee
 * groups are given by the store.
 */
const m071_self_assignable_groups: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('customer_groups')
      .addColumn('self_assignable', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await db
      .updateTable('customer_groups')
      .set({ self_assignable: true })
      .where('code', 'in', ['general', 'partner'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('customer_groups').dropColumn('self_assignable').execute();
  },
};

/**
 * Links that prove an e-mail (identifier-proofs.ts): one per e-mail sent, single use. `email` is
 * the address proven; when it differs from the customer's, opening the link changes the e-mail,
 * keeping only the session that asked for the change (`keep_token_hash`).
 */
const m072_email_proofs: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('email_proofs')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('customer_id', 'integer', (c) =>
        c.notNull().references('customers.id').onDelete('cascade'),
      )
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('keep_token_hash', 'text')
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('email_proofs_customer_idx')
      .on('email_proofs')
      .column('customer_id')
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('email_proofs').execute();
  },
};

/**
 * Social sign-in (issue 63): the pending authorization requests (state, nonce and PKCE verifier
 * kept here, never in the browser), the identities a provider proved, linked to a customer, and
 * the one-time tickets that carry a proven identity from the provider's callback to the
 * storefront (src/domains/customer/social/).
 */
const m073_social_sign_in: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('social_states')
      .addColumn('state_hash', 'text', (c) => c.primaryKey())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('nonce', 'text', (c) => c.notNull())
      .addColumn('code_verifier', 'text', (c) => c.notNull())
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('social_identities')
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('customer_id', 'integer', (c) =>
        c.notNull().references('customers.id').onDelete('cascade'),
      )
      .addColumn('email', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('social_identities_pk', ['provider', 'subject'])
      .execute();
    await db.schema
      .createIndex('social_identities_customer_idx')
      .on('social_identities')
      .column('customer_id')
      .execute();
    await db.schema
      .createTable('social_tickets')
      .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('firstname', 'text', (c) => c.notNull())
      .addColumn('lastname', 'text', (c) => c.notNull())
      .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('cascade'))
      .addColumn('phone', 'text')
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('social_tickets').execute();
    await db.schema.dropTable('social_identities').execute();
    await db.schema.dropTable('social_states').execute();
  },
};

export const accountSecurityMigrations: Record<string, Migration> = {
  '070_account_security': m070_account_security,
  '071_self_assignable_groups': m071_self_assignable_groups,
  '072_email_proofs': m072_email_proofs,
  '073_social_sign_in': m073_social_sign_in,
};
