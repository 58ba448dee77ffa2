/**
 * `npm run ops` against a running service: the CLI runs as its own process (its two modules
 * compiled by swc, as Jest compiles the sources) and talks HTTP to the service listening on
 * 127.0.0.1. Exit codes and messages are what an operator's script reads.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { transformFileSync } from '@swc/core';
import { databases, startTestService } from '../helpers/service';
import type { Service } from '../customer/helpers';
import { makeCart, PLACE, stockedProduct } from '../order/helpers';
import { codeOf, makeOperator, type TestOperator } from './helpers';

/** Boot and seeding on a machine shared with other test runs can take minutes. */
const SETUP_MS = 600_000;

const dir = mkdtempSync(path.join(os.tmpdir(), 'ops-cli-'));
for (const name of ['cli', 'commands']) {
  const { code } = transformFileSync(path.join(__dirname, `../../src/ops/${name}.ts`), {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  writeFileSync(path.join(dir, `${name}.js`), code);
}
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function cli(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(dir, 'cli.js'), ...args],
      { env: { PATH: process.env.PATH ?? '', ...env }, timeout: 30_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe.each(databases)('npm run ops against a running service (%s)', (database) => {
  let svc: Service;
  let url: string;
  let support: TestOperator;
  beforeAll(async () => {
    svc = await startTestService({ database, products: 150 });
    await svc.service.app.listen({ port: 0, host: '127.0.0.1' });
    const address = svc.service.app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    support = await makeOperator(svc, ['support', 'fulfilment']);
  }, SETUP_MS);
  afterAll(async () => {
    await svc?.close();
  });

  async function placeGuest(): Promise<string> {
    const p = await stockedProduct(svc);
    const cartId = await makeCart(svc, {
      email: 'cli.guest@example.com',
      items: [{ productId: p.id, qty: 1 }],
    });
    const res = await svc.gql(PLACE, { i: { cart_id: cartId } });
    expect(res.errors).toBeUndefined();
    return res.data.placeOrder.order.order_number as string;
  }

  it('signs in once, lists pending orders, cancels them, and says why a move is refused', async () => {
    const numbers = [await placeGuest(), await placeGuest()];
    const env = { OPS_URL: url, OPS_EMAIL: support.email, OPS_PASSWORD: support.password };
    const wrong = await cli(
      ['orders', 'list', '--code', codeOf(support, Date.now() - 600_000)],
      env,
    );
    expect(wrong.code).toBe(3);
    expect(wrong.stderr).toContain(
      'Wrong e-mail, password or code, or the account is disabled. (UNAUTHENTICATED)',
    );

    const login = await cli(['login', '--code', codeOf(support)], env);
    expect(login.code).toBe(0);
    const token = login.stdout.trim();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const session = { OPS_URL: url, OPS_TOKEN: token };

    const list = await cli(
      ['orders', 'list', '--status', 'pending', '--email', 'cli.guest@example.com'],
      session,
    );
    expect(list.code).toBe(0);
    const lines = list.stdout.trim().split('\n');
    expect(lines[0]).toBe(
      'number\tstatus\tpayment_status\tpayment_method\tgrand_total\tcustomer_email\tcustomer_phone\tcreated_at',
    );
    for (const n of numbers) expect(lines.some((l) => l.startsWith(`${n}\tpending\t`))).toBe(true);

    const skip = await cli(['orders', 'move', numbers[0]!, 'delivered'], session);
    expect(skip.code).toBe(1);
    expect(skip.stderr.trim()).toBe(
      'error: An order that is pending cannot become delivered (it can become: processing, canceled). (INVALID_TRANSITION)',
    );
    const forbidden = await cli(['stock', 'set', 'ANY-SKU', 'default', '5'], session);
    expect(forbidden.code).toBe(3);
    expect(forbidden.stderr).toContain(
      '"setStock" needs the role catalogue (or admin). (FORBIDDEN)',
    );

    const cancel = await cli(['orders', 'cancel', ...numbers, '--comment', 'fake'], session);
    expect(cancel.stdout.trim().split('\n')).toEqual(numbers.map((n) => `${n}: canceled`));
    expect(cancel.code).toBe(0);
    const again = await cli(['orders', 'cancel', numbers[0]!], session);
    expect(again.code).toBe(1);
    expect(again.stdout).toContain(
      `${numbers[0]}: refused: An order that is canceled cannot become canceled`,
    );

    const close = await cli(['orders', 'move', numbers[0]!, 'closed'], session);
    expect(close.stderr.trim()).toBe(
      `error: An order that is canceled cannot become closed (canceled is final). (INVALID_TRANSITION)`,
    );
    const reorder = await cli(['orders', 'reorder', numbers[0]!], session);
    expect(reorder.code).toBe(1);
    expect(reorder.stderr).toContain(
      `Order ${numbers[0]} is a guest's: there is no account cart to put its items in. (CONFLICT)`,
    );
    const unlock = await cli(['reviews', 'unlock', numbers[0]!], session);
    expect(unlock.code).toBe(1);
    expect(unlock.stderr).toContain(`Order ${numbers[0]} has no locked review`);

    expect((await cli(['logout'], session)).code).toBe(0);
    expect((await cli(['messages', 'failed'], session)).code).toBe(3);
  });

  it('answers usage errors with 2 and an unreachable service with 4', async () => {
    const usage = await cli(['orders', 'move', '100000001'], { OPS_URL: url, OPS_TOKEN: 'x' });
    expect(usage.code).toBe(2);
    expect(usage.stderr.trim()).toBe(
      'usage: npm run ops -- orders move <number> <processing|out_for_delivery|delivered|closed|canceled> [--comment C]',
    );
    expect((await cli(['nonsense'], { OPS_URL: url })).code).toBe(2);
    const down = await cli(['messages', 'failed'], {
      OPS_URL: 'http://127.0.0.1:9',
      OPS_TOKEN: 'x',
    });
    expect(down.code).toBe(4);
    expect(down.stderr).toContain('cannot reach http://127.0.0.1:9');
  });
});

describe('npm run ops -- operators create (bootstrap on the database)', () => {
  it('creates the first admin in a fresh database and prints the otpauth URI once', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ops-bootstrap-'));
    const { main } = await import('../../src/ops/cli');
    const out: string[] = [];
    const err: string[] = [];
    const io = {
      out: (l: string) => out.push(l),
      err: (l: string) => err.push(l),
      ask: () => Promise.reject(new Error('no terminal in this test')),
    };
    const env = { DATA_DIR: dataDir, OPS_NEW_PASSWORD: 'a-long-enough-password' };
    try {
      const args = ['operators', 'create', '--email', 'Boss@Example.com', '--role', 'admin'];
      expect(await main(args, env, io)).toBe(0);
      expect(out[0]).toBe('operator boss@example.com created with roles admin.');
      expect(out[2]).toMatch(
        /^otpauth:\/\/totp\/Dukkan%20operators:boss%40example\.com\?issuer=Dukkan%20operators&secret=[A-Z2-7]{32}&algorithm=SHA1&digits=6&period=30$/,
      );
      expect(await main(args, env, io)).toBe(1);
      expect(err.at(-1)).toBe('error: An operator boss@example.com exists already.');
      const badRole = ['operators', 'create', '--email', 'x@example.com', '--role', 'owner'];
      expect(await main(badRole, env, io)).toBe(2);
      expect(err.at(-1)).toBe('error: Roles must be among: support, fulfilment, catalogue, admin.');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
