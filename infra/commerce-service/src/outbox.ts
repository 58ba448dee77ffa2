/**
 * The development outbox: where the messages go when no SMTP or SMS provider is configured outside
 * production mode (src/messages/senders.ts). Kept in memory (newest first, bounded) so a developer
 * or a test can read them at `GET /dev/outbox`. In production mode nothing is kept and the route
 * is not registered.
 */
export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  to: string;
  subject?: string;
  body: string;
  /** The one-time code or reset token carried by the message, when there is one. */
  code?: string;
  sentAt: string;
}

export interface Outbox {
  /** Keeps the message; returns it as kept (null when nothing is kept). */
  send(message: Omit<OutboxMessage, 'id' | 'sentAt'>): OutboxMessage | null;
  /** Newest first; `to` filters by recipient (exact match). */
  list(filter?: { to?: string }): OutboxMessage[];
  /** The newest message to a recipient, if any. */
  latest(to: string): OutboxMessage | undefined;
}

export function createOutbox(options: {
  keep: boolean;
  capacity?: number;
  now?: () => Date;
}): Outbox {
  const capacity = options.capacity ?? 500;
  const now = options.now ?? (() => new Date());
  const messages: OutboxMessage[] = [];
  let nextId = 1;
  return {
    send(message) {
      if (!options.keep) return null;
      const kept = { ...message, id: nextId++, sentAt: now().toISOString() };
      messages.unshift(kept);
      if (messages.length > capacity) messages.length = capacity;
      return kept;
    },
    list(filter) {
      return filter?.to ? messages.filter((m) => m.to === filter.to) : [...messages];
    },
    latest(to) {
      return messages.find((m) => m.to === to);
    },
  };
}
