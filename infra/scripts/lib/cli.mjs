// @ts-check
// Small helpers shared by the command-line scripts.
import path from 'node:path';
import { REPO_ROOT } from './remotes.mjs';

/**
 * Splits argv into positional arguments and `--name value` / `--flag` options.
 * @param {string[]} argv
 * @param {string[]} valueOptions option names that take a value
 */
export function parseArgs(argv, valueOptions = []) {
  /** @type {string[]} */
  const positional = [];
  /** @type {Record<string, string | true>} */
  const options = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--') continue;
    if (arg.startsWith('--')) {
      const [key = '', inline] = arg.slice(2).split('=', 2);
      if (valueOptions.includes(key)) {
        const value = inline ?? argv[i + 1];
        if (value === undefined || value.startsWith('--'))
          throw new Error(`--${key} needs a value.`);
        options[key] = value;
        if (inline === undefined) i += 1;
      } else {
        options[key] = true;
      }
    } else {
      positional.push(arg);
    }
  }
  return { positional, options };
}

/**
 * The deploy root: `--deploy-dir`, else `DEPLOY_DIR`, else `<repo>/.deploy`.
 * @param {Record<string, string | true>} options
 */
export function deployDirFrom(options) {
  const chosen =
    typeof options['deploy-dir'] === 'string' ? options['deploy-dir'] : process.env.DEPLOY_DIR;
  return path.resolve(chosen ?? path.join(REPO_ROOT, '.deploy'));
}

/**
 * Where the registry lives: `--database-url`, else DATABASE_URL (the gateways' PostgreSQL
 * registry), else null (the deploy root's `remotes.json`).
 * @param {Record<string, string | true>} options
 */
export function databaseUrlFrom(options) {
  const chosen =
    typeof options['database-url'] === 'string'
      ? options['database-url']
      : process.env.DATABASE_URL;
  return chosen && chosen !== '' ? chosen : null;
}

/**
 * The deploy gate's options as the deploy commands take them.
 * @param {Record<string, string | true>} options
 */
export function gateOptions(options) {
  const text = (/** @type {string} */ key) =>
    typeof options[key] === 'string' ? /** @type {string} */ (options[key]) : undefined;
  return {
    force: options.force === true,
    reason: text('reason'),
    shellDir: text('shell-dir'),
    liveSchema: text('live-schema'),
    commerceUrl: text('commerce-url'),
    databaseUrl: databaseUrlFrom(options),
  };
}

/**
 * Runs a script's main function and turns a thrown error into one clear line and exit code 1.
 * @param {() => Promise<unknown>} main
 */
export function run(main) {
  main().catch((error) => {
    console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
