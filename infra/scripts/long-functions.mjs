#!/usr/bin/env node
// @ts-check
// `node infra/scripts/long-functions.mjs [--max 100] [--tests] [--check]`: every hand-written function
// (declaration, expression, arrow, method, accessor) whose text spans more than `--max` lines,
// longest first, with its file and line. Issue 61 set the line at 100 (STYLE.md lesson 13: about
// 80): a longer function is several named steps waiting to be written down. Reads the files git
// tracks, without generated code (`__generated__`), so it runs on a clean clone in a few seconds.
// A function's span includes the functions nested in it, as a reader meets them.
// Tests are left out (a suite's `describe` callback is a list of cases, not a function to
// split) unless `--tests` is given.
// `--check` (part of `npm run lint` and the lint step of `npm test`) fails when a function over
// the line is not one of the exceptions in `long-functions.allow.json` (each with its reason), or
// when an exception names no long function any more.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ALLOW_FILE,
  checkAllowed,
  longFunctionsOf,
  parseAllowed,
  trackedSources,
} from './lib/long-functions.mjs';
import { REPO_ROOT } from './lib/remotes.mjs';

/** @param {import('./lib/long-functions.mjs').LongFunction} fn */
const row = ({ file, line, name, lines }) =>
  `${String(lines).padStart(5)}  ${name}  ${file}:${line}`;

function main() {
  const args = process.argv.slice(2);
  const maxAt = args.indexOf('--max');
  const max = maxAt >= 0 ? Number(args[maxAt + 1]) : 100;
  if (!Number.isInteger(max) || max < 1) throw new Error('--max takes a whole number of lines.');
  const found = trackedSources(args.includes('--tests'))
    .flatMap((file) => longFunctionsOf(file, max))
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file) || a.line - b.line);
  if (!args.includes('--check')) {
    for (const fn of found) console.log(row(fn));
    console.log(`${found.length} hand-written functions over ${max} lines.`);
    return;
  }
  const { refused, stale } = checkAllowed(found, parseAllowed(readFileSync(ALLOW_FILE, 'utf8')));
  const allowFile = path.relative(REPO_ROOT, ALLOW_FILE);
  for (const fn of refused) console.error(row(fn));
  for (const { file, name } of stale) console.error(`stale exception: ${name} in ${file}`);
  if (refused.length > 0)
    console.error(
      `${refused.length} functions over ${max} lines: split each into named steps, or list it with its reason in ${allowFile}.`,
    );
  if (stale.length > 0)
    console.error(
      `${stale.length} exceptions name no function over ${max} lines: remove them from ${allowFile}.`,
    );
  if (refused.length > 0 || stale.length > 0) process.exitCode = 1;
  else console.log(`No function over ${max} lines besides the ${found.length} listed exceptions.`);
}

main();
