// A small package for the build plugins' tests (precompress, compile hints): an entry that
// imports a big module and a small one dynamically, so a build emits one chunk of each size.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/**
 * Writes the package into a new temporary folder and returns the folder. `big.js` holds 400
 * functions the minifier cannot fold away (each returns a different string), about 20 KB
 * minified; `small.js` one function, well under a kilobyte.
 * @param {string} prefix the temporary folder's name prefix
 */
function writeTwoChunkPackage(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const lines = Array.from(
    { length: 400 },
    (_, i) => `export function row${i}(x) { return x + ' row ${i} of the big module'; }`,
  );
  fs.writeFileSync(path.join(dir, 'big.js'), `${lines.join('\n')}\n`);
  fs.writeFileSync(path.join(dir, 'small.js'), "export const small = () => 'a small module';\n");
  fs.writeFileSync(
    path.join(dir, 'index.js'),
    "import('./big').then((m) => console.log(m.row7('x'), Object.keys(m).length));\n" +
      "import('./small').then((m) => console.log(m.small()));\n",
  );
  return dir;
}

module.exports = { writeTwoChunkPackage };
