// @ts-check
// The measure of issue 61 (no hand-written function over 100 lines) and its list of exceptions;
// `infra/scripts/long-functions.mjs` is the command that runs it over the tracked files.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from './remotes.mjs';

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIPPED = /(^|\/)(__generated__|node_modules|dist|coverage)\//;
const TESTS = /(^|\/)(__tests__|test|tests)\/|\.(test|spec)\.[a-z]+$/;

/** The exceptions: `file` and `name` as the listing prints them, and why the function stays long. */
export const ALLOW_FILE = path.join(REPO_ROOT, 'infra/scripts/long-functions.allow.json');

/** @typedef {{ file: string, line: number, name: string, lines: number }} LongFunction */
/** @typedef {{ file: string, name: string, reason: string }} Allowed */

/**
 * The tracked source files, relative to the repository root.
 * @param {boolean} withTests @returns {string[]}
 */
export function trackedSources(withTests) {
  const listed = execFileSync('git', ['ls-files'], { cwd: REPO_ROOT, encoding: 'utf8' });
  return listed
    .split('\n')
    .filter((file) => SOURCE.test(file) && !SKIPPED.test(file) && !file.endsWith('.d.ts'))
    .filter((file) => withTests || !TESTS.test(file));
}

/** @param {ts.Node} node @param {ts.SourceFile} file @returns {string} */
function nameOf(node, file) {
  if ((ts.isFunctionLike(node) || ts.isClassElement(node)) && 'name' in node && node.name) {
    return /** @type {ts.Node} */ (node.name).getText(file);
  }
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) {
    return parent.name.getText(file);
  }
  if (ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText(file)})`;
  return '(anonymous)';
}

/**
 * The functions of one source text longer than `max` lines. A function's span includes the
 * functions nested in it, as a reader meets them; those are listed too when long themselves.
 * @param {string} relative the file's path, for the listing and the parser's choice of dialect
 * @param {string} text @param {number} max @returns {LongFunction[]}
 */
export function longFunctionsIn(relative, text, max) {
  const file = ts.createSourceFile(relative, text, ts.ScriptTarget.Latest, true);
  /** @type {LongFunction[]} */
  const found = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const end = file.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > max)
        found.push({ file: relative, line: start + 1, name: nameOf(node, file), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * The functions of one tracked file longer than `max` lines.
 * @param {string} relative @param {number} max
 */
export function longFunctionsOf(relative, max) {
  return longFunctionsIn(relative, readFileSync(path.join(REPO_ROOT, relative), 'utf8'), max);
}

/**
 * Reads and checks the exceptions: each names a file and a function and says why.
 * @param {string} text the JSON of ALLOW_FILE @returns {Allowed[]}
 */
export function parseAllowed(text) {
  const parsed = JSON.parse(text);
  const entries = Array.isArray(parsed?.allowed) ? parsed.allowed : null;
  if (!entries) throw new Error('The exceptions file needs an "allowed" list.');
  return entries.map((/** @type {unknown} */ entry, /** @type {number} */ index) => {
    const { file, name, reason } = /** @type {Record<string, unknown>} */ (entry ?? {});
    if (typeof file !== 'string' || typeof name !== 'string')
      throw new Error(`allowed[${index}] needs a "file" and a "name".`);
    if (typeof reason !== 'string' || reason.trim().length < 20)
      throw new Error(`allowed[${index}] (${name} in ${file}) needs a "reason" of a sentence.`);
    return { file, name, reason };
  });
}

/**
 * What `--check` refuses: long functions no exception names, and exceptions that name no long
 * function any more (split, renamed or moved: the list must stay true).
 * @param {LongFunction[]} found @param {Allowed[]} allowed
 * @returns {{ refused: LongFunction[], stale: Allowed[] }}
 */
export function checkAllowed(found, allowed) {
  const names = (/** @type {{ file: string, name: string }} */ { file, name }) => `${file}#${name}`;
  const allowedKeys = new Set(allowed.map(names));
  const foundKeys = new Set(found.map(names));
  return {
    refused: found.filter((fn) => !allowedKeys.has(names(fn))),
    stale: allowed.filter((entry) => !foundKeys.has(names(entry))),
  };
}
