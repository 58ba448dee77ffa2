/**
 * The messages one GraphQL request writes. Resolvers enqueue with the executor of their
 * transaction; a code's resolver waits for its code (`deliverCode`); the answer of the request
 * waits, bounded, for the first try of the others (the `onSend` hook of src/app.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { DeliveryState, MessageWriter, Messenger } from './messenger';

export interface RequestMessages extends MessageWriter {
  /** Tries the code message now and again (policy.urgent) within policy.codeWaitMs. */
  deliverCode(id: string): Promise<DeliveryState>;
  /** Messages written and not yet tried by this request. */
  untried(): string[];
}

export function requestMessages(messenger: Messenger): RequestMessages {
  const written: string[] = [];
  const tried = new Set<string>();
  return {
    async enqueue(db, message) {
      const id = await messenger.enqueue(db, message);
      written.push(id);
      return id;
    },
    deliverCode(id) {
      tried.add(id);
      return messenger.deliver(id, messenger.policy.codeWaitMs);
    },
    untried() {
      return written.filter((id) => !tried.has(id));
    },
  };
}

const scopes = new WeakMap<FastifyRequest, RequestMessages>();

export function scopeOf(request: FastifyRequest, messenger: Messenger): RequestMessages {
  let scope = scopes.get(request);
  if (!scope) {
    scope = requestMessages(messenger);
    scopes.set(request, scope);
  }
  return scope;
}

export function existingScope(request: FastifyRequest): RequestMessages | undefined {
  return scopes.get(request);
}
