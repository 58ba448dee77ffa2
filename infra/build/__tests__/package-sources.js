// The packages' shipped sources, for the tests that read them (facades, logical styles).
const fs = require('node:fs');
const path = require('node:path');

const REPO = path.join(__dirname, '..', '..', '..');
const SOURCE_ROOTS = [
  'shell',
  'mf-catalog',
  'mf-cart-checkout',
  'mf-account',
  'mf-search',
  'shared-contracts',
].map((dir) => path.join(REPO, dir, 'src'));
// Tests, generated types, the dev harnesses (which share the whole package) and the first-screen
// renderers (bundled for Node at build time, infra/build/first-screen-plugin.cjs) are not shipped
// through the facades, nor drawn in the browser.
const SKIPPED_DIRS = new Set([
  '__tests__',
  '__generated__',
  'dev',
  'first-screen',
  'node_modules',
  '__cjs',
  'testing',
]);

function sourceFiles(dir, extensions) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full, extensions);
    if (/\.test\.[jt]sx?$/.test(entry.name)) return [];
    return extensions.some((ext) => entry.name.endsWith(ext)) ? [full] : [];
  });
}

module.exports = { REPO, SOURCE_ROOTS, SKIPPED_DIRS, sourceFiles };
