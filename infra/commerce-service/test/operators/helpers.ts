/** Operators for the operator API's tests: accounts made as the bootstrap command makes them. */
import { randomBytes } from 'node:crypto';
import { createOperator, currentCode } from '../../src/operators/accounts';
import type { Service } from '../customer/helpers';

export interface TestOperator {
  email: string;
  password: string;
  secret: string;
}

let counter = 0;

export async function makeOperator(svc: Service, roles: string[]): Promise<TestOperator> {
  counter++;
  const email = `${roles.join('-')}.${counter}.${randomBytes(3).toString('hex')}@ops.example.com`;
  const password = `pw-${randomBytes(9).toString('base64url')}`;
  await createOperator(svc.db, { email, password, roles }, new Date());
  const row = await svc.db
    .selectFrom('operators')
    .select('totp_secret')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { email, password, secret: row.totp_secret };
}

export const codeOf = (op: TestOperator, at = Date.now()) => currentCode(op.email, op.secret, at);

export interface OpsAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data?: any;
  errors?: Array<{ message: string; extensions?: { code?: string; [k: string]: unknown } }>;
}

export async function ops(
  svc: Service,
  query: string,
  variables: Record<string, unknown> = {},
  opts: { token?: string; ip?: string } = {},
): Promise<OpsAnswer> {
  const res = await svc.inject({
    method: 'POST',
    url: '/admin/graphql',
    payload: { query, variables },
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
  });
  return { status: res.statusCode, ...res.json<Omit<OpsAnswer, 'status'>>() };
}

export const LOGIN = `mutation($e: String!, $p: String!, $c: String!) {
  login(email: $e, password: $p, code: $c) { token expires_at operator { email roles } }
}`;

export async function signIn(svc: Service, op: TestOperator, ip = '10.9.0.1'): Promise<string> {
  const res = await ops(svc, LOGIN, { e: op.email, p: op.password, c: codeOf(op) }, { ip });
  if (!res.data?.login) throw new Error(`sign-in failed: ${JSON.stringify(res.errors)}`);
  return res.data.login.token as string;
}

export const codeOfError = (res: OpsAnswer) => res.errors?.[0]?.extensions?.code;
