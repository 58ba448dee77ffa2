#!/usr/bin/env node
// @ts-check
// `node infra/scripts/long-functions.mjs [--max 100] [--tests] [--check]`: every hand-written function
// (declaration, expression, arrow, method, accessor) whose text spans more than `--max` lines,
// longest first, with its file and line. Issue 61 set the line at 100 (STYLE.md lesson 13: about
// 80): a longer function is several named steps waiting to be written down. Reads the files git
// tracks, without generated code (`__generated__`), so it runs on a clean clone in about a
// second. A function's span includes the functions nested in it, as a reader meets them.
// Tests are left out (a suite's `describe` callback is a list of cases, not a function to
// split) unless `--tests` is given. `--check` exits 1 when any is found.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from './lib/remotes.mjs';

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIPPED = /(^|\/)(__generated__|node_modules|dist|coverage)\//;
const TESTS = /(^|\/)(__tests__|test|tests)\/|\.(test|spec)\.[a-z]+$/;

/**
 * The tracked source files, relative to the repository root.
 * @param {boolean} withTests @returns {string[]}
 */
function trackedSources(withTests) {
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
 * The functions of one file longer than `max` lines.
 * @param {string} relative @param {number} max
 * @returns {{ file: string, line: number, name: string, lines: number }[]}
 */
export function longFunctionsOf(relative, max) {
  const text = readFileSync(path.join(REPO_ROOT, relative), 'utf8');
  const file = ts.createSourceFile(relative, text, ts.ScriptTarget.Latest, true);
  /** @type {{ file: string, line: number, name: string, lines: number }[]} */
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

function main() {
  const args = process.argv.slice(2);
  const maxAt = args.indexOf('--max');
  const max = maxAt >= 0 ? Number(args[maxAt + 1]) : 100;
  if (!Number.isInteger(max) || max < 1) throw new Error('--max takes a whole number of lines.');
  const found = trackedSources(args.includes('--tests'))
    .flatMap((file) => longFunctionsOf(file, max))
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file) || a.line - b.line);
  for (const { file, line, name, lines } of found) {
    console.log(`${String(lines).padStart(5)}  ${name}  ${file}:${line}`);
  }
  console.log(`${found.length} hand-written functions over ${max} lines.`);
  if (args.includes('--check') && found.length > 0) process.exitCode = 1;
}

main();
