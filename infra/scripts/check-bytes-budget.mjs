#!/usr/bin/env node
// @ts-check
// The bytes budget (issue 14): loads each key page of the current production builds once, on a
// first visit, and fails when its JavaScript (gzip -9, every file it downloaded) is over the
// page's line in infra/scripts/bytes-budget.mjs or when it loads a second react-dom or
// federation runtime. A failing page prints its per-origin, per-package and per-library table,
// so the growth can be found. Run by `npm test` (step "budget", after the build and publish)
// and on its own with `node infra/scripts/check-bytes-budget.mjs [--pages home,cart] [--json FILE]`.
// Builds nothing: it publishes the current dist/ builds into a temporary deploy root and serves
// them with a gateway and commerce service on free ports (lib/built-store.mjs).
import { writeFileSync } from 'node:fs';
import { startBuiltStore } from './lib/built-store.mjs';
import { kb, launchChromium, measurePageScripts, printPageScripts } from './lib/page-scripts.mjs';
import { parseArgs, run } from './lib/cli.mjs';
import { PAGE_BUDGETS, budgetFailures } from './bytes-budget.mjs';

/**
 * Measures every page (or those named) and returns the failures; prints one line per page.
 * @param {{ pages?: string[], json?: string }} [options]
 */
export async function checkBytesBudget(options = {}) {
  const chosen = options.pages?.length
    ? PAGE_BUDGETS.filter((page) => options.pages?.includes(page.key))
    : PAGE_BUDGETS;
  if (!chosen.length) {
    throw new Error(`No such page. Pages: ${PAGE_BUDGETS.map((page) => page.key).join(', ')}.`);
  }
  /** @type {Awaited<ReturnType<typeof startBuiltStore>> | undefined} */
  let store;
  /** @type {import('playwright-core').Browser | undefined} */
  let browser;
  /** @type {string[]} */
  const failures = [];
  /** @type {Record<string, unknown>[]} */
  const report = [];
  try {
    store = await startBuiltStore({
      notBuiltHint: 'The budget measures the pages without them: build every package first.',
    });
    browser = await launchChromium();
    console.log(`${'page'.padEnd(20)}${'gzip'.padStart(10)}${'budget'.padStart(10)}  files`);
    for (const budget of chosen) {
      const measured = await measurePageScripts(browser, store.origin, budget.path);
      const reasons = budgetFailures(budget, measured);
      console.log(
        `${budget.key.padEnd(20)}${kb(measured.total.gzip).padStart(10)}${`${budget.budgetKb} KB`.padStart(10)}  ${measured.files.length}${reasons.length ? '  OVER' : ''}`,
      );
      if (reasons.length) {
        console.log(`\n${reasons.join('\n')}`);
        printPageScripts(measured);
        console.log('');
      }
      failures.push(...reasons);
      report.push({
        key: budget.key,
        path: budget.path,
        budgetKb: budget.budgetKb,
        gzip: measured.total.gzip,
        files: measured.files.map((file) => ({ path: file.path, gzip: file.gzip })),
        reactDomCopies: measured.reactDomCopies,
        runtimeCopies: measured.runtimeCopies,
      });
    }
  } finally {
    await browser?.close();
    await store?.stop();
  }
  if (options.json) writeFileSync(options.json, `${JSON.stringify(report, null, 2)}\n`);
  return failures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run(async () => {
    const { options } = parseArgs(process.argv.slice(2), ['pages', 'json']);
    const failures = await checkBytesBudget({
      pages: typeof options.pages === 'string' ? options.pages.split(',') : undefined,
      json: typeof options.json === 'string' ? options.json : undefined,
    });
    if (failures.length) {
      throw new Error(
        `The first-load JavaScript is over its budget:\n- ${failures.join('\n- ')}\nSee infra/scripts/bytes-budget.mjs for how to change a budget.`,
      );
    }
    console.log('Every page is within its bytes budget.');
  });
}
