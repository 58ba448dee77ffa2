/**
 * Local stand-ins for the message providers, speaking their real protocols: an SMTP server
 * (smtp-server, with authentication) and an HTTP server implementing Twilio's Programmable
 * Messaging "create a Message" call (POST /2010-04-01/Accounts/{AccountSid}/Messages.json, HTTP
 * basic auth, form-encoded To/From/Body; 201 with the Message resource, or a JSON error with
 * code, message, more_info and status).
 */
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { closeLocally, listenLocally, type LocalListen } from '../support/local-listen';

export interface ReceivedMail {
  from: string;
  to: string[];
  user: string | null;
  subject: string;
  text: string;
}

/** The body of a received message, quoted-printable decoded when the message says so. */
function bodyOf(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  let body = raw.slice(split + 4);
  const subject = /^Subject: (.*)$/im.exec(head)?.[1] ?? '';
  if (/^Content-Transfer-Encoding: quoted-printable/im.test(head)) {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    body = Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return { subject, text: body };
}

/**
 * Without `listen.tls` no STARTTLS (the Jest tests have no certificate; their sender runs with
 * SMTP_REQUIRE_TLS=0, which production refuses); with it, STARTTLS with that certificate.
 */
export async function startSmtpServer(
  credentials: { user: string; pass: string },
  listen: LocalListen = {},
) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    ...(listen.tls
      ? { key: listen.tls.key, cert: listen.tls.cert }
      : { disabledCommands: ['STARTTLS'] }),
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass)
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { subject, text } = bodyOf(Buffer.concat(chunks).toString('utf8'));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === 'string' ? session.user : null,
          subject,
          text,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.on('error', reject);
    server.listen(listen.port ?? 0, '127.0.0.1', resolve);
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface TwilioRequest {
  to: string;
  from: string | null;
  body: string;
  answered: number;
}

/**
 * `plan` is the status of each next answer (then 201 for ever); `always` overrides it. 201 carries
 * the Message resource; 400 the "invalid To number" error (21211); 5xx and 429 an error resource.
 */
export async function startTwilioServer(
  account: { sid: string; token: string },
  listen: LocalListen = {},
) {
  const requests: TwilioRequest[] = [];
  const control = { plan: [] as number[], always: null as number | null };
  const { server, url } = await listenLocally((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      const expected = `Basic ${Buffer.from(`${account.sid}:${account.token}`).toString('base64')}`;
      if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${account.sid}/Messages.json`)
        return send(404, {
          code: 20404,
          message: 'The requested resource was not found',
          status: 404,
        });
      if (req.headers.authorization !== expected)
        return send(401, { code: 20003, message: 'Authenticate', status: 401 });
      if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
        return send(400, { code: 20001, message: 'Expected a form body', status: 400 });
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const status = control.always ?? control.plan.shift() ?? 201;
      const to = form.get('To') ?? '';
      requests.push({ to, from: form.get('From'), body: form.get('Body') ?? '', answered: status });
      if (status === 201)
        return send(201, {
          sid: `SM${randomBytes(16).toString('hex')}`,
          account_sid: account.sid,
          to,
          from: form.get('From'),
          body: form.get('Body'),
          status: 'queued',
          api_version: '2010-04-01',
          error_code: null,
          error_message: null,
        });
      if (status === 400)
        return send(400, {
          code: 21211,
          message: `The 'To' number ${to} is not a valid phone number.`,
          more_info: 'https://www.twilio.com/docs/errors/21211',
          status: 400,
        });
      return send(status, {
        code: status === 429 ? 20429 : 20500,
        message: status === 429 ? 'Too Many Requests' : 'Internal Server Error',
        more_info: `https://www.twilio.com/docs/errors/${status === 429 ? 20429 : 20500}`,
        status,
      });
    });
  }, listen);
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url,
    requests,
    control,
    close: () => closeLocally(server),
  };
}
