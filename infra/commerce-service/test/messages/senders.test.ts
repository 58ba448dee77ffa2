/**
 * The JSON-over-HTTP SMS sender against a local server: the configured template filled with
 * JSON-escaped values, the configured headers, the provider's id read from its answer, and which
 * answers are tried again. Also the phone format every SMS provider receives.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { httpJsonSender, toE164 } from '../../src/messages/senders';
import { messagingFromEnv, type HttpJsonSmsSettings } from '../../src/messages/settings';

describe('the JSON-over-HTTP SMS sender', () => {
  let server: http.Server;
  let url: string;
  const received: Array<{ headers: http.IncomingHttpHeaders; body: unknown }> = [];
  let answer = { status: 200, body: '{"data":{"id":"msg-1"}}' };
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({
          headers: req.headers,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
        });
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const settings = (): HttpJsonSmsSettings => {
    const parsed = messagingFromEnv(
      {
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: url,
        SMS_HTTP_HEADERS: '{"Authorization":"Bearer local-key"}',
        SMS_HTTP_BODY:
          '{"messages":[{"destination":"{{to_e164}}","text":"{{body}}"}],"raw":"{{to}}"}',
        SMS_HTTP_ID_FIELD: 'data.id',
      },
      false,
    );
    expect(parsed.problems).toEqual([]);
    return parsed.sms as HttpJsonSmsSettings;
  };
  const message = {
    id: '1',
    channel: 'sms' as const,
    to: '01012345678',
    subject: null,
    body: 'Code "1234"\nرمز',
    code: '1234',
  };

  it('posts the filled template with the headers and keeps the provider id', async () => {
    answer = { status: 200, body: '{"data":{"id":"msg-1"}}' };
    const outcome = await httpJsonSender(settings()).send(message, 3000);
    expect(outcome).toMatchObject({ ok: true, providerId: 'msg-1', status: '200' });
    const last = received.at(-1)!;
    expect(last.headers.authorization).toBe('Bearer local-key');
    expect(last.body).toEqual({
      messages: [{ destination: '+201012345678', text: 'Code "1234"\nرمز' }],
      raw: '01012345678',
    });
  });

  it('tries again after 429 and 5xx, not after another 4xx', async () => {
    const sender = httpJsonSender(settings());
    answer = { status: 503, body: 'unavailable' };
    expect(await sender.send(message, 3000)).toMatchObject({ ok: false, retryable: true });
    answer = { status: 429, body: '{}' };
    expect(await sender.send(message, 3000)).toMatchObject({ ok: false, retryable: true });
    answer = { status: 422, body: '{"error":"bad destination"}' };
    expect(await sender.send(message, 3000)).toMatchObject({
      ok: false,
      retryable: false,
      status: '422',
      answer: '{"error":"bad destination"}',
    });
  });

  it('counts no answer at all as worth another try', async () => {
    const closed = httpJsonSender({ ...settings(), url: 'http://127.0.0.1:9/send' });
    expect(await closed.send(message, 3000)).toMatchObject({ ok: false, retryable: true });
  });
});

describe('phone numbers for SMS providers', () => {
  it('writes stored Egyptian mobiles in E.164', () => {
    expect(toE164('01012345678')).toBe('+201012345678');
    expect(toE164('+201012345678')).toBe('+201012345678');
  });
});
