// A Node service's TypeScript as one CommonJS file (the gateway's `npm run build`): its own
// sources and the contracts it imports are compiled in at build time, so the process runs plain
// JavaScript, compiles nothing at start, and reads the contracts' facts as they were built with.
// Every other package stays a `require` of node_modules.
//   node infra/build/node-bundle.cjs <entry.ts> <out.cjs> [<entry.ts> <out.cjs> ...]
// Paths are relative to the working directory (the package's folder).
const path = require('node:path');
const { compile } = require('./compile.cjs');

/** Imports compiled into the bundle: relative paths and the contracts; the rest is required. */
function isBundled(request) {
  return (
    request.startsWith('.') ||
    path.isAbsolute(request) ||
    request === '@dukkan/contracts' ||
    request.startsWith('@dukkan/contracts/')
  );
}

/**
 * @param {{ context: string, entries: Record<string, string>, outDir: string }} options
 *   entries: output file name (without `.cjs`) -> entry file
 */
function bundleNode({ context, entries, outDir }) {
  return compile({
    mode: 'production',
    target: 'node20',
    context,
    entry: entries,
    output: { path: outDir, filename: '[name].cjs', chunkFormat: 'commonjs', clean: true },
    // The real file's folder at run time (config.ts finds the repository from it).
    node: { __dirname: false, __filename: false },
    externalsPresets: { node: true },
    externals: ({ request }, callback) =>
      request && !isBundled(request) ? callback(undefined, `commonjs ${request}`) : callback(),
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      // `createRequire(file)(file)` loads a remote's page renderer at run time; left to webpack,
      // it would be taken for a require of the bundle's own modules and compiled away.
      parser: { javascript: { createRequire: false } },
      rules: [
        {
          test: /\.ts$/,
          type: 'javascript/auto',
          resolve: { fullySpecified: false },
          loader: require.resolve('swc-loader'),
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
        },
      ],
    },
    // Readable in a stack trace; a server bundle gains nothing from being small.
    optimization: { minimize: false },
    devtool: false,
  });
}

if (require.main === module) {
  const args = process.argv.slice(2);
  if (args.length === 0 || args.length % 2 !== 0) {
    console.error('usage: node-bundle.cjs <entry.ts> <out.cjs> [<entry.ts> <out.cjs> ...]');
    process.exit(2);
  }
  const context = process.cwd();
  const entries = {};
  let outDir = '';
  for (let i = 0; i < args.length; i += 2) {
    const out = path.resolve(context, args[i + 1]);
    if (outDir && path.dirname(out) !== outDir) {
      console.error('node-bundle.cjs: every output goes to one folder');
      process.exit(2);
    }
    outDir = path.dirname(out);
    entries[path.basename(out, '.cjs')] =
      `./${path.relative(context, path.resolve(context, args[i]))}`;
  }
  bundleNode({ context, entries, outDir }).then(
    () =>
      console.log(
        `bundled ${Object.keys(entries).join(', ')} into ${path.relative(context, outDir)}`,
      ),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}

module.exports = { bundleNode };
