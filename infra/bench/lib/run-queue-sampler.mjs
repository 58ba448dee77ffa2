// @ts-check
// A child of lib/run-queue.mjs: every INTERVAL_MS it writes one JSON line with the time on the
// trace's clock (CLOCK_MONOTONIC, microseconds) and, for every Chromium and Node process but
// itself, the process's CPU time (user + system) and, for its main thread, the kernel's
// schedstat: time on a CPU and time runnable but waiting for one (the run queue). Linux only.
import { readFileSync, readdirSync, writeSync } from 'node:fs';
import { COMMERCE_SERVER, GATEWAY_SERVER } from '../../scripts/lib/stack.mjs';

const INTERVAL_MS = Number(process.argv[2] ?? 50);
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** @type {Map<string, string | null>} what each pid is, or null when it is not watched */
const kinds = new Map();
const self = String(process.pid);

/**
 * Chromium's processes by type (`browser` without one), the store's two servers (as
 * infra/scripts/lib/stack.mjs starts them), and `node` for any other Node process (the benchmark and
 * Lighthouse in it).
 * @param {string} pid
 */
function kindOf(pid) {
  let kind = kinds.get(pid);
  if (kind !== undefined) return kind;
  kind = null;
  try {
    const line = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    const program = line.split(' ')[0] ?? '';
    if (/chrom[^/]*$/.test(program)) kind = /--type=([\w-]+)/.exec(line)?.[1] ?? 'browser';
    else if (/node[^/]*$/.test(program)) {
      if (line.includes(GATEWAY_SERVER)) kind = 'gateway';
      else if (line.includes(COMMERCE_SERVER)) kind = 'commerce';
      else kind = 'node';
    }
  } catch {
    // Gone already.
  }
  kinds.set(pid, kind);
  return kind;
}

setInterval(() => {
  const at = Number(process.hrtime.bigint() / 1000n);
  /** @type {[number, string, number, number, number][]} pid, kind, CPU ms, main thread on CPU and waiting ms */
  const rows = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || pid === self) continue;
    const kind = kindOf(pid);
    if (!kind) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime are the 14th and 15th fields, the 12th and 13th after the name.
      const ticks = Number(fields[11]) + Number(fields[12]);
      const [onCpu = NaN, waiting = NaN] = readFileSync(
        `/proc/${pid}/task/${pid}/schedstat`,
        'utf8',
      )
        .split(' ')
        .map(Number);
      rows.push([Number(pid), kind, (ticks * 1000) / TICKS_PER_SECOND, onCpu / 1e6, waiting / 1e6]);
    } catch {
      // Gone between the listing and the read.
    }
  }
  writeSync(1, `${JSON.stringify({ at, rows })}\n`);
}, INTERVAL_MS);
