// @ts-check
// `--help` for the benchmarks: each script's usage is the comment at its top (what it measures,
// its options, where it runs the store), printed as it is written so the two cannot disagree.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The leading `//` comment of a script, without the `#!` line and `@ts-check`.
 * @param {string} source
 */
export function usageOf(source) {
  /** @type {string[]} */
  const lines = [];
  for (const line of source.split('\n')) {
    if (line.startsWith('#!') || line === '// @ts-check') continue;
    if (!line.startsWith('//')) break;
    lines.push(line.replace(/^\/\/ ?/, ''));
  }
  return lines.join('\n');
}

/**
 * Prints the script's usage and returns true when its arguments ask for it (`--help`, `-h`).
 * @param {string} scriptUrl the script's `import.meta.url`
 * @param {string[]} [argv]
 */
export function printedUsage(scriptUrl, argv = process.argv.slice(2)) {
  if (!argv.includes('--help') && !argv.includes('-h')) return false;
  console.log(usageOf(readFileSync(fileURLToPath(scriptUrl), 'utf8')));
  return true;
}
