/** The outgoing messages and their attempts (migration 200_messages). */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type MessageChannel = 'sms' | 'email';
export type MessageStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface MessagesTable {
  /** bigserial: read as a string by the PostgreSQL driver, a number by PGlite. */
  id: ColumnType<string | number, never, never>;
  /** What caused it (otp, email_code, order_confirmation, ...): for operators and retention. */
  kind: string;
  channel: MessageChannel;
  recipient: string;
  locale: 'en' | 'ar';
  subject: string | null;
  body: string;
  /** The one-time code or reset token it carries; erased with the body once sent or failed. */
  code: string | null;
  /** A code the shopper waits for: short backoff, few tries (policy.ts). */
  urgent: boolean;
  status: MessageStatus;
  attempts: number;
  max_attempts: number;
  next_attempt_at: Timestamp;
  /** While `sending`: until when the claiming worker holds it. */
  locked_until: Timestamp | null;
  /** The sender that answered last (smtp, twilio, http-json, dev-outbox). */
  provider: string | null;
  /** The provider's id of the accepted message (SMTP Message-ID, Twilio sid). */
  provider_id: string | null;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  failed_at: Timestamp | null;
  updated_at: Timestamp;
}

export interface MessageAttemptsTable {
  id: Generated<string | number>;
  message_id: string | number;
  attempt: number;
  provider: string;
  ok: boolean;
  retryable: boolean;
  /** HTTP status or SMTP reply code; null when no answer came (network error, timeout). */
  provider_status: string | null;
  /** The provider's answer, cut to 500 characters. */
  provider_answer: string | null;
  duration_ms: number;
  attempted_at: Timestamp;
}

export interface MessageTables {
  messages: MessagesTable;
  message_attempts: MessageAttemptsTable;
}
