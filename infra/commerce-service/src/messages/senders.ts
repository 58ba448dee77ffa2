/**
 * The senders behind one interface: e-mail over SMTP (nodemailer), SMS through Twilio's
 * Programmable Messaging REST API or a JSON-over-HTTP template, and the development outbox. A
 * sender never throws: it answers sent (with the provider's id) or failed, retryable or not.
 */
import nodemailer from 'nodemailer';
import type { Outbox } from '../outbox';
import type { MessageChannel } from './tables';
import type {
  EmailSettings,
  HttpJsonSmsSettings,
  MessagingSettings,
  SmsSettings,
  SmtpSettings,
  TwilioSettings,
} from './settings';

export interface OutgoingMessage {
  id: string;
  channel: MessageChannel;
  to: string;
  subject: string | null;
  body: string;
  code: string | null;
}

export type SendOutcome =
  | { ok: true; providerId: string | null; status: string | null; answer: string }
  | { ok: false; retryable: boolean; status: string | null; answer: string };

export interface Sender {
  /** Recorded with each try: smtp, twilio, http-json, dev-outbox, none. */
  readonly name: string;
  send(message: OutgoingMessage, timeoutMs: number): Promise<SendOutcome>;
  close(): void;
}

export interface Senders {
  email: Sender;
  sms: Sender;
}

const ANSWER_MAX = 500;
const cut = (text: string): string => (text.length > ANSWER_MAX ? text.slice(0, ANSWER_MAX) : text);
const errorText = (error: unknown): string =>
  cut(error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/** An Egyptian mobile number as stored (01XXXXXXXXX) in E.164 (+201XXXXXXXXX). */
export function toE164(phone: string): string {
  if (phone.startsWith('+')) return phone;
  return /^0\d{10}$/.test(phone) ? `+20${phone.slice(1)}` : phone;
}

/** HTTP answers worth another try: too many requests, and the provider's own failures. */
export const retryableHttpStatus = (status: number): boolean =>
  status === 408 || status === 429 || status >= 500;

// ---------------------------------------------------------------------------------------------
// E-mail over SMTP

export function smtpSender(settings: SmtpSettings): Sender {
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
  const transport = settings.url
    ? nodemailer.createTransport({
        url: settings.url,
        requireTLS: settings.requireTls,
        ignoreTLS: !settings.requireTls,
        ...timeouts,
      })
    : nodemailer.createTransport({
        host: settings.host,
        port: settings.port,
        secure: settings.secure,
        requireTLS: !settings.secure && settings.requireTls,
        ignoreTLS: !settings.secure && !settings.requireTls,
        ...(settings.user !== null
          ? { auth: { user: settings.user, pass: settings.pass ?? '' } }
          : {}),
        ...timeouts,
      });
  return {
    name: 'smtp',
    async send(message, timeoutMs) {
      try {
        const info = (await withTimeout(
          transport.sendMail({
            from: settings.from,
            to: message.to,
            subject: message.subject ?? '',
            text: message.body,
          }),
          timeoutMs,
        )) as { messageId?: string; response?: string; rejected?: unknown[] };
        const response = info.response ?? '';
        if (Array.isArray(info.rejected) && info.rejected.length > 0)
          return {
            ok: false,
            retryable: false,
            status: response.slice(0, 3),
            answer: cut(response),
          };
        return {
          ok: true,
          providerId: info.messageId ?? null,
          status: response.slice(0, 3) || null,
          answer: cut(response),
        };
      } catch (error) {
        // A reply code 4xx is the server's "try later", 5xx its final no; no reply at all (refused
        // connection, timeout, TLS) may pass.
        const code = (error as { responseCode?: number }).responseCode;
        return {
          ok: false,
          retryable: code === undefined || (code >= 400 && code < 500),
          status: code === undefined ? null : String(code),
          answer: errorText(error),
        };
      }
    },
    close() {
      transport.close();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// SMS through Twilio: POST /2010-04-01/Accounts/{AccountSid}/Messages.json, HTTP basic auth with
// the Account SID and Auth Token, form-encoded To, From (or MessagingServiceSid) and Body; 201
// with the Message resource (its sid), else a JSON error with code, message and more_info.

export function twilioSender(settings: TwilioSettings): Sender {
  const url = `${settings.apiBase}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(message, timeoutMs) {
      const form = new URLSearchParams({ To: toE164(message.to), Body: message.body });
      if (settings.messagingServiceSid !== null)
        form.set('MessagingServiceSid', settings.messagingServiceSid);
      else if (settings.from !== null) form.set('From', settings.from);
      return postForAnswer(
        url,
        {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form.toString(),
        },
        timeoutMs,
        (json) => {
          const sid = (json as { sid?: unknown } | null)?.sid;
          return typeof sid === 'string' ? sid : null;
        },
        (json, text) => {
          const error = json as { code?: unknown; message?: unknown } | null;
          const part = (v: unknown) =>
            typeof v === 'string' || typeof v === 'number' ? String(v) : '';
          const said = error ? `${part(error.code)} ${part(error.message)}`.trim() : '';
          return said === '' ? text : said;
        },
      );
    },
    close() {},
  };
}

// ---------------------------------------------------------------------------------------------
// SMS through any provider taking a JSON POST: the body is the configured template with
// {{to}}, {{to_e164}} and {{body}} replaced inside its strings (so every value stays JSON-escaped).

export function fillTemplate(template: unknown, values: Record<string, string>): unknown {
  if (typeof template === 'string')
    return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
  if (Array.isArray(template)) return template.map((item) => fillTemplate(item, values));
  if (template !== null && typeof template === 'object')
    return Object.fromEntries(
      Object.entries(template).map(([k, v]) => [k, fillTemplate(v, values)]),
    );
  return template;
}

function pathValue(json: unknown, path: string): unknown {
  let value = json;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

export function httpJsonSender(settings: HttpJsonSmsSettings): Sender {
  return {
    name: 'http-json',
    async send(message, timeoutMs) {
      const body = fillTemplate(settings.bodyTemplate, {
        to: message.to,
        to_e164: toE164(message.to),
        body: message.body,
      });
      return postForAnswer(
        settings.url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...settings.headers },
          body: JSON.stringify(body),
        },
        timeoutMs,
        (json) => {
          if (settings.idField === null) return null;
          const id = pathValue(json, settings.idField);
          return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
        },
        (_json, text) => text,
      );
    },
    close() {},
  };
}

async function postForAnswer(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  idOf: (json: unknown) => string | null,
  errorOf: (json: unknown, text: string) => string,
): Promise<SendOutcome> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    text = await response.text();
  } catch (error) {
    return { ok: false, retryable: true, status: null, answer: errorText(error) };
  }
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    json = null;
  }
  const status = String(response.status);
  if (response.ok) return { ok: true, providerId: idOf(json), status, answer: cut(text) };
  return {
    ok: false,
    retryable: retryableHttpStatus(response.status),
    status,
    answer: cut(errorOf(json, text)),
  };
}

// ---------------------------------------------------------------------------------------------
// The development outbox, and the refusal when no sender exists.

export function devOutboxSender(outbox: Outbox): Sender {
  return {
    name: 'dev-outbox',
    send(message) {
      const kept = outbox.send({
        channel: message.channel,
        to: message.to,
        ...(message.subject !== null ? { subject: message.subject } : {}),
        body: message.body,
        ...(message.code !== null ? { code: message.code } : {}),
      });
      return Promise.resolve({
        ok: true,
        providerId: kept ? String(kept.id) : null,
        status: null,
        answer: 'kept for GET /dev/outbox',
      });
    },
    close() {},
  };
}

function noSender(channel: MessageChannel): Sender {
  return {
    name: 'none',
    send() {
      return Promise.resolve({
        ok: false,
        retryable: false,
        status: null,
        answer: `no ${channel === 'sms' ? 'SMS' : 'e-mail'} sender is configured`,
      });
    },
    close() {},
  };
}

function emailSender(settings: EmailSettings, outbox: Outbox): Sender {
  if (settings.kind === 'smtp') return smtpSender(settings);
  if (settings.kind === 'dev-outbox') return devOutboxSender(outbox);
  return noSender('email');
}

function smsSender(settings: SmsSettings, outbox: Outbox): Sender {
  if (settings.kind === 'twilio') return twilioSender(settings);
  if (settings.kind === 'http-json') return httpJsonSender(settings);
  if (settings.kind === 'dev-outbox') return devOutboxSender(outbox);
  return noSender('sms');
}

export function createSenders(settings: MessagingSettings, outbox: Outbox): Senders {
  return { email: emailSender(settings.email, outbox), sms: smsSender(settings.sms, outbox) };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
