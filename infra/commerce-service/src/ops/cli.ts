/**
 * `npm run ops -- <command>`: the operator API's command-line client (src/operators/), a thin
 * client over POST /admin/graphql. Every command is listed by `npm run ops -- help`.
 *
 * Environment: OPS_URL (the commerce service, default http://127.0.0.1:4000); OPS_TOKEN, a
 * session from `ops login`, or else OPS_EMAIL and OPS_PASSWORD with the TOTP code from --code or
 * asked for on the terminal. `operators create` works on the database itself (DATABASE_URL or
 * DATA_DIR), to bootstrap the first admin.
 *
 * Exit codes: 0 done; 1 the service refused or failed the operation (or one order of a bulk
 * cancellation); 2 a usage error; 3 sign-in refused, session expired or role missing; 4 the
 * service could not be reached or gave no GraphQL answer.
 */
import { createInterface } from 'node:readline/promises';
import { COMMANDS, flag, parseArgs, UsageError, type Parsed } from './commands';

export interface Io {
  out(line: string): void;
  err(line: string): void;
  ask(question: string): Promise<string>;
}

class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

const AUTH_CODES = new Set(['UNAUTHENTICATED', 'RATE_LIMITED', 'FORBIDDEN']);

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

async function post(
  url: string,
  body: { query: string; variables?: Record<string, unknown> },
  token: string | null,
): Promise<Answer> {
  let res: Response;
  try {
    res = await fetch(new URL('/admin/graphql', url), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    throw new CliError(`cannot reach ${url}: ${(error as Error).message}`, 4);
  }
  const text = await res.text();
  let answer: Answer;
  try {
    answer = JSON.parse(text) as Answer;
  } catch {
    throw new CliError(`${url} answered ${res.status} without GraphQL: ${text.slice(0, 200)}`, 4);
  }
  const first = answer.errors?.[0];
  if (first) {
    const code = first.extensions?.code ?? (res.status === 400 ? 'BAD_REQUEST' : 'ERROR');
    const exit = AUTH_CODES.has(code) ? 3 : res.status === 400 ? 2 : 1;
    throw new CliError(`${first.message} (${code})`, exit);
  }
  return answer;
}

/** A session: OPS_TOKEN, or a sign-in with OPS_EMAIL, OPS_PASSWORD and the TOTP code. */
async function signIn(url: string, env: NodeJS.ProcessEnv, p: Parsed, io: Io) {
  if (env.OPS_TOKEN) return { token: env.OPS_TOKEN, own: false };
  const email = env.OPS_EMAIL;
  const password = env.OPS_PASSWORD;
  if (!email || !password)
    throw new CliError('set OPS_TOKEN, or OPS_EMAIL and OPS_PASSWORD (and give --code).', 2);
  const code = flag(p, 'code') ?? (await io.ask('TOTP code: ')).trim();
  const answer = await post(
    url,
    {
      query: `mutation($e: String!, $p: String!, $c: String!) { login(email: $e, password: $p, code: $c) { token expires_at } }`,
      variables: { e: email, p: password, c: code },
    },
    null,
  );
  const login = answer.data?.login as { token: string; expires_at: string };
  return { token: login.token, own: true, expiresAt: login.expires_at };
}

function help(io: Io): void {
  io.out('usage: npm run ops -- <command> [--code <TOTP code>] [--json]');
  io.out('  login                        sign in; prints a session token for OPS_TOKEN');
  io.out('  logout                       ends the session in OPS_TOKEN');
  io.out(
    '  operators create --email E --role R [--role R2]   (on the database; prints the otpauth URI once)',
  );
  for (const c of Object.values(COMMANDS)) io.out(`  ${c.usage}`);
}

async function run(argv: readonly string[], env: NodeJS.ProcessEnv, io: Io): Promise<number> {
  const p = parseArgs(argv);
  const [first, second] = p.positional;
  if (!first || first === 'help') {
    help(io);
    return first ? 0 : 2;
  }
  if (first === 'operators' && second === 'create') {
    const { createOperatorCommand } = await import('./bootstrap.js');
    return createOperatorCommand(p, env, io);
  }
  const url = env.OPS_URL ?? 'http://127.0.0.1:4000';
  if (first === 'login') {
    const session = await signIn(url, { ...env, OPS_TOKEN: '' }, p, io);
    io.out(session.token);
    io.err(`signed in until ${session.expiresAt ?? '?'}: export OPS_TOKEN=<the line above>`);
    return 0;
  }
  if (first === 'logout') {
    if (!env.OPS_TOKEN) throw new CliError('OPS_TOKEN is not set: no session to end.', 2);
    await post(url, { query: 'mutation { logout }' }, env.OPS_TOKEN);
    return 0;
  }
  const key = COMMANDS[first] ? first : `${first} ${second ?? ''}`;
  const command = COMMANDS[key];
  if (!command) throw new UsageError(`no command "${key.trim()}": npm run ops -- help`);
  const rest: Parsed = { ...p, positional: p.positional.slice(key.split(' ').length) };
  const variables = command.variables(rest);
  const session = await signIn(url, env, p, io);
  try {
    const answer = await post(url, { query: command.document, variables }, session.token);
    const data = answer.data ?? {};
    const printed = command.print(data);
    if (p.flags.has('json')) io.out(JSON.stringify(data, null, 2));
    else printed.lines.forEach((l) => io.out(l));
    return printed.failed ? 1 : 0;
  } finally {
    if (session.own)
      await post(url, { query: 'mutation { logout }' }, session.token).catch(() => undefined);
  }
}

/** Runs one command line; answers the exit code (errors are printed, never thrown). */
export async function main(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  io: Io,
): Promise<number> {
  try {
    return await run(argv, env, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(error.message);
      return 2;
    }
    if (error instanceof CliError) {
      io.err(`error: ${error.message}`);
      return error.exitCode;
    }
    io.err(`error: ${(error as Error).message}`);
    return 1;
  }
}

function terminalIo(): Io {
  return {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    async ask(question) {
      const rl = createInterface({ input: process.stdin, output: process.stderr });
      try {
        return await rl.question(question);
      } finally {
        rl.close();
      }
    },
  };
}

if (require.main === module) {
  void main(process.argv.slice(2), process.env, terminalIo()).then((code) => {
    process.exitCode = code;
  });
}
