#!/usr/bin/env node
// @ts-check
// Records in package-lock.json the platform-specific optional packages (other operating systems'
// native builds of swc, unrs-resolver, ...) that the registry mirror of our machines does not
// serve. `npm install` here leaves them out of the lockfile when their download answers 404, and
// `npm ci` then refuses the lockfile as out of sync. Each entry gets the os/cpu/libc its name
// states, so npm skips it on every other platform and installs it where it belongs.
// Run after any `npm install` that changes the lockfile: `node infra/scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const lockPath = path.join(root, 'package-lock.json');
/** @typedef {{ version?: string, optional?: boolean, optionalDependencies?: Record<string, string>, os?: string[], cpu?: string[], libc?: string[] }} LockEntry */
/** @type {{ packages: Record<string, LockEntry> }} */
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const OS = [
  'darwin',
  'linux',
  'win32',
  'freebsd',
  'android',
  'openharmony',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'];

/**
 * The platform a native build's name states (`core-linux-arm64-musl`), or null when it states none.
 * @param {string} name
 * @returns {{ os: string[], cpu: string[], libc?: string[] } | null}
 */
function platformOf(name) {
  const parts = (name.split('/').pop() ?? '').split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  if (!os || !cpu) return null;
  /** @type {{ os: string[], cpu: string[], libc?: string[] }} */
  const entry = { os: [os], cpu: [cpu] };
  if (os === 'linux')
    entry.libc = [parts.includes('musl') || parts.includes('musleabihf') ? 'musl' : 'glibc'];
  return entry;
}

/**
 * Whether npm finds `dep` required from the package at `from` (nearest node_modules up).
 * @param {string} from
 * @param {string} dep
 */
function isResolvable(from, dep) {
  let dir = from;
  for (;;) {
    if (packages[`${dir ? `${dir}/` : ''}node_modules/${dep}`]) return true;
    if (!dir) return false;
    const idx = dir.lastIndexOf('/node_modules/');
    dir = idx === -1 ? '' : dir.slice(0, idx);
  }
}

let added = 0;
for (const [location, meta] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    if (isResolvable(location, dep)) continue;
    const platform = platformOf(dep);
    if (!platform) continue; // not a native build: a real gap, left for npm to report
    packages[`node_modules/${dep}`] = { version, optional: true, ...platform };
    added += 1;
  }
}
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  `complete-lockfile: recorded ${added} optional platform package(s) the registry did not serve.`,
);
