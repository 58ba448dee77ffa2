/**
 * Attack: per-client limits must be per client through the gateway. The commerce service runs
 * here and listens on loopback; the gateway (infra/gateway, bundled from its sources into
 * dist/server.cjs before the tests, as its build does) runs as its own process
 * in front of it, as `npm start` runs them. Two clients reach the gateway from two source
 * addresses (127.0.0.2 and 127.0.0.3): one floods, the other must not notice.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startTestService, type TestService } from './helpers/service';

const GATEWAY_DIR = path.resolve(__dirname, '../../gateway');
const GATEWAY = path.join(GATEWAY_DIR, 'dist/server.cjs');

/** The gateway as its sources say now (its own `npm run build`: its entries, a few seconds). */
function bundleGateway(): void {
  execFileSync('npm', ['run', 'build'], { cwd: GATEWAY_DIR, stdio: 'pipe' });
}
const FLOODER = '127.0.0.2';
const SHOPPER = '127.0.0.3';
/** A demo customer's phone (src/domains/customer/seed.ts). */
const KNOWN_PHONE = '01012345678';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Answer {
  status: number;
  body: {
    data?: Record<string, unknown> | null;
    errors?: Array<{ message: string; extensions?: { category?: string } }>;
    message?: string;
  };
}

function post(
  port: number,
  from: string,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const payload = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/graphql',
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve({
              status: response.statusCode ?? 0,
              body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer['body'],
            });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function waitFor(port: number, gateway: ChildProcess, output: () => string) {
  for (let i = 0; i < 300; i += 1) {
    if (gateway.exitCode !== null) throw new Error(`the gateway exited:\n${output()}`);
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the gateway did not listen:\n${output()}`);
}

const OTP = `mutation($p: String!) { initiateOTPLogin(phone_number: $p) { status message } }`;
const CART = `mutation { createEmptyCart }`;

describe('per-client limits through the gateway (two processes, two client addresses)', () => {
  let service: TestService;
  let gateway: ChildProcess;
  let gatewayPort: number;
  let empty: string;
  let output = '';

  beforeAll(async () => {
    bundleGateway();
    service = await startTestService();
    await service.service.app.listen({ port: 0, host: '127.0.0.1' });
    const { port: commercePort } = service.service.app.server.address() as net.AddressInfo;
    gatewayPort = await freePort();
    empty = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-gateway-'));
    gateway = spawn(process.execPath, [GATEWAY], {
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(gatewayPort),
        HOST: '127.0.0.1',
        SHELL_DIR: empty,
        DEPLOY_DIR: empty,
        COMMERCE_URL: `http://127.0.0.1:${commercePort}`,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    gateway.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    gateway.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitFor(gatewayPort, gateway, () => output);
  });

  afterAll(async () => {
    if (gateway && gateway.exitCode === null) {
      const exited = new Promise((resolve) => gateway.once('exit', resolve));
      gateway.kill('SIGTERM');
      await exited;
    }
    await service?.close();
    if (empty) fs.rmSync(empty, { recursive: true, force: true });
  });

  it('60 OTP requests for made-up numbers from one client do not stop another client’s code', async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 60; i += 1) {
      const phone = `0109${String(10_000_000 + i).slice(1)}`;
      // The flooder also claims to be someone else: an untrusted client's header is not believed.
      answers.push(
        await post(gatewayPort, FLOODER, OTP, { p: phone }, { 'x-forwarded-for': `10.9.8.${i}` }),
      );
    }
    // The flooder is limited: the last of its requests is refused as too many attempts.
    const last = answers[answers.length - 1];
    expect(last?.body.errors?.[0]?.message).toMatch(/Too many attempts/);

    const shopper = await post(gatewayPort, SHOPPER, OTP, { p: KNOWN_PHONE });
    expect(shopper.body.errors).toBeUndefined();
    expect(shopper.body.data?.initiateOTPLogin).toMatchObject({ status: true });
  });

  it('60 guest carts from one client do not stop another client’s cart', async () => {
    for (let i = 0; i < 60; i += 1) {
      const answer = await post(gatewayPort, FLOODER, CART, {});
      expect(answer.status).toBe(200);
    }
    const rows = await service.db
      .selectFrom('rate_limits')
      .select(['bucket', 'hits'])
      .where('bucket', 'like', 'cart-create:ip:%')
      .execute();
    // The service counted them for the flooder's address, not for the gateway's.
    expect(rows).toEqual([{ bucket: `cart-create:ip:${FLOODER}`, hits: 60 }]);
    const shopper = await post(gatewayPort, SHOPPER, CART, {});
    expect(typeof shopper.body.data?.createEmptyCart).toBe('string');
  });
});
