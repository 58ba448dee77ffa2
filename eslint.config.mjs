// Type-checked lint for every package. Each package runs `eslint .` from its folder; this file
// is found by walking up. Type information comes from the nearest tsconfig.json.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = import.meta.dirname;
/** The front-end packages: the shell and the four remotes. */
const FRONT_ENDS = ['shell', 'mf-catalog', 'mf-cart-checkout', 'mf-account', 'mf-search'];
/** Code no front end may import: other front ends, the service, gateway, scripts and benches. */
const OTHER_CODE = [
  'infra/commerce-service',
  'infra/gateway',
  'infra/scripts',
  'infra/bench',
  'infra/e2e',
];

/**
 * Boundaries (docs/architecture.md section 1): a front end never imports another front end's
 * code (it mounts fragments and talks over the bus); inside a package, a feature imports only
 * itself, the package's shared folder (`src/shared`), its i18n set-up (`src/i18n.ts`,
 * `src/locales`) and the contracts. Exposes,
 * the dev harness entry and tests may compose features.
 */
function boundaryZones() {
  const zones = [];
  for (const pkg of FRONT_ENDS) {
    zones.push({
      target: `./${pkg}`,
      from: [...FRONT_ENDS.filter((other) => other !== pkg), ...OTHER_CODE].map(
        (dir) => `./${dir}`,
      ),
      message:
        "A front end never imports another package's code: mount its fragment (module map) or use a bus event.",
    });
    const features = path.join(root, pkg, 'src/features');
    if (!existsSync(features)) continue;
    for (const entry of readdirSync(features, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      zones.push({
        target: `./${pkg}/src/features/${entry.name}`,
        from: `./${pkg}/src`,
        except: [`./features/${entry.name}`, './shared', './i18n.ts', './locales'],
        message: `A feature imports only itself, ${pkg}/src/shared and the contracts: move what features share into src/shared.`,
      });
    }
  }
  return zones;
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/__generated__/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.deploy/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // No import cycles, in the front ends and in the service.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these two, import-x parses only .js files and no-cycle never sees a .ts import.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones() }],
    },
  },
  {
    // Tests compose features freely (they may still not reach into another package).
    files: ['**/__tests__/**', '**/*.test.{ts,tsx}', '**/src/test/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: boundaryZones().filter((zone) => !zone.target.includes('/src/features/')),
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', '**/e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
