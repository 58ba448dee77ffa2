/**
 * The operator API's doors: sign-in with password and TOTP code, its limits per operator and per
 * client, the role each operation needs, and the audit log of who did what and when.
 */
import { createHash } from 'node:crypto';
import { databases, startTestService } from '../helpers/service';
import type { Service } from '../customer/helpers';
import {
  codeOf,
  codeOfError,
  LOGIN,
  makeOperator,
  ops,
  signIn,
  type TestOperator,
} from './helpers';

/** Boot and seeding on a machine shared with other test runs can take minutes. */
const SETUP_MS = 600_000;

/** One call per operation, with arguments that fail after the role check (no such order or SKU). */
const CALLS: Array<{ name: string; query: string; roles: string[] }> = [
  {
    name: 'orders',
    query: `{ orders(number: "999999999") { number } }`,
    roles: ['support', 'fulfilment'],
  },
  {
    name: 'moveOrder',
    query: `mutation { moveOrder(number: "999999999", to: processing) { number } }`,
    roles: ['fulfilment'],
  },
  {
    name: 'moveOrder canceled',
    query: `mutation { moveOrder(number: "999999999", to: canceled) { number } }`,
    roles: ['support'],
  },
  {
    name: 'moveOrder closed',
    query: `mutation { moveOrder(number: "999999999", to: closed) { number } }`,
    roles: ['support'],
  },
  {
    name: 'reorderOrder',
    query: `mutation { reorderOrder(number: "999999999") { cart_items } }`,
    roles: ['support'],
  },
  {
    name: 'cancelOrders',
    query: `mutation { cancelOrders(numbers: ["999999999"]) { ok } }`,
    roles: ['support'],
  },
  {
    name: 'refundOrder',
    query: `mutation { refundOrder(number: "999999999") { number } }`,
    roles: ['support'],
  },
  {
    name: 'proposeSubstitution',
    query: `mutation { proposeSubstitution(number: "999999999") { item_id } }`,
    roles: ['fulfilment'],
  },
  {
    name: 'unlockReviews',
    query: `mutation { unlockReviews(number: "999999999") }`,
    roles: ['support'],
  },
  {
    name: 'setStock',
    query: `mutation { setStock(sku: "NO-SUCH-SKU", source: "x", qty: 1) { qty } }`,
    roles: ['catalogue'],
  },
  {
    name: 'setPrice',
    query: `mutation { setPrice(sku: "NO-SUCH-SKU", source: "x", price: 5) { qty } }`,
    roles: ['catalogue'],
  },
  {
    name: 'limitCoupon',
    query: `mutation { limitCoupon(code: "NO-SUCH-COUPON", uses_total: 1) { code } }`,
    roles: ['catalogue'],
  },
  { name: 'failedMessages', query: `{ failedMessages { id } }`, roles: ['support'] },
  {
    name: 'retryMessage',
    query: `mutation { retryMessage(id: "999999999") { id } }`,
    roles: ['support'],
  },
  { name: 'auditLog', query: `{ auditLog(limit: 1) { id } }`, roles: [] },
  {
    name: 'setOperatorDisabled',
    query: `mutation { setOperatorDisabled(email: "nobody@ops.example.com", disabled: true) { email } }`,
    roles: [],
  },
];

describe.each(databases)('operator API access (%s)', (database) => {
  let svc: Service;
  let admin: TestOperator;
  let adminToken: string;
  beforeAll(async () => {
    svc = await startTestService({ database, products: 20 });
    admin = await makeOperator(svc, ['admin']);
    adminToken = await signIn(svc, admin);
  }, SETUP_MS);
  afterAll(async () => {
    await svc?.close();
  });

  it('signs in with password and TOTP code only; the session token is stored hashed', async () => {
    const op = await makeOperator(svc, ['support']);
    const ip = '10.1.0.1';
    const wrongCode = codeOf(op, Date.now() - 10 * 60_000);
    const refused = await ops(svc, LOGIN, { e: op.email, p: op.password, c: wrongCode }, { ip });
    expect(codeOfError(refused)).toBe('UNAUTHENTICATED');
    expect(refused.data).toBeNull();
    const badPassword = await ops(
      svc,
      LOGIN,
      { e: op.email, p: 'not-the-password', c: codeOf(op) },
      { ip },
    );
    expect(codeOfError(badPassword)).toBe('UNAUTHENTICATED');
    const code = codeOf(op);
    const ok = await ops(svc, LOGIN, { e: op.email, p: op.password, c: code }, { ip });
    expect(ok.errors).toBeUndefined();
    const token = ok.data.login.token as string;
    expect(ok.data.login.operator).toEqual({ email: op.email, roles: ['support'] });
    const sessions = await svc.db.selectFrom('operator_sessions').select('token_hash').execute();
    expect(sessions.map((s) => s.token_hash)).toContain(
      createHash('sha256').update(token).digest('hex'),
    );
    expect(sessions.map((s) => s.token_hash)).not.toContain(token);
    expect((await ops(svc, `{ me { email } }`, {}, { token })).data.me.email).toBe(op.email);
    // A code is good once: replayed, it is refused.
    const replay = await ops(svc, LOGIN, { e: op.email, p: op.password, c: code }, { ip });
    expect(codeOfError(replay)).toBe('UNAUTHENTICATED');
    expect(codeOfError(await ops(svc, `{ me { email } }`))).toBe('UNAUTHENTICATED');
    // Disabled: the session ends and sign-in is refused.
    await ops(
      svc,
      `mutation($e: String!) { setOperatorDisabled(email: $e, disabled: true) { email } }`,
      { e: op.email },
      { token: adminToken },
    );
    expect(codeOfError(await ops(svc, `{ me { email } }`, {}, { token }))).toBe('UNAUTHENTICATED');
    const again = await ops(
      svc,
      LOGIN,
      { e: op.email, p: op.password, c: codeOf(op) },
      { ip: '10.1.0.2' },
    );
    expect(codeOfError(again)).toBe('UNAUTHENTICATED');
  });

  it('refuses sign-in after 5 failures for one operator, even with the right password and code', async () => {
    const op = await makeOperator(svc, ['fulfilment']);
    for (let i = 0; i < 5; i++) {
      const res = await ops(
        svc,
        LOGIN,
        { e: op.email, p: 'wrong-password-x', c: '000000' },
        { ip: `10.2.0.${i + 1}` },
      );
      expect(codeOfError(res)).toBe('UNAUTHENTICATED');
    }
    const res = await ops(
      svc,
      LOGIN,
      { e: op.email, p: op.password, c: codeOf(op) },
      { ip: '10.2.0.99' },
    );
    expect(codeOfError(res)).toBe('RATE_LIMITED');
    expect(res.errors?.[0]?.message).toMatch(
      /^Too many failed sign-ins; try again in \d+ seconds\.$/,
    );
  });

  it('refuses sign-in from a client after 20 failures, whatever the operator', async () => {
    const op = await makeOperator(svc, ['catalogue']);
    const ip = '10.3.0.1';
    for (let i = 0; i < 20; i++) {
      const res = await ops(
        svc,
        LOGIN,
        { e: `nobody${i}@ops.example.com`, p: 'wrong-password-x', c: '000000' },
        { ip },
      );
      expect(codeOfError(res)).toBe('UNAUTHENTICATED');
    }
    expect(
      codeOfError(await ops(svc, LOGIN, { e: op.email, p: op.password, c: codeOf(op) }, { ip })),
    ).toBe('RATE_LIMITED');
    // Another client is not held back.
    await signIn(svc, op, '10.3.0.2');
  });

  it('lets each role call its operations only, and admin all of them', async () => {
    const tokens: Record<string, string> = { admin: adminToken };
    for (const role of ['support', 'fulfilment', 'catalogue'])
      tokens[role] = await signIn(svc, await makeOperator(svc, [role]), `10.4.0.${role.length}`);
    for (const call of CALLS) {
      for (const role of ['support', 'fulfilment', 'catalogue', 'admin']) {
        const res = await ops(svc, call.query, {}, { token: tokens[role] });
        const allowed = role === 'admin' || call.roles.includes(role);
        const code = codeOfError(res);
        if (allowed) expect([call.name, role, code]).not.toEqual([call.name, role, 'FORBIDDEN']);
        else expect([call.name, role, code]).toEqual([call.name, role, 'FORBIDDEN']);
      }
    }
  });

  it('writes who did what, with which input and result, and when; admins read it', async () => {
    const catalogue = await makeOperator(svc, ['catalogue']);
    const token = await signIn(svc, catalogue, '10.5.0.1');
    const product = await svc.db
      .selectFrom('product_stock as s')
      .innerJoin('products as p', 'p.id', 's.product_id')
      .select(['p.sku', 's.source_code'])
      .limit(1)
      .executeTakeFirstOrThrow();
    const before = Date.now();
    const set = await ops(
      svc,
      `mutation($s: String!, $src: String!) { setStock(sku: $s, source: $src, qty: 7) { qty } }`,
      { s: product.sku, src: product.source_code },
      { token },
    );
    expect(set.data.setStock.qty).toBe(7);
    await ops(svc, `{ failedMessages { id } }`, {}, { token });
    const log = await ops(
      svc,
      `query($e: String) { auditLog(operator_email: $e, limit: 10) { operator_email operation input ok result created_at } }`,
      { e: catalogue.email },
      { token: adminToken },
    );
    const entries = log.data.auditLog as Array<Record<string, unknown>>;
    const [refused, stock, login] = entries;
    expect(refused).toMatchObject({
      operation: 'failedMessages',
      ok: false,
      result: '"failedMessages" needs the role support (or admin).',
    });
    expect(stock).toMatchObject({
      operator_email: catalogue.email,
      operation: 'setStock',
      ok: true,
      result: 'qty 7',
    });
    expect(JSON.parse(stock!.input as string)).toEqual({
      sku: product.sku,
      source: product.source_code,
      qty: 7,
    });
    expect(Date.parse(stock!.created_at as string)).toBeGreaterThanOrEqual(before - 1000);
    // Sign-in is logged without its password or code.
    expect(login).toMatchObject({ operation: 'login', ok: true });
    expect(login!.input).not.toContain(catalogue.password);
    expect(JSON.parse(login!.input as string)).toEqual({
      email: catalogue.email,
      password: '[secret]',
      code: '[secret]',
    });
    expect(codeOfError(await ops(svc, `{ auditLog { id } }`, {}, { token }))).toBe('FORBIDDEN');
  });
});
