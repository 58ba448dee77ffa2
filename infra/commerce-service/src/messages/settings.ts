/**
 * Which senders carry the messages, read from the environment at start (docs/operations.md).
 * E-mail: SMTP (`SMTP_URL`, or `SMTP_HOST`/`SMTP_PORT`/`SMTP_USER`/`SMTP_PASS`/`SMTP_SECURE`) and
 * `MAIL_FROM`. SMS: `SMS_PROVIDER=twilio` (Twilio Programmable Messaging) or `SMS_PROVIDER=http`
 * (a JSON-over-HTTP template for other providers). Outside production mode, a channel without a
 * sender goes to the development outbox (`GET /dev/outbox`); production refuses to start without
 * both (src/config.ts).
 */

export interface SmtpSettings {
  kind: 'smtp';
  /** `smtp://user:pass@host:587` or `smtps://...:465`; else the separate fields. */
  url: string | null;
  host: string;
  port: number;
  /** TLS from the first byte (port 465); else STARTTLS, required unless SMTP_REQUIRE_TLS=0. */
  secure: boolean;
  requireTls: boolean;
  user: string | null;
  pass: string | null;
  from: string;
}

export interface TwilioSettings {
  kind: 'twilio';
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or alphanumeric sender id; or a Messaging Service. */
  from: string | null;
  messagingServiceSid: string | null;
  /** https://api.twilio.com; another origin only for a local test server. */
  apiBase: string;
}

export interface HttpJsonSmsSettings {
  kind: 'http-json';
  url: string;
  headers: Record<string, string>;
  /** A JSON value whose strings may hold {{to}}, {{to_e164}}, {{body}}. */
  bodyTemplate: unknown;
  /** Dotted path of the provider's message id in its JSON answer (optional). */
  idField: string | null;
}

export type EmailSettings = SmtpSettings | { kind: 'dev-outbox' } | { kind: 'none' };
export type SmsSettings =
  TwilioSettings | HttpJsonSmsSettings | { kind: 'dev-outbox' } | { kind: 'none' };

export interface MessagingSettings {
  email: EmailSettings;
  sms: SmsSettings;
  /**
   * `DUKKAN_MESSAGES_OFF=1`: a throw-away store (the benchmarks' production-mode stores on
   * loopback) that sends nothing: every message fails at once as undeliverable. Refused on a
   * non-loopback HOST (src/config.ts).
   */
  off: boolean;
  /** Problems in what was set (a half-configured sender), one sentence each. */
  problems: string[];
}

const set = (value: string | undefined): value is string => value !== undefined && value !== '';

export function messagingFromEnv(env: NodeJS.ProcessEnv, production: boolean): MessagingSettings {
  const problems: string[] = [];
  const off = env.DUKKAN_MESSAGES_OFF === '1';
  if (off) return { email: { kind: 'none' }, sms: { kind: 'none' }, off, problems };
  const fallback = production ? ({ kind: 'none' } as const) : ({ kind: 'dev-outbox' } as const);

  let email: EmailSettings = fallback;
  if (set(env.SMTP_URL) || set(env.SMTP_HOST)) {
    const port = Number(env.SMTP_PORT ?? (env.SMTP_SECURE === '1' ? 465 : 587));
    if (!Number.isInteger(port) || port <= 0 || port > 65535)
      problems.push(`SMTP_PORT must be a port number, got "${env.SMTP_PORT}".`);
    if (!set(env.MAIL_FROM))
      problems.push('MAIL_FROM must name the sender of the e-mails ("Dukkan <no-reply@...>").');
    const requireTls = env.SMTP_REQUIRE_TLS !== '0';
    if (!requireTls && production)
      problems.push(
        'SMTP_REQUIRE_TLS=0 is refused in production mode: e-mails carry sign-in codes.',
      );
    email = {
      kind: 'smtp',
      url: set(env.SMTP_URL) ? env.SMTP_URL : null,
      host: env.SMTP_HOST ?? '',
      port,
      secure: env.SMTP_SECURE === '1',
      requireTls,
      user: set(env.SMTP_USER) ? env.SMTP_USER : null,
      pass: set(env.SMTP_PASS) ? env.SMTP_PASS : null,
      from: env.MAIL_FROM ?? '',
    };
  }

  let sms: SmsSettings = fallback;
  const provider = env.SMS_PROVIDER ?? '';
  if (provider === 'twilio') {
    for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'])
      if (!set(env[name])) problems.push(`${name} must be set with SMS_PROVIDER=twilio.`);
    if (!set(env.TWILIO_FROM) && !set(env.TWILIO_MESSAGING_SERVICE_SID))
      problems.push(
        'TWILIO_FROM (the sending number) or TWILIO_MESSAGING_SERVICE_SID must be set with SMS_PROVIDER=twilio.',
      );
    const apiBase = (env.TWILIO_API_BASE ?? 'https://api.twilio.com').replace(/\/+$/, '');
    if (production && !apiBase.startsWith('https://'))
      problems.push('TWILIO_API_BASE must be an https:// address in production mode.');
    sms = {
      kind: 'twilio',
      accountSid: env.TWILIO_ACCOUNT_SID ?? '',
      authToken: env.TWILIO_AUTH_TOKEN ?? '',
      from: set(env.TWILIO_FROM) ? env.TWILIO_FROM : null,
      messagingServiceSid: set(env.TWILIO_MESSAGING_SERVICE_SID)
        ? env.TWILIO_MESSAGING_SERVICE_SID
        : null,
      apiBase,
    };
  } else if (provider === 'http') {
    if (!set(env.SMS_HTTP_URL)) problems.push('SMS_HTTP_URL must be set with SMS_PROVIDER=http.');
    else if (production && !env.SMS_HTTP_URL.startsWith('https://'))
      problems.push('SMS_HTTP_URL must be an https:// address in production mode.');
    const headers = parseJson(env.SMS_HTTP_HEADERS ?? '{}', 'SMS_HTTP_HEADERS', problems);
    const body = parseJson(
      env.SMS_HTTP_BODY ?? '{"to":"{{to_e164}}","text":"{{body}}"}',
      'SMS_HTTP_BODY',
      problems,
    );
    const headerMap: Record<string, string> = {};
    if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
      for (const [k, v] of Object.entries(headers)) headerMap[k] = String(v);
    } else if (headers !== undefined) {
      problems.push('SMS_HTTP_HEADERS must be a JSON object of header names and values.');
    }
    sms = {
      kind: 'http-json',
      url: env.SMS_HTTP_URL ?? '',
      headers: headerMap,
      bodyTemplate: body,
      idField: set(env.SMS_HTTP_ID_FIELD) ? env.SMS_HTTP_ID_FIELD : null,
    };
  } else if (provider !== '') {
    problems.push(`SMS_PROVIDER must be "twilio" or "http", got "${provider}".`);
  }
  return { email, sms, off, problems };
}

function parseJson(text: string, name: string, problems: string[]): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    problems.push(`${name} must be valid JSON.`);
    return undefined;
  }
}

/** What forbids a production start: a channel without a real sender. */
export function missingSenders(settings: MessagingSettings): string[] {
  const missing: string[] = [];
  if (settings.off) return missing;
  if (settings.email.kind === 'none' || settings.email.kind === 'dev-outbox')
    missing.push(
      'No e-mail sender: set SMTP_URL (or SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_SECURE) and MAIL_FROM (docs/operations.md).',
    );
  if (settings.sms.kind === 'none' || settings.sms.kind === 'dev-outbox')
    missing.push(
      'No SMS sender: set SMS_PROVIDER=twilio with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM, or SMS_PROVIDER=http with SMS_HTTP_URL (docs/operations.md).',
    );
  return missing;
}
