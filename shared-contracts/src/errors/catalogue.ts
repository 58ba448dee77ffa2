import type { Locale } from '../locale';

/** How serious a resolved error is. DANGER errors are thrown; the others are returned. */
export type ErrorLevel = 'DANGER' | 'WARNING' | 'INFO' | 'GREEN';

/** What the caller should do besides showing the message (commerce spec section 8). */
export type ErrorAction = 'logout' | 'resetCart' | 'removeCartCookie' | 'redirectToShipping';

/** A text in both languages. */
export type LocalizedText = Readonly<Record<Locale, string>>;

/** One row of an error table. */
export interface ErrorRule {
  key: string;
  level: ErrorLevel;
  /** Tried on every server message: strings match as case-insensitive substrings. */
  patterns?: readonly (string | RegExp)[];
  /** Matched exactly against error codes (GraphQL `extensions.code`, cart `user_errors[].code`). */
  codes?: readonly string[];
  /**
   * The text shown: fixed, built from the pattern's first capture group (templated messages),
   * or `'server'` to show the server's own message (GraphQL prefix stripped).
   */
  message: LocalizedText | ((captured: string) => LocalizedText) | 'server';
  action?: ErrorAction;
}

/** A feature's table of rules, tried in order; the first matching rule wins. */
export type ErrorTable = readonly ErrorRule[];

/** The outcome of `resolveError`. */
export interface ResolvedError {
  level: ErrorLevel;
  key: string;
  /** Text to show, in the requested locale. */
  message: string;
  /** HTTP status of the error; 500 when the error carries none. */
  statusCode: number;
  /** The server's message (GraphQL prefix stripped), or null when the error had none. */
  serverMessage: string | null;
  action?: ErrorAction;
}

/** Key and message when nothing in the table matches. */
export const NO_EXCEPTION = 'NO_EXCEPTION';

/** Status given to errors that carry none. */
export const DEFAULT_ERROR_STATUS = 500;

/** Removes Apollo's `GraphQL error: ` prefix (repeated or not) from a server message. */
export function stripGraphQLPrefix(message: string): string {
  return message.replace(/^(\s*GraphQL error:\s*)+/i, '');
}

interface ErrorFacts {
  messages: string[];
  codes: string[];
  statusCode: number | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

/**
 * Collects messages, codes and the HTTP status from whatever was caught: a string, an Error,
 * an Apollo error (`errors`, `graphQLErrors`, `networkError`), a GraphQL error with
 * `extensions.code`, a cart `user_errors` entry or a list of any of these.
 */
function collectFacts(
  error: unknown,
  facts: ErrorFacts = { messages: [], codes: [], statusCode: undefined },
  depth = 0,
): ErrorFacts {
  if (depth > 4 || error === null || error === undefined) return facts;
  if (typeof error === 'string') {
    if (error.trim() !== '') facts.messages.push(stripGraphQLPrefix(error.trim()));
    return facts;
  }
  if (Array.isArray(error)) {
    for (const item of error) collectFacts(item, facts, depth + 1);
    return facts;
  }
  if (!isRecord(error)) return facts;
  collectFacts(error.message, facts, depth + 1);
  if (typeof error.code === 'string') facts.codes.push(error.code);
  const extensions = isRecord(error.extensions) ? error.extensions : undefined;
  if (extensions && typeof extensions.code === 'string') facts.codes.push(extensions.code);
  const http = extensions && isRecord(extensions.http) ? extensions.http : undefined;
  facts.statusCode ??=
    numberOrUndefined(error.statusCode) ??
    numberOrUndefined(error.status) ??
    numberOrUndefined(http?.status);
  for (const nested of [error.errors, error.graphQLErrors, error.networkError, error.cause]) {
    collectFacts(nested, facts, depth + 1);
  }
  return facts;
}

/** The first capture group of a matching pattern ('' when it has none), or null for no match. */
function captureOf(pattern: string | RegExp, message: string): string | null {
  if (typeof pattern === 'string') {
    return message.toLowerCase().includes(pattern.toLowerCase()) ? '' : null;
  }
  const match = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(message);
  return match ? (match[1] ?? '').trim() : null;
}

function messageOf(
  rule: ErrorRule,
  locale: Locale,
  captured: string,
  serverMessage: string | null,
): string {
  if (rule.message === 'server') return serverMessage ?? rule.key;
  if (typeof rule.message === 'function') return rule.message(captured)[locale];
  return rule.message[locale];
}

/**
 * Resolves a caught error against a feature's table (both specs' section 8): the first rule
 * whose code or message pattern matches gives the level, key and message. When nothing
 * matches the result is GREEN / NO_EXCEPTION. An error without an HTTP status gets 500.
 */
export function resolveError(
  error: unknown,
  table: ErrorTable,
  locale: Locale = 'en',
): ResolvedError {
  const facts = collectFacts(error);
  const statusCode = facts.statusCode ?? DEFAULT_ERROR_STATUS;
  const firstMessage = facts.messages[0] ?? null;
  for (const rule of table) {
    if (rule.codes?.some((code) => facts.codes.includes(code))) {
      return resolved(rule, locale, '', firstMessage, statusCode);
    }
    for (const message of facts.messages) {
      for (const pattern of rule.patterns ?? []) {
        const captured = captureOf(pattern, message);
        if (captured !== null) return resolved(rule, locale, captured, message, statusCode);
      }
    }
  }
  return {
    level: 'GREEN',
    key: NO_EXCEPTION,
    message: NO_EXCEPTION,
    statusCode,
    serverMessage: firstMessage,
  };
}

function resolved(
  rule: ErrorRule,
  locale: Locale,
  captured: string,
  serverMessage: string | null,
  statusCode: number,
): ResolvedError {
  const result: ResolvedError = {
    level: rule.level,
    key: rule.key,
    message: messageOf(rule, locale, captured, serverMessage),
    statusCode,
    serverMessage,
  };
  if (rule.action) result.action = rule.action;
  return result;
}

/** A resolved DANGER error, thrown so the nearest error boundary or catch handles it. */
export class CatalogueError extends Error {
  readonly key: string;
  readonly level: ErrorLevel;
  readonly statusCode: number;
  readonly serverMessage: string | null;
  readonly action: ErrorAction | undefined;

  constructor(resolvedError: ResolvedError) {
    super(resolvedError.message);
    this.name = 'CatalogueError';
    this.key = resolvedError.key;
    this.level = resolvedError.level;
    this.statusCode = resolvedError.statusCode;
    this.serverMessage = resolvedError.serverMessage;
    this.action = resolvedError.action;
  }
}

/** DANGER-level errors are thrown (as CatalogueError); others are returned unchanged. */
export function throwIfDanger(resolvedError: ResolvedError): ResolvedError {
  if (resolvedError.level === 'DANGER') throw new CatalogueError(resolvedError);
  return resolvedError;
}

/** `resolveError` then `throwIfDanger`: the usual way a feature handles a caught error. */
export function handleError(
  error: unknown,
  table: ErrorTable,
  locale: Locale = 'en',
): ResolvedError {
  return throwIfDanger(resolveError(error, table, locale));
}

/** The alert type that shows an error of this level. */
export function alertTypeOf(level: ErrorLevel): 'danger' | 'warning' | 'info' | 'success' {
  switch (level) {
    case 'DANGER':
      return 'danger';
    case 'WARNING':
      return 'warning';
    case 'INFO':
      return 'info';
    case 'GREEN':
      return 'success';
  }
}
