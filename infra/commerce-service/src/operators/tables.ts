/** The operator side's tables (migration 300_operators). */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export const OPERATOR_ROLES = ['support', 'fulfilment', 'catalogue', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export interface OperatorsTable {
  id: Generated<number>;
  email: string;
  /** scrypt, as the customers' passwords (src/domains/customer/password.ts). */
  password_hash: string;
  roles: ColumnType<OperatorRole[], OperatorRole[], OperatorRole[]>;
  /** The TOTP secret in base32 (RFC 6238, 30 s, 6 digits, SHA-1: what authenticator apps read). */
  totp_secret: string;
  /** The 30-second step of the last code accepted: a code is good once (no replay). */
  totp_last_step: ColumnType<string | number, number | undefined, number>;
  disabled: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OperatorSessionsTable {
  /** SHA-256 of the session token, hex: the token itself is never stored. */
  token_hash: string;
  operator_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface OperatorAuditTable {
  /** bigserial: read as a string by the PostgreSQL driver, a number by PGlite. */
  id: ColumnType<string | number, never, never>;
  operator_id: number | null;
  operator_email: string;
  operation: string;
  /** The operation's input without secrets (audit.ts, summarizeInput). */
  input: ColumnType<unknown, string, string>;
  ok: boolean;
  result: string;
  created_at: Timestamp;
}

export interface OperatorTables {
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  operator_audit: OperatorAuditTable;
}
