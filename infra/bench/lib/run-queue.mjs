// @ts-check
// Where the page's main thread's time went while a page loaded, from the kernel rather than the
// trace: a child process (run-queue-sampler.mjs) reads /proc every 50 ms, and a run's window on
// the trace's clock is then matched with the reads before and after it. The trace says how long
// the main thread's tasks lasted and how much of that was CPU time; the kernel's schedstat says
// how long the thread was runnable but waiting for a core. On a 2-core host the two together
// tell a page that blocks (a synchronous call, a lock) from a page that waits its turn while
// other threads and processes run. Linux only; elsewhere `startRunQueueSampler` returns
// undefined and the benchmarks leave these figures out.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SAMPLER = fileURLToPath(new URL('./run-queue-sampler.mjs', import.meta.url));
const INTERVAL_MS = 50;
/** Reads older than this (microseconds) before the newest are dropped. */
const KEEP_US = 120e6;

/**
 * @typedef {object} Snapshot
 * @property {number} at CLOCK_MONOTONIC, microseconds (the clock of Chromium's traces)
 * @property {[number, string, number, number, number][]} rows per process: pid, kind, its CPU
 *   time, its main thread's time on a CPU and time waiting for one (milliseconds, cumulative)
 */

/**
 * @typedef {object} LoadShare
 * @property {number} onCpu the page's main thread on a CPU in the window, milliseconds
 * @property {number} waiting the same thread runnable but waiting for a core, milliseconds
 * @property {Record<string, number>} byKind CPU time of every watched process in the window by
 *   what it is (`page main thread`, `page renderer, other threads`, Chromium's process types,
 *   `gateway`, `commerce`, `node` for the benchmark with Lighthouse), milliseconds
 */

/** Starts the sampler; undefined where the kernel gives no schedstat. */
export function startRunQueueSampler() {
  if (!existsSync(`/proc/${process.pid}/task/${process.pid}/schedstat`)) return undefined;
  /** @type {Snapshot[]} */
  const snapshots = [];
  const child = spawn(process.execPath, [SAMPLER, String(INTERVAL_MS)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let pending = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (/** @type {string} */ chunk) => {
    pending += chunk;
    let newline = pending.indexOf('\n');
    while (newline >= 0) {
      snapshots.push(JSON.parse(pending.slice(0, newline)));
      pending = pending.slice(newline + 1);
      newline = pending.indexOf('\n');
    }
    const newest = snapshots.at(-1)?.at ?? 0;
    while (snapshots.length && (snapshots[0]?.at ?? 0) < newest - KEEP_US) snapshots.shift();
  });
  return {
    /**
     * The window from `from` to `to` (microseconds on the trace's clock): see `loadShareOf`.
     * @param {number} pid
     * @param {number} tid
     * @param {number} from
     * @param {number} to
     */
    between(pid, tid, from, to) {
      return loadShareOf(snapshots, pid, tid, from, to);
    },
    stop() {
      child.kill();
    },
  };
}

/**
 * The page's main thread and every watched process between two reads: the last read at or
 * before `from` and the first at or after `to` (microseconds on the trace's clock), so the window
 * is widened to the reads around it. Undefined when the reads do not cover it or miss the thread.
 * @param {Snapshot[]} snapshots the reads, oldest first
 * @param {number} pid the page's renderer
 * @param {number} tid its main thread (read only where it is the process's first thread)
 * @param {number} from
 * @param {number} to
 * @returns {LoadShare | undefined}
 */
export function loadShareOf(snapshots, pid, tid, from, to) {
  const before = snapshots.findLast((snapshot) => snapshot.at <= from);
  const after = snapshots.find((snapshot) => snapshot.at >= to);
  if (!before || !after || tid !== pid) return undefined;
  const old = new Map(before.rows.map((row) => [row[0], row]));
  const page = after.rows.find((row) => row[0] === pid);
  const pageBefore = old.get(pid);
  if (!page || !pageBefore) return undefined;
  /** @type {Record<string, number>} */
  const byKind = {};
  for (const [id, kind, cpu, mainOnCpu] of after.rows) {
    const was = old.get(id);
    const spent = cpu - (was?.[2] ?? 0);
    if (id === pid) {
      const main = mainOnCpu - (was?.[3] ?? 0);
      byKind['page main thread'] = main;
      byKind['page renderer, other threads'] = Math.max(0, spent - main);
    } else {
      byKind[kind] = (byKind[kind] ?? 0) + spent;
    }
  }
  return { onCpu: page[3] - pageBefore[3], waiting: page[4] - pageBefore[4], byKind };
}
