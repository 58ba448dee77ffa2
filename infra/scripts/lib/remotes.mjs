// @ts-check
// The four remotes as the scripts see them. Mirrors `REMOTES` in shared-contracts/src/remotes.ts
// (a TypeScript file plain Node cannot import); a gateway test checks the two agree.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** @type {Readonly<Record<'catalog' | 'cart' | 'account' | 'search', { folder: string }>>} */
export const REMOTES = Object.freeze({
  catalog: { folder: 'mf-catalog' },
  cart: { folder: 'mf-cart-checkout' },
  account: { folder: 'mf-account' },
  search: { folder: 'mf-search' },
});

/** @typedef {keyof typeof REMOTES} RemoteName */

export const REMOTE_NAMES = /** @type {RemoteName[]} */ (Object.keys(REMOTES));

/**
 * Accepts a remote's name (`cart`), its folder (`mf-cart-checkout`) or its package name
 * (`@dukkan/mf-cart-checkout`) and returns its name.
 * @param {string} input
 * @returns {RemoteName}
 */
export function resolveRemote(input) {
  const wanted = input
    .trim()
    .replace(/^@dukkan\//, '')
    .replace(/\/+$/, '');
  for (const name of REMOTE_NAMES) {
    if (wanted === name || wanted === REMOTES[name].folder) return name;
  }
  const known = REMOTE_NAMES.map((name) => `${name} (${REMOTES[name].folder})`).join(', ');
  throw new Error(`Unknown remote "${input}". Known remotes: ${known}.`);
}

/** @param {RemoteName} name @param {string} [repoRoot] */
export function remoteDir(name, repoRoot = REPO_ROOT) {
  return path.join(repoRoot, REMOTES[name].folder);
}
