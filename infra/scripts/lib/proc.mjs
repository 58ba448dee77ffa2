// @ts-check
// Child processes for the start, test and benchmark scripts: run a command to completion, or
// keep a server running with its output prefixed, wait until it answers, and stop it.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { REPO_ROOT } from './remotes.mjs';

/**
 * Runs a command with inherited output; resolves with its exit code (never rejects on failure).
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<number>}
 */
export function runCommand(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? REPO_ROOT,
      env: options.env ?? process.env,
      stdio: 'inherit',
    });
    child.on('error', (error) => {
      console.error(`could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/**
 * A long-running child whose output lines are prefixed with `[label]`.
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, quiet?: boolean }} [options]
 */
export function startServer(label, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: options.cwd ?? REPO_ROOT,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  /** @type {string[]} */
  const recent = [];
  /** @param {NodeJS.WritableStream} out */
  const relay = (out) => (/** @type {Buffer} */ chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      recent.push(line);
      if (recent.length > 40) recent.shift();
      if (!options.quiet) out.write(`[${label}] ${line}\n`);
    }
  };
  child.stdout.on('data', relay(process.stdout));
  child.stderr.on('data', relay(process.stderr));
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    label,
    child,
    exited,
    /** The last lines it printed, for error messages when it dies. */
    recentOutput: () => recent.join('\n'),
    /** Asks it to stop (SIGTERM), then kills it after 5 s. */
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Polls a URL until it answers with a status below 500, the server exits, or time runs out.
 * @param {string} url
 * @param {{ timeoutMs?: number, exited?: Promise<unknown> }} [options]
 */
export async function waitForUrl(url, { timeoutMs = 60_000, exited } = {}) {
  let gone = false;
  void exited?.then(() => {
    gone = true;
  });
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server exited before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (res.status < 500) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = /** @type {Error} */ (error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s (${last})`);
}

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Whether something accepts TCP connections at host:port (used to detect PostgreSQL).
 * @param {string} host
 * @param {number} port
 */
export function canConnect(host, port, timeoutMs = 1500) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (/** @type {boolean} */ ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
