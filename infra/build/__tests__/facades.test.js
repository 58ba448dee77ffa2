// The shared facades (infra/build/facades, issue 14) re-export only part of their package: a
// name some package imports and the facade lacks would be undefined at run time in production.
// These cases read every package's sources (and Apollo Client's, which imports graphql) and
// check each runtime name is re-exported.
const { describe, it, expect } = require('@jest/globals');
const fs = require('node:fs');
const path = require('node:path');
const { FACADES, SHARED_SINGLETONS } = require('../index.cjs');
const { REPO, SOURCE_ROOTS, sourceFiles } = require('./package-sources');

const APOLLO = path.join(REPO, 'node_modules', '@apollo', 'client');
// Apollo's parts that need graphql's executor or validator; the test below checks no package uses them.
const APOLLO_UNUSED = ['local-state', path.join('link', 'schema'), 'legacyEntryPoints'];

/** Runtime names imported (or re-exported) from `request`, and whether the whole namespace is. */
function importsOf(code, request) {
  const quoted = request.replace(/[/.]/g, '\\$&');
  const names = new Set();
  let whole = false;
  const named = new RegExp(
    `(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`,
    'g',
  );
  for (const match of code.matchAll(named)) {
    if (match[1]) continue; // `import type { ... }`
    for (const part of match[2].split(',')) {
      const item = part.trim();
      if (!item || item.startsWith('type ')) continue;
      names.add(item.split(/\s+as\s+/)[0].trim());
    }
  }
  const other = new RegExp(
    `(?:import\\s+(?!type\\b)[\\w$]+[^;]*|import\\s+\\*[^;]*|export\\s+\\*[^;]*)from\\s*['"]${quoted}['"]`,
    'g',
  );
  if (other.test(code)) whole = true;
  return { names, whole };
}

function facadeExports(key) {
  const code = fs.readFileSync(FACADES[key], 'utf8');
  const names = new Set();
  for (const match of code.matchAll(/export\s*\{([^}]*)\}\s*from/g)) {
    for (const part of match[1].split(',')) if (part.trim()) names.add(part.trim());
  }
  return names;
}

function usedNames(key, files) {
  const used = new Map();
  for (const file of files) {
    const { names, whole } = importsOf(fs.readFileSync(file, 'utf8'), key);
    if (whole) used.set('*', [...(used.get('*') ?? []), path.relative(REPO, file)]);
    for (const name of names)
      used.set(name, [...(used.get(name) ?? []), path.relative(REPO, file)]);
  }
  return used;
}

const ourFiles = SOURCE_ROOTS.flatMap((dir) => sourceFiles(dir, ['.ts', '.tsx']));
const apolloFiles = sourceFiles(APOLLO, ['.js']).filter(
  (file) => !APOLLO_UNUSED.some((part) => path.relative(APOLLO, file).startsWith(part)),
);

/**
 * Apollo files a facade ships: the modules its names come from in the entry it re-exports
 * (`export { name } from "./file.js"` lines), and every file those reach by relative import.
 */
function reachedBy(key, entry) {
  const exported = facadeExports(key);
  const entryCode = fs.readFileSync(entry, 'utf8');
  const start = [];
  for (const match of entryCode.matchAll(/export\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
    const names = match[1].split(',').map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    );
    if (names.some((name) => exported.has(name)))
      start.push(path.resolve(path.dirname(entry), match[2]));
  }
  const seen = new Set();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file) || !fs.existsSync(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:import|export)[^;]*?from\s*"(\.[^"]+)"/g))
      queue.push(path.resolve(path.dirname(file), match[1]));
  }
  return [...seen];
}

/** The files whose imports from `key` its facade must satisfy. */
function filesUsing(key) {
  if (key === 'react-router-dom') return ourFiles;
  // Apollo's own React hooks import this entry; the facade ships only ours.
  if (key === '@apollo/client/react')
    return [
      ...ourFiles,
      ...apolloFiles.filter((file) => !file.startsWith(path.join(APOLLO, 'react'))),
    ];
  // Only the React files the React facade ships reach this one.
  if (key === '@apollo/client/react/internal')
    return [
      ...ourFiles,
      ...reachedBy('@apollo/client/react', path.join(APOLLO, 'react', 'index.js')),
    ];
  return [...ourFiles, ...apolloFiles];
}

describe('shared facades', () => {
  it('are share keys of every build', () => {
    for (const key of Object.keys(FACADES)) expect(SHARED_SINGLETONS).toContain(key);
  });

  it('finds the packages sources', () => {
    expect(ourFiles.length).toBeGreaterThan(100);
    expect(apolloFiles.length).toBeGreaterThan(50);
    expect(usedNames('react-router-dom', ourFiles).has('useNavigate')).toBe(true);
    // The walk behind the React internals check finds the hooks and the wrapper they use.
    const reached = reachedBy('@apollo/client/react', path.join(APOLLO, 'react', 'index.js'));
    expect(reached).toContain(path.join(APOLLO, 'react', 'hooks', 'useQuery.js'));
    expect(usedNames('@apollo/client/react/internal', reached).has('wrapperSymbol')).toBe(true);
  });

  it.each(Object.keys(FACADES))('%s re-exports every name a package imports from it', (key) => {
    const files = filesUsing(key);
    const exported = facadeExports(key);
    const missing = [...usedNames(key, files)].filter(([name]) => !exported.has(name));
    expect(missing).toEqual([]);
  });

  it('no package uses the Apollo parts left out of the graphql check', () => {
    const offenders = ourFiles.filter((file) =>
      /from\s*['"]@apollo\/client\/(local-state|link\/schema)['"]/.test(
        fs.readFileSync(file, 'utf8'),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
